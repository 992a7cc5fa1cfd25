import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, adminToRoles, admins, moneyLogs, stores, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { centsText, parseSignedCents } from '../src/modules/stores/balances.ts';
import { testApp } from './helper.ts';
import { createStore, createUser } from './stores-fixtures.ts';

const t = await testApp();
const db = t.database.db;

type LogRow = { id: number; user_id: number; name: string; money: string; is_type: number; is_belong: number };
interface PageA<T> {
  data: T[];
  total: number;
  links: unknown[];
}

let admin = '';
let userId = 0;
let storeId = 0;

const handle = (body: Record<string, unknown>, token = admin) =>
  t.call('POST', '/api/Admin/users/money/handle', { token, body });

const balances = async () => (await db.select().from(users).where(eq(users.id, userId)))[0]!;
const storeBalances = async () => (await db.select().from(stores).where(eq(stores.id, storeId)))[0]!;

/** Sum of the live log rows of one account and balance type, in cents. */
async function logSum(id: number, belong: number, type: number): Promise<number> {
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${moneyLogs.money}), 0)::text` })
    .from(moneyLogs)
    .where(
      and(
        eq(moneyLogs.user_id, id),
        eq(moneyLogs.is_belong, belong),
        eq(moneyLogs.is_type, type),
        isNull(moneyLogs.deleted_at),
      ),
    );
  return parseSignedCents(row!.s)!;
}

const logCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(moneyLogs))[0]!.n;

beforeAll(async () => {
  admin = await t.login('admin', 'admin');
  userId = (await createUser(db, 'wallet')).id;
  const owner = await createUser(db, 'shopkeeper');
  storeId = (await createStore(db, owner.id)).id;
});

describe('amounts in cents', () => {
  it('parses and prints signed two-decimal amounts without floats', () => {
    expect(parseSignedCents('-12.5')).toBe(-1250);
    expect(parseSignedCents('0.07')).toBe(7);
    expect(parseSignedCents('+3')).toBe(300);
    expect(parseSignedCents('1.234')).toBeUndefined();
    expect(parseSignedCents('1e3')).toBeUndefined();
    expect(centsText(-1250)).toBe('-12.50');
    expect(centsText(7)).toBe('0.07');
  });
});

describe('POST /api/Admin/users/money/handle', () => {
  it('credits and debits a user balance, frozen money and points, each with a 系统处理 log', async () => {
    expect(await handle({ id: userId, money: '10.50', is_type: 0 })).toMatchObject({
      code: 200,
      msg: '操作成功.',
      data: [],
    });
    expect((await handle({ id: userId, money: '-0.25' })).code).toBe(200);
    expect((await handle({ id: userId, money: '5', is_type: 1 })).code).toBe(200);
    expect((await handle({ id: userId, money: '100', is_type: 2, is_belong: 0 })).code).toBe(200);
    expect((await handle({ id: userId })).code).toBe(200);
    expect(await balances()).toMatchObject({ money: '11.25', frozen_money: '5.00', integral: '100.00' });
    const logs = await db
      .select()
      .from(moneyLogs)
      .where(and(eq(moneyLogs.user_id, userId), eq(moneyLogs.is_belong, 0)));
    expect(logs).toHaveLength(5);
    expect(logs.every((l) => l.name === '系统处理' && l.ename === 'money')).toBe(true);
    expect(logs.map((l) => l.money).sort()).toEqual(['-0.25', '1.00', '10.50', '100.00', '5.00'].sort());
  });

  it('adjusts a store’s money and frozen money (is_belong 1); never its points', async () => {
    expect((await handle({ id: storeId, money: '20', is_type: 0, is_belong: 1 })).code).toBe(200);
    expect((await handle({ id: storeId, money: '3.30', is_type: 1, is_belong: 1 })).code).toBe(200);
    expect(await storeBalances()).toMatchObject({ store_money: '20.00', store_frozen_money: '3.30' });
    const before = await logCount();
    expect((await handle({ id: storeId, money: '1', is_type: 2, is_belong: 1 })).code).toBe(422);
    expect(await logCount()).toBe(before);
  });

  it('refuses a debit below zero and bad input, changing nothing', async () => {
    const user = await balances();
    const store = await storeBalances();
    const before = await logCount();
    expect(await handle({ id: userId, money: '-11.26' })).toMatchObject({ code: 500, msg: '余额不足.' });
    expect(await handle({ id: storeId, money: '-3.31', is_type: 1, is_belong: 1 })).toMatchObject({
      code: 500,
      msg: '余额不足.',
    });
    const en = await t.call('POST', '/api/Admin/users/money/handle', {
      token: admin,
      body: { id: userId, money: '-99' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.msg).toBe('The balance is not enough.');
    for (const body of [
      { money: '1' },
      { id: 'abc', money: '1' },
      { id: userId, money: '0' },
      { id: userId, money: 'ten' },
      { id: userId, money: '1.001' },
      { id: userId, money: '99999999' },
      { id: userId, money: '1', is_type: 3 },
      { id: userId, money: '1', is_belong: 2 },
    ]) {
      expect((await handle(body)).code, JSON.stringify(body)).toBe(422);
    }
    expect(await handle({ id: 999999, money: '1' })).toMatchObject({ code: 500, msg: 'find data error.' });
    expect(await handle({ id: userId, money: '9999999.99' })).toMatchObject({ code: 500, msg: '金额超出范围.' });
    expect(await balances()).toEqual(user);
    expect(await storeBalances()).toEqual(store);
    expect(await logCount()).toBe(before);
  });

  it('concurrent debits never take a balance below zero, and the logs always add up to it', async () => {
    expect((await handle({ id: storeId, money: '78.00', is_belong: 1 })).code).toBe(200); // 98.00
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => handle({ id: storeId, money: '-7.00', is_type: 0, is_belong: 1 })),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(14);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.msg === '余额不足.')).toBe(true);
    expect((await storeBalances()).store_money).toBe('0.00');
    expect(await logSum(storeId, 1, 0)).toBe(0);

    const mixed = await Promise.all(
      Array.from({ length: 16 }, (_, i) => handle({ id: userId, money: i % 2 ? '-4.00' : '3.00', is_type: 0 })),
    );
    expect(mixed.every((a) => a.code === 200 || a.msg === '余额不足.')).toBe(true);
    const user = await balances();
    expect(Number(user.money)).toBeGreaterThanOrEqual(0);
    expect(centsText(await logSum(userId, 0, 0))).toBe(user.money);
    expect(centsText(await logSum(userId, 0, 1))).toBe(user.frozen_money);
    expect(centsText(await logSum(userId, 0, 2))).toBe(user.integral);
    expect(centsText(await logSum(storeId, 1, 1))).toBe((await storeBalances()).store_frozen_money);
  });

  it('is refused to other areas’ tokens and to admins without the permission', async () => {
    const user = await balances();
    const seller = await t.login('seller', '18888888888');
    const home = await t.login('home', '13800000000');
    expect((await handle({ id: userId, money: '5' }, seller)).code).toBe(401);
    expect((await handle({ id: userId, money: '5' }, home)).code).toBe(401);
    const [weak] = await db
      .insert(admins)
      .values({ username: 'clerk', nickname: 'clerk', password: await hashPassword('123456') })
      .returning();
    const [role] = await db.insert(adminRoles).values({ name: 'clerk', belong_id: 1 }).returning();
    await db.insert(adminToRoles).values({ admin_id: weak!.id, role_id: role!.id });
    const clerk = await t.login('admin', 'clerk');
    expect((await handle({ id: userId, money: '5' }, clerk)).code).toBe(403);
    expect((await t.call('GET', '/api/Admin/money_logs', { token: clerk })).code).toBe(403);
    expect(await balances()).toEqual(user);
  });
});

describe('GET /api/Admin/money_logs', () => {
  it('lists every ledger entry as the raw paginator, with the page’s filters', async () => {
    const all = await t.call<PageA<LogRow>>('GET', '/api/Admin/money_logs', { token: admin });
    expect(all.code).toBe(200);
    expect(all.data.links).toBeInstanceOf(Array);
    expect(all.data.total).toBe(await logCount());
    const storeOnly = await t.call<PageA<LogRow>>('GET', '/api/Admin/money_logs', {
      token: admin,
      query: { is_belong: 1, is_type: 1, user_id: storeId },
    });
    expect(storeOnly.data.data.map((l) => l.money)).toEqual(['3.30']);
    const named = await t.call<PageA<LogRow>>('GET', '/api/Admin/money_logs', {
      token: admin,
      // 系统处 rather than 系统: the demo settlements (系统结算.) share the shorter prefix.
      query: { name: '系统处|likeRight', created_at: ['2000-01-01', '2999-01-01'], per_page: 500 },
    });
    expect(named.data.data.length).toBeGreaterThan(0);
    expect(named.data.data.every((l) => l.name === '系统处理')).toBe(true);
    const one = await t.call<LogRow>('GET', `/api/Admin/money_logs/${named.data.data[0]!.id}`, { token: admin });
    expect(one.data).toMatchObject({ name: '系统处理' });
    expect((await t.call('GET', '/api/Admin/money_logs', { token: admin, query: { info: 'x' } })).status).toBe(400);
    expect((await t.call('DELETE', `/api/Admin/money_logs/${one.data.id}`, { token: admin })).status).not.toBe(200);
  });
});
