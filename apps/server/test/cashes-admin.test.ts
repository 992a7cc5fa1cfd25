import { beforeAll, describe, expect, it } from 'vitest';
import { cashes } from '../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import {
  cashLogs,
  cashRow,
  cashSeller,
  cashShopper,
  setCashFee,
  storeBalances,
  userBalances,
  type CashPage,
} from './cash-fixtures.ts';
import { testApp } from './helper.ts';
import { ledgerMismatches } from './order-fixtures.ts';

const t = await testApp();
const db = t.database.db;
let admin = '';

const bank = { name: '王五', bank_name: '建设银行', card_no: '6217000010001234567' };
const review = (id: number, body: object, headers?: Record<string, string>) =>
  t.call('PUT', `/api/Admin/cashes/${id}`, { token: admin, body, headers });

/** A shopper's pending request of `money` (fee 5 %) out of a balance of 100.00; answers its id. */
async function userRequest(username: string, money: string) {
  const u = await cashShopper(t, username, '100.00');
  expect((await t.call('POST', '/api/user/cashes', { token: u.token, body: { money } })).code).toBe(200);
  const [row] = await db.select().from(cashes).where(eq(cashes.user_id, u.id));
  return { user: u, id: row!.id };
}

async function storeRequest(username: string, money: string) {
  const s = await cashSeller(t, username, '100.00');
  expect((await t.call('POST', '/api/Seller/cashes', { token: s.token, body: { ...bank, money } })).code).toBe(200);
  const [row] = await db.select().from(cashes).where(eq(cashes.store_id, s.storeId));
  return { store: s, id: row!.id };
}

beforeAll(async () => {
  admin = await t.login('admin', 'admin');
  await setCashFee(t, admin, '5');
});

describe('PUT /api/Admin/cashes/{id}', () => {
  it('pays a shopper’s request: the gross amount leaves the frozen money', async () => {
    const { user, id } = await userRequest('cash_a1', '40');
    expect(await review(id, { cash_status: 1, remark: '已打款' })).toMatchObject({ code: 200, data: [] });
    expect(await cashRow(db, id)).toMatchObject({ cash_status: 1, remark: '已打款', refuse_info: '' });
    expect(await userBalances(db, user.id)).toEqual({ money: '60.00', frozen: '0.00' });
    expect(await cashLogs(db, 'user', user.id)).toEqual(['资金提现 0 -40.00', '资金提现 1 40.00', '提现成功 1 -40.00']);
    expect(await ledgerMismatches(db, 'user', user.id)).toEqual([]);
  });

  it('refuses a store’s request with a reason: the gross amount goes back to the balance', async () => {
    const { store, id } = await storeRequest('cash_a2', '50');
    expect((await review(id, { cash_status: 2, refuse_info: '' })).code).toBe(422);
    const en = await review(id, { cash_status: 2 }, { 'accept-language': 'en' });
    expect(en).toMatchObject({ code: 422, msg: 'Please give the reason for the refusal.' });
    expect(await review(id, { cash_status: 2, refuse_info: '银行卡号有误' })).toMatchObject({ code: 200 });
    expect(await cashRow(db, id)).toMatchObject({ cash_status: 2, refuse_info: '银行卡号有误' });
    expect(await storeBalances(db, store.storeId)).toEqual({ money: '100.00', frozen: '0.00' });
    expect(await cashLogs(db, 'store', store.storeId)).toEqual([
      '商家提现 0 -50.00',
      '商家提现 1 50.00',
      '拒绝提现 1 -50.00',
      '拒绝提现 0 50.00',
    ]);
    expect(await ledgerMismatches(db, 'store', store.storeId)).toEqual([]);
  });

  it('refuses a second decision, leaving the money as the first one left it', async () => {
    const { user, id } = await userRequest('cash_a3', '30');
    expect((await review(id, { cash_status: 2, refuse_info: '资料不符' })).code).toBe(200);
    const after = await userBalances(db, user.id);
    const logs = await cashLogs(db, 'user', user.id);
    for (const body of [{ cash_status: 1 }, { cash_status: 2, refuse_info: '再拒' }]) {
      expect(await review(id, body)).toMatchObject({ code: 500, msg: '该提现申请已处理.' });
    }
    expect(await userBalances(db, user.id)).toEqual(after);
    expect(await cashLogs(db, 'user', user.id)).toEqual(logs);
    expect(await cashRow(db, id)).toMatchObject({ cash_status: 2, refuse_info: '资料不符' });
    // No decision: only the remark changes, even on a processed request.
    expect((await review(id, { cash_status: 0, remark: '已通知' })).code).toBe(200);
    expect(await cashRow(db, id)).toMatchObject({ cash_status: 2, remark: '已通知' });
    expect(await ledgerMismatches(db, 'user', user.id)).toEqual([]);
  });

  it('applies exactly one of simultaneous decisions', async () => {
    const { store, id } = await storeRequest('cash_a4', '20');
    const answers = await Promise.all([
      review(id, { cash_status: 1 }),
      review(id, { cash_status: 2, refuse_info: '拒绝' }),
      review(id, { cash_status: 1 }),
      review(id, { cash_status: 2, refuse_info: '拒绝' }),
    ]);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.msg === '该提现申请已处理.')).toBe(true);
    const row = (await cashRow(db, id))!;
    const balances = await storeBalances(db, store.storeId);
    expect(balances).toEqual(
      row.cash_status === 1 ? { money: '80.00', frozen: '0.00' } : { money: '100.00', frozen: '0.00' },
    );
    expect((await cashLogs(db, 'store', store.storeId)).length).toBe(row.cash_status === 1 ? 3 : 4);
    expect(await ledgerMismatches(db, 'store', store.storeId)).toEqual([]);
  });

  it('refuses bad input and unknown requests, changing nothing', async () => {
    const { user, id } = await userRequest('cash_a5', '10');
    for (const body of [{ cash_status: 3 }, { cash_status: 'paid' }, { cash_status: 1, remark: 'x'.repeat(31) }]) {
      expect((await review(id, body)).code, JSON.stringify(body)).toBe(422);
    }
    expect(await review(999999, { cash_status: 1 })).toMatchObject({ code: 500, msg: 'find data error.' });
    expect((await review(id, {})).code).toBe(200);
    expect(await cashRow(db, id)).toMatchObject({ cash_status: 0 });
    expect(await userBalances(db, user.id)).toEqual({ money: '90.00', frozen: '10.00' });
  });
});

describe('GET /api/Admin/cashes', () => {
  it('lists and searches every request, the shoppers’ and the stores’', async () => {
    const u = await userRequest('cash_a6', '12');
    const s = await storeRequest('cash_a7', '13');
    const all = await t.call<CashPage>('GET', '/api/Admin/cashes', { token: admin, query: { per_page: 100 } });
    expect(all.code, all.msg).toBe(200);
    const ids = all.data.data.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([u.id, s.id]));
    const stores = await t.call<CashPage>('GET', '/api/Admin/cashes', {
      token: admin,
      query: { store_id: s.store.storeId, cash_status: 0, money: '12.35' },
    });
    expect(stores.data.data.map((r) => r.id)).toEqual([s.id]);
    const byName = await t.call<CashPage>('GET', '/api/Admin/cashes', {
      token: admin,
      query: { name: '李|likeRight', user_id: u.user.id },
    });
    expect(byName.data.data.map((r) => r.id)).toEqual([u.id]);
    const one = await t.call<{ id: number; commission: string }>('GET', `/api/Admin/cashes/${u.id}`, { token: admin });
    expect(one.data).toMatchObject({ id: u.id, commission: '0.60' });
  });

  it('is closed to shoppers and sellers', async () => {
    const u = await cashShopper(t, 'cash_a8', '1.00');
    expect((await t.call('GET', '/api/Admin/cashes', { token: u.token })).code).not.toBe(200);
    expect((await t.call('PUT', '/api/Admin/cashes/1', { token: u.token, body: { cash_status: 1 } })).code).not.toBe(
      200,
    );
  });
});
