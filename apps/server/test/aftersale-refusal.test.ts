import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderSettlements, orders, refunds, stores, users } from '../src/db/schema/index.ts';
import { confirmReceived, settleCompleted } from '../src/jobs/tasks.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { testApp } from './helper.ts';
import { createGoods, createOrder, createSeller, createShopper, ledgerMismatches } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

let buyer = '';
let buyerId = 0;
let seller = '';
let admin = '';
let storeId = 0;
let gd: Awaited<ReturnType<typeof createGoods>>;

const HOUR = 3600_000;
const ago = (hours: number) => shanghaiTime(Date.now() - hours * HOUR);

/**
 * An order paid half an hour ago (placed an hour ago): the state a shopper reaches through checkout and payment,
 * where the steps still to come hold the creation time.
 */
const paidOrder = (values: { created_at?: string } & Partial<typeof orders.$inferInsert> = {}) => {
  const created = values.created_at ?? ago(1);
  return createOrder(db, buyerId, storeId, [{ goods: gd.goods, buyNum: 2 }], {
    order_status: 2,
    payment_name: 'balance',
    pay_time: ago(0.5),
    delivery_time: created,
    receipt_time: created,
    comment_time: created,
    ...values,
    created_at: created,
  });
};

const orderOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const balance = async () => (await db.select().from(users).where(eq(users.id, buyerId)))[0]!.money;
const storeMoney = async () => (await db.select().from(stores).where(eq(stores.id, storeId)))[0]!.store_money;
const settlementsOf = (orderId: number) =>
  db.select().from(orderSettlements).where(eq(orderSettlements.order_id, orderId));

const ask = (orderId: number, type: 0 | 1) =>
  t.call('POST', '/api/user/order/refund', {
    token: buyer,
    body: { order_id: orderId, refund_type: type, refund_remark: '想退款' },
  });
const refuse = (orderId: number, reason = '不同意') =>
  t.call('PUT', `/api/Seller/refunds/${orderId}`, {
    token: seller,
    body: { refund_verify: 2, refuse_remark: reason },
  });
const ship = (orderId: number, no: string) =>
  t.call('PUT', '/api/Seller/orders/status/edit', {
    token: seller,
    body: { id: orderId, status: 3, delivery_code: 'yd', delivery_no: no },
  });
const settleNow = () => t.call('GET', '/api/Admin/order_settlement_handle', { token: admin });

beforeAll(async () => {
  const s = await createSeller(db, 'rf-seller');
  storeId = s.store.id;
  gd = await createGoods(db, storeId, { goods_price: '15.00' });
  buyerId = (await createShopper(db, 'rf-buyer')).id;
  buyer = await t.login('home', 'rf-buyer');
  seller = await t.login('seller', 'rf-seller');
  admin = await t.login('admin', 'admin');
});

describe('a refused after-sale', () => {
  it('returns a paid, unshipped order to waiting delivery: no settlement, and the store can still ship it', async () => {
    const o = await paidOrder();
    expect((await ask(o.id, 0)).code).toBe(200);
    expect(await orderOf(o.id)).toMatchObject({ order_status: 5, refund_status: 0 });
    const money = await balance();
    const store = await storeMoney();

    expect(await refuse(o.id, '已备货')).toMatchObject({ code: 200, data: true });
    expect(await orderOf(o.id)).toMatchObject({ order_status: 2, refund_status: 2, is_settlement: 0 });
    const [row] = await db.select().from(refunds).where(eq(refunds.order_id, o.id));
    expect([row!.refund_verify, row!.refuse_remark]).toEqual([2, '已备货']);
    expect(await balance()).toBe(money);

    // Neither a manual run nor the timed tasks pay the store for goods never sent.
    expect((await settleNow()).msg).toBe('没有找到订单.');
    const log = (e: unknown) => {
      throw e;
    };
    await confirmReceived(db, 0, log);
    expect(await settleCompleted(db)).toBe(0);
    expect(await orderOf(o.id)).toMatchObject({ order_status: 2, is_settlement: 0 });
    expect(await settlementsOf(o.id)).toEqual([]);
    expect(await storeMoney()).toBe(store);

    expect((await ship(o.id, 'YD100')).code).toBe(200);
    expect(await orderOf(o.id)).toMatchObject({ order_status: 3, delivery_code: 'yd', delivery_no: 'YD100' });
  });

  it('returns a shipped order to waiting receipt, which the timed task still confirms and settles once', async () => {
    // Paid six days ago: still inside the after-sale window, and past the five days the task is run with below.
    const o = await paidOrder({ created_at: ago(6 * 24 + 1), pay_time: ago(6 * 24) });
    expect((await ship(o.id, 'YD200')).code).toBe(200);
    expect((await ask(o.id, 1)).code).toBe(200);
    expect(await orderOf(o.id)).toMatchObject({ order_status: 5, refund_status: 1 });
    expect((await refuse(o.id)).code).toBe(200);
    expect(await orderOf(o.id)).toMatchObject({
      order_status: 3,
      refund_status: 2,
      delivery_code: 'yd',
      delivery_no: 'YD200',
    });
    expect(await settlementsOf(o.id)).toEqual([]);

    // The store kept the sale: once the order completes it is settled like any other.
    const store = await storeMoney();
    const log = (e: unknown) => {
      throw e;
    };
    expect(await confirmReceived(db, 5, log)).toBe(1);
    expect((await orderOf(o.id)).order_status).toBe(6);
    expect(await settleCompleted(db)).toBe(1);
    expect(await settlementsOf(o.id)).toHaveLength(1);
    expect(Number(await storeMoney()) - Number(store)).toBe(30);
    expect(await ledgerMismatches(db, 'store', storeId)).toEqual([]);
  });

  it('returns a received order to waiting for its review', async () => {
    const o = await paidOrder({
      order_status: 4,
      delivery_code: 'yd',
      delivery_no: 'YD300',
      delivery_time: ago(0.4),
      receipt_time: ago(0.2),
    });
    expect((await ask(o.id, 1)).code).toBe(200);
    expect((await refuse(o.id)).code).toBe(200);
    expect(await orderOf(o.id)).toMatchObject({ order_status: 4, refund_status: 2 });
  });

  it('lets the buyer ask again, and a second request follows the normal course', async () => {
    const o = await paidOrder();
    await ask(o.id, 0);
    await refuse(o.id);
    const first = await t.call<{ refund_verify: number }>('GET', `/api/user/order/refund/${o.id}`, { token: buyer });
    expect(first.data.refund_verify).toBe(2);

    expect(await ask(o.id, 0)).toMatchObject({ code: 200 });
    expect(await orderOf(o.id)).toMatchObject({ order_status: 5, refund_status: 0 });
    const again = await t.call<{ refund_verify: number }>('GET', `/api/user/order/refund/${o.id}`, { token: buyer });
    expect(again.data.refund_verify).toBe(0);
    // Still only one undecided request at a time.
    expect((await ask(o.id, 0)).code).toBe(500);
    expect(await db.select().from(refunds).where(eq(refunds.order_id, o.id))).toHaveLength(2);

    const money = await balance();
    expect(
      (await t.call('PUT', `/api/Seller/refunds/${o.id}`, { token: seller, body: { refund_verify: 1 } })).code,
    ).toBe(200);
    expect(Number(await balance()) - Number(money)).toBe(30);
    expect(await orderOf(o.id)).toMatchObject({ order_status: 6, refund_status: 2 });
    expect(await settleCompleted(db)).toBe(0);
    expect(await settlementsOf(o.id)).toEqual([]);
    expect(await ledgerMismatches(db, 'user', buyerId)).toEqual([]);
  });

  it('a refused decision cannot be taken twice, and a refusal changes nothing for another store', async () => {
    const o = await paidOrder();
    await ask(o.id, 0);
    await createSeller(db, 'rf-other');
    const other = await t.login('seller', 'rf-other');
    const foreign = await t.call('PUT', `/api/Seller/refunds/${o.id}`, { token: other, body: { refund_verify: 2 } });
    expect(foreign.msg).toBe('没有找到订单.');
    expect((await orderOf(o.id)).order_status).toBe(5);
    expect((await refuse(o.id)).code).toBe(200);
    expect((await refuse(o.id)).msg).toBe('操作失败.- rep');
    expect((await orderOf(o.id)).order_status).toBe(2);
  });
});
