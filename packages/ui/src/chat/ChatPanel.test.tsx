import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatFriend, ChatMessage, ChatServerFrame } from '@shop/contract/chat';
import { CrudHarness } from '../crud/testing/CrudHarness.tsx';
import { installFakeApi, ok, type FakeApi } from '../crud/testing/fake-api.ts';
import { ChatPanel } from './ChatPanel.tsx';

/** The browser socket, replaced: the test plays the server's side. */
class FakeWebSocket {
  static all: FakeWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSends(frame: ChatServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const STORE = { nickname: '青梧旗舰店', avatar: '', store_id: 1 };
const message = (
  id: number,
  from: 'shopper' | 'store',
  content: string,
  type: 'text' | 'image' = 'text',
): ChatMessage => ({
  id,
  sid: from === 'shopper' ? '9' : '6',
  stype: 'users',
  rid: from === 'shopper' ? '6' : '9',
  rtype: 'users',
  content_type: type,
  content,
  s_read: 1,
  r_read: 0,
  created_at: `2026-11-26 10:0${id}:00`,
});
const friend: ChatFriend = {
  id: 1,
  sid: '9',
  stype: 'users',
  sinfo: { nickname: '小明', avatar: '', store_id: 0 },
  rid: '6',
  rtype: 'users',
  rinfo: STORE,
  lastMsg: null,
  unread: 2,
  created_at: '',
  updated_at: '',
};

let api: FakeApi;
let history: ChatMessage[];

beforeEach(() => {
  FakeWebSocket.all = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  // Newest first, as the server pages it.
  history = [message(2, 'store', '<img src=x onerror=alert(1)>'), message(1, 'shopper', '你好')];
  api = installFakeApi((req) => {
    if (req.path === '/api/Chat/add') return ok({ sid: '9', stype: 'users' });
    if (req.path === '/api/Chat/friends') return ok([friend]);
    if (req.path === '/api/Chat/friend_content') return ok({ data: history, current_page: 1, last_page: 1, total: 2 });
    if (req.path === '/api/Chat/read') return ok(2);
    if (req.path === '/api/Chat/send') return ok([]);
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  api.restore();
  vi.unstubAllGlobals();
});

function mount() {
  return render(
    <CrudHarness>
      <ChatPanel caller={{ provider: 'users', token: 'tok' }} peer={{ rid: '6', rtype: 'users' }} />
    </CrudHarness>,
  );
}

describe('ChatPanel', () => {
  it('opens the store, shows the history oldest first as text, and marks it read', async () => {
    mount();
    await waitFor(() => expect(screen.getByTestId('chat-title').textContent).toBe('青梧旗舰店'));
    const shown = () => screen.getAllByTestId('chat-message').map((m) => m.textContent);
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(shown()[0]).toContain('你好');
    // Markup in a message is shown as typed, never rendered.
    expect(shown()[1]).toContain('<img src=x onerror=alert(1)>');
    expect(screen.getByTestId('chat-messages').querySelector('img')).toBeNull();
    const add = api.requests.find((r) => r.path === '/api/Chat/add')!;
    expect(add.form).toMatchObject({ provider: 'users', rid: '6', rtype: 'users' });
    // The token of the caller, not of the page's area, goes as the bearer.
    expect(add.headers.get('Authorization')).toBe('Bearer tok');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/Chat/read')).toBe(true));
  });

  it('identifies its socket, appends a pushed message once, and sends what is typed', async () => {
    mount();
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(1));
    const socket = FakeWebSocket.all[0]!;
    act(() => socket.serverOpens());
    expect(socket.sent[0]).toMatchObject({ type: 'heart', data: { provider: 'users', token: 'tok' } });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    const pushed = message(3, 'store', '有货');
    act(() => {
      socket.serverSends({ type: 'heart', data: { sid: '9', stype: 'users' } });
      socket.serverSends({ type: 'chat', data: pushed });
      socket.serverSends({ type: 'chat', data: pushed });
      // Outside pictures are not shown.
      socket.serverSends({ type: 'chat', data: message(4, 'store', 'https://evil.example/x.png', 'image') });
    });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(4));
    expect(screen.getAllByTestId('chat-message').filter((m) => m.textContent?.includes('有货'))).toHaveLength(1);
    expect(screen.getByTestId('chat-messages').querySelector('img')).toBeNull();

    const box = within(screen.getByTestId('chat-panel')).getByPlaceholderText('请输入信息');
    fireEvent.change(box, { target: { value: '今天能发货吗' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/Chat/send')).toBe(true));
    const sent = api.requests.find((r) => r.path === '/api/Chat/send')!;
    expect(sent.form).toMatchObject({
      provider: 'users',
      rid: '6',
      rtype: 'users',
      content_type: 'text',
      content: '今天能发货吗',
    });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });
});

/**
 * A chat server with state, for the unread badges: each conversation's unread count, a read that takes effect a
 * moment after it is asked (as on a busy server), and the unread counts each list answer carried, in the order
 * the answers arrived.
 */
function unreadServer(unread: Record<string, number>, opts: { firstListDelay?: number } = {}) {
  const READ_LAG = 20;
  const answered: Record<string, number>[] = [];
  let lists = 0;
  const row = (rid: string, name: string, id: number): ChatFriend => ({
    ...friend,
    id,
    rid,
    rinfo: { ...STORE, nickname: name },
    unread: unread[rid] ?? 0,
  });
  api.use((req) => {
    if (req.path === '/api/Chat/friends') {
      const delay = lists++ === 0 ? (opts.firstListDelay ?? 0) : 0;
      const snapshot = { ...unread };
      setTimeout(() => answered.push(snapshot), delay);
      return { ...ok([row('6', '青梧旗舰店', 1), row('7', '梧桐小店', 2)]), delay };
    }
    if (req.path === '/api/Chat/read') {
      const rid = String((req.form as Record<string, unknown>).rid);
      const n = unread[rid] ?? 0;
      setTimeout(() => (unread[rid] = 0), READ_LAG);
      return { ...ok(n), delay: READ_LAG + 10 };
    }
    return undefined;
  });
  return { answered, reads: () => api.requests.filter((r) => r.path === '/api/Chat/read').length };
}

/** A message from store `sid` to the shopper. */
const fromStore = (id: number, sid: string, content: string): ChatMessage => ({
  ...message(id, 'store', content),
  sid,
});
const badgeOf = (rid: string) => screen.getByTestId(`chat-friend-users-${rid}`).getAttribute('data-unread');
const shown = async (text: string) =>
  waitFor(() => expect(screen.getAllByTestId('chat-message').some((m) => m.textContent?.includes(text))).toBe(true));

describe('ChatPanel unread badges', () => {
  it('clears the badge of a conversation opened at once, on the server too, while the first list is in flight', async () => {
    const server = unreadServer({ '6': 2, '7': 1 }, { firstListDelay: 150 });
    mount();
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    // The first list left the server before the read: the list is asked again, and its answer counts nothing.
    await waitFor(() => expect(server.answered.at(-1)?.['6']).toBe(0));
    // The fake server notes an answer as it sends it; the list renders it a moment later.
    await waitFor(() => expect([badgeOf('6'), badgeOf('7')]).toEqual(['0', '1']));
  });

  it('marks messages arriving in the open conversation read and keeps its badge off; other conversations count theirs', async () => {
    const unread = { '6': 0, '7': 1 };
    const server = unreadServer(unread);
    render(
      <CrudHarness>
        <ChatPanel caller={{ provider: 'users', token: 'tok' }} />
      </CrudHarness>,
    );
    await waitFor(() => expect(badgeOf('7')).toBe('1'));
    fireEvent.click(screen.getByTestId('chat-friend-users-6'));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(1));
    const socket = FakeWebSocket.all[0]!;
    act(() => socket.serverOpens());

    // A message in the open conversation: stored unread, pushed, then read by the open window.
    const readsBefore = server.reads();
    const answersBefore = server.answered.length;
    unread['6'] = 1;
    act(() => socket.serverSends({ type: 'chat', data: fromStore(3, '6', '到货了') }));
    await shown('到货了');
    await waitFor(() => expect(server.reads()).toBe(readsBefore + 1));
    await waitFor(() => expect(unread['6']).toBe(0));
    // The list is asked again once the read is done: its last answer counts nothing there.
    await waitFor(() => {
      expect(server.answered.length).toBeGreaterThan(answersBefore);
      expect(server.answered.at(-1)?.['6']).toBe(0);
    });
    await waitFor(() => expect(badgeOf('6')).toBe('0'));

    // A message in another conversation is not read: its badge grows.
    unread['7'] = 2;
    act(() => socket.serverSends({ type: 'chat', data: fromStore(4, '7', '新品上架') }));
    await waitFor(() => expect(badgeOf('7')).toBe('2'));
    expect(server.reads()).toBe(readsBefore + 1);

    // Moving to it reads it; the conversation left shows no badge, from the server's count.
    fireEvent.click(screen.getByTestId('chat-friend-users-7'));
    await waitFor(() => expect(server.answered.at(-1)).toEqual({ '6': 0, '7': 0 }));
    await waitFor(() => expect([badgeOf('6'), badgeOf('7')]).toEqual(['0', '0']));
  });
});
