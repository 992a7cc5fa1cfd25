import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsLogs, users } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';

/** Every line the server logs at warn and above (the log driver writes its codes there). */
let logged = '';
const t = await testApp({
  logger: {
    level: 'warn',
    stream: new Writable({
      write(chunk: Buffer, _enc, done) {
        logged += chunk.toString();
        done();
      },
    }),
  },
});
const db = t.database.db;

/** The demo shopper's phone: registered. */
const TAKEN = '13800000000';
let fresh = 13700005000;
/** A phone nobody has, new for each use (the send limits count per phone). */
const freePhone = () => String(fresh++);

/** What a client can compare between two answers: HTTP status, envelope code, message and data. */
const seen = (r: { status: number; code: number; msg: string; data: unknown }) => ({
  status: r.status,
  code: r.code,
  msg: r.msg,
  data: r.data,
});

const sms = (phone: string, name: string) => t.call('POST', '/api/sms', { body: { phone, name } });
const rowsFor = (phone: string) => db.select().from(smsLogs).where(eq(smsLogs.phone, phone));

describe('POST /api/sms tells nothing about who has an account', () => {
  it('answers a registration code for a registered phone like one for a free phone, and sends nothing', async () => {
    const free = freePhone();
    const [taken, other] = [await sms(TAKEN, 'register'), await sms(free, 'register')];
    expect(seen(taken)).toEqual(seen(other));
    expect(seen(taken)).toEqual({ status: 200, code: 200, msg: '短信发送成功.', data: [] });
    expect(await rowsFor(TAKEN)).toEqual([]);
    expect(await rowsFor(free)).toHaveLength(1);
    // The resend limit holds for both alike.
    const [takenAgain, otherAgain] = [await sms(TAKEN, 'register'), await sms(free, 'register')];
    expect(seen(takenAgain)).toEqual(seen(otherAgain));
    expect(takenAgain.msg).toBe('请不要频繁发送.');
  });

  it('answers a sign-in or own-phone code for an unknown phone like one for a registered phone', async () => {
    for (const purpose of ['login', 'edit_user']) {
      const unknown = freePhone();
      const known = await sms(TAKEN, purpose);
      expect(seen(await sms(unknown, purpose)), purpose).toEqual(seen(known));
      expect(known.code, purpose).toBe(200);
      expect(await rowsFor(unknown)).toEqual([]);
    }
  });

  it('writes a real send’s code to the server log, where development and the browser journeys read it', async () => {
    const phone = freePhone();
    expect((await sms(phone, 'register')).code).toBe(200);
    const [row] = await rowsFor(phone);
    expect(logged).toContain(
      `SMS #${row!.id} to ${phone} not sent (no SMS provider configured); its code is ${row!.content}`,
    );
  });
});

describe('POST /api/register with a phone tells nothing about who has an account', () => {
  const register = (phone: string, code: string) =>
    t.call('POST', '/api/register', {
      body: { username: phone, password: 'secret12', re_password: 'secret12', type: 'phone', code },
    });

  it('answers a registered phone exactly like a free phone with a wrong code', async () => {
    const free = freePhone();
    expect((await sms(free, 'register')).code).toBe(200);
    const [taken, other] = [await register(TAKEN, '123456'), await register(free, '123456')];
    expect(seen(taken)).toEqual(seen(other));
    expect(seen(taken)).toEqual({ status: 200, code: 500, msg: '验证码错误.', data: [] });
  });

  it('refuses a registered phone like a wrong code even with a code that matches', async () => {
    // A code sent before the phone got its account, from this address, within its 10 minutes.
    await db
      .insert(smsLogs)
      .values({ phone: TAKEN, name: 'register', content: '246810', status: 1, error_msg: '[]', ip: '127.0.0.1' });
    const before = await db.select({ id: users.id }).from(users).where(eq(users.phone, TAKEN));
    expect(seen(await register(TAKEN, '246810'))).toEqual({ status: 200, code: 500, msg: '验证码错误.', data: [] });
    expect(await db.select({ id: users.id }).from(users).where(eq(users.phone, TAKEN))).toEqual(before);
    // The code was spent all the same.
    const [log] = await db
      .select({ used: smsLogs.used_at })
      .from(smsLogs)
      .where(and(eq(smsLogs.phone, TAKEN), eq(smsLogs.content, '246810')));
    expect(log!.used).not.toBeNull();
  });

  it('takes as long for a registered phone as for a free one: the password is hashed either way', async () => {
    /** A phone with a live register code for this address, as /api/sms would have left it. */
    const withCode = async (registered: boolean) => {
      const phone = freePhone();
      if (registered) await db.insert(users).values({ username: `taken${phone}`, phone, nickname: 'taken' });
      await db
        .insert(smsLogs)
        .values({ phone, name: 'register', content: '135790', status: 1, error_msg: '[]', ip: '127.0.0.1' });
      return phone;
    };
    const time = async (registered: boolean) => {
      const phone = await withCode(registered);
      const started = performance.now();
      const r = await register(phone, '135790');
      expect(r.code).toBe(registered ? 500 : 200);
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const taken: number[] = [];
    const free: number[] = [];
    // Interleaved, so a slower moment of a shared machine weighs on both sides.
    for (let i = 0; i < 5; i++) {
      taken.push(await time(true));
      free.push(await time(false));
    }
    // Two scrypt hashes dominate both; skipping them for a taken phone would answer it in a small fraction.
    expect(median(taken)).toBeGreaterThan(median(free) * 0.5);
  });
});
