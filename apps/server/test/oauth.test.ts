/**
 * WeChat web login against a loopback stand-in of api.weixin.qq.com: the start redirect and its state, sign-in of
 * new and returning WeChat users, binding to a signed-in shopper, unbinding, and every way the return can fail.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configs, oauths, users } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createShopper } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

interface WechatUser {
  openid: string;
  unionid?: string;
  nickname: string;
}
/** The WeChat users behind the codes the stand-in accepts. */
const codes = new Map<string, WechatUser>();
const seen: { appid?: string; secret?: string } = {};

const wechat = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://wechat');
  const q = url.searchParams;
  const json = (body: object) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/sns/oauth2/access_token') {
    seen.appid = q.get('appid') ?? '';
    seen.secret = q.get('secret') ?? '';
    if (q.get('code') === 'down') {
      res.writeHead(502);
      res.end('bad gateway');
      return;
    }
    const who = codes.get(q.get('code') ?? '');
    if (!who || q.get('grant_type') !== 'authorization_code') return json({ errcode: 40029, errmsg: 'invalid code' });
    return json({ access_token: `at-${who.openid}`, expires_in: 7200, openid: who.openid, scope: 'snsapi_login' });
  }
  if (url.pathname === '/sns/userinfo') {
    const who = [...codes.values()].find((w) => `at-${w.openid}` === q.get('access_token'));
    if (!who || q.get('openid') !== who.openid) return json({ errcode: 40001, errmsg: 'invalid credential' });
    return json({
      openid: who.openid,
      unionid: who.unionid,
      nickname: who.nickname,
      sex: 2,
      headimgurl: 'https://thirdwx.qlogo.cn/mmopen/a.png',
    });
  }
  res.writeHead(404);
  res.end();
});

const weixinweb = (base: string) => ({
  client_id: 'wxweb1',
  key: 'secret1',
  return_url: 'https://shop.example/login',
  gateway: base,
});

beforeAll(async () => {
  await new Promise<void>((r) => wechat.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(wechat.address() as AddressInfo).port}`;
  await db
    .update(configs)
    .set({
      content: JSON.stringify({ weixinweb: weixinweb(base), weixin: { client_id: '', key: '', return_url: '' } }),
    })
    .where(eq(configs.name, 'oauth'));
});
afterAll(() => new Promise<void>((r) => wechat.close(() => r())));

/** Starts a login as a browser does; answers the state and the cookie that carries it. */
async function start(name = 'weixinweb') {
  const res = await t.app.inject({ method: 'GET', url: `/api/oauth/${name}` });
  const location = String(res.headers.location ?? '');
  const state = new URL(location).searchParams.get('state') ?? '';
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { res, location, state, cookie };
}

/** The client's return call, with the browser's cookie. */
async function finish(
  code: string,
  opts: { token?: string; inviter_id?: number; path?: string; state?: string; cookie?: string } = {},
) {
  const s = opts.state === undefined ? await start() : { state: opts.state, cookie: opts.cookie ?? '' };
  return t.call<Record<string, unknown>>('GET', opts.path ?? '/api/oauth/callback/weixinweb', {
    query: { code, state: s.state, inviter_id: opts.inviter_id },
    token: opts.token,
    headers: { cookie: opts.cookie ?? s.cookie },
  });
}

/** A storefront password sign-in, answering the envelope. */
const signInAs = (username: string, password: string) =>
  t.call('POST', '/api/login', { body: { username, password, provider: 'users', area: 'home' } });

const bindingsOf = (userId: number) =>
  db
    .select()
    .from(oauths)
    .where(and(eq(oauths.belong_id, userId), isNull(oauths.deleted_at)));

describe('start', () => {
  it('lists only the configured providers', async () => {
    const r = await t.call<string[]>('GET', '/api/oauth');
    expect(r).toMatchObject({ code: 200, data: ['weixinweb'] });
  });

  it("redirects to WeChat's QR login with the app, return URL and a state also set as an HttpOnly cookie", async () => {
    const { res, location, state, cookie } = await start();
    expect(res.statusCode).toBe(302);
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(url.searchParams.get('appid')).toBe('wxweb1');
    expect(url.searchParams.get('redirect_uri')).toBe('https://shop.example/login');
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.hash).toBe('#wechat_redirect');
    expect(state).toMatch(/^[\w-]{32}$/);
    expect(cookie).toBe(`shop_oauth_state=${state}`);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    expect((await start()).state).not.toBe(state);
  });

  it('refuses an unknown or unconfigured provider with the configuration error', async () => {
    for (const name of ['weixin', 'weixinmini', 'github']) {
      const r = await t.call('GET', `/api/oauth/${name}`);
      expect(r).toMatchObject({ status: 200, code: 500, msg: '配置信息异常.' });
      expect(r.headers.location).toBeUndefined();
      const c = await t.call('GET', `/api/oauth/callback/${name}`, { query: { code: 'x', state: 'y' } });
      expect(c).toMatchObject({ code: 500, msg: '配置信息异常.' });
    }
  });
});

describe('sign-in', () => {
  it('creates a first-time WeChat user without a password, with the inviter and the binding', async () => {
    const inviter = await createShopper(db, 'oa-inviter');
    codes.set('c-new', { openid: 'o-new', unionid: 'u-new', nickname: '微信新人' });
    const r = await finish('c-new', { inviter_id: inviter.id });
    expect(r).toMatchObject({ code: 200, msg: 'ok', data: { token_type: 'Bearer', refresh_token: '' } });
    expect(seen).toEqual({ appid: 'wxweb1', secret: 'secret1' });
    const [binding] = await db.select().from(oauths).where(eq(oauths.unionid, 'u-new'));
    expect(binding).toMatchObject({ oauth_name: 'weixinweb', model_name: 'User', openid: 'o-new', sex: 2 });
    const [user] = await db.select().from(users).where(eq(users.id, binding!.belong_id));
    expect(user).toMatchObject({
      nickname: '微信新人',
      inviter_id: inviter.id,
      belong_id: 0,
      password: '',
      pay_password: '',
    });
    expect(user!.username).toMatch(/^wx\d{11}$/);
    // Nothing signs in with a password (qwshop's "123456" does not) until the shopper sets a first one, no proof asked.
    expect((await signInAs(user!.username, '123456')).code).not.toBe(200);
    expect((await signInAs(user!.username, '')).code).not.toBe(200);
    const token = String(r.data.access_token);
    const info = () => t.call<Record<string, unknown>>('POST', '/api/auth/info', { token });
    // The security page offers to set both passwords rather than to change them.
    expect((await info()).data).toMatchObject({ id: user!.id, has_password: 0, has_pay_password: 0 });
    expect((await t.call('POST', '/api/auth/edit', { token, body: { password: 'first-pass1' } })).code).toBe(200);
    expect((await signInAs(user!.username, 'first-pass1')).code).toBe(200);
    expect((await info()).data).toMatchObject({ has_password: 1, has_pay_password: 0 });
  });

  it('creates one account when the same WeChat user signs in for the first time twice at once', async () => {
    codes.set('c-twice-1', { openid: 'o-twice', unionid: 'u-twice', nickname: '同时' });
    codes.set('c-twice-2', { openid: 'o-twice', unionid: 'u-twice', nickname: '同时' });
    const answers = await Promise.all([finish('c-twice-1'), finish('c-twice-2')]);
    expect(answers.map((a) => a.code)).toEqual([200, 200]);
    const rows = await db.select().from(oauths).where(eq(oauths.unionid, 'u-twice'));
    expect(rows).toHaveLength(1);
  });

  it('signs a returning WeChat user in to the same account, on both return paths', async () => {
    codes.set('c-again', { openid: 'o-new', unionid: 'u-new', nickname: '微信新人' });
    const before = await db.select({ id: users.id }).from(users);
    const r = await finish('c-again', { path: '/api/callback/oauth/weixinweb' });
    expect(r.code).toBe(200);
    expect((await db.select({ id: users.id }).from(users)).length).toBe(before.length);
    const me = await t.call<{ username: string }>('POST', '/api/auth/info', { token: String(r.data.access_token) });
    expect(me.data.username).toMatch(/^wx/);
  });

  it('ignores an unknown inviter', async () => {
    codes.set('c-lone', { openid: 'o-lone', nickname: 'lone' });
    expect((await finish('c-lone', { inviter_id: 999999 })).code).toBe(200);
    const [b] = await db.select().from(oauths).where(eq(oauths.openid, 'o-lone'));
    const [u] = await db.select().from(users).where(eq(users.id, b!.belong_id));
    expect(u!.inviter_id).toBe(0);
  });
});

describe('binding', () => {
  let shopper = 0;
  let token = '';
  beforeAll(async () => {
    shopper = (await createShopper(db, 'oa-shopper')).id;
    token = await t.login('home', 'oa-shopper');
  });

  it('binds the WeChat of a signed-in shopper, lists it, and then signs in to that account', async () => {
    codes.set('c-bind', { openid: 'o-bind', unionid: 'u-bind', nickname: 'binder' });
    const r = await finish('c-bind', { token });
    expect(r).toMatchObject({ code: 200, data: { bound: { oauth_name: 'weixinweb', nickname: 'binder' } } });
    const list = await t.call<{ id: number; oauth_name: string }[]>('GET', '/api/user/oauth', { token });
    expect(list.data).toEqual([expect.objectContaining({ oauth_name: 'weixinweb', nickname: 'binder' })]);
    const again = await finish('c-bind', { token });
    expect(again.code).toBe(200);
    expect(await bindingsOf(shopper)).toHaveLength(1);
    const signIn = await finish('c-bind');
    const me = await t.call<{ id: number }>('POST', '/api/auth/info', { token: String(signIn.data.access_token) });
    expect(me.data.id).toBe(shopper);
  });

  it('refuses a WeChat bound to another account, and a second WeChat, changing nothing', async () => {
    codes.set('c-taken', { openid: 'o-new', unionid: 'u-new', nickname: '微信新人' });
    const r = await finish('c-taken', { token });
    expect(r).toMatchObject({ code: 500, msg: '该微信已绑定其他账号.' });
    codes.set('c-second', { openid: 'o-second', nickname: 'second' });
    const s = await finish('c-second', { token });
    expect(s).toMatchObject({ code: 500, msg: '账号已绑定微信，请先解绑.' });
    expect(await bindingsOf(shopper)).toHaveLength(1);
  });

  it('unbinds only own bindings', async () => {
    const [own] = await bindingsOf(shopper);
    const [other] = await db.select().from(oauths).where(eq(oauths.unionid, 'u-new'));
    const foreign = await t.call('DELETE', `/api/user/oauth/${other!.id}`, { token });
    expect(foreign).toMatchObject({ code: 500, msg: '绑定不存在.' });
    expect((await t.call('DELETE', `/api/user/oauth/${own!.id}`)).code).toBe(401);
    expect((await t.call('DELETE', `/api/user/oauth/${own!.id}`, { token })).code).toBe(200);
    expect(await bindingsOf(shopper)).toHaveLength(0);
    expect((await t.call('DELETE', `/api/user/oauth/${own!.id}`, { token })).code).toBe(500);
    expect((await t.call<unknown[]>('GET', '/api/user/oauth', { token })).data).toEqual([]);
    // Unbound, the WeChat is a stranger again: it may be bound anew.
    expect((await finish('c-bind', { token })).code).toBe(200);
  });
});

describe('failed returns', () => {
  it('refuses a missing, foreign, reused or cookie-less state before asking WeChat', async () => {
    codes.set('c-state', { openid: 'o-state', nickname: 'state' });
    const { state, cookie } = await start();
    const other = await start();
    for (const attempt of [
      { state: '', cookie: '' },
      { state, cookie: '' },
      { state, cookie: other.cookie },
      { state: other.state, cookie },
      { state: 'x'.repeat(32), cookie: `shop_oauth_state=${'x'.repeat(32)}` },
    ]) {
      expect(await finish('c-state', attempt)).toMatchObject({ code: 500, msg: 'oAuth异常.' });
    }
    expect((await finish('c-state', { state, cookie })).code).toBe(200);
    expect(await finish('c-state', { state, cookie })).toMatchObject({ code: 500, msg: 'oAuth异常.' });
  });

  it("answers qwshop's OAuth error for a missing or rejected code and a failing provider, creating nobody", async () => {
    const before = (await db.select({ id: users.id }).from(users)).length;
    for (const code of ['', 'unknown-code', 'down']) {
      expect(await finish(code)).toMatchObject({ status: 200, code: 500, msg: 'oAuth异常.' });
    }
    expect((await db.select({ id: users.id }).from(users)).length).toBe(before);
  });
});
