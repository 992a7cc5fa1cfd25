import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { smsLogs, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createRedisKv } from '../src/lib/redis-kv.ts';
import { testApp, type TestApp } from './helper.ts';
import { createUser } from './stores-fixtures.ts';
import { dropPrefix, testPrefix } from './redis-probe.ts';

const t = await testApp();

const SMS_ERR = '验证码错误.';
const SMS_BURNT = '验证码错误次数过多，请重新获取验证码.';
const TOO_FREQUENT = { code: 429, msg: '您请求太频繁了，请休息一会' };
const LOCKED = { code: 500, msg: '登录失败次数过多，账号已锁定，请 15 分钟后再试.' };
const LOCKED_EN = {
  code: 500,
  msg: 'Too many failed sign-ins: this account is locked, try again in 15 minutes.',
};
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

const signIn = (app: FastifyInstance, username: string, password: string, o: { ip?: string; token?: string } = {}) =>
  call(app, 'POST', '/api/login', { body: { username, password, provider: 'users' }, ...o });

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

describe('sign-in lockout', () => {
  it('5 failures lock the account 15 minutes: the right password gets the same answer, in both languages', async () => {
    await insertUser(t, 'lockme');
    const before = await loginTime('lockme');
    for (let i = 1; i <= 4; i++) {
      const r = await signIn(t.app, 'lockme', 'wrongpass', { ip: '10.4.0.1' });
      expect(r, `failure ${i}`).toMatchObject({ code: 500, msg: '账号或密码错误.' });
    }
    expect(await signIn(t.app, 'lockme', 'wrongpass', { ip: '10.4.0.1' })).toMatchObject(LOCKED);
    const right = await signIn(t.app, 'lockme', 'goodpass', { ip: '10.4.0.2' });
    const wrong = await signIn(t.app, 'lockme', 'wrongpass', { ip: '10.4.0.2' });
    expect(envelope(right)).toEqual({ status: 200, ...LOCKED, data: [] });
    expect(envelope(wrong)).toEqual(envelope(right));
    const en = await call(t.app, 'POST', '/api/login', {
      ip: '10.4.0.3',
      lang: 'en',
      body: { username: 'lockme', password: 'goodpass', provider: 'users' },
    });
    expect(en).toMatchObject(LOCKED_EN);
    expect(await loginTime('lockme')).toEqual(before);

    travel(10 * 60_000);
    expect(await signIn(t.app, 'lockme', 'goodpass')).toMatchObject({
      code: 500,
      msg: '登录失败次数过多，账号已锁定，请 5 分钟后再试.',
    });
    travel(5 * 60_000 + 1000);
    expect((await signIn(t.app, 'lockme', 'goodpass')).code).toBe(200);
  });

  it('self-registered tokens and rotating addresses add no budget against one account', async () => {
    await insertUser(t, 'victim');
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await call(t.app, 'POST', '/api/register', {
        ip: `10.5.0.${i}`,
        body: { username: `sock${i}`, password: 'goodpass' },
      });
      tokens.push((r.data as { access_token: string }).access_token);
    }
    for (let i = 0; i < 4; i++) {
      const r = await signIn(t.app, 'victim', `guess${i}00`, { ip: `10.5.1.${i}`, token: tokens[i] });
      expect(r.msg).toBe('账号或密码错误.');
    }
    expect(await signIn(t.app, 'victim', 'guess500', { ip: '10.5.1.9', token: tokens[4] })).toMatchObject(LOCKED);
    expect(await signIn(t.app, 'victim', 'goodpass', { ip: '10.5.2.1', token: tokens[0] })).toMatchObject(LOCKED);
  });

  it('counts every sign-in on one account, successes too, whoever asks (30 per 15 minutes)', async () => {
    await insertUser(t, 'popular');
    await insertUser(t, 'bystander');
    for (let i = 1; i <= 30; i++) {
      expect((await signIn(t.app, 'popular', 'goodpass', { ip: `10.6.0.${i}` })).code, `sign-in ${i}`).toBe(200);
    }
    expect(await signIn(t.app, 'popular', 'goodpass', { ip: '10.6.1.1' })).toMatchObject(TOO_FREQUENT);
    // Another account is untouched.
    expect((await signIn(t.app, 'bystander', 'goodpass', { ip: '10.6.1.1' })).code).toBe(200);
  });

  it('locks an admin the same way', async () => {
    const adminLogin = async (password: string) => {
      const challenge = await call(t.app, 'POST', '/api/captcha', { ip: '10.7.0.1', body: {} });
      const { key, x } = challenge.data as { key: string; x: number };
      const sign = await call(t.app, 'POST', '/api/captcha', {
        ip: '10.7.0.1',
        body: { username: 'admin', key, step: x },
      });
      return call(t.app, 'POST', '/api/login', {
        ip: '10.7.0.1',
        body: { username: 'admin', password, provider: 'admins', sign: sign.data },
      });
    };
    for (let i = 1; i <= 4; i++) expect((await adminLogin('nope-nope')).msg).toBe('账号或密码错误.');
    expect(await adminLogin('nope-nope')).toMatchObject(LOCKED);
    expect(await adminLogin('123456')).toMatchObject(LOCKED);
    // A users account of the same name is another target.
    expect((await signIn(t.app, 'admin', 'whatever', { ip: '10.7.0.2' })).msg).toBe('账号或密码错误.');
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
  });
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
  it('failures counted on one instance lock the account and burn codes on the other', async () => {
    const { a, b } = pair!;
    await insertUser(a, 'shared');

    for (let i = 0; i < 4; i++) {
      const r = await signIn(i % 2 ? a.app : b, 'shared', 'wrongpass', { ip: `10.10.0.${i}` });
      expect(r.msg).toBe('账号或密码错误.');
    }
    expect(await signIn(b, 'shared', 'wrongpass', { ip: '10.10.0.9' })).toMatchObject(LOCKED);
    expect(await signIn(a.app, 'shared', 'goodpass', { ip: '10.10.1.1' })).toMatchObject(LOCKED);
    expect(await signIn(b, 'shared', 'goodpass', { ip: '10.10.1.1' })).toMatchObject(LOCKED);

    const ip = '10.10.2.1';
    const phone = '13655550001';
    expect((await call(a.app, 'POST', '/api/sms', { ip, body: { phone, name: 'register' } })).code).toBe(200);
    expect((await call(b, 'POST', '/api/sms', { ip, body: { phone, name: 'register' } })).msg).toBe('请不要频繁发送.');
    const [code] = await codes(a, phone, 'register');
    const register = (app: FastifyInstance, c: string) =>
      call(app, 'POST', '/api/register', {
        ip,
        body: { username: phone, password: 'secret1', type: 'phone', code: c },
      });
    for (let i = 0; i < 4; i++) expect((await register(i % 2 ? a.app : b, otherThan(code!))).msg).toBe(SMS_ERR);
    expect((await register(b, otherThan(code!))).msg).toBe(SMS_BURNT);
    expect((await register(a.app, code!)).msg).toBe(SMS_BURNT);
  });
});
