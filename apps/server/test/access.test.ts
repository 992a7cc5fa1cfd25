import { describe, expect, it } from 'vitest';
import type { Challenge } from 'altcha-lib';
import type { SignInChallenge } from '@shop/contract/auth';
import { solvePayload } from './altcha-solve.ts';
import { testApp } from './helper.ts';

const t = await testApp();

describe('sign in per area', () => {
  it('admin login needs a solved challenge, used once', async () => {
    const noSign = await t.call('POST', '/api/login', {
      body: { username: 'admin', password: '123456', provider: 'admins' },
    });
    expect(noSign.code).toBe(428);
    const c = await t.call<SignInChallenge>('POST', '/api/captcha', { body: { username: 'admin' } });
    const sign = await solvePayload(c.data.challenge as Challenge);
    const ok = await t.call<{ access_token: string; token_type: string; expires_in: number }>('POST', '/api/login', {
      body: { username: 'admin', password: '123456', provider: 'admins', sign },
    });
    expect(ok.code).toBe(200);
    expect(ok.data.token_type).toBe('Bearer');
    expect(ok.data.expires_in).toBe(604800);
    const replay = await t.call('POST', '/api/login', {
      body: { username: 'admin', password: '123456', provider: 'admins', sign },
    });
    expect(replay).toMatchObject({ code: 428, msg: '验证已失效，请重新验证.' });
  });

  it('bad credentials answer the qwshop message in zh-cn and en', async () => {
    const zh = await t.call('POST', '/api/login', {
      body: { username: '13800000000', password: 'nope12', provider: 'users' },
    });
    expect(zh).toMatchObject({ status: 200, code: 500, msg: '账号或密码错误.', data: [] });
    const en = await t.call('POST', '/api/login', {
      body: { username: '13800000000', password: 'nope12', provider: 'users' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.msg).toBe('Account or password error.');
  });

  it('tokens open only their own area', async () => {
    const admin = await t.login('admin', 'admin');
    const home = await t.login('home', '13800000000');
    const seller = await t.login('seller', '18888888888');
    expect((await t.call('POST', '/api/Admin/auth/info', { token: admin, body: { provider: 'admins' } })).code).toBe(
      200,
    );
    expect((await t.call('POST', '/api/Admin/auth/info', { token: home, body: { provider: 'admins' } })).code).toBe(
      401,
    );
    expect((await t.call('POST', '/api/Admin/auth/info', { token: seller })).code).toBe(401);
    expect((await t.call('POST', '/api/auth/info', { token: admin, body: { provider: 'users' } })).code).toBe(401);
    expect((await t.call('POST', '/api/auth/info', { token: seller, body: { provider: 'users' } })).code).toBe(401);
    expect((await t.call('POST', '/api/Seller/auth/info', { token: home })).code).toBe(401);
    const s = await t.call<{ username: string; password?: string }>('POST', '/api/Seller/auth/info', { token: seller });
    expect(s.code).toBe(200);
    expect(s.data.username).toBe('18888888888');
    expect(s.data).not.toHaveProperty('password');
  });

  it('a shopper without a store cannot enter the Seller area', async () => {
    const r = await t.call('POST', '/api/login', {
      body: { username: '13800000000', password: '123456', provider: 'users', area: 'seller' },
    });
    expect(r).toMatchObject({ code: 500, msg: '您不是店铺拥有者.' });
  });

  it('admin info carries defaultUrl; logout revokes the token', async () => {
    const admin = await t.login('admin', 'admin');
    const info = await t.call<{ defaultUrl: string; is_super: number }>('POST', '/api/Admin/auth/info', {
      token: admin,
      body: { provider: 'admins' },
    });
    expect(info.data.defaultUrl).toMatch(/^\/Admin\//);
    expect((await t.call<number>('GET', '/api/is_login', { token: admin, query: { provider: 'admins' } })).data).toBe(
      1,
    );
    const out = await t.call('POST', '/api/logout', { token: admin, body: { provider: 'admins' } });
    expect(out.data).toEqual({ status: true, data: [], msg: 'ok' });
    expect((await t.call('POST', '/api/Admin/auth/info', { token: admin })).code).toBe(401);
    expect(await t.call('GET', '/api/is_login', { token: admin, query: { provider: 'admins' } })).toMatchObject({
      code: 200,
      data: [],
    });
  });

  it('auth/edit changes only nickname, password and avatar', async () => {
    const home = await t.login('home', '13800000000');
    const before = await t.call<{ money: string; belong_id: number }>('POST', '/api/auth/info', { token: home });
    const r = await t.call('POST', '/api/auth/edit', {
      token: home,
      body: { nickname: 'Neo', money: '99999', belong_id: 6, integral: 1 },
    });
    expect(r.code).toBe(200);
    const after = await t.call<{ money: string; nickname: string; belong_id: number }>('POST', '/api/auth/info', {
      token: home,
    });
    expect(after.data.nickname).toBe('Neo');
    expect(after.data.money).toBe(before.data.money);
    expect(after.data.belong_id).toBe(0);
    const empty = await t.call('POST', '/api/auth/edit', { token: home, body: { nickname: '' } });
    expect(empty.code).toBe(422);
  });
});

describe('menus', () => {
  it('super admin gets the whole admin tree; seller owner the whole seller tree', async () => {
    const admin = await t.login('admin', 'admin');
    const tree = await t.call<{ name: string; ename: string; children?: unknown[]; lev: number }[]>(
      'GET',
      '/api/Admin/load_menu',
      {
        token: admin,
        query: { type: 'getChildren' },
      },
    );
    expect(tree.data.length).toBe(6);
    expect(tree.data[0]!.lev).toBe(0);
    expect(tree.data.every((m) => m.ename)).toBe(true);
    const seller = await t.login('seller', '18888888888');
    const stree = await t.call<unknown[]>('GET', '/api/Seller/load_menu', {
      token: seller,
      query: { type: 'getChildren' },
    });
    expect(stree.data.length).toBe(7);
  });

  it('a seller sub-account sees only its role’s menus', async () => {
    const sub = await t.login('seller', 'seller');
    const owner = await t.login('seller', '18888888888');
    const count = (nodes: { children?: unknown[] }[]): number =>
      nodes.reduce((n, m) => n + 1 + count((m.children ?? []) as { children?: unknown[] }[]), 0);
    const a = await t.call<{ children?: unknown[] }[]>('GET', '/api/Seller/load_menu', { token: sub });
    const b = await t.call<{ children?: unknown[] }[]>('GET', '/api/Seller/load_menu', { token: owner });
    expect(count(a.data)).toBeGreaterThan(0);
    expect(count(a.data)).toBeLessThan(count(b.data));
  });

  it('rejects unknown tree types', async () => {
    const admin = await t.login('admin', 'admin');
    const r = await t.call('GET', '/api/Admin/load_menu', { token: admin, query: { type: 'constructor' } });
    expect(r.status).toBe(400);
  });
});
