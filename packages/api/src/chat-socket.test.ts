import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatServerFrame } from '@shop/contract/chat';
import { backoffDelay, ChatSocket, type SocketLike } from './chat-socket.ts';

/** A socket the test drives: what the client sent, and server events on demand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSends(frame: ChatServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

describe('ChatSocket', () => {
  let sockets: FakeSocket[];
  let frames: ChatServerFrame[];
  let client: ChatSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    frames = [];
    client = new ChatSocket({
      caller: { provider: 'users', token: 'tok' },
      lang: 'en',
      url: 'ws://shop/ws',
      onFrame: (f) => frames.push(f),
      open: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
    });
  });
  afterEach(() => {
    client.stop();
    vi.useRealTimers();
  });

  it('identifies itself with its first frame, then beats every 40 s', () => {
    client.start();
    sockets[0]!.serverOpens();
    expect(sockets[0]!.sent).toEqual([{ type: 'heart', data: { provider: 'users', token: 'tok', lang: 'en' } }]);
    sockets[0]!.serverSends({ type: 'heart', data: { sid: '9', stype: 'users' } });
    vi.advanceTimersByTime(80_000);
    expect(sockets[0]!.sent.slice(1)).toEqual([
      { type: 'heart', data: {} },
      { type: 'heart', data: {} },
    ]);
    expect(frames).toEqual([{ type: 'heart', data: { sid: '9', stype: 'users' } }]);
  });

  it('reconnects with growing delays, and starts over once identified again', () => {
    client.start();
    sockets[0]!.serverOpens();
    sockets[0]!.serverCloses(1006);
    vi.advanceTimersByTime(999 + 1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.serverCloses(1006);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(3);
    sockets[2]!.serverOpens();
    sockets[2]!.serverSends({ type: 'heart', data: { sid: '9', stype: 'users' } });
    sockets[2]!.serverCloses(1006);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it("reconnects after a server's restart (1012, sent to every socket on SIGTERM) within its first delay", () => {
    client.start();
    sockets[0]!.serverOpens();
    sockets[0]!.serverSends({ type: 'heart', data: { sid: '9', stype: 'users' } });
    sockets[0]!.serverCloses(1012);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.serverOpens();
    expect(sockets[1]!.sent).toEqual([{ type: 'heart', data: { provider: 'users', token: 'tok', lang: 'en' } }]);
  });

  it('does not reconnect after a refusal or a sign-out, nor after stop()', () => {
    client.start();
    sockets[0]!.serverCloses(4003);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    client.stop();
    client.start();
    sockets[1]!.serverCloses(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    client.start();
    client.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(3);
  });

  it('sends only while connected', () => {
    client.start();
    expect(client.send({ type: 'chat', data: { rid: '6', rtype: 'users', content: 'x' } })).toBe(false);
    sockets[0]!.serverOpens();
    expect(client.send({ type: 'chat', data: { rid: '6', rtype: 'users', content: 'x' } })).toBe(true);
  });

  it('spreads its delays between half and all of a doubling base, capped at 30 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
  });
});
