import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ChatType } from '@shop/contract/chat';
import { authOf } from '../../http/auth.ts';
import { forbidden } from '../../http/envelope.ts';
import { staffGrants } from '../../http/seller-access.ts';

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

/** A guest is known by the md5 of its address (qwshop's rule): guests behind one address share one identity. */
export const guestId = (ip: string): string => createHash('md5').update(ip).digest('hex');

/** The key of an identity: the bus channel and the socket registry use it. */
export const identityKey = (who: { id: string; type: ChatType }): string => `${who.type}:${who.id}`;

/**
 * qwshop's rule (docs/chat.md): with `provider` users or admins and a valid bearer token of that provider, the
 * caller is that account; otherwise, as for `anonymous`, a guest. A store's sub-account speaks for its store when
 * one of its roles holds the chat menu, and is refused otherwise (it works for the store, never as itself).
 */
export async function chatIdentityOf(req: FastifyRequest, provider: string): Promise<ChatIdentity> {
  const guest: ChatIdentity = { id: guestId(req.ip), type: 'anonymous', storeOnly: false };
  if (provider !== 'users' && provider !== 'admins') return guest;
  const auth = await authOf(req);
  if (!auth || auth.provider !== provider) return guest;
  if (provider === 'admins') return { id: String(auth.accountId), type: 'admins', storeOnly: false };
  const ownerId = Number(auth.account.belong_id);
  if (!(ownerId > 0)) return { id: String(auth.accountId), type: 'users', storeOnly: false };
  const grants = await staffGrants(req.server.db, auth.accountId, ownerId);
  if (!grants.menuApis.has(CHAT_MENU)) throw forbidden();
  return { id: String(ownerId), type: 'users', storeOnly: true };
}
