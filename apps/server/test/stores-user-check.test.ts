import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userChecks } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createUser } from './stores-fixtures.ts';

const t = await testApp();
const db = t.database.db;

let token = '';
let userId = 0;

const form = {
  name: '张三',
  card_no: '11010119900101123X',
  card_t: '/uploads/check/t.png',
  card_b: '/uploads/check/b.png',
  bank_no: '6222020200112233445',
  bank_name: '工商银行',
};

beforeAll(async () => {
  userId = (await createUser(db, 'verifier')).id;
  token = await t.login('home', 'verifier');
});

describe('real-name check (/api/user/check)', () => {
  it('is empty before the first submission', async () => {
    expect(await t.call('GET', '/api/user/check', { token })).toMatchObject({ code: 200, data: [] });
    const info = await t.call<{ check: boolean }>('POST', '/api/auth/info', { token, body: { provider: 'users' } });
    expect(info.data.check).toBe(false);
  });

  it('refuses missing or malformed fields and saves nothing', async () => {
    for (const [change, field] of [
      [{ bank_name: '' }, 'bank_name'],
      [{ name: undefined }, 'name'],
      [{ card_no: '12345' }, 'card_no'],
      [{ bank_no: '62-22' }, 'bank_no'],
      [{ name: 'x'.repeat(21) }, 'name'],
    ] as const) {
      const r = await t.call('POST', '/api/user/check', { token, body: { ...form, ...change } });
      expect(r.code, field).toBe(422);
      expect(r.msg, field).toContain(field);
    }
    expect(await db.select().from(userChecks).where(eq(userChecks.user_id, userId))).toEqual([]);
  });

  it('creates the row, then replaces it: one row per user', async () => {
    const r = await t.call<Record<string, unknown>>('POST', '/api/user/check', { token, body: form });
    expect(r).toMatchObject({ code: 200, msg: '操作成功.', data: { ...form, user_id: userId } });
    const again = await t.call('POST', '/api/user/check', { token, body: { ...form, bank_name: '建设银行' } });
    expect(again).toMatchObject({ code: 200, data: 1 });
    const rows = await db.select().from(userChecks).where(eq(userChecks.user_id, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bank_name: '建设银行' });
    const read = await t.call('GET', '/api/user/check', { token });
    expect(read.data).toMatchObject({ name: '张三', bank_name: '建设银行' });
    const info = await t.call<{ check: boolean }>('POST', '/api/auth/info', { token, body: { provider: 'users' } });
    expect(info.data.check).toBe(true);
  });

  it('another user sees nothing of it; other areas are refused', async () => {
    const other = await t.login('home', '13800000000');
    const r = await t.call<{ user_id?: number }>('GET', '/api/user/check', { token: other });
    expect(r.data).not.toMatchObject({ user_id: userId });
    const seller = await t.login('seller', '18888888888');
    expect((await t.call('GET', '/api/user/check', { token: seller })).code).toBe(401);
    expect((await t.call('POST', '/api/user/check', { body: form })).code).toBe(401);
  });
});
