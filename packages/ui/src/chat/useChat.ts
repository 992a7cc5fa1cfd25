import { useCallback, useEffect, useRef, useState } from 'react';
import { chatPeer, type ChatFriend, type ChatMessage, type ChatSelf } from '@shop/contract/chat';
import { ChatSocket, type ChatSocketStatus } from '@shop/api/chat-socket';
import {
  useChatAddMutation,
  useChatFriendsQuery,
  useChatReadMutation,
  useChatSendMutation,
  useLazyChatHistoryQuery,
  type ChatCaller,
  type ChatPeerRef,
} from '@shop/api/endpoints/chat';

export interface UseChatOptions {
  caller: ChatCaller;
  /** The party to open at once (a store from the storefront); none on the Seller page. */
  peer?: ChatPeerRef;
  lang: string;
}

export interface ChatState {
  self: ChatSelf | null;
  friends: ChatFriend[];
  current: ChatPeerRef | null;
  /** The open conversation, oldest first. */
  messages: ChatMessage[];
  hasOlder: boolean;
  loading: boolean;
  sending: boolean;
  status: ChatSocketStatus;
  /** How the last change of `messages` happened: the view keeps its place for 'older', else scrolls down. */
  lastChange: 'older' | 'newer';
  select(peer: ChatPeerRef): void;
  loadOlder(): void;
  send(contentType: 'text' | 'image', content: string): Promise<boolean>;
}

const samePeer = (a: ChatPeerRef | null, b: { id: string; type: string }) =>
  !!a && a.rid === b.id && a.rtype === b.type;

/**
 * One chat window's state: the caller's identity (`Chat/add`, which also opens the conversation with `peer`), the
 * conversation list, the open conversation's history page by page, and the live socket. Opening a conversation
 * marks it read on the server; messages arriving on the socket are appended to the open conversation (once: by
 * id) and marked read too. The list is refreshed after each (`refreshFriends`), so its unread counts follow.
 * Sending goes over HTTP, whose answer carries the refusals; the stored message comes back on the socket.
 */
export function useChat({ caller, peer, lang }: UseChatOptions): ChatState {
  const [self, setSelf] = useState<ChatSelf | null>(null);
  const [current, setCurrent] = useState<ChatPeerRef | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pages, setPages] = useState({ current: 0, last: 0 });
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState<ChatSocketStatus>('connecting');
  const [lastChange, setLastChange] = useState<'older' | 'newer'>('newer');
  const [add] = useChatAddMutation();
  const [fetchHistory] = useLazyChatHistoryQuery();
  const [sendHttp, { isLoading: sending }] = useChatSendMutation();
  const [markRead] = useChatReadMutation();
  const friendsQuery = useChatFriendsQuery(caller, { skip: !self });
  const { provider, token } = caller;

  // The socket's callbacks outlive renders: they read the latest state through these.
  const live = useRef({ self, current, status, refetch: friendsQuery.refetch, started: !!self });
  live.current = { self, current, status, refetch: friendsQuery.refetch, started: !!self };

  /**
   * Refreshes the conversation list with an answer the server began after `since` (a read just marked, a message
   * just pushed). RTK Query drops a refetch asked while a request is in flight and hands back that request's
   * answer, which may still count the messages just read as unread: the badge would stay on an open, read
   * conversation. So it asks again until the answer is recent enough.
   */
  const refreshFriends = useCallback(async (since: number) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      // Not started yet: its first answer is still to come, after `since`.
      if (!live.current.started) return;
      try {
        const answer = await live.current.refetch();
        if (answer.isError || (answer.startedTimeStamp ?? 0) >= since) return;
      } catch {
        return;
      }
    }
  }, []);

  const loadFirstPage = useCallback(
    async (who: ChatPeerRef) => {
      setLoading(true);
      try {
        const page = await fetchHistory({ provider, token, ...who, page: 1 }).unwrap();
        if (!samePeer(live.current.current, { id: who.rid, type: who.rtype })) return;
        setLastChange('newer');
        setMessages([...page.data].reverse());
        setPages({ current: page.current_page, last: page.last_page });
        await markRead({ provider, token, ...who }).unwrap();
        void refreshFriends(Date.now());
      } catch {
        // The interceptor has told the user.
      } finally {
        setLoading(false);
      }
    },
    [fetchHistory, markRead, provider, token, refreshFriends],
  );

  const select = useCallback(
    (who: ChatPeerRef) => {
      live.current.current = who;
      setCurrent(who);
      setMessages([]);
      setPages({ current: 0, last: 0 });
      void loadFirstPage(who);
    },
    [loadFirstPage],
  );

  const peerId = peer?.rid;
  const peerType = peer?.rtype;
  useEffect(() => {
    let active = true;
    const opening = peerId && peerType ? { rid: peerId, rtype: peerType } : undefined;
    add({ provider, token, ...(opening ?? {}) })
      .unwrap()
      .then((me) => {
        if (!active) return;
        setSelf(me);
        if (opening) select(opening);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [add, provider, token, peerId, peerType, select]);

  const onMessage = useCallback(
    (message: ChatMessage) => {
      const { self: me, current: open } = live.current;
      if (!me) return;
      const arrived = Date.now();
      const other = chatPeer(message, me);
      if (samePeer(open, other)) {
        setLastChange('newer');
        setMessages((list) => (list.some((m) => m.id === message.id) ? list : [...list, message]));
        if (message.sid !== me.sid || message.stype !== me.stype) {
          // Read on the server first, then the list: asked together, the list may count it unread.
          void markRead({ provider, token, rid: other.id, rtype: other.type })
            .unwrap()
            .then(() => refreshFriends(Date.now()))
            .catch(() => refreshFriends(arrived));
          return;
        }
      }
      // The message is stored before it is pushed: an answer begun now shows it.
      void refreshFriends(arrived);
    },
    [markRead, provider, token, refreshFriends],
  );

  const started = !!self;
  useEffect(() => {
    if (!started) return;
    const socket = new ChatSocket({
      caller: { provider, token },
      lang,
      onStatus: setStatus,
      onFrame: (frame) => {
        if (frame.type === 'chat') onMessage(frame.data);
      },
    });
    socket.start();
    return () => socket.stop();
  }, [started, provider, token, lang, onMessage]);

  const loadOlder = useCallback(() => {
    const who = current;
    if (!who || loading || pages.current >= pages.last) return;
    setLoading(true);
    fetchHistory({ provider, token, ...who, page: pages.current + 1 })
      .unwrap()
      .then((page) => {
        if (!samePeer(live.current.current, { id: who.rid, type: who.rtype })) return;
        setLastChange('older');
        // New messages shift the pages: what is already shown is not shown twice.
        setMessages((list) => [...[...page.data].reverse().filter((m) => !list.some((x) => x.id === m.id)), ...list]);
        setPages({ current: page.current_page, last: page.last_page });
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [current, loading, pages, fetchHistory, provider, token]);

  const send = useCallback(
    async (contentType: 'text' | 'image', content: string) => {
      if (!current) return false;
      try {
        await sendHttp({ provider, token, ...current, content_type: contentType, content }).unwrap();
      } catch {
        return false;
      }
      // Without the socket the message does not come back by itself.
      if (live.current.status !== 'open') void loadFirstPage(current);
      return true;
    },
    [current, sendHttp, provider, token, loadFirstPage],
  );

  return {
    self,
    friends: friendsQuery.data ?? [],
    current,
    messages,
    hasOlder: pages.current < pages.last,
    loading,
    sending,
    status,
    lastChange,
    select,
    loadOlder,
    send,
  };
}
