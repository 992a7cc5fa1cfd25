/**
 * Chat between shoppers (or guests) and stores, over `/api/Chat/*` and the `/ws` socket (docs/chat.md).
 * A party is an id and a type: a users.id or admins.id as text, or for a guest the md5 of the client address.
 */

/** Who a chat party is: qwshop's provider names, written as they are in chat_friends / chat_contents. */
export const CHAT_TYPES = ['users', 'admins', 'anonymous'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

export const CHAT_CONTENT_TYPES = ['text', 'image'] as const;
export type ChatContentType = (typeof CHAT_CONTENT_TYPES)[number];

/** The longest text message, in characters. */
export const CHAT_TEXT_MAX = 1000;

/** Messages one party may send per minute, over HTTP and the socket together. */
export const CHAT_SENDS_PER_MINUTE = 30;

/** The client's heartbeat period (qwshop's 40 s); the server closes a socket silent for three of them. */
export const CHAT_HEARTBEAT_MS = 40_000;

/** `POST /api/Chat/add`: the caller's own identity. */
export interface ChatSelf {
  sid: string;
  stype: ChatType;
}

/** What a list shows of a party: a store's name and logo when the party owns a store, else the account's. */
export interface ChatPartyInfo {
  nickname: string;
  avatar: string;
  /** The store the party owns, 0 when none. */
  store_id: number;
}

export interface ChatLastMessage {
  content: string;
  content_type: ChatContentType;
  s_read: number;
  r_read: number;
}

/** One row of `POST /api/Chat/friends`: sid/stype opened the conversation, rid/rtype was addressed. */
export interface ChatFriend {
  id: number;
  sid: string;
  stype: ChatType;
  sinfo: ChatPartyInfo;
  rid: string;
  rtype: ChatType;
  rinfo: ChatPartyInfo;
  lastMsg: ChatLastMessage | null;
  /** Messages of the other party the caller has not read yet. */
  unread: number;
  created_at: string;
  updated_at: string;
}

/** One stored message, as `friend_content` lists it and as a `chat` frame carries it. */
export interface ChatMessage {
  id: number;
  sid: string;
  stype: ChatType;
  rid: string;
  rtype: ChatType;
  content_type: ChatContentType;
  content: string;
  s_read: number;
  r_read: number;
  created_at: string;
}

/**
 * Socket frames, JSON text, qwshop's `{type, data}` shape. The client's first frame is a `heart` carrying its
 * token (none for a guest); the server answers every `heart` with the identity it registered the socket under.
 */
export type ChatClientFrame =
  | { type: 'heart'; data?: { provider?: string; token?: string; lang?: string } }
  | { type: 'chat'; data: { rid: string; rtype: ChatType; content_type?: ChatContentType; content: string } };

export type ChatServerFrame =
  | { type: 'heart'; data: ChatSelf }
  | { type: 'chat'; data: ChatMessage }
  | { type: 'error'; data: { code: number; msg: string } };

/** The other party of a conversation or message, seen from `self`. */
export function chatPeer(
  row: { sid: string; stype: ChatType; rid: string; rtype: ChatType },
  self: ChatSelf,
): { id: string; type: ChatType } {
  return row.sid === self.sid && row.stype === self.stype
    ? { id: row.rid, type: row.rtype }
    : { id: row.sid, type: row.stype };
}
