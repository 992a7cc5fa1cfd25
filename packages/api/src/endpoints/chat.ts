import type { ChatFriend, ChatMessage, ChatSelf, ChatType } from '@shop/contract/chat';
import { baseApi } from '../base-api.ts';

/**
 * The server's `chat` module (`/api/Chat/*`, docs/chat.md). Every call names the caller's `provider` and carries
 * its `token` in the body, as qwshop's chat widget did: the http interceptor moves it into the Authorization
 * header, so the widget speaks as the identity it was opened with (storefront shopper, Seller staff, or guest).
 */

/** Who the chat window speaks as: a signed-in account, or a guest (no token). */
export interface ChatCaller {
  provider: 'users' | 'admins' | 'anonymous';
  token: string;
}

export interface ChatPeerRef {
  rid: string;
  rtype: ChatType;
}

/** qwshop's raw paginator as the history answers it (shape A, only what the window reads). */
export interface ChatHistoryPage {
  data: ChatMessage[];
  current_page: number;
  last_page: number;
  total: number;
}

/** The caller for an area's stored token: a guest when there is none. */
export function chatCaller(token: string | null | undefined): ChatCaller {
  return token ? { provider: 'users', token } : { provider: 'anonymous', token: '' };
}

export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /Chat/add`: the own identity; with a peer, opens the conversation with them. */
    chatAdd: build.mutation<ChatSelf, ChatCaller & Partial<ChatPeerRef>>({
      query: (data) => ({ url: '/Chat/add', method: 'POST', data }),
    }),
    /** `POST /Chat/friends`: conversations, most recent first, with unread counts. */
    chatFriends: build.query<ChatFriend[], ChatCaller>({
      query: (data) => ({ url: '/Chat/friends', method: 'POST', data }),
      transformResponse: (value: unknown) => (Array.isArray(value) ? (value as ChatFriend[]) : []),
    }),
    /** `POST /Chat/friend_content`: one page of the history with a peer, newest first. */
    chatHistory: build.query<ChatHistoryPage, ChatCaller & ChatPeerRef & { page: number; per_page?: number }>({
      query: (data) => ({ url: '/Chat/friend_content', method: 'POST', data: { per_page: 50, ...data } }),
    }),
    /** `POST /Chat/send`: a text, or an uploaded picture's URL with `content_type: 'image'`. */
    chatSend: build.mutation<unknown, ChatCaller & ChatPeerRef & { content_type: 'text' | 'image'; content: string }>({
      query: (data) => ({ url: '/Chat/send', method: 'POST', data }),
    }),
    /** `POST /Chat/read`: the peer's messages to the caller are read. */
    chatRead: build.mutation<number, ChatCaller & ChatPeerRef>({
      query: (data) => ({ url: '/Chat/read', method: 'POST', data }),
    }),
  }),
});

export const {
  useChatAddMutation,
  useChatFriendsQuery,
  useLazyChatHistoryQuery,
  useChatSendMutation,
  useChatReadMutation,
} = chatApi;
