import { WebSocket } from 'ws';
import type { ChatMessage, ChatServerFrame } from '@shop/contract/chat';
import { utf8 } from '../src/modules/chat/socket.ts';

/** A real `/ws` client for tests: collects every frame, and waits for the ones a test expects. */
export class TestSocket {
  readonly frames: ChatServerFrame[] = [];
  /** The close code, once closed. */
  closeCode: number | undefined;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => this.frames.push(JSON.parse(utf8(data)) as ChatServerFrame));
    ws.on('close', (code) => (this.closeCode = code));
  }

  /**
   * Opens a socket on `base` (http://host:port), from the address `ip` when the server trusts the proxy header,
   * with the browser's `cookie` (a guest's identity) on the upgrade.
   */
  static async open(base: string, ip?: string, cookie?: string): Promise<TestSocket> {
    const headers: Record<string, string> = {};
    if (ip) headers['x-forwarded-for'] = ip;
    if (cookie) headers.cookie = cookie;
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, { headers });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new TestSocket(ws);
  }

  /** Opens a socket and identifies it with its first frame; resolves with the identity the server answered. */
  static async signIn(base: string, who: { token?: string; ip?: string; sid?: string; cookie?: string }) {
    const s = await TestSocket.open(base, who.ip, who.cookie);
    s.send({ type: 'heart', data: { provider: who.token ? 'users' : 'anonymous', token: who.token, sid: who.sid } });
    const heart = await s.waitFor((f) => f.type === 'heart' || f.type === 'error');
    return { socket: s, heart };
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  sendBinary(data: Buffer): void {
    this.ws.send(data, { binary: true });
  }

  /** The chat messages received so far, in arrival order. */
  chats(): ChatMessage[] {
    return this.frames.flatMap((f) => (f.type === 'chat' ? [f.data] : []));
  }

  /** The first frame (from the start) that matches, waiting up to `ms`. */
  async waitFor(match: (f: ChatServerFrame) => boolean, ms = 5000): Promise<ChatServerFrame> {
    const until = Date.now() + ms;
    for (;;) {
      const found = this.frames.find(match);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no matching frame in ${ms} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** Waits until `n` chat messages arrived. */
  async waitForChats(n: number, ms = 5000): Promise<ChatMessage[]> {
    const until = Date.now() + ms;
    while (this.chats().length < n) {
      if (Date.now() > until) throw new Error(`only ${this.chats().length} of ${n} messages in ${ms} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return this.chats();
  }

  async waitClosed(ms = 5000): Promise<number> {
    const until = Date.now() + ms;
    while (this.closeCode === undefined) {
      if (Date.now() > until) throw new Error('socket still open');
      await new Promise((r) => setTimeout(r, 10));
    }
    return this.closeCode;
  }

  close(): void {
    this.ws.close();
  }
}

/** Lets frames in flight land, so a test can say that nothing more arrived. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
