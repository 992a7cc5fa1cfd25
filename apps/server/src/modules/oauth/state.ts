/**
 * The OAuth `state` (the CSRF protection qwshop lacks): a random value issued when the login starts, kept in the
 * shared store for ten minutes and in an HttpOnly cookie of the browser that started it. The callback must bring
 * the same value as query and cookie, and it is spent on first use: a code obtained by someone else, or replayed,
 * cannot sign a victim in to the attacker's WeChat or bind it to the victim's account.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OauthName } from '@shop/contract/requests/oauth';
import { cookieValue } from '../../http/cookies.ts';
import { fail } from '../../http/envelope.ts';

const TTL_MS = 10 * 60_000;
export const STATE_COOKIE = 'shop_oauth_state';

const keyOf = (name: OauthName, state: string) => `oauth:state:${name}:${state}`;

/** A fresh state for `name`, stored and set as the browser's cookie. */
export async function issueState(req: FastifyRequest, reply: FastifyReply, name: OauthName): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  await req.server.kv.set(keyOf(name, state), '1', TTL_MS);
  const secure = req.protocol === 'https' ? '; Secure' : '';
  // Lax: the callback is read by the client's own request on this site, after a top-level return from WeChat.
  reply.header(
    'set-cookie',
    `${STATE_COOKIE}=${state}; Path=/api; Max-Age=${TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
  );
  return state;
}

/** Spends `state`: it must be this browser's and still unused, else qwshop's OAuth error. */
export async function spendState(req: FastifyRequest, name: OauthName, state: string): Promise<void> {
  if (!/^[\w-]{32}$/.test(state) || cookieValue(req, STATE_COOKIE) !== state) throw fail('oauthThr');
  // An atomic take, so two requests racing with one state cannot both pass.
  if ((await req.server.kv.decrIfEnough(keyOf(name, state), 1)) === null) throw fail('oauthThr');
  await req.server.kv.del(keyOf(name, state));
}
