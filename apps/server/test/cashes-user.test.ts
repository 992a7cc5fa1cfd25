import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashes, userChecks } from '../src/db/schema/index.ts';
import { cashLogs, cashShopper, setCashFee, userBalances, type CashPage } from './cash-fixtures.ts';
import { testApp } from './helper.ts';
import { ledgerMismatches } from './order-fixtures.ts';

const t = await testApp();
const db = t.database.db;
let admin = '';

const request = (token: string, body: object, headers?: Record<string, string>) =>
  t.call('POST', '/api/user/cashes', { token, body, headers });
const rowsOf = (userId: number) => db.select().from(cashes).where(eq(cashes.user_id, userId));

beforeAll(async () => {
  admin = await t.login('admin', 'admin');
  await setCashFee(t, admin, '5');
});

describe('POST /api/user/cashes', () => {
  it('moves the gross amount to frozen money, records net and fee, with the bank data of the real-name check', async () => {
    const u = await cashShopper(t, 'cash_u1', '150.00');
    expect(await request(u.token, { money: '100', remark: '月底' })).toMatchObject({
      code: 200,
      msg: '操作成功.',
      data: [],
    });
    const [row] = await rowsOf(u.id);
    expect(row).toMatchObject({
      user_id: u.id,
      store_id: 0,
      money: '95.00',
      commission: '5.00',
      cash_status: 0,
      name: '李四',
      card_no: '6222020200112233445',
      bank_name: '招商银行',
      remark: '月底',
      refuse_info: '',
    });
    expect(await userBalances(db, u.id)).toEqual({ money: '50.00', frozen: '100.00' });
    expect(await cashLogs(db, 'user', u.id)).toEqual(['资金提现 0 -100.00', '资金提现 1 100.00']);
    expect(await ledgerMismatches(db, 'user', u.id)).toEqual([]);
  });

  it('keeps a bank name of the real-name check whole, up to its 30 characters', async () => {
    const u = await cashShopper(t, 'cash_u_bank', '10.00');
    const bank = '中国农业银行股份有限公司北京市海淀区中关村科技园区支行营业部'.slice(0, 30);
    await db.update(userChecks).set({ bank_name: bank }).where(eq(userChecks.user_id, u.id));
    expect((await request(u.token, { money: '1' })).code).toBe(200);
    expect(await rowsOf(u.id)).toMatchObject([{ bank_name: bank }]);
  });

  it('computes the fee from the exact percentage, rounded to the cent', async () => {
    await setCashFee(t, admin, '2.5');
    const u = await cashShopper(t, 'cash_u2', '20.00');
    expect((await request(u.token, { money: '10.01' })).code).toBe(200);
    // 2.5 % of 10.01 = 0.25025 → 0.25 (qwshop rounded the rate to 3 % first: 0.30).
    expect(await rowsOf(u.id)).toMatchObject([{ money: '9.76', commission: '0.25' }]);
    await setCashFee(t, admin, '0');
    expect((await request(u.token, { money: '1.50' })).code).toBe(200);
    const rows = await rowsOf(u.id);
    expect(rows.find((r) => r.money === '1.50')).toMatchObject({ commission: '0.00' });
    expect(await userBalances(db, u.id)).toEqual({ money: '8.49', frozen: '11.51' });
    expect(await ledgerMismatches(db, 'user', u.id)).toEqual([]);
    await setCashFee(t, admin, '5');
  });

  it('charges at least 0.01 when there is a fee, so small withdrawals are not free; nothing at rate 0', async () => {
    await setCashFee(t, admin, '1');
    const u = await cashShopper(t, 'cash_u_small', '5.00');
    // 1 % of 0.30 is 0.003: rounded alone it was 0.00.
    expect((await request(u.token, { money: '0.30' })).code).toBe(200);
    expect(await rowsOf(u.id)).toMatchObject([{ money: '0.29', commission: '0.01' }]);
    // 0.01 cannot pay its own minimum fee.
    expect(await request(u.token, { money: '0.01' })).toMatchObject({ code: 500, msg: '提现金额不足以支付手续费.' });
    await setCashFee(t, admin, '0');
    expect((await request(u.token, { money: '0.30' })).code).toBe(200);
    expect((await rowsOf(u.id)).map((r) => [r.money, r.commission]).sort()).toEqual([
      ['0.29', '0.01'],
      ['0.30', '0.00'],
    ]);
    expect((await request(u.token, { money: '0.01' })).code).toBe(200);
    expect(await userBalances(db, u.id)).toEqual({ money: '4.39', frozen: '0.61' });
    expect(await ledgerMismatches(db, 'user', u.id)).toEqual([]);
    await setCashFee(t, admin, '5');
  });

  it('refuses a shopper without a real-name check, with the reference’s message', async () => {
    const u = await cashShopper(t, 'cash_u3', '10.00', false);
    expect(await request(u.token, { money: '5' })).toMatchObject({ code: 500, msg: '请先用户认证填写银行信息.' });
    const en = await request(u.token, { money: '5' }, { 'accept-language': 'en' });
    expect(en.msg).toBe('Please complete your real-name verification with your bank details first.');
    expect(await rowsOf(u.id)).toEqual([]);
    expect(await userBalances(db, u.id)).toEqual({ money: '10.00', frozen: '0.00' });
  });

  it('refuses zero, bad amounts, amounts above the balance and long remarks, changing nothing', async () => {
    const u = await cashShopper(t, 'cash_u4', '10.00');
    expect(await request(u.token, { money: '0' })).toMatchObject({ code: 500, msg: '金额不能为0.' });
    expect(await request(u.token, { money: '0.00' })).toMatchObject({ code: 500, msg: '金额不能为0.' });
    for (const money of ['', '-5', 'ten', '1.234', '1e3', '+3']) {
      expect((await request(u.token, { money })).code, money).toBe(422);
    }
    expect((await request(u.token, { money: '1', remark: 'x'.repeat(31) })).code).toBe(422);
    expect(await request(u.token, { money: '10.01' })).toMatchObject({ code: 500, msg: '提现余额不足.' });
    const en = await request(u.token, { money: '11' }, { 'accept-language': 'en' });
    expect(en.msg).toBe('The balance is not enough for this withdrawal.');
    expect(await rowsOf(u.id)).toEqual([]);
    expect(await userBalances(db, u.id)).toEqual({ money: '10.00', frozen: '0.00' });
    expect(await cashLogs(db, 'user', u.id)).toEqual([]);
  });

  it('refuses a fee that takes the whole amount', async () => {
    await setCashFee(t, admin, '100');
    const u = await cashShopper(t, 'cash_u5', '10.00');
    expect(await request(u.token, { money: '5' })).toMatchObject({ code: 500, msg: '提现金额不足以支付手续费.' });
    expect(await userBalances(db, u.id)).toEqual({ money: '10.00', frozen: '0.00' });
    await setCashFee(t, admin, '5');
  });

  it('never overdraws the balance under concurrent requests', async () => {
    const u = await cashShopper(t, 'cash_u6', '50.00');
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(u.token, { money: '10' })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.msg === '提现余额不足.')).toBe(true);
    expect(await rowsOf(u.id)).toHaveLength(5);
    expect(await userBalances(db, u.id)).toEqual({ money: '0.00', frozen: '50.00' });
    expect(await ledgerMismatches(db, 'user', u.id)).toEqual([]);
  });
});

describe('GET /api/user/cashes', () => {
  it('lists the shopper’s own requests only, newest first', async () => {
    const a = await cashShopper(t, 'cash_list_a', '30.00');
    const b = await cashShopper(t, 'cash_list_b', '30.00');
    expect((await request(a.token, { money: '10' })).code).toBe(200);
    expect((await request(a.token, { money: '20' })).code).toBe(200);
    expect((await request(b.token, { money: '5' })).code).toBe(200);
    const page = await t.call<CashPage>('GET', '/api/user/cashes', {
      token: a.token,
      query: { page: 1, per_page: 10 },
    });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.total).toBe(2);
    expect(page.data.data.map((r) => [r.user_id, r.money, r.commission])).toEqual([
      [a.id, '19.00', '1.00'],
      [a.id, '9.50', '0.50'],
    ]);
    expect(page.data.data.every((r) => r.store_id === 0)).toBe(true);
    const pending = await t.call<CashPage>('GET', '/api/user/cashes', { token: b.token, query: { cash_status: 0 } });
    expect(pending.data.data.map((r) => r.user_id)).toEqual([b.id]);
  });

  it('needs a signed-in shopper', async () => {
    expect((await t.call('GET', '/api/user/cashes')).code).toBe(401);
    expect((await t.call('POST', '/api/user/cashes', { body: { money: '1' } })).code).toBe(401);
  });
});
