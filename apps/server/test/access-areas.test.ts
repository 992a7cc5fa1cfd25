import { createHash } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens, carts, users } from '../src/db/schema/index.ts';
import { issueToken } from '../src/http/auth.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { testApp } from './helper.ts';

const t = await testApp();

/** The renewed token of an answer's `Authorization` header ('' when none). */
const bearer = (headers: Record<string, unknown>) =>
  typeof headers.authorization === 'string' ? headers.authorization.replace(/^Bearer /, '') : '';
const db = t.database.db;
const EN = { 'accept-language': 'en' };
const OWNER = '18888888888';
const SUB = 'seller';
const SHOPPER = '13800000000';

/** POST /api/login as qwshop's clients send it (provider users, an area only when given). */
function login(username: string, area?: string, headers?: Record<string, string>) {
  return t.call<{ access_token: string }>('POST', '/api/login', {
    headers,
    body: { username, password: '123456', provider: 'users', ...(area === undefined ? {} : { area }) },
  });
}

/** What the token opens, seen through one signed-in route of each area. */
async function opens(token: string) {
  const [home, seller, admin] = await Promise.all([
    t.call('POST', '/api/auth/info', { token, body: { provider: 'users' } }),
    t.call('POST', '/api/Seller/auth/info', { token, body: { provider: 'users' } }),
    t.call('POST', '/api/Admin/auth/info', { token, body: { provider: 'admins' } }),
  ]);
  return { home: home.code, seller: seller.code, admin: admin.code };
}

const storedArea = async (token: string) => {
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await db
    .select({ area: accessTokens.area })
    .from(accessTokens)
    .where(eq(accessTokens.token_hash, hash));
  return row?.area;
};

async function userId(username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

async function cartLines(id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(carts)
    .where(and(eq(carts.user_id, id), isNull(carts.deleted_at)));
  return Number(row?.n ?? 0);
}

const tokenCount = async (accountId: number) =>
  (await db.select({ n: count() }).from(accessTokens).where(eq(accessTokens.account_id, accountId)))[0]!.n;

describe('a login without an area gets the areas qwshop gave the account', () => {
  it('a store owner: the storefront and the Seller area, never the Admin area', async () => {
    const r = await login(OWNER);
    expect(r.code).toBe(200);
    const token = r.data.access_token;
    expect(await opens(token)).toEqual({ home: 200, seller: 200, admin: 401 });
    // Real work in both areas: the shopper's cart and the store's goods list.
    expect((await t.call('GET', '/api/user/carts', { token })).code).toBe(200);
    expect((await t.call('GET', '/api/Seller/goods', { token })).code).toBe(200);
    expect(await storedArea(token)).toBe('home+sell');
  });

  it('a plain shopper: the storefront only', async () => {
    const token = (await login(SHOPPER)).data.access_token;
    expect(await opens(token)).toEqual({ home: 200, seller: 401, admin: 401 });
  });

  it('renewal hands out the same kind of token', async () => {
    const token = (await login(OWNER)).data.access_token;
    const hash = createHash('sha256').update(token).digest('hex');
    await db
      .update(accessTokens)
      .set({ expires_at: shanghaiTime(Date.now() + 60_000) })
      .where(eq(accessTokens.token_hash, hash));
    const r = await t.call('GET', '/api/Seller/goods', { token });
    const fresh = bearer(r.headers);
    expect(fresh).toBeTruthy();
    expect(await opens(fresh)).toEqual({ home: 200, seller: 200, admin: 401 });
  });
});

describe('a login that names its area opens only that area', () => {
  it('area=seller and area=home', async () => {
    const seller = (await login(OWNER, 'seller')).data.access_token;
    expect(await opens(seller)).toEqual({ home: 401, seller: 200, admin: 401 });
    const home = (await login(OWNER, 'home')).data.access_token;
    expect(await opens(home)).toEqual({ home: 200, seller: 401, admin: 401 });
    // A shopper without a store cannot have the Seller area.
    expect((await login(SHOPPER, 'seller')).msg).toBe('您不是店铺拥有者.');
  });

  it('Admin tokens open no other area', async () => {
    const admin = await t.login('admin', 'admin');
    expect(await opens(admin)).toEqual({ home: 401, seller: 401, admin: 200 });
  });

  it('an unknown area is refused and issues nothing', async () => {
    const id = await userId(OWNER);
    const before = await tokenCount(id);
    const r = await login(OWNER, 'admin');
    expect(r.code).toBe(422);
    expect(await tokenCount(id)).toBe(before);
  });

  it('a stored token area is honoured only with the matching provider', async () => {
    const id = await userId(SHOPPER);
    // A users token that says 'admin' (no login issues one) still opens nothing of the Admin area.
    const forged = await issueToken(db, { provider: 'users', area: 'admin', accountId: 1, ttlSeconds: 600 });
    expect(await opens(forged.access_token)).toEqual({ home: 401, seller: 401, admin: 401 });
    const adminHome = await issueToken(db, { provider: 'admins', area: 'home', accountId: id, ttlSeconds: 600 });
    expect(await opens(adminHome.access_token)).toEqual({ home: 401, seller: 401, admin: 401 });
  });
});

describe('store sub-accounts never buy on the platform', () => {
  it('a storefront login is refused with the message, in both languages, and issues nothing', async () => {
    const id = await userId(SUB);
    const [before] = await db.select({ login_time: users.login_time }).from(users).where(eq(users.id, id));
    const tokens = await tokenCount(id);
    const zh = await login(SUB, 'home');
    expect(zh).toMatchObject({ code: 500, msg: '子账户不允许使用平台购买功能。' });
    const en = await login(SUB, 'home', EN);
    expect(en).toMatchObject({ code: 500, msg: 'Sub-accounts are not allowed to use the platform purchase function.' });
    expect(await tokenCount(id)).toBe(tokens);
    const [after] = await db.select({ login_time: users.login_time }).from(users).where(eq(users.id, id));
    expect(after).toEqual(before);
  });

  it('a login without an area gets the Seller area only; cart and checkout refuse it and change nothing', async () => {
    const id = await userId(SUB);
    const token = (await login(SUB)).data.access_token;
    expect(await storedArea(token)).toBe('seller');
    expect((await t.call('POST', '/api/Seller/auth/info', { token })).code).toBe(200);
    const lines = await cartLines(id);
    const refused = await Promise.all([
      t.call('GET', '/api/user/carts', { token }),
      t.call('POST', '/api/user/carts', { token, body: { goods_id: 1, sku_id: 0, buy_num: 1 } }),
      t.call('POST', '/api/user/order/create', { token, body: { params: 'e30=', address_id: 1, coupon_id: '' } }),
    ]);
    expect(refused.map((r) => r.code)).toEqual([401, 401, 401]);
    expect(await cartLines(id)).toBe(lines);
  });

  it('even a storefront token (one issued before the rule, say) is refused by every purchase route', async () => {
    const id = await userId(SUB);
    const { access_token: token } = await issueToken(db, {
      provider: 'users',
      area: 'home',
      accountId: id,
      ttlSeconds: 600,
    });
    const lines = await cartLines(id);
    const params = Buffer.from(JSON.stringify({ order: [{ goods_id: 1, sku_id: 0, buy_num: 1 }], ifcart: 0 })).toString(
      'base64',
    );
    const tries = [
      t.call('GET', '/api/user/carts', { token }),
      t.call('POST', '/api/user/carts', { token, body: { goods_id: 1, sku_id: 0, buy_num: 1 } }),
      t.call('POST', '/api/user/order/before', { token, body: { params } }),
      t.call('POST', '/api/user/order/create', { token, body: { params, address_id: 1, coupon_id: '' } }),
      t.call('GET', '/api/user/orders', { token }),
    ];
    for (const r of await Promise.all(tries)) {
      expect(r).toMatchObject({ code: 500, msg: '子账户不允许使用平台购买功能。' });
    }
    const en = await t.call('POST', '/api/user/carts', { token, headers: EN, body: { goods_id: 1, buy_num: 1 } });
    expect(en.msg).toBe('Sub-accounts are not allowed to use the platform purchase function.');
    expect(await cartLines(id)).toBe(lines);
  });
});
