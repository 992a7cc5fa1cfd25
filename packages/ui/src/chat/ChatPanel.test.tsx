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
