import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { smsLogs, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createRedisKv } from '../src/lib/redis-kv.ts';
import type { Challenge } from 'altcha-lib';
import type { SignInChallenge } from '@shop/contract/auth';
import { BASE_WORK } from '../src/modules/access/challenge.ts';
import { ACCOUNT_ALERT, waitAfter } from '../src/modules/access/sign-in-guard.ts';
import { solvePayload } from './altcha-solve.ts';
import { testApp, type TestApp } from './helper.ts';
import { createUser } from './stores-fixtures.ts';
import { dropPrefix, testPrefix } from './redis-probe.ts';

const t = await testApp();

const SMS_ERR = '验证码错误.';
const SMS_BURNT = '验证码错误次数过多，请重新获取验证码.';
const TOO_FREQUENT = { code: 429, msg: '您请求太频繁了，请休息一会' };
const PAY_LOCKED = { code: 500, msg: '支付密码错误次数过多，余额支付已锁定，请 15 分钟后再试.' };
const PAY_LOCKED_EN = {
  code: 500,
  msg: 'Too many wrong payment passwords: paying by balance is locked, try again in 15 minutes.',
};

interface Answer {
  status: number;
  code: number;
  msg: string;
  data: unknown;
}

/** A request as a client at `ip` sends it (qs form body), answering the envelope. */
async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  o: { body?: object; token?: string; ip?: string; lang?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.lang) headers['accept-language'] = o.lang;
  if (o.body) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await app.inject({
    method,
    url,
    headers,
    payload: o.body ? qs.stringify(o.body) : undefined,
    remoteAddress: o.ip ?? '127.0.0.1',
  });
  return { status: res.statusCode, ...(JSON.parse(res.body) as Omit<Answer, 'status'>) };
}

const envelope = (a: Answer) => ({ status: a.status, code: a.code, msg: a.msg, data: a.data });

/** Moves the clock `ms` ahead (Date only: timers, the database and Redis keep real time). */
function travel(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Date.now() + ms });
}
afterEach(() => {
  vi.useRealTimers();
});

/** The codes the log driver recorded for a phone and purpose, newest first (what Admin > SMS logs shows). */
async function codes(app: TestApp, phone: string, name: string): Promise<string[]> {
  const rows = await app.database.db
    .select({ content: smsLogs.content, id: smsLogs.id })
    .from(smsLogs)
    .where(and(eq(smsLogs.phone, phone), eq(smsLogs.name, name)));
  return rows.sort((a, b) => b.id - a.id).map((r) => r.content);
}

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function insertUser(app: TestApp, username: string, password = 'goodpass', phone = '') {
  const hash = await hashPassword(password);
  const [row] = await app.database.db
    .insert(users)
    .values({ username, nickname: username, phone, password: hash, pay_password: hash })
    .returning({ id: users.id });
  return row!.id;
}

const signIn = (
  app: FastifyInstance,
  username: string,
  password: string,
  { sign, ...o }: { ip?: string; token?: string; sign?: string } = {},
) => call(app, 'POST', '/api/login', { body: { username, password, provider: 'users', sign }, ...o });

const ADMIN_BODY = { username: 'admin', password: '123456', provider: 'admins' };

/** What `POST /api/captcha` answers the client at `ip` for the next sign-in of `username`. */
async function captchaFor(app: FastifyInstance, provider: string, username: string, ip: string) {
  return (await call(app, 'POST', '/api/captcha', { ip, body: { provider, username } })).data as SignInChallenge;
}

/** A challenge for that sign-in, solved: the `sign` the login carries. */
async function solvedFor(app: FastifyInstance, provider: string, username: string, ip: string) {
  return solvePayload((await captchaFor(app, provider, username, ip)).challenge as Challenge);
}

async function loginTime(username: string) {
  const [row] = await t.database.db
    .select({ login_time: users.login_time, ip: users.ip })
    .from(users)
    .where(eq(users.username, username));
  return row;
}

describe('SMS verification codes', () => {
  it('are 6 random digits, valid once', async () => {
    const ip = '10.1.0.1';
    const phone = '13800000000';
    expect((await call(t.app, 'POST', '/api/sms', { ip, body: { phone, name: 'login' } })).code).toBe(200);
    const [code] = await codes(t, phone, 'login');
    expect(code).toMatch(/^\d{6}$/);
    const body = { username: phone, password: '123456', provider: 'users', type: 'phone', code };
    expect((await call(t.app, 'POST', '/api/login', { ip, body })).code).toBe(200);
    expect(await call(t.app, 'POST', '/api/login', { ip, body })).toMatchObject({ code: 500, msg: SMS_ERR });
  });

  it('are burnt by the 5th failed check: the right code then fails too, and a fresh code works', async () => {
    const ip = '10.1.0.2';
    const phone = '13911110001';
    const register = (code: string, lang?: string) =>
      call(t.app, 'POST', '/api/register', {
        ip,
        lang,
        body: { username: phone, password: 'secret1', re_password: 'secret1', type: 'phone', code },
      });
    expect((await call(t.app, 'POST', '/api/sms', { ip, body: { phone, name: 'register' } })).code).toBe(200);
    const [code] = await codes(t, phone, 'register');
    for (let i = 1; i <= 4; i++)
      expect(await register(otherThan(code!)), `failure ${i}`).toMatchObject({ msg: SMS_ERR });
    expect(await register(otherThan(code!))).toMatchObject({ code: 500, msg: SMS_BURNT });
    expect(await register(code!)).toMatchObject({ code: 500, msg: SMS_BURNT });
    expect(await register(code!, 'en')).toMatchObject({ msg: 'Too many wrong codes: please request a new code.' });
    const [none] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    expect(none).toBeUndefined();

    travel(31_000);
    expect((await call(t.app, 'POST', '/api/sms', { ip, body: { phone, name: 'register' } })).code).toBe(200);
    const [fresh] = await codes(t, phone, 'register');
    expect(fresh).not.toBe(code);
    expect((await register(fresh!)).code).toBe(200);
  });

  it('sends are limited per phone (10 an hour, from any address) and per address (30 an hour)', async () => {
    const phone = '13911110002';
    for (let i = 1; i <= 10; i++) {
      if (i > 1) travel(31_000);
      const r = await call(t.app, 'POST', '/api/sms', { ip: `10.2.0.${i}`, body: { phone, name: 'register' } });
      expect(r.code, `send ${i}`).toBe(200);
    }
    travel(31_000);
    expect(await call(t.app, 'POST', '/api/sms', { ip: '10.2.0.99', body: { phone, name: 'register' } })).toMatchObject(
      TOO_FREQUENT,
    );
    expect(await codes(t, phone, 'register')).toHaveLength(10);

    const ip = '10.2.1.1';
    for (let i = 0; i < 30; i++) {
      const r = await call(t.app, 'POST', '/api/sms', {
        ip,
        body: { phone: `1392222${String(i).padStart(4, '0')}`, name: 'register' },
      });
      expect(r.code, `send ${i}`).toBe(200);
    }
    const over = await call(t.app, 'POST', '/api/sms', { ip, body: { phone: '13922229999', name: 'register' } });
    expect(over).toMatchObject(TOO_FREQUENT);
    expect(await codes(t, '13922229999', 'register')).toHaveLength(0);
    const elsewhere = await call(t.app, 'POST', '/api/sms', {
      ip: '10.2.1.2',
      body: { phone: '13922229999', name: 'register' },
    });
    expect(elsewhere.code).toBe(200);
  });

  it('checks are limited per phone (20 an hour, from any address) and per address (60 an hour)', async () => {
    const check = (phone: string, ip: string) =>
      call(t.app, 'POST', '/api/register', {
        ip,
        body: { username: phone, password: 'secret1', type: 'phone', code: '123456' },
      });
    for (let i = 1; i <= 20; i++) expect((await check('13933330001', `10.3.0.${i}`)).code, `check ${i}`).toBe(500);
    expect(await check('13933330001', '10.3.0.99')).toMatchObject(TOO_FREQUENT);

    for (let i = 0; i < 60; i++) {
      expect((await check(`1393334${String(i).padStart(4, '0')}`, '10.3.1.1')).code, `check ${i}`).toBe(500);
    }
    expect(await check('13933349999', '10.3.1.1')).toMatchObject(TOO_FREQUENT);
    expect(await check('13933349999', '10.3.1.2')).toMatchObject({ code: 500, msg: SMS_ERR });
  });
});

describe('sign-in throttling', () => {
  it('after failures from one address the owner signs in at once from another, and keeps his sessions', async () => {
    await insertUser(t, 'owner1');
    const session = (await signIn(t.app, 'owner1', 'goodpass', { ip: '10.4.9.1' })).data as { access_token: string };
    // The attacker's address: 3 free failures, then each further guess costs a solved challenge and the wait.
    const attacker = '10.4.0.1';
    for (let i = 1; i <= 3; i++) expect((await signIn(t.app, 'owner1', `wrong${i}`, { ip: attacker })).code).toBe(500);
    let elapsed = 0;
    for (let i = 4; i <= 8; i++) {
      elapsed += waitAfter(i - 1) * 1000 + 100;
      travel(elapsed);
      const sign = await solvedFor(t.app, 'users', 'owner1', attacker);
      expect((await signIn(t.app, 'owner1', `wrong${i}`, { ip: attacker, sign })).msg).toMatch(/秒后再试/);
    }
    // The owner, elsewhere, with the right password: in at once, no challenge, no wait.
    const before = await loginTime('owner1');
    const right = await signIn(t.app, 'owner1', 'goodpass', { ip: '10.4.1.1' });
    expect(right.code).toBe(200);
    expect(await loginTime('owner1')).not.toEqual(before);
    // And the session he already had is still his.
    const info = await call(t.app, 'POST', '/api/auth/info', {
      token: session.access_token,
      body: { provider: 'users' },
    });
    expect(info.code).toBe(200);
  });

  it('the failing address gets a challenge, then waits that grow and are named, in both languages', async () => {
    await insertUser(t, 'target1');
    const ip = '10.4.2.1';
    const wrong = (sign?: string, lang?: string) =>
      call(t.app, 'POST', '/api/login', { ip, lang, body: { username: 'target1', password: 'nope', sign } });
    expect(await wrong()).toMatchObject({ code: 500, msg: '账号或密码错误.' });
    expect(await wrong()).toMatchObject({ code: 500, msg: '账号或密码错误.' });
    expect(await wrong()).toMatchObject({ code: 500, msg: '账号或密码错误，请 2 秒后再试.' });
    // Right away: the wait, right password or not, and nothing checked.
    expect(await signIn(t.app, 'target1', 'goodpass', { ip })).toMatchObject({
      code: 500,
      msg: '登录失败次数过多，请 2 秒后再试.',
    });
    expect((await wrong(undefined, 'en')).msg).toBe('Too many failed sign-ins from here, try again in 2 seconds.');
    travel(2100);
    // Then a challenge, which the storefront and Seller clients recognise by its code.
    expect(await wrong()).toMatchObject({ code: 428, msg: '请先完成人机验证.', data: { challenge: true } });
    expect((await captchaFor(t.app, 'users', 'target1', ip)).required).toBe(true);
    // A challenge issued for an account without failures is too cheap for this one.
    const cheap = await solvedFor(t.app, 'users', 'nobody-here', ip);
    expect(await wrong(cheap)).toMatchObject({ code: 428, msg: '需要重新验证，请稍候.' });
    const waits: number[] = [];
    let elapsed = 2100;
    for (let i = 0; i < 4; i++) {
      const answer = await wrong(await solvedFor(t.app, 'users', 'target1', ip));
      waits.push(Number(/请 (\d+) 秒后再试/.exec(answer.msg)?.[1]));
      elapsed += waits[i]! * 1000 + 100;
      travel(elapsed);
    }
    expect(waits).toEqual([4, 8, 16, 32]);
    expect((await wrong(await solvedFor(t.app, 'users', 'target1', ip), 'en')).msg).toBe(
      'Account or password error, try again in 64 seconds.',
    );
    // The work asked grows with the failures.
    const work = (await captchaFor(t.app, 'users', 'target1', ip)).work;
    expect(work).toBeGreaterThan((await captchaFor(t.app, 'users', 'target1', '10.4.2.2')).work);
    // The right password from this address too, once solved and waited for; then the address starts afresh.
    travel(elapsed + 64_000 + 100);
    const ok = await signIn(t.app, 'target1', 'goodpass', { ip, sign: await solvedFor(t.app, 'users', 'target1', ip) });
    expect(ok.code).toBe(200);
    expect(await wrong()).toMatchObject({ code: 500, msg: '账号或密码错误.' });
  });

  it('a guesser spread over many addresses makes every address solve a challenge, the owner included', async () => {
    await insertUser(t, 'spread1');
    for (let i = 1; i <= ACCOUNT_ALERT; i++)
      expect((await signIn(t.app, 'spread1', 'nope', { ip: `10.4.3.${i}` })).msg).toBe('账号或密码错误.');
    const owner = '10.4.4.1';
    expect((await signIn(t.app, 'spread1', 'goodpass', { ip: owner })).code).toBe(428);
    const sign = await solvedFor(t.app, 'users', 'spread1', owner);
    expect((await signIn(t.app, 'spread1', 'goodpass', { ip: owner, sign })).code).toBe(200);
    // Other accounts are untouched.
    await insertUser(t, 'spread2');
    expect((await signIn(t.app, 'spread2', 'goodpass', { ip: owner })).code).toBe(200);
  });

  it('signing in often is never refused: 40 sign-ins of one account from many addresses', async () => {
    await insertUser(t, 'popular');
    for (let i = 1; i <= 40; i++) {
      expect((await signIn(t.app, 'popular', 'goodpass', { ip: `10.6.0.${i}` })).code, `sign-in ${i}`).toBe(200);
    }
  });

  it('self-registered tokens add no budget: the address is what counts', async () => {
    await insertUser(t, 'victim');
    const r = await call(t.app, 'POST', '/api/register', {
      ip: '10.5.0.1',
      body: { username: 'sock0', password: 'goodpass' },
    });
    const token = (r.data as { access_token: string }).access_token;
    for (let i = 0; i < 3; i++) await signIn(t.app, 'victim', `guess${i}00`, { ip: '10.5.1.1', token });
    travel(2100);
    expect((await signIn(t.app, 'victim', 'guess300', { ip: '10.5.1.1', token })).code).toBe(428);
  });

  it('throttles an admin the same way, on top of the challenge every Admin sign-in asks', async () => {
    const ip = '10.7.0.1';
    const adminLogin = async (password: string) =>
      call(t.app, 'POST', '/api/login', {
        ip,
        body: { username: 'admin', password, provider: 'admins', sign: await solvedFor(t.app, 'admins', 'admin', ip) },
      });
    expect((await adminLogin('nope-nope')).msg).toBe('账号或密码错误.');
    expect((await adminLogin('nope-nope')).msg).toBe('账号或密码错误.');
    expect((await adminLogin('nope-nope')).msg).toBe('账号或密码错误，请 2 秒后再试.');
    expect((await adminLogin('123456')).msg).toBe('登录失败次数过多，请 2 秒后再试.');
    expect((await captchaFor(t.app, 'admins', 'admin', ip)).work).toBeGreaterThan(BASE_WORK);
    // The admin elsewhere: the everyday challenge and nothing more.
    expect((await captchaFor(t.app, 'admins', 'admin', '10.7.0.2')).work).toBe(BASE_WORK);
    const elsewhere = await call(t.app, 'POST', '/api/login', {
      ip: '10.7.0.2',
      body: { ...ADMIN_BODY, sign: await solvedFor(t.app, 'admins', 'admin', '10.7.0.2') },
    });
    expect(elsewhere.code).toBe(200);
    // A users account of the same name is another account.
    expect((await signIn(t.app, 'admin', 'whatever', { ip })).msg).toBe('账号或密码错误.');
  });
});

describe('payment password lockout', () => {
  it('5 wrong payment passwords lock paying by balance 15 minutes, right password or not', async () => {
    const token = await t.login('home', '18888888888');
    const pay = (password: string, lang?: string) =>
      call(t.app, 'POST', '/api/user/order/pay', {
        token,
        lang,
        ip: '10.8.0.1',
        body: { order_id: '', payment_name: 'balance', pay_password: password, device: 'scan' },
      });
    // With the right password the check passes and the empty order list is what is refused.
    expect(await pay('123456')).toMatchObject({ code: 500, msg: '订单非法. - pay' });
    for (let i = 1; i <= 4; i++)
      expect(await pay('000000'), `failure ${i}`).toMatchObject({ code: 500, msg: '密码错误.' });
    expect(await pay('000000')).toMatchObject(PAY_LOCKED);
    expect(await pay('123456')).toMatchObject(PAY_LOCKED);
    expect(await pay('123456', 'en')).toMatchObject(PAY_LOCKED_EN);
    // Signing in again is no way around it.
    const again = await t.login('home', '18888888888');
    expect(
      (
        await call(t.app, 'POST', '/api/user/order/pay', {
          token: again,
          ip: '10.8.0.2',
          body: { order_id: '1', payment_name: 'balance', pay_password: '123456', device: 'scan' },
        })
      ).msg,
    ).toBe(PAY_LOCKED.msg);
    travel(15 * 60_000 + 1000);
    expect(await pay('123456')).toMatchObject({ code: 500, msg: '订单非法. - pay' });
  });

  it('counts wrong payment passwords only: paying often, or many shoppers behind one address, is never refused', async () => {
    const payAs = (token: string, password: string, ip: string) =>
      call(t.app, 'POST', '/api/user/order/pay', {
        token,
        ip,
        body: { order_id: '', payment_name: 'balance', pay_password: password, device: 'scan' },
      });
    const NOT_PAID = { code: 500, msg: '订单非法. - pay' };
    // 31 right passwords of one shopper (the per-account budget is 30), and 4 wrong ones: none is "too frequent".
    const shopper = await t.login('home', (await createUser(t.app.db, 'pay_often')).username);
    for (let i = 1; i <= 31; i++)
      expect(await payAs(shopper, '123456', '10.9.0.1'), `payment ${i}`).toMatchObject(NOT_PAID);
    for (let i = 1; i <= 4; i++) expect((await payAs(shopper, '000000', '10.9.0.1')).msg).toBe('密码错误.');
    expect(await payAs(shopper, '123456', '10.9.0.1')).toMatchObject(NOT_PAID);
    // 100 wrong passwords from one address (5 accounts at a time, each locked at its 5th) spend the address's budget:
    // the 101st failure, and then a right password from that address, answer "too frequent"; elsewhere all is well.
    const guessed = await Promise.all(
      Array.from({ length: 21 }, async (_, i) =>
        t.login('home', (await createUser(t.app.db, `pay_nat_${i}`)).username),
      ),
    );
    let failures = 0;
    for (const token of guessed.slice(0, 20))
      for (let i = 0; i < 5; i++) if ((await payAs(token, '000000', '10.9.0.2')).code === 500) failures += 1;
    expect(failures).toBe(100);
    expect(await payAs(guessed[20]!, '000000', '10.9.0.2')).toMatchObject(TOO_FREQUENT);
    expect(await payAs(guessed[20]!, '123456', '10.9.0.2')).toMatchObject(TOO_FREQUENT);
    expect(await payAs(guessed[20]!, '123456', '10.9.0.3')).toMatchObject(NOT_PAID);
    // About 140 payment-password checks and 22 sign-ins, each a deliberately slow hash: up to 37 s on two busy cores.
  }, 120_000);
});

describe('password reset', () => {
  it('answers alike for a phone with and without an account; only the real one is sent a code', async () => {
    const known = '13644440001';
    const unknown = '13644440002';
    await insertUser(t, 'resetme', 'goodpass', known);
    const ip = '10.9.0.1';
    const send = (phone: string) => call(t.app, 'POST', '/api/sms', { ip, body: { phone, name: 'forget_password' } });
    const [a, b] = [await send(known), await send(unknown)];
    expect(envelope(a)).toEqual({ status: 200, code: 200, msg: '短信发送成功.', data: [] });
    expect(envelope(b)).toEqual(envelope(a));
    const [a2, b2] = [await send(known), await send(unknown)];
    expect(envelope(a2)).toMatchObject({ code: 500, msg: '请不要频繁发送.' });
    expect(envelope(b2)).toEqual(envelope(a2));
    expect(await codes(t, known, 'forget_password')).toHaveLength(1);
    expect(await codes(t, unknown, 'forget_password')).toHaveLength(0);

    const [code] = await codes(t, known, 'forget_password');
    const reset = (username: string) =>
      call(t.app, 'POST', '/api/forget_password', {
        ip,
        body: { username, password: 'newpass1', re_password: 'newpass1', code: otherThan(code!), type: 'phone' },
      });
    for (let i = 1; i <= 5; i++) {
      const [x, y] = [await reset(known), await reset(unknown)];
      expect(envelope(x), `try ${i}`).toEqual({ status: 200, code: 500, msg: i < 5 ? SMS_ERR : SMS_BURNT, data: [] });
      expect(envelope(y), `try ${i}`).toEqual(envelope(x));
    }
    // By username the count is that of the account's phone, burnt above; an unknown name fails like a wrong code.
    expect((await reset('resetme')).msg).toBe(SMS_BURNT);
    expect((await reset('nobody-at-all')).msg).toBe(SMS_ERR);
    expect(await codes(t, unknown, 'forget_password')).toHaveLength(0);
    expect((await signIn(t.app, 'resetme', 'goodpass', { ip: '10.9.0.2' })).code).toBe(200);
  });

  it('ends every session of the account and answers a fresh token', async () => {
    const phone = '13644440003';
    await insertUser(t, 'sessions', 'goodpass', phone);
    const ip = '10.9.1.1';
    const tokens = [] as string[];
    for (const i of [1, 2]) {
      const r = await signIn(t.app, 'sessions', 'goodpass', { ip: `10.9.1.${i + 1}` });
      tokens.push((r.data as { access_token: string }).access_token);
    }
    expect((await call(t.app, 'POST', '/api/sms', { ip, body: { phone, name: 'forget_password' } })).code).toBe(200);
    const [code] = await codes(t, phone, 'forget_password');
    const r = await call(t.app, 'POST', '/api/forget_password', {
      ip,
      body: { username: phone, password: 'newpass1', re_password: 'newpass1', code, type: 'phone' },
    });
    expect(r.code).toBe(200);
    const fresh = (r.data as { access_token: string }).access_token;
    for (const old of tokens) {
      expect((await call(t.app, 'POST', '/api/auth/info', { token: old, body: { provider: 'users' } })).code).toBe(401);
    }
    expect((await call(t.app, 'POST', '/api/auth/info', { token: fresh, body: { provider: 'users' } })).code).toBe(200);
    expect((await signIn(t.app, 'sessions', 'goodpass', { ip: '10.9.1.9' })).msg).toBe('账号或密码错误.');
    expect((await signIn(t.app, 'sessions', 'newpass1', { ip: '10.9.1.9' })).code).toBe(200);
  });
});

const redisUrl = process.env.REDIS_URL;

const prefix = testPrefix('attempts');
/** Two instances on one database and one Redis, as two processes behind a load balancer would be. */
const pair = redisUrl ? await twoInstances(redisUrl) : undefined;

async function twoInstances(url: string) {
  const a = await testApp({ kv: await createRedisKv(url, { prefix }) });
  const b = await buildApp(a.app.config, {
    database: a.database,
    kv: await createRedisKv(url, { prefix }),
    logger: false,
  });
  await b.ready();
  afterAll(async () => {
    await b.close();
    await a.close();
    await dropPrefix(url, prefix);
  });
  return { a, b };
}

describe.runIf(!!pair)('two instances sharing one Redis', () => {
  it('failures counted on one instance throttle the address on the other; a challenge is spent on both', async () => {
    const { a, b } = pair!;
    await insertUser(a, 'shared');
    const ip = '10.10.0.1';
    for (let i = 0; i < 2; i++)
      expect((await signIn(i % 2 ? a.app : b, 'shared', 'wrongpass', { ip })).msg).toBe('账号或密码错误.');
    expect((await signIn(a.app, 'shared', 'wrongpass', { ip })).msg).toBe('账号或密码错误，请 2 秒后再试.');
    expect((await signIn(b, 'shared', 'goodpass', { ip })).msg).toBe('登录失败次数过多，请 2 秒后再试.');
    travel(2100);
    expect((await signIn(b, 'shared', 'goodpass', { ip })).code).toBe(428);
    // Elsewhere the owner is in at once, on either instance.
    expect((await signIn(b, 'shared', 'goodpass', { ip: '10.10.1.1' })).code).toBe(200);
    // One solved challenge, two instances: the second use is a replay.
    const sign = await solvedFor(a.app, 'admins', 'admin', ip);
    const body = { ...ADMIN_BODY, sign };
    expect((await call(a.app, 'POST', '/api/login', { ip, body })).code).toBe(200);
    expect(await call(b, 'POST', '/api/login', { ip, body })).toMatchObject({
      code: 428,
      msg: '验证已失效，请重新验证.',
    });

    const smsIp = '10.10.2.1';
    const phone = '13655550001';
    expect((await call(a.app, 'POST', '/api/sms', { ip: smsIp, body: { phone, name: 'register' } })).code).toBe(200);
    expect((await call(b, 'POST', '/api/sms', { ip: smsIp, body: { phone, name: 'register' } })).msg).toBe(
      '请不要频繁发送.',
    );
    const [code] = await codes(a, phone, 'register');
    const register = (app: FastifyInstance, c: string) =>
      call(app, 'POST', '/api/register', {
        ip: smsIp,
        body: { username: phone, password: 'secret1', type: 'phone', code: c },
      });
    for (let i = 0; i < 4; i++) expect((await register(i % 2 ? a.app : b, otherThan(code!))).msg).toBe(SMS_ERR);
    expect((await register(b, otherThan(code!))).msg).toBe(SMS_BURNT);
    expect((await register(a.app, code!)).msg).toBe(SMS_BURNT);
  });
});
