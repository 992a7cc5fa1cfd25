import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { admins, captchas } from '../src/db/schema/index.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { SIGN_TTL_MS } from '../src/modules/access/captcha.ts';
import { testApp, type TestApp } from './helper.ts';

const t = await testApp();

interface Challenge {
  key: string;
  x: number;
  width: number;
  expires_in: number;
}

const ADMIN = { username: 'admin', password: '123456' };

const challenge = async (app: TestApp = t) => (await app.call<Challenge>('POST', '/api/captcha', { body: {} })).data;

const answer = (c: Pick<Challenge, 'key'>, step: number | string, username = ADMIN.username, lang?: 'en') =>
  t.call<string>('POST', '/api/captcha', {
    body: { username, password: ADMIN.password, key: c.key, step },
    headers: lang ? { 'accept-language': lang } : {},
  });

const adminLogin = (sign?: string, app: TestApp = t) =>
  app.call<{ access_token: string }>('POST', '/api/login', {
    body: { ...ADMIN, provider: 'admins', ...(sign === undefined ? {} : { sign }) },
  });

const signCount = async () => (await t.database.db.select({ n: count() }).from(captchas))[0]!.n;

const adminLoginTime = async () =>
  (
    await t.database.db
      .select({ login_time: admins.login_time })
      .from(admins)
      .where(eq(admins.username, ADMIN.username))
  )[0]?.login_time;

afterEach(() => {
  vi.useRealTimers();
});

describe('Admin slider captcha', () => {
  it('issues a challenge without any account: a gap on the track, for a limited time', async () => {
    const a = await t.call<Challenge>('POST', '/api/captcha', { body: {} });
    expect(a).toMatchObject({ status: 200, code: 200, msg: 'ok' });
    expect(Object.keys(a.data).sort()).toEqual(['expires_in', 'key', 'width', 'x']);
    expect(a.data.key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(a.data).toMatchObject({ width: 100, expires_in: 120 });
    expect(Number.isInteger(a.data.x)).toBe(true);
    expect(a.data.x).toBeGreaterThanOrEqual(20);
    expect(a.data.x).toBeLessThanOrEqual(90);
    const b = await challenge();
    expect(b.key).not.toBe(a.data.key);
  });

  it('refuses the admin login without a sign from a solved challenge, and changes nothing', async () => {
    const before = await adminLoginTime();
    const signsBefore = await signCount();
    expect(await adminLogin()).toMatchObject({ code: 500, msg: 'oAuth异常.' });
    expect((await adminLogin('made-up-sign')).code).toBe(500);
    // The old one-call form (username and step, no challenge) no longer hands out a sign.
    const old = await t.call('POST', '/api/captcha', { body: { ...ADMIN, step: 120 } });
    expect(typeof old.data).not.toBe('string');
    expect((await adminLogin(typeof old.data === 'string' ? old.data : '')).code).toBe(500);
    expect(await signCount()).toBe(signsBefore);
    expect(await adminLoginTime()).toBe(before);
  });

  it('gives no sign for a wrong answer, in either language, and the challenge is spent', async () => {
    const signsBefore = await signCount();
    const c = await challenge();
    const far = await answer(c, c.x + 4);
    expect(far).toMatchObject({ status: 200, code: 500, msg: '滑块未对准缺口，请重新滑动验证.', data: [] });
    // The right answer after a wrong one comes too late.
    expect(await answer(c, c.x)).toMatchObject({ code: 500, msg: '验证已失效，请重新滑动验证.' });

    const d = await challenge();
    expect((await answer(d, d.x - 4, ADMIN.username, 'en')).msg).toBe(
      'The slider did not stop at the gap, please slide again.',
    );
    expect((await answer(d, d.x, ADMIN.username, 'en')).msg).toBe('The verification has expired, please slide again.');
    for (const step of ['', 'abc', '-1', '101', '1e2']) {
      const e = await challenge();
      // Other usernames, so the per-account attempt budget of the admin is not what this loop measures.
      expect((await answer(e, step, `probe${step}`)).code, `step "${step}"`).toBe(500);
      expect((await answer(e, e.x, `probe${step}`)).code).toBe(500);
    }
    expect((await answer({ key: 'not-a-key' }, 50)).msg).toBe('验证已失效，请重新滑动验证.');
    expect(await signCount()).toBe(signsBefore);
  });

  it('asks for the username before spending the challenge', async () => {
    const c = await challenge();
    const missing = await answer(c, c.x, '');
    expect(missing.code).toBe(422);
    const ok = await answer(c, c.x);
    expect(ok.code).toBe(200);
  });

  it('gives a sign for an answer within the tolerance, used once, by that username only', async () => {
    const before = await adminLoginTime();
    const other = await challenge();
    const forOther = await answer(other, other.x - 3, 'someone');
    expect(forOther.code).toBe(200);
    expect(await adminLogin(forOther.data)).toMatchObject({ code: 500, msg: 'oAuth异常.' });
    expect(await adminLoginTime()).toBe(before);

    const c = await challenge();
    const right = await answer(c, c.x + 3);
    expect(right).toMatchObject({ code: 200, msg: 'ok' });
    expect(right.data).toMatch(/^[A-Za-z0-9_-]{40}$/);
    const ok = await adminLogin(right.data);
    expect(ok.code).toBe(200);
    expect((await t.call('POST', '/api/Admin/auth/info', { token: ok.data.access_token })).code).toBe(200);
    expect(await adminLogin(right.data)).toMatchObject({ code: 500, msg: 'oAuth异常.' });
  });

  it('answers a challenge once, even to two answers at the same time', async () => {
    const c = await challenge();
    const first = await answer(c, c.x);
    expect(first.code).toBe(200);
    expect((await answer(c, c.x)).code).toBe(500);

    const d = await challenge();
    const both = await Promise.all([answer(d, d.x), answer(d, d.x)]);
    expect(both.map((r) => r.code).sort()).toEqual([200, 500]);
  });

  it('lets a challenge and a sign expire', async () => {
    const c = await challenge();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 121_000 });
    expect((await answer(c, c.x)).msg).toBe('验证已失效，请重新滑动验证.');
    vi.useRealTimers();

    const d = await challenge();
    const sign = (await answer(d, d.x)).data;
    await t.database.db
      .update(captchas)
      .set({ created_at: shanghaiTime(Date.now() - SIGN_TTL_MS - 2000) })
      .where(eq(captchas.sign, sign));
    expect(await adminLogin(sign)).toMatchObject({ code: 500, msg: 'oAuth异常.' });
  });

  it('the test helper signs in through the real slider round trip', async () => {
    const signsBefore = await signCount();
    const token = await t.login('admin', 'admin');
    expect((await t.call('POST', '/api/Admin/auth/info', { token })).code).toBe(200);
    expect(await signCount()).toBe(signsBefore + 1);
  });
});

describe('ADMIN_CAPTCHA', () => {
  it('is on by default and turned off by false or 0', () => {
    expect(loadConfig({}).adminCaptcha).toBe(true);
    expect(loadConfig({ ADMIN_CAPTCHA: 'false' }).adminCaptcha).toBe(false);
    expect(loadConfig({ ADMIN_CAPTCHA: '0' }).adminCaptcha).toBe(false);
    expect(() => loadConfig({ ADMIN_CAPTCHA: 'no' })).toThrow();
  });

  it('off: admins sign in without a sign, and the challenge still answers', async () => {
    const off = await testApp({ demo: false, config: { adminCaptcha: false } });
    const ok = await adminLogin(undefined, off);
    expect(ok.code).toBe(200);
    expect((await off.call('POST', '/api/Admin/auth/info', { token: ok.data.access_token })).code).toBe(200);
    expect((await adminLogin('anything', off)).code).toBe(200);
    expect((await challenge(off)).width).toBe(100);
    // A wrong password is still refused.
    const wrong = await off.call('POST', '/api/login', {
      body: { username: 'admin', password: 'wrong1', provider: 'admins' },
    });
    expect(wrong).toMatchObject({ code: 500, msg: '账号或密码错误.' });
  });
});
