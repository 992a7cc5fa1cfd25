import type { Challenge } from 'altcha-lib';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInChallenge } from '@shop/contract/auth';
import { loadConfig } from '../src/config.ts';
import { admins } from '../src/db/schema/index.ts';
import { BASE_WORK, CHALLENGE_TTL_S } from '../src/modules/access/challenge.ts';
import { solvePayload } from './altcha-solve.ts';
import { testApp, type TestApp } from './helper.ts';

const t = await testApp();

const ADMIN = { username: 'admin', password: '123456' };
const REQUIRED = { code: 428, msg: '请先完成人机验证.' };
const INVALID = { code: 428, msg: '验证已失效，请重新验证.' };

const challenge = async (app: TestApp = t, username = ADMIN.username) =>
  (await app.call<SignInChallenge>('POST', '/api/captcha', { body: { provider: 'admins', username } })).data;

const solved = async (app: TestApp = t) => solvePayload((await challenge(app)).challenge as Challenge);

const adminLogin = (sign?: string, app: TestApp = t, lang?: 'en') =>
  app.call<{ access_token: string }>('POST', '/api/login', {
    body: { ...ADMIN, provider: 'admins', ...(sign === undefined ? {} : { sign }) },
    headers: lang ? { 'accept-language': lang } : {},
  });

const adminLoginTime = async () =>
  (
    await t.database.db
      .select({ login_time: admins.login_time })
      .from(admins)
      .where(eq(admins.username, ADMIN.username))
  )[0]?.login_time;

/** The payload with its JSON changed by `edit` (a forger's attempt). */
function tampered(
  payload: string,
  edit: (p: { challenge: Challenge; solution: { counter: number; derivedKey: string } }) => void,
) {
  const json = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  edit(json);
  return Buffer.from(JSON.stringify(json)).toString('base64');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the sign-in challenge (ALTCHA proof of work)', () => {
  it('POST /api/captcha answers a signed challenge that holds nothing solving it', async () => {
    const a = await t.call<SignInChallenge>('POST', '/api/captcha', {
      body: { provider: 'admins', username: 'admin' },
    });
    expect(a).toMatchObject({ status: 200, code: 200, msg: 'ok' });
    expect(Object.keys(a.data).sort()).toEqual(['challenge', 'expires_in', 'required', 'work']);
    expect(a.data).toMatchObject({ required: true, work: BASE_WORK, expires_in: CHALLENGE_TTL_S });
    const { parameters, signature } = a.data.challenge;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, data: { work: BASE_WORK } });
    // No gap position, no counter: only the prefix of the key the counter derives, which takes the work to find.
    expect(a.data).not.toHaveProperty('x');
    expect(Object.keys(parameters).sort()).toEqual(
      ['algorithm', 'cost', 'data', 'expiresAt', 'keyLength', 'keyPrefix', 'keySignature', 'nonce', 'salt'].sort(),
    );
    expect(parameters.expiresAt! - Date.now() / 1000).toBeGreaterThan(CHALLENGE_TTL_S - 5);
    expect(parameters.expiresAt! - Date.now() / 1000).toBeLessThanOrEqual(CHALLENGE_TTL_S);
    // The old slider answer (key and step) gets no sign either: the same kind of challenge comes back.
    const old = await t.call('POST', '/api/captcha', { body: { ...ADMIN, key: 'a'.repeat(24), step: 50 } });
    expect(typeof old.data).toBe('object');
    expect(old.data).not.toHaveProperty('x');
  });

  it('the Admin sign-in asks for it, in both languages, and changes nothing without it', async () => {
    const before = await adminLoginTime();
    expect(await adminLogin()).toMatchObject({ ...REQUIRED, data: { challenge: true, work: BASE_WORK } });
    expect((await adminLogin(undefined, t, 'en')).msg).toBe('Please complete the verification first.');
    for (const junk of ['made-up-sign', 'e30=', '{"challenge":{}}', Buffer.from('[]').toString('base64')])
      expect(await adminLogin(junk), junk).toMatchObject(INVALID);
    expect(await adminLoginTime()).toBe(before);
  });

  it('a solved challenge signs in once: a replay is refused, also two at the same time', async () => {
    const sign = await solved();
    const ok = await adminLogin(sign);
    expect(ok.code).toBe(200);
    expect((await t.call('POST', '/api/Admin/auth/info', { token: ok.data.access_token })).code).toBe(200);
    expect(await adminLogin(sign)).toMatchObject(INVALID);
    expect((await adminLogin(sign, t, 'en')).msg).toBe(
      'The verification has expired or was already used, please verify again.',
    );

    const twice = await solved();
    const both = await Promise.all([adminLogin(twice), adminLogin(twice)]);
    expect(both.map((r) => r.code).sort()).toEqual([200, 428]);
  });

  it('refuses an expired challenge and a forged one', async () => {
    const late = await solved();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (CHALLENGE_TTL_S + 1) * 1000 });
    expect(await adminLogin(late)).toMatchObject(INVALID);
    vi.useRealTimers();

    const sign = await solved();
    // A key not derived from the counter, a cheaper work or a later expiry written in, a signature of one's own.
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
    const forgeries = [
      tampered(sign, (p) => (p.solution.derivedKey = flip(p.solution.derivedKey))),
      tampered(sign, (p) => (p.challenge.parameters.data = { work: 1 })),
      tampered(sign, (p) => (p.challenge.parameters.expiresAt! += 3600)),
      tampered(sign, (p) => (p.challenge.signature = '0'.repeat(64))),
      tampered(sign, (p) => delete p.challenge.signature),
    ];
    for (const forged of forgeries) expect(await adminLogin(forged)).toMatchObject(INVALID);
    // The genuine one was not spent by the forgeries.
    expect((await adminLogin(sign)).code).toBe(200);
  });

  it('the test helper signs in through the real round trip', async () => {
    const token = await t.login('admin', 'admin');
    expect((await t.call('POST', '/api/Admin/auth/info', { token })).code).toBe(200);
  });
});

describe('ADMIN_CAPTCHA', () => {
  it('is on by default and turned off by false or 0', () => {
    expect(loadConfig({}).adminCaptcha).toBe(true);
    expect(loadConfig({ ADMIN_CAPTCHA: 'false' }).adminCaptcha).toBe(false);
    expect(loadConfig({ ADMIN_CAPTCHA: '0' }).adminCaptcha).toBe(false);
    expect(() => loadConfig({ ADMIN_CAPTCHA: 'no' })).toThrow();
  });

  it('off: admins sign in without a challenge, and /api/captcha says none is asked', async () => {
    const off = await testApp({ demo: false, config: { adminCaptcha: false } });
    const ok = await adminLogin(undefined, off);
    expect(ok.code).toBe(200);
    expect((await off.call('POST', '/api/Admin/auth/info', { token: ok.data.access_token })).code).toBe(200);
    // qwshop's own client sends whatever its slider produced as `sign`: ignored.
    expect((await adminLogin('anything', off)).code).toBe(200);
    expect((await challenge(off)).required).toBe(false);
    // A wrong password is still refused.
    const wrong = await off.call('POST', '/api/login', {
      body: { username: 'admin', password: 'wrong1', provider: 'admins' },
    });
    expect(wrong).toMatchObject({ code: 500, msg: '账号或密码错误.' });
  });
});
