import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashes } from '../src/db/schema/index.ts';
import { cashLogs, cashRow, cashSeller, setCashFee, storeBalances, type CashPage } from './cash-fixtures.ts';
import { testApp } from './helper.ts';
import { ledgerMismatches } from './order-fixtures.ts';
import { sellerStaff } from './seller-staff-fixtures.ts';

const t = await testApp();
const db = t.database.db;
let admin = '';

const bank = { name: '王五', bank_name: '建设银行', card_no: '6217000010001234567' };
const request = (token: string, body: object) => t.call('POST', '/api/Seller/cashes', { token, body });
const cancel = (token: string, ids: string) => t.call<number>('DELETE', `/api/Seller/cashes/${ids}`, { token });
const rowsOf = (storeId: number) => db.select().from(cashes).where(eq(cashes.store_id, storeId));
const list = (token: string, query: object = {}) =>
  t.call<CashPage>('GET', '/api/Seller/cashes', { token, query: { per_page: 50, ...query } });

beforeAll(async () => {
  admin = await t.login('admin', 'admin');
  await setCashFee(t, admin, '5');
});

describe('POST /api/Seller/cashes', () => {
  it('moves the gross amount of the store balance to frozen money, with the bank data entered', async () => {
    const s = await cashSeller(t, 'cash_s1', '200.00');
    expect(await request(s.token, { ...bank, money: '120.00', remark: '提现' })).toMatchObject({
      code: 200,
      data: [],
    });
    expect(await rowsOf(s.storeId)).toMatchObject([
      { store_id: s.storeId, user_id: 0, money: '114.00', commission: '6.00', cash_status: 0, ...bank, remark: '提现' },
    ]);
    expect(await storeBalances(db, s.storeId)).toEqual({ money: '80.00', frozen: '120.00' });
    expect(await cashLogs(db, 'store', s.storeId)).toEqual(['商家提现 0 -120.00', '商家提现 1 120.00']);
    expect(await ledgerMismatches(db, 'store', s.storeId)).toEqual([]);
  });

  it('validates the bank data and the amount, changing nothing', async () => {
    const s = await cashSeller(t, 'cash_s2', '10.00');
    for (const [change, why] of [
      [{ name: '' }, 'name'],
      [{ name: '名'.repeat(21) }, 'long name'],
      [{ bank_name: '' }, 'bank_name'],
      [{ bank_name: '行'.repeat(31) }, 'long bank'],
      [{ card_no: '' }, 'card_no'],
      [{ card_no: '6217-0000' }, 'bad card'],
      [{ card_no: '12345' }, 'short card'],
      [{ money: '' }, 'no money'],
      [{ money: '-1' }, 'negative'],
      [{ money: '1.001' }, 'decimals'],
      [{ remark: 'x'.repeat(31) }, 'long remark'],
    ] as const) {
      expect((await request(s.token, { ...bank, money: '1', ...change })).code, why).toBe(422);
    }
    expect(await request(s.token, { ...bank, money: '0' })).toMatchObject({ code: 500, msg: '金额不能为0.' });
    expect(await request(s.token, { ...bank, money: '10.01' })).toMatchObject({ code: 500, msg: '提现余额不足.' });
    expect(await rowsOf(s.storeId)).toEqual([]);
    expect(await storeBalances(db, s.storeId)).toEqual({ money: '10.00', frozen: '0.00' });
  });

  it('never overdraws the store balance under concurrent requests', async () => {
    const s = await cashSeller(t, 'cash_s3', '30.00');
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(s.token, { ...bank, money: '10' })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    expect(await storeBalances(db, s.storeId)).toEqual({ money: '0.00', frozen: '30.00' });
    expect(await ledgerMismatches(db, 'store', s.storeId)).toEqual([]);
  });
});

describe('DELETE /api/Seller/cashes/{ids}', () => {
  it('cancels pending requests, giving back the gross amount including the fee', async () => {
    const s = await cashSeller(t, 'cash_s4', '100.00');
    expect((await request(s.token, { ...bank, money: '40' })).code).toBe(200);
    expect((await request(s.token, { ...bank, money: '20' })).code).toBe(200);
    const ids = (await rowsOf(s.storeId)).map((r) => r.id).sort((a, b) => a - b);
    expect(await cancel(s.token, ids.join(','))).toMatchObject({ code: 200, data: 2 });
    expect(await storeBalances(db, s.storeId)).toEqual({ money: '100.00', frozen: '0.00' });
    expect((await cashRow(db, ids[0]!))!.deleted_at).not.toBeNull();
    expect((await list(s.token)).data.total).toBe(0);
    expect(await cashLogs(db, 'store', s.storeId)).toEqual([
      '商家提现 0 -40.00',
      '商家提现 1 40.00',
      '商家提现 0 -20.00',
      '商家提现 1 20.00',
      '取消提现 1 -40.00',
      '取消提现 0 40.00',
      '取消提现 1 -20.00',
      '取消提现 0 20.00',
    ]);
    expect(await ledgerMismatches(db, 'store', s.storeId)).toEqual([]);
    // Already cancelled: gone.
    expect(await cancel(s.token, String(ids[0]))).toMatchObject({ code: 500, msg: 'find data error.' });
  });

  it('refuses processed requests and other stores’ requests, all or nothing', async () => {
    const s = await cashSeller(t, 'cash_s5', '100.00');
    const other = await cashSeller(t, 'cash_s5_other', '100.00');
    expect((await request(s.token, { ...bank, money: '30' })).code).toBe(200);
    expect((await request(s.token, { ...bank, money: '10' })).code).toBe(200);
    expect((await request(other.token, { ...bank, money: '10' })).code).toBe(200);
    const [paid, pending] = (await rowsOf(s.storeId)).map((r) => r.id).sort((a, b) => a - b);
    const theirs = (await rowsOf(other.storeId))[0]!.id;
    expect((await t.call('PUT', `/api/Admin/cashes/${paid}`, { token: admin, body: { cash_status: 1 } })).code).toBe(
      200,
    );
    const before = await storeBalances(db, s.storeId);
    expect(await cancel(s.token, `${paid}`)).toMatchObject({ code: 500, msg: '该提现申请已处理.' });
    expect(await cancel(s.token, `${pending},${paid}`)).toMatchObject({ code: 500, msg: '该提现申请已处理.' });
    expect(await cancel(s.token, `${pending},${theirs}`)).toMatchObject({ code: 500, msg: 'find data error.' });
    expect(await storeBalances(db, s.storeId)).toEqual(before);
    expect((await cashRow(db, pending!))!).toMatchObject({ cash_status: 0, deleted_at: null });
    expect((await cashRow(db, theirs))!).toMatchObject({ cash_status: 0, deleted_at: null });
    expect(await storeBalances(db, other.storeId)).toEqual({ money: '90.00', frozen: '10.00' });
    expect(await ledgerMismatches(db, 'store', s.storeId)).toEqual([]);
    expect(await ledgerMismatches(db, 'store', other.storeId)).toEqual([]);
  });
});

describe('GET /api/Seller/cashes', () => {
  it('lists and shows the store’s own requests only', async () => {
    const s = await cashSeller(t, 'cash_s6', '50.00');
    const other = await cashSeller(t, 'cash_s6_other', '50.00');
    expect((await request(s.token, { ...bank, money: '10' })).code).toBe(200);
    expect((await request(other.token, { ...bank, name: '赵六', money: '10' })).code).toBe(200);
    // The page's own parameters: `store_id=0|gt` and the search panel.
    const page = await list(s.token, { store_id: '0|gt', name: '王|likeRight', cash_status: 0 });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.data.map((r) => [r.store_id, r.money, r.commission])).toEqual([[s.storeId, '9.50', '0.50']]);
    const theirs = (await rowsOf(other.storeId))[0]!.id;
    expect((await t.call('GET', `/api/Seller/cashes/${theirs}`, { token: s.token })).code).not.toBe(200);
    const mine = page.data.data[0]!.id;
    expect((await t.call<{ id: number }>('GET', `/api/Seller/cashes/${mine}`, { token: s.token })).data.id).toBe(mine);
  });
});

describe('store staff', () => {
  it('reach withdrawals only with the withdrawals page, like the other money pages', async () => {
    const s = await cashSeller(t, 'cash_s7', '20.00');
    const withdrawals = await sellerStaff(t, { ownerId: s.ownerId, menus: ['/Seller/cashes'] });
    const funds = await sellerStaff(t, { ownerId: s.ownerId, menus: ['/Seller/money_logs'] });
    expect((await list(funds.token)).code).toBe(403);
    expect((await request(funds.token, { ...bank, money: '1' })).code).toBe(403);
    expect((await cancel(funds.token, '1')).code).toBe(403);
    expect(await rowsOf(s.storeId)).toEqual([]);
    expect((await request(withdrawals.token, { ...bank, money: '10' })).code).toBe(200);
    const page = await list(withdrawals.token);
    expect(page.data.data.map((r) => r.store_id)).toEqual([s.storeId]);
    expect((await cancel(withdrawals.token, String(page.data.data[0]!.id))).code).toBe(200);
    expect(await storeBalances(db, s.storeId)).toEqual({ money: '20.00', frozen: '0.00' });
    expect(await ledgerMismatches(db, 'store', s.storeId)).toEqual([]);
  });
});
