import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/contract/orders';
import { collectiveLogs, couponLogs, moneyLogs, orders, seckills } from '../src/db/schema/index.ts';
import { runDueTasks } from '../src/jobs/scheduler.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller, ledgerMismatches, stockOf } from './order-fixtures.ts';
import { balanceOf, basket, buyers, claimedCoupon, flashSale, groupRule, type Buyer } from './promotion-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

const MINUTE = 60_000;
let admin = '';
let storeId = 0;
let cartNo = 0;
// The timed tasks as if run `minutes` from now. One instance leads a task per minute, so every run is given a
// later minute than the run before (at least `minutes`).
let lastMinutes = 0;
function runAt(minutes: number) {
  lastMinutes = Math.max(minutes, lastMinutes + 1);
  return runDueTasks(t.app, Date.now() + lastMinutes * MINUTE);
}

const setTask = (task: Record<string, unknown>) =>
  t.call('PUT', '/api/Admin/configs/update', { token: admin, body: { task } });

function place(b: Buyer, goodsId: number, extra: object = {}, couponId = '') {
  cartNo += 1;
  return t.call<OrderCreated>('POST', '/api/user/order/create', {
    token: b.token,
    body: {
      params: basket([{ goods_id: goodsId, sku_id: 0, buy_num: 1, cart_id: 800000 + cartNo, ...extra }]),
      address_id: b.address,
      coupon_id: couponId,
    },
  });
}
const pay = (b: Buyer, id: number) =>
  t.call('POST', '/api/user/order/pay', {
    token: b.token,
    body: { order_id: String(id), payment_name: 'balance', pay_password: '123456', device: 'scan' },
  });
const statusOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!.order_status;
const soldOf = async (id: number) => (await db.select().from(seckills).where(eq(seckills.id, id)))[0]!.sold;

beforeAll(async () => {
  storeId = (await createSeller(db, 'window-seller')).store.id;
  admin = await t.login('admin', 'admin');
});

describe('the payment window of flash-sale and group orders', () => {
  it('cancels them once the window is over and gives back stock, sale units, group place and coupon', async () => {
    expect((await setTask({ promotion_pay_minutes: '15' })).code).toBe(200);
    const { goods: flashGoods } = await createGoods(db, storeId, {
      goods_price: '20.00',
      goods_stock: 10,
      freight_id: -1,
    });
    const { goods: groupGoods } = await createGoods(db, storeId, {
      goods_price: '20.00',
      goods_stock: 10,
      freight_id: -1,
    });
    const { goods: plain } = await createGoods(db, storeId, { goods_price: '20.00', goods_stock: 10, freight_id: -1 });
    const sale = await flashSale(db, storeId, flashGoods.id, { discount: '50.00', quota: 1, per_user: 1 });
    await groupRule(db, storeId, groupGoods.id, 3, '10.00', 24);
    const [a, late] = (await buyers(db, 'window-a', 2)) as [Buyer, Buyer];
    const coupon = await claimedCoupon(db, a.id, storeId, '2.00', '0.00');

    const flash = await place(a, flashGoods.id, {}, String(coupon.id));
    const group = await place(a, groupGoods.id, { collective_id: -1 });
    const ordinary = await place(a, plain.id);
    for (const r of [flash, group, ordinary]) expect(r.code, r.msg).toBe(200);
    const [flashId, groupOrderId, plainId] = [flash, group, ordinary].map((r) => r.data.order_id[0]!) as [
      number,
      number,
      number,
    ];
    const groupId = (await db.select().from(orders).where(eq(orders.id, groupOrderId)))[0]!.collective_id;
    expect(await soldOf(sale.id)).toBe(1);
    expect((await place(late, flashGoods.id)).msg).toBe('秒杀商品已抢光.');

    // Inside the window nothing moves.
    await runAt(14);
    expect([await statusOf(flashId), await statusOf(groupOrderId), await statusOf(plainId)]).toEqual([1, 1, 1]);

    await runAt(16);
    expect([await statusOf(flashId), await statusOf(groupOrderId)]).toEqual([0, 0]);
    // An ordinary order keeps its day.
    expect(await statusOf(plainId)).toBe(1);
    expect(await soldOf(sale.id)).toBe(0);
    expect([await stockOf(db, flashGoods.id), await stockOf(db, groupGoods.id), await stockOf(db, plain.id)]).toEqual([
      10, 10, 9,
    ]);
    const [back] = await db.select().from(couponLogs).where(eq(couponLogs.id, coupon.id));
    expect([back!.status, back!.order_id]).toEqual([0, 0]);
    const [g] = await db.select().from(collectiveLogs).where(eq(collectiveLogs.id, groupId));
    expect(g!.status).toBe(0);
    // The unit is for sale again, to the hot counter as well as to the quota.
    expect((await place(late, flashGoods.id)).code).toBe(200);
  });

  it('follows the configured window', async () => {
    expect((await setTask({ promotion_pay_minutes: '30' })).code).toBe(200);
    const { goods } = await createGoods(db, storeId, { goods_price: '20.00', goods_stock: 10, freight_id: -1 });
    await flashSale(db, storeId, goods.id, { discount: '50.00', quota: 5, per_user: 5 });
    const [b] = (await buyers(db, 'window-b', 1)) as [Buyer];
    const r = await place(b, goods.id);
    await runAt(16);
    expect(await statusOf(r.data.order_id[0]!)).toBe(1);
    await runAt(31);
    expect(await statusOf(r.data.order_id[0]!)).toBe(0);
    expect((await setTask({ promotion_pay_minutes: '15' })).code).toBe(200);
  });

  it('lets a payment racing the cancellation win or lose, never both', async () => {
    expect((await setTask({ promotion_pay_minutes: '15', unpaid_order_limit: '0' })).code).toBe(200);
    const { goods } = await createGoods(db, storeId, { goods_price: '20.00', goods_stock: 100, freight_id: -1 });
    const sale = await flashSale(db, storeId, goods.id, { discount: '50.00', quota: 50, per_user: 50 });
    const [c] = (await buyers(db, 'window-race', 1, '1000.00')) as [Buyer];
    const rounds = 16;
    let paid = 0;
    for (let i = 0; i < rounds; i++) {
      const placed = await place(c, goods.id);
      expect(placed.code, placed.msg).toBe(200);
      const id = placed.data.order_id[0]!;
      // The task starts a little later each round, so it meets the payment at each of its steps.
      const task = sleep(i * 25).then(() => runAt(16 + i));
      const [answer] = await Promise.all([pay(c, id), task]);
      const status = await statusOf(id);
      expect([0, 2]).toContain(status);
      // The payment says it paid exactly when the order ends paid.
      expect(answer.code === 200, `${answer.code} ${answer.msg}`).toBe(status === 2);
      // (qwshop's answer for an order no longer unpaid, whichever way it left that state.)
      if (status === 0) expect(answer.msg).toBe('该订单已支付.');
      if (status === 2) paid += 1;
    }
    expect(await balanceOf(db, c.id)).toBe((1000 - 10 * paid).toFixed(2));
    const payLogs = await db
      .select()
      .from(moneyLogs)
      .where(and(eq(moneyLogs.user_id, c.id), eq(moneyLogs.name, '订单支付')));
    expect(payLogs).toHaveLength(paid);
    expect(await ledgerMismatches(db, 'user', c.id)).toEqual([]);
    expect(await soldOf(sale.id)).toBe(paid);
    expect(await stockOf(db, goods.id)).toBe(100 - paid);
  }, 120_000);
});
