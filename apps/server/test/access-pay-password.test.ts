import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';

const t = await testApp();

interface Info {
  id: number;
  has_pay_password?: number;
  has_password?: number;
  [field: string]: unknown;
}

const info = (token: string) => t.call<Info>('POST', '/api/auth/info', { token, body: { provider: 'users' } });

async function payHashOf(id: number): Promise<string> {
  const [row] = await t.database.db.select({ hash: users.pay_password }).from(users).where(eq(users.id, id));
  return row?.hash ?? '';
}

/** The answer must not carry the hash under any name, so the whole body is searched, not one field. */
async function expectNoHash(answer: Info) {
  const hash = await payHashOf(answer.id);
  expect(answer).not.toHaveProperty('pay_password');
  expect(answer).not.toHaveProperty('password');
  if (hash) expect(JSON.stringify(answer)).not.toContain(hash);
}

describe('auth/info tells the storefront whether a payment password is set', () => {
  it('the demo shopper has one', async () => {
    const r = await info(await t.login('home', '13800000000'));
    expect(r.code).toBe(200);
    expect(r.data.has_pay_password).toBe(1);
    expect(r.data.has_password).toBe(1);
    await expectNoHash(r.data);
  });

  it('an account without one answers 0 until it sets one at /user/safe/pay_password', async () => {
    const reg = await t.call<{ access_token: string }>('POST', '/api/register', {
      body: { username: 'paynewbie', password: 'goodpass' },
    });
    expect(reg.code).toBe(200);
    const token = reg.data.access_token;
    const fresh = await info(token);
    // Registration gives every account the payment password 123456 (as qwshop's register does), so it has one.
    expect(fresh.data.has_pay_password).toBe(1);
    await expectNoHash(fresh.data);

    // An empty column (a row imported or inserted without the default) means none.
    await t.database.db.update(users).set({ pay_password: '' }).where(eq(users.id, fresh.data.id));
    const none = await info(token);
    expect(none.data.has_pay_password).toBe(0);
    expect(none.data).not.toHaveProperty('pay_password');

    const set = await t.call('POST', '/api/auth/edit', { token, body: { provider: 'users', pay_password: '654321' } });
    expect(set.code).toBe(200);
    const after = await info(token);
    expect(after.data.has_pay_password).toBe(1);
    await expectNoHash(after.data);
  });
});
