import { CHAT_HEARTBEAT_MS, type ChatClientFrame, type ChatServerFrame } from '@shop/contract/chat';
import type { ChatCaller } from './endpoints/chat.ts';

export type ChatSocketStatus = 'connecting' | 'open' | 'closed';

/** What the client needs of a WebSocket (the browser's; tests pass a stand-in). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface ChatSocketOptions {
  caller: ChatCaller;
  /** Language of the server's error frames. */
  lang?: string;
  onFrame: (frame: ChatServerFrame) => void;
  onStatus?: (status: ChatSocketStatus) => void;
  /** Default: `/ws` on the page's own host (wss on https). */
  url?: string;
  open?: (url: string) => SocketLike;
}

const OPEN = 1;
/** The server's close codes after which reconnecting cannot help: refused (4003) and signed out (4401). */
const FINAL_CLOSES = new Set([4003, 4401]);
const MAX_BACKOFF_MS = 30_000;

/** `ws(s)://<host>/ws` of the current page. */
export function defaultChatSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

/** Delay before reconnect attempt `n` (0-based): doubling from 1 s up to 30 s, with jitter so clients spread out. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
  return Math.round(base * (0.5 + random() / 2));
}

/** The browser's WebSocket behind the small interface the client uses. */
function browserSocket(url: string): SocketLike {
  const ws = new WebSocket(url);
  const socket: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
    send: (data) => ws.send(data),
    close: (code) => ws.close(code),
  };
  ws.onopen = (ev) => socket.onopen?.(ev);
  ws.onmessage = (ev) => socket.onmessage?.({ data: ev.data });
  ws.onclose = (ev) => socket.onclose?.({ code: ev.code });
  ws.onerror = (ev) => socket.onerror?.(ev);
  return socket;
}

const isFrame = (value: unknown): value is ChatServerFrame =>
  !!value && typeof value === 'object' && 'type' in value && 'data' in value;

/**
 * The chat socket of one window: identifies itself with its first frame (the caller's token, none for a guest),
 * sends a heartbeat every 40 s, and reconnects with backoff when the connection drops, until `stop()`.
 */
export class ChatSocket {
  private socket: SocketLike | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private stopped = true;

  constructor(private readonly options: ChatSocketOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
    this.options.onStatus?.('closed');
  }

  /** Sends a frame when connected; false when not (the caller falls back to HTTP). */
  send(frame: ChatClientFrame): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private connect(): void {
    const { caller, lang } = this.options;
    const open = this.options.open ?? browserSocket;
    this.options.onStatus?.('connecting');
    const socket = open(this.options.url ?? defaultChatSocketUrl());
    this.socket = socket;
    socket.onopen = () => {
      this.send({ type: 'heart', data: { provider: caller.provider, token: caller.token, lang } });
      clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => this.send({ type: 'heart', data: {} }), CHAT_HEARTBEAT_MS);
    };
    socket.onmessage = (ev) => {
      let frame: unknown;
      try {
        frame = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (!isFrame(frame)) return;
      if (frame.type === 'heart') {
        // Identified: the connection is good, so the next drop starts the backoff afresh.
        this.attempt = 0;
        this.options.onStatus?.('open');
      }
      this.options.onFrame(frame);
    };
    socket.onerror = () => undefined;
    socket.onclose = (ev) => {
      clearInterval(this.heartbeat);
      this.socket = undefined;
      this.options.onStatus?.('closed');
      if (FINAL_CLOSES.has(ev.code)) this.stopped = true;
      if (this.stopped) return;
      this.retry = setTimeout(() => this.connect(), backoffDelay(this.attempt));
      this.attempt += 1;
    };
  }
}
