/**
 * Referral commissions end to end: recorded when an order is paid (percent of the line, only the levels that exist),
 * credited once at settlement and taken off the store's share, cancelled when the order is refunded.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moneyLogs, orderSettlements, orders, stores } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { complete, createChain, createPlan, logsOf, moneyOf, paidOrder } from './distribution-fixtures.ts';
import { createGoods, createSeller, ledgerMismatches } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

let admin = '';
let storeId = 0;
/** top → … → buyer: ids[0] invited ids[1], and so on; ids[4] buys. */
let ids: number[] = [];
let buyer = '';
let planned: Awaited<ReturnType<typeof createGoods>>['goods'];
let unplanned: Awaited<ReturnType<typeof createGoods>>['goods'];

const settle = () => t.call('GET', '/api/Admin/order_settlement_handle', { token: admin });
const storeMoney = async () => (await db.select().from(stores).where(eq(stores.id, storeId)))[0]!.store_money;

beforeAll(async () => {
  const s = await createSeller(db, 'dc-seller');
  storeId = s.store.id;
  planned = (await createGoods(db, storeId, { goods_price: '50.00' })).goods;
  unplanned = (await createGoods(db, storeId, { goods_price: '20.00' })).goods;
  await createPlan(db, storeId, planned.id, ['10.00', '5.00', '2.00']);
  ids = await createChain(db, 'dc', 5);
  buyer = await t.login('home', 'dc-5');
  admin = await t.login('admin', 'admin');
});

describe('commission at payment', () => {
  it('pays each level its percent of the line total, nearest inviter first, nothing on goods without a plan', async () => {
    const o = await paidOrder(t, buyer, ids[4]!, storeId, [
      { goods: planned, buyNum: 2 },
      { goods: unplanned, buyNum: 1 },
    ]);
    const logs = await logsOf(db, o.id);
    expect(logs.map((l) => [l.name, l.user_id, l.money, l.lev, l.commission, l.status])).toEqual([
      ['一级分销', ids[3], '100.00', '10.00', '10.00', 0],
      ['二级分销', ids[2], '100.00', '5.00', '5.00', 0],
      ['三级分销', ids[1], '100.00', '2.00', '2.00', 0],
    ]);
    // Nothing is credited before settlement.
    expect(await moneyOf(db, ids[3]!)).toBe('1000.00');
  });

  it('pays only the levels that exist', async () => {
    const token = await t.login('home', 'dc-2');
    const o = await paidOrder(t, token, ids[1]!, storeId, [{ goods: planned }]);
    expect((await logsOf(db, o.id)).map((l) => [l.name, l.user_id, l.commission])).toEqual([
      ['一级分销', ids[0], '5.00'],
    ]);
    const top = await t.login('home', 'dc-1');
    const none = await paidOrder(t, top, ids[0]!, storeId, [{ goods: planned }]);
    expect(await logsOf(db, none.id)).toEqual([]);
  });

  it('rounds half up to the cent on what the line cost', async () => {
    const odd = (await createGoods(db, storeId, { goods_price: '0.25' })).goods;
    await createPlan(db, storeId, odd.id, ['10.00', '2.50', '0.00']);
    const o = await paidOrder(t, buyer, ids[4]!, storeId, [{ goods: odd, buyNum: 3 }]);
    // 0.75 × 10 % = 0.075 → 0.08; 0.75 × 2.5 % = 0.01875 → 0.02; a 0 % level writes no log.
    expect((await logsOf(db, o.id)).map((l) => l.commission)).toEqual(['0.08', '0.02']);
  });
});

describe('commission at settlement', () => {
  it('credits each log once however often settlement runs, and pays the store the rest', async () => {
    const o = await paidOrder(t, buyer, ids[4]!, storeId, [{ goods: planned, buyNum: 2 }]);
    await complete(db, o.id);
    const before = await Promise.all(ids.map((id) => moneyOf(db, id)));
    const storeBefore = await storeMoney();
    const runs = await Promise.all([settle(), settle()]);
    expect(runs.some((r) => r.code === 200)).toBe(true);
    expect((await settle()).msg).toBe('没有找到订单.');
    expect((await logsOf(db, o.id)).map((l) => l.status)).toEqual([1, 1, 1]);
    const gained = async (i: number) => Number(await moneyOf(db, ids[i]!)) - Number(before[i]);
    // The other orders completed above are not settled here (still status 2), so only this one's commissions move.
    expect([await gained(3), await gained(2), await gained(1)]).toEqual([10, 5, 2]);
    expect(await gained(4)).toBe(0);
    const [row] = await db.select().from(orderSettlements).where(eq(orderSettlements.order_id, o.id));
    expect([row!.total_price, row!.settlement_price, row!.info]).toEqual([
      '100.00',
      '83.00',
      '手动结算.|商品分佣-17.00',
    ]);
    expect(Number(await storeMoney()) - Number(storeBefore)).toBe(83);
    const credited = await db
      .select()
      .from(moneyLogs)
      .where(and(eq(moneyLogs.user_id, ids[3]!), eq(moneyLogs.name, '会员分销')));
    expect(credited.map((m) => m.money)).toEqual(['10.00']);
    for (const id of ids) expect(await ledgerMismatches(db, 'user', id)).toEqual([]);
    expect(await ledgerMismatches(db, 'store', storeId)).toEqual([]);
  });

  it('pays nothing on an order refunded before settlement, and the store keeps nothing of it', async () => {
    const o = await paidOrder(t, buyer, ids[4]!, storeId, [{ goods: planned }]);
    const seller = await t.login('seller', 'dc-seller');
    const ask = await t.call('POST', '/api/user/order/refund', {
      token: buyer,
      body: { order_id: o.id, refund_type: 0, refund_remark: '不想要了' },
    });
    expect(ask.code, ask.msg).toBe(200);
    expect(
      (await t.call('PUT', `/api/Seller/refunds/${o.id}`, { token: seller, body: { refund_verify: 1 } })).code,
    ).toBe(200);
    const before = await moneyOf(db, ids[3]!);
    const storeBefore = await storeMoney();
    await settle();
    expect((await logsOf(db, o.id)).map((l) => l.status)).toEqual([2, 2, 2]);
    expect(await moneyOf(db, ids[3]!)).toBe(before);
    expect(await storeMoney()).toBe(storeBefore);
    expect(await db.select().from(orderSettlements).where(eq(orderSettlements.order_id, o.id))).toEqual([]);
    for (const id of ids) expect(await ledgerMismatches(db, 'user', id)).toEqual([]);
  });

  it('cancels the commissions of a cancelled order', async () => {
    const o = await paidOrder(t, buyer, ids[4]!, storeId, [{ goods: planned }]);
    await db.update(orders).set({ order_status: 0 }).where(eq(orders.id, o.id));
    await settle();
    expect((await logsOf(db, o.id)).map((l) => l.status)).toEqual([2, 2, 2]);
  });
});
