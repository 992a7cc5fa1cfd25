/**
 * Self-referral: a beneficiary who shares a phone, a payment account, a shipping address or a network address with
 * the buyer earns no commission on the buyer's order, and the store is paid the whole order; an unrelated referral
 * still earns.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, cashes, orderPays, stores, userChecks, users } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { complete, createChain, createPlan, logsOf, moneyOf } from './distribution-fixtures.ts';
import { createGoods, createOrder, createSeller, ledgerMismatches } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

let admin = '';
let storeId = 0;
let goods: Awaited<ReturnType<typeof createGoods>>['goods'];
let pairs = 0;

const storeMoney = async () => (await db.select().from(stores).where(eq(stores.id, storeId)))[0]!.store_money;

beforeAll(async () => {
  storeId = (await createSeller(db, 'sr-seller')).store.id;
  goods = (await createGoods(db, storeId, { goods_price: '50.00' })).goods;
  await createPlan(db, storeId, goods.id, ['10.00', '5.00', '2.00']);
  admin = await t.login('admin', 'admin');
});

/** An inviter and the account registered with their id, each with their own phone, address and nothing shared. */
async function pair() {
  pairs += 1;
  const [inviter, buyer] = (await createChain(db, `sr${pairs}`, 2)) as [number, number];
  await db
    .update(users)
    .set({ phone: `1370000${pairs}001` })
    .where(eq(users.id, inviter));
  await db
    .update(users)
    .set({ phone: `1370000${pairs}002` })
    .where(eq(users.id, buyer));
  return { inviter, buyer, token: await t.login('home', `sr${pairs}-2`) };
}

/** The buyer's order of one goods, shipped to `to`, paid through the payment route, completed and settled. */
async function buyAndSettle(
  p: { buyer: number; token: string },
  to: { receive_tel?: string; receive_area?: string; receive_address?: string } = {},
) {
  const o = await createOrder(db, p.buyer, storeId, [{ goods }], {
    receive_tel: `1360000${pairs}000`,
    receive_area: '上海市 上海市 黄浦区',
    receive_address: `南京东路 ${pairs} 号`,
    ...to,
  });
  const paid = await t.call('POST', '/api/user/order/pay', {
    token: p.token,
    body: { order_id: String(o.id), payment_name: 'balance', pay_password: '123456', device: 'scan' },
  });
  expect(paid.code, paid.msg).toBe(200);
  await db.update(orderPays).set({ created_at: '2000-01-01 00:00:00' }).where(eq(orderPays.belong_id, p.buyer));
  const logs = await logsOf(db, o.id);
  await complete(db, o.id);
  const store = Number(await storeMoney());
  const settled = await t.call('GET', '/api/Admin/order_settlement_handle', { token: admin });
  expect(settled.code, settled.msg).toBe(200);
  return { order: o, logs, storeGot: (Number(await storeMoney()) - store).toFixed(2) };
}

/** No commission recorded or paid, the inviter's balance untouched, the store paid the whole 50.00. */
async function expectRefused(p: { inviter: number }, r: Awaited<ReturnType<typeof buyAndSettle>>) {
  expect(r.logs).toEqual([]);
  expect(await logsOf(db, r.order.id)).toEqual([]);
  expect(r.storeGot).toBe('50.00');
  expect(await moneyOf(db, p.inviter)).toBe('1000.00');
  expect(await ledgerMismatches(db, 'user', p.inviter)).toEqual([]);
  expect(await ledgerMismatches(db, 'store', storeId)).toEqual([]);
}

describe('self-referral', () => {
  it('an unrelated referral still earns, and the store pays it (loopback addresses tell nothing)', async () => {
    const p = await pair();
    // Both signed in through the test client: the same loopback address, which is no device signal.
    expect((await db.select({ ip: users.ip }).from(users).where(eq(users.id, p.buyer)))[0]!.ip).toBe('127.0.0.1');
    await db.update(users).set({ ip: '127.0.0.1' }).where(eq(users.id, p.inviter));
    const r = await buyAndSettle(p);
    expect(r.logs.map((l) => [l.user_id, l.commission])).toEqual([[p.inviter, '5.00']]);
    expect(r.storeGot).toBe('45.00');
    expect(await moneyOf(db, p.inviter)).toBe('1005.00');
  });

  it("refuses it when the order's receiver phone is the inviter's phone (written another way)", async () => {
    const p = await pair();
    await db.update(users).set({ phone: '13912345678' }).where(eq(users.id, p.inviter));
    await expectRefused(p, await buyAndSettle(p, { receive_tel: '+86 139-1234-5678' }));
  });

  it('refuses it when both accounts have the same payment account on record', async () => {
    const p = await pair();
    // The inviter withdrew to a card; the buyer's real-name record names the same card, spaced.
    await db.insert(cashes).values({
      user_id: p.inviter,
      money: '10.00',
      name: '王五',
      card_no: '6222020200112233445',
      bank_name: '招商银行',
    });
    await db.insert(userChecks).values({
      user_id: p.buyer,
      name: '王五',
      card_no: '110101199001011234',
      bank_no: '6222 0202 0011 2233 445',
      bank_name: '招商银行',
    });
    await expectRefused(p, await buyAndSettle(p));
  });

  it("refuses it when the order ships to an address in the inviter's address book (normalised)", async () => {
    const p = await pair();
    await db.insert(addresses).values({
      user_id: p.inviter,
      receive_name: '小明',
      receive_tel: '13700000999',
      area_info: '北京市 北京市 朝阳区',
      address: '望京西路48号 金隅国际B座1603',
      province_id: 1,
    });
    await expectRefused(
      p,
      await buyAndSettle(p, {
        receive_area: '北京市北京市朝阳区',
        receive_address: '望京西路 48 号，金隅国际 b 座 1603',
      }),
    );
  });

  it('refuses it when both accounts last signed in from the same public address', async () => {
    const p = await pair();
    await db.update(users).set({ ip: '203.0.113.9' }).where(eq(users.id, p.inviter));
    await db.update(users).set({ ip: '203.0.113.9' }).where(eq(users.id, p.buyer));
    await expectRefused(p, await buyAndSettle(p));
  });

  it('keeps the levels above a refused beneficiary', async () => {
    const [top, mid, buyer] = (await createChain(db, 'srchain', 3)) as [number, number, number];
    await db.update(users).set({ phone: '13511112222' }).where(eq(users.id, mid));
    const token = await t.login('home', 'srchain-3');
    const r = await buyAndSettle({ buyer, token }, { receive_tel: '13511112222' });
    expect(r.logs.map((l) => [l.name, l.user_id, l.commission])).toEqual([['二级分销', top, '2.50']]);
    expect(r.storeGot).toBe('47.50');
  });
});
