import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { accessTokens, admins, stores, users } from '../db/schema/index.ts';
import { shanghaiMs, shanghaiTime } from '../lib/time.ts';
import type { Area, AuthInfo, Provider, TokenArea } from './context.ts';
import { unauthorized } from './envelope.ts';
import { noteRevoked } from './revocations.ts';

/** What /api/login answers (the shape of qwshop's OAuth password grant). */
export interface TokenResponse {
  token_type: 'Bearer';
  expires_in: number;
  access_token: string;
  refresh_token: string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Which provider an area's accounts come from. */
export const providerOf = (area: Area): Provider => (area === 'admin' ? 'admins' : 'users');

/** The token area of a store owner's login that names no area: storefront and Seller area. */
export const HOME_AND_SELLER = 'home+sell' satisfies TokenArea;

/** The areas each stored token area opens (an unknown stored value opens none). */
const OPENS: Readonly<Record<string, readonly Area[] | undefined>> = {
  home: ['home'],
  seller: ['seller'],
  admin: ['admin'],
  [HOME_AND_SELLER]: ['home', 'seller'],
};

/**
 * True when the token opens `area`: its stored area covers it and its provider is that area's (so an Admin token
 * never opens a users area, nor a users token the Admin area, whatever the stored area says).
 */
export function tokenOpens(auth: Pick<AuthInfo, 'provider' | 'area'>, area: Area): boolean {
  return auth.provider === providerOf(area) && (OPENS[auth.area]?.includes(area) ?? false);
}

/**
 * Opaque random bearer tokens, stored only as their SHA-256 so a database leak reveals no usable token.
 * Each token is bound to the areas it was issued for: one area, or the storefront and the Seller area together for
 * a store owner's login that named none; a storefront token never opens the Seller or Admin area and vice versa.
 */
export async function issueToken(
  db: Db,
  p: { provider: Provider; area: TokenArea; accountId: number; ttlSeconds: number },
): Promise<TokenResponse> {
  return (await insertToken(db, p)).response;
}

async function insertToken(
  db: Db,
  p: { provider: Provider; area: TokenArea; accountId: number; ttlSeconds: number },
): Promise<{ id: number; response: TokenResponse }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(accessTokens)
    .values({
      token_hash: sha256(token),
      provider: p.provider,
      area: p.area,
      account_id: p.accountId,
      expires_at: shanghaiTime(Date.now() + p.ttlSeconds * 1000),
    })
    .returning({ id: accessTokens.id });
  return {
    id: row!.id,
    response: { token_type: 'Bearer', expires_in: p.ttlSeconds, access_token: token, refresh_token: '' },
  };
}

export function bearerOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1] && m[1] !== 'null' && m[1] !== 'undefined' ? m[1] : null;
}

/**
 * One query resolves a token and its live account: the hot path of every signed-in request, so it is built once
 * per database and prepared (drizzle's query building cost more than PGlite's execution of it).
 */
function buildTokenQuery(db: Db) {
  return db
    .select({
      id: accessTokens.id,
      provider: accessTokens.provider,
      area: accessTokens.area,
      account_id: accessTokens.account_id,
      expires_at: accessTokens.expires_at,
      // Only what the area guards read: every other column costs parsing on every signed-in request.
      admin: { id: admins.id, belong_id: admins.belong_id, is_super: admins.is_super },
      user: { id: users.id, belong_id: users.belong_id },
    })
    .from(accessTokens)
    .leftJoin(
      admins,
      and(eq(accessTokens.provider, 'admins'), eq(admins.id, accessTokens.account_id), isNull(admins.deleted_at)),
    )
    .leftJoin(
      users,
      and(eq(accessTokens.provider, 'users'), eq(users.id, accessTokens.account_id), isNull(users.deleted_at)),
    )
    .where(
      and(
        eq(accessTokens.token_hash, sql.placeholder('hash')),
        eq(accessTokens.revoked, 0),
        gt(accessTokens.expires_at, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('auth_token');
}

const tokenQueries = new WeakMap<Db, ReturnType<typeof buildTokenQuery>>();
function tokenQuery(db: Db) {
  let q = tokenQueries.get(db);
  if (!q) tokenQueries.set(db, (q = buildTokenQuery(db)));
  return q;
}

/** Resolves the request's token once (cached on the request); null when missing, unknown, revoked or expired. */
export async function authOf(req: FastifyRequest): Promise<AuthInfo | null> {
  if (req.authInfo !== undefined) return req.authInfo;
  const token = bearerOf(req);
  if (!token) return (req.authInfo = null);
  const [row] = await tokenQuery(req.server.db).execute({ hash: sha256(token), now: shanghaiTime() });
  const account = (row?.admin ?? row?.user ?? null) as Record<string, unknown> | null;
  req.authInfo =
    row && account
      ? {
          tokenId: row.id,
          provider: row.provider as Provider,
          area: row.area as TokenArea,
          accountId: row.account_id,
          expiresAt: row.expires_at,
          account,
        }
      : null;
  return req.authInfo;
}

/** The token's account if the token opens `area`, else a 401 envelope. */
export async function requireArea(req: FastifyRequest, area: Area): Promise<AuthInfo> {
  const auth = await authOf(req);
  if (!auth || !tokenOpens(auth, area)) throw unauthorized();
  return auth;
}

/** The token's account when it was issued for `provider` (any area), for the few provider-keyed routes. */
export async function authForProvider(req: FastifyRequest, provider: Provider): Promise<AuthInfo | null> {
  const auth = await authOf(req);
  return auth && auth.provider === provider ? auth : null;
}

/**
 * Sliding sessions: once a token has used half its lifetime, the answer carries a fresh one in the
 * `Authorization` response header, which the clients store for the area (docs/areas-and-tokens.md#token-renewal).
 * The old token stays valid until it expires, so requests already in flight are not broken. The fresh token opens
 * the same areas as the aging one, and its id is kept on `auth` so that a password change in this very request
 * keeps it alive with the caller's session.
 */
export async function renewIfAging(req: FastifyRequest, reply: FastifyReply, auth: AuthInfo): Promise<void> {
  const ttl = req.server.config.tokenTtlSeconds;
  const left = shanghaiMs(auth.expiresAt) - Date.now();
  if (!(left < (ttl * 1000) / 2)) return;
  const fresh = await insertToken(req.server.db, {
    provider: auth.provider,
    area: auth.area,
    accountId: auth.accountId,
    ttlSeconds: ttl,
  });
  auth.renewedTokenId = fresh.id;
  reply.header('authorization', `Bearer ${fresh.response.access_token}`);
}

/** Revokes one token (a logout); the chat sockets opened with it are told (revocations.ts). */
export async function revokeToken(req: FastifyRequest, tokenId: number): Promise<void> {
  const rows = await req.server.db
    .update(accessTokens)
    .set({ revoked: 1, updated_at: shanghaiTime() })
    .where(and(eq(accessTokens.id, tokenId), eq(accessTokens.revoked, 0)))
    .returning({ id: accessTokens.id });
  noteRevoked(
    req,
    rows.map((r) => r.id),
  );
}

/**
 * Revokes every live token of one account, except `keepTokenId` (the session that made the change, with the token
 * that renewed it in the same request when there is one): a password change or reset must end every other
 * session, wherever it was signed in, open chat sockets included: `req` announces the revoked ids once its answer
 * is ready, after `db` (the request's transaction, if any) committed.
 */
export async function revokeAccountTokens(
  req: FastifyRequest,
  db: Db,
  account: { provider: Provider; accountId: number; keepTokenId?: number | readonly number[] },
): Promise<void> {
  const keep = account.keepTokenId === undefined ? [] : [account.keepTokenId].flat().filter((id) => id > 0);
  const rows = await db
    .update(accessTokens)
    .set({ revoked: 1, updated_at: shanghaiTime() })
    .where(
      and(
        eq(accessTokens.provider, account.provider),
        eq(accessTokens.account_id, account.accountId),
        eq(accessTokens.revoked, 0),
        keep.length ? notInArray(accessTokens.id, keep) : undefined,
      ),
    )
    .returning({ id: accessTokens.id });
  noteRevoked(
    req,
    rows.map((r) => r.id),
  );
}

/** Loads a live account row (soft-deleted accounts no longer exist for auth). */
export async function loadAccount(db: Db, provider: Provider, id: number) {
  const table = provider === 'admins' ? admins : users;
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deleted_at)))
    .limit(1);
  return row as Record<string, unknown> | undefined;
}

/** The store a seller acts on: the one owned by the user, or by the owner of a sub-account. */
export async function storeOfUser(
  db: Db,
  user: { id: number; belong_id: number },
): Promise<{ ownerId: number; storeId: number }> {
  const ownerId = user.belong_id > 0 ? user.belong_id : user.id;
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.user_id, ownerId), isNull(stores.deleted_at)))
    .limit(1);
  return { ownerId, storeId: store?.id ?? 0 };
}

/** Removes secrets from an account row before it leaves the server. */
export function withoutSecrets<T extends Record<string, unknown>>(row: T): Omit<T, 'password' | 'pay_password'> {
  const { password: _p, pay_password: _pp, ...rest } = row;
  return rest;
}
