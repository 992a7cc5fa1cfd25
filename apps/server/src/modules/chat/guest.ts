import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '../../http/cookies.ts';
import { serverSecret } from '../../lib/server-secret.ts';

/**
 * A guest's chat identity: 128 random bits (32 hex characters, the shape qwshop's md5 ids had, so rows and frames
 * keep their form), held by the browser in a signed HttpOnly cookie. It says nothing about the guest's address,
 * and two guests behind one address are two identities. Sent with same-origin requests and the `/ws` upgrade.
 */
export const GUEST_COOKIE = 'shop_chat_guest';
/** Half a year: a guest who comes back within it finds their conversations. Each chat request extends it. */
const MAX_AGE_S = 180 * 24 * 3600;
const ID = /^[0-9a-f]{32}$/;

const signature = (req: FastifyRequest, id: string) =>
  createHmac('sha256', serverSecret(req.server.config)).update(`chat-guest:${id}`).digest();

/** The guest id the request's cookie proves, or null (no cookie, or one this server did not sign as it is). */
export function guestFromCookie(req: FastifyRequest): string | null {
  const [id, sig, ...rest] = cookieValue(req, GUEST_COOKIE).split('.');
  if (!id || !sig || rest.length || !ID.test(id)) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(req, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export const newGuestId = (): string => randomBytes(16).toString('hex');

/** Gives (or renews) the browser its guest cookie. */
export function setGuestCookie(req: FastifyRequest, reply: FastifyReply, id: string): void {
  const value = `${id}.${signature(req, id).toString('base64url')}`;
  const secure = req.protocol === 'https' ? '; Secure' : '';
  // Path=/ so the `/ws` upgrade carries it as well as /api/Chat/*; Lax: sent when the shopper comes from elsewhere.
  reply.header('set-cookie', `${GUEST_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`);
}
