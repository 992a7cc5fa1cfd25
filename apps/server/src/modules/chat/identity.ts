import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatType } from '@shop/contract/chat';
import { authOf } from '../../http/auth.ts';
import { forbidden } from '../../http/envelope.ts';
import { staffGrants } from '../../http/seller-access.ts';
import { guestFromCookie, newGuestId, setGuestCookie } from './guest.ts';

/** The Seller menu whose holders answer the store's chats (menus-seller.ts, `客服聊天`). */
export const CHAT_MENU = '/Seller/chats';

/** Who is chatting, as the server derived it; never taken from what the client says it is. */
export interface ChatIdentity {
  id: string;
  type: ChatType;
  /**
   * A store's staff member speaking for the store: they act as the owner's account, but only in the conversations
   * opened towards the store (the owner is the addressed party), never in the owner's own shopping conversations.
   */
  storeOnly: boolean;
}

/** The key of an identity: the bus channel and the socket registry use it. */
export const identityKey = (who: { id: string; type: ChatType }): string => `${who.type}:${who.id}`;

/**
 * qwshop's rule (docs/chat.md): with `provider` users or admins and a valid bearer token of that provider, the
 * caller is that account; otherwise, as for `anonymous`, a guest. A store's sub-account speaks for its store when
 * one of its roles holds the chat menu, and is refused otherwise (it works for the store, never as itself).
 * A guest is the identity its signed cookie holds (guest.ts); without a valid one, a new identity, given to the
 * browser through `reply` (the socket has no reply: a guest socket without the cookie gets an identity of its own).
 */
export async function chatIdentityOf(
  req: FastifyRequest,
  provider: string,
  reply?: FastifyReply,
): Promise<ChatIdentity> {
  const guest = (): ChatIdentity => {
    const id = guestFromCookie(req) ?? newGuestId();
    if (reply) setGuestCookie(req, reply, id);
    return { id, type: 'anonymous', storeOnly: false };
  };
  if (provider !== 'users' && provider !== 'admins') return guest();
  const auth = await authOf(req);
  if (!auth || auth.provider !== provider) return guest();
  if (provider === 'admins') return { id: String(auth.accountId), type: 'admins', storeOnly: false };
  const ownerId = Number(auth.account.belong_id);
  if (!(ownerId > 0)) return { id: String(auth.accountId), type: 'users', storeOnly: false };
  const grants = await staffGrants(req.server.db, auth.accountId, ownerId);
  if (!grants.menuApis.has(CHAT_MENU)) throw forbidden();
  return { id: String(ownerId), type: 'users', storeOnly: true };
}
