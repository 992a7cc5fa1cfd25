import { chatContents, chatFriends, users } from '../src/db/schema/index.ts';
import { issueToken } from '../src/http/auth.ts';
import { hashPassword } from '../src/lib/password.ts';
import type { Envelope, TestApp } from './helper.ts';

/** Demo accounts: store 1's owner and its 客服 sub-account (role with the chat menu), the demo shopper, store 2's owner. */
export const OWNER = 6;
export const SUPPORT_STAFF = 8;
export const SHOPPER = 9;
export const OTHER_OWNER = 10;

/** A guest as a browser is one: the address it calls from and the cookie the server gave it. */
export interface Guest {
  sid: string;
  cookie: string;
  ip: string;
}

/** A browser that has never chatted asks for its identity (`Chat/add`) and keeps the cookie it is given. */
export async function newGuest(t: TestApp, ip = '127.0.0.1'): Promise<Guest> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Chat/add',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'provider=anonymous',
  });
  const setCookie = String(res.headers['set-cookie'] ?? '');
  const body = JSON.parse(res.body) as Envelope<{ sid: string }>;
  return { sid: body.data.sid, cookie: setCookie.split(';')[0]!, ip };
}

let serial = 0;

/** A fresh shopper (no store) with a storefront token. */
export async function newShopper(t: TestApp): Promise<{ id: number; token: string }> {
  serial += 1;
  const [u] = await t.app.db
    .insert(users)
    .values({
      username: `chat_${process.pid % 10000}_${serial}`,
      nickname: `shopper${serial}`,
      password: await hashPassword('123456'),
      pay_password: '',
    })
    .returning({ id: users.id });
  return { id: u!.id, token: await tokenOf(t, u!.id, 'home') };
}

/** A token minted in the database for a users account. */
export async function tokenOf(t: TestApp, id: number, area: 'home' | 'seller' | 'home+sell'): Promise<string> {
  return (await issueToken(t.app.db, { provider: 'users', area, accountId: id, ttlSeconds: 3600 })).access_token;
}

/**
 * A `/api/Chat/*` call as the clients make it: a form with `provider` (users when a token is given, else
 * anonymous), the token as bearer, from `ip`, with the browser's `cookie` (a guest's: pass a {@link Guest}).
 */
export async function chat<T = unknown>(
  t: TestApp,
  path: string,
  body: Record<string, string | number>,
  who: { token?: string; ip?: string; cookie?: string } = {},
): Promise<Envelope<T>> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/Chat/${path}`,
    remoteAddress: who.ip ?? '127.0.0.1',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      ...(who.cookie ? { cookie: who.cookie } : {}),
    },
    payload: new URLSearchParams(
      Object.entries({ provider: who.token ? 'users' : 'anonymous', ...body }).map(([k, v]): [string, string] => [
        k,
        String(v),
      ]),
    ).toString(),
  });
  return JSON.parse(res.body) as Envelope<T>;
}

/** Every stored message between two parties, oldest first. */
export async function messagesBetween(t: TestApp, a: string, b: string) {
  const rows = await t.app.db.select().from(chatContents);
  return rows.filter((r) => (r.sid === a && r.rid === b) || (r.sid === b && r.rid === a)).sort((x, y) => x.id - y.id);
}

/** The conversation rows between two parties. */
export async function friendshipsBetween(t: TestApp, a: string, b: string) {
  const rows = await t.app.db.select().from(chatFriends);
  return rows.filter((r) => (r.sid === a && r.rid === b) || (r.sid === b && r.rid === a));
}

/** How many messages exist (a refused send must not add one). */
export async function messageCount(t: TestApp): Promise<number> {
  return (await t.app.db.select({ id: chatContents.id }).from(chatContents)).length;
}
