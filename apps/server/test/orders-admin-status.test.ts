import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@shop/contract/orders';
import { orderSettlements, orders, stores } from '../src/db/schema/index.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { testApp } from './helper.ts';
import { createGoods, createOrder, createSeller, createShopper, ledgerMismatches, stockOf } from './order-fixtures.ts';
import { ADMIN_NEXT_ORDER_STATUS } from '@shop/contract/orders';

const t = await testApp({ demo: false });
const db = t.database.db;

let admin = '';
let buyer = '';
let buyerId = 0;
let seller = '';
let storeId = 0;
/** The store of the first test alone, so that no other test's settlement moves its money. */
let guardedStore = 0;
let gd: Awaited<ReturnType<typeof createGoods>>;
let guardedGoods: Awaited<ReturnType<typeof createGoods>>;

const HOUR = 3600_000;
const ago = (hours: number) => shanghaiTime(Date.now() - hours * HOUR);

/**
 * An order in `status` with the timestamps and waybill the real flow leaves at that point: placed four hours ago,
 * then paid, shipped, received and reviewed an hour apart as far as it got. Status 5 is an after-sale opened on a
 * paid, unshipped order.
 */
function orderIn(status: number, store = storeId) {
  const created = ago(4);
  const values: Partial<typeof orders.$inferInsert> = {
    order_status: status,
    created_at: created,
    pay_time: created,
    delivery_time: created,
    receipt_time: created,
    comment_time: created,
  };
  if (status >= ORDER_STATUS.waitDelivery) Object.assign(values, { payment_name: 'balance', pay_time: ago(3) });
  if (status === ORDER_STATUS.afterSale) values.refund_status = 0;
  else if (status >= ORDER_STATUS.waitReceipt)
    Object.assign(values, { delivery_code: 'yd', delivery_no: 'YD0001', delivery_time: ago(2) });
  if (status >= ORDER_STATUS.waitComment && status !== ORDER_STATUS.afterSale) values.receipt_time = ago(1);
  if (status === ORDER_STATUS.completed) values.comment_time = ago(0.5);
  const line = { goods: (store === storeId ? gd : guardedGoods).goods, buyNum: 2 };
  return createOrder(db, buyerId, store, [line], values);
}

/** The Admin status edit, always with a valid waybill so that only the transition rules can refuse a move. */
const edit = (id: number, status: number, headers: Record<string, string> = {}) =>
  t.call<number[]>('PUT', '/api/Admin/orders/status/edit', {
    token: admin,
    headers,
    body: { id, status, delivery_code: 'yd', delivery_no: `YD${id}` },
  });
const orderOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const storeMoney = async (id = storeId) => (await db.select().from(stores).where(eq(stores.id, id)))[0]!.store_money;
const settledCount = async () => (await db.select().from(orders).where(eq(orders.is_settlement, 1))).length;
const settlementsOf = (orderId: number) =>
  db.select().from(orderSettlements).where(eq(orderSettlements.order_id, orderId));
const settleNow = () => t.call('GET', '/api/Admin/order_settlement_handle', { token: admin });

beforeAll(async () => {
  const s = await createSeller(db, 'st-seller');
  storeId = s.store.id;
  guardedStore = (await createSeller(db, 'st-guarded')).store.id;
  guardedGoods = await createGoods(db, guardedStore, { goods_price: '15.00' });
  gd = await createGoods(db, storeId, { goods_price: '15.00', goods_stock: 50 });
  buyerId = (await createShopper(db, 'st-buyer')).id;
  buyer = await t.login('home', 'st-buyer');
  seller = await t.login('seller', 'st-guarded');
  admin = await t.login('admin', 'admin');
});

describe('the Admin order status edit', () => {
  const ALLOWED = ['1>0', '2>3', '3>4', '4>6'];
  it('are the steps the Admin status dialog offers', () => {
    expect(Object.entries(ADMIN_NEXT_ORDER_STATUS).map(([from, to]) => `${from}>${to}`)).toEqual(ALLOWED);
  });
  const STATUSES = Object.values(ORDER_STATUS);

  it('never completes, and so never settles, an order that is unpaid or not yet shipped', async () => {
    const unpaid = await orderIn(ORDER_STATUS.waitPay, guardedStore);
    const paid = await orderIn(ORDER_STATUS.waitDelivery, guardedStore);
    const store = await storeMoney(guardedStore);
    for (const target of [ORDER_STATUS.completed, ORDER_STATUS.waitComment, ORDER_STATUS.waitDelivery]) {
      expect(await edit(unpaid.id, target)).toMatchObject({ code: 500, msg: '订单状态不允许该操作.' });
    }
    for (const target of [ORDER_STATUS.completed, ORDER_STATUS.waitComment, ORDER_STATUS.afterSale]) {
      expect(await edit(paid.id, target)).toMatchObject({ code: 500, msg: '订单状态不允许该操作.' });
    }

    // Nor through an after-sale: the platform cannot end the buyer's request by completing the order.
    const ask = await t.call('POST', '/api/user/order/refund', {
      token: buyer,
      body: { order_id: paid.id, refund_type: 0, refund_remark: '不想要了' },
    });
    expect(ask.code, ask.msg).toBe(200);
    const inAfterSale = await orderOf(paid.id);
    expect(inAfterSale).toMatchObject({ order_status: 5, refund_status: 0 });
    expect((await edit(paid.id, ORDER_STATUS.completed)).msg).toBe('订单状态不允许该操作.');
    expect(await orderOf(paid.id)).toEqual(inAfterSale);
    expect(
      (await t.call('PUT', `/api/Seller/refunds/${paid.id}`, { token: seller, body: { refund_verify: 2 } })).code,
    ).toBe(200);
    expect(await orderOf(paid.id)).toMatchObject({ order_status: 2, refund_status: 2 });
    expect((await edit(paid.id, ORDER_STATUS.completed)).code).toBe(500);

    await settleNow();
    expect(await orderOf(unpaid.id)).toMatchObject({ order_status: 1, is_settlement: 0 });
    expect(await orderOf(paid.id)).toMatchObject({ order_status: 2, is_settlement: 0 });
    expect(await settlementsOf(unpaid.id)).toEqual([]);
    expect(await settlementsOf(paid.id)).toEqual([]);
    expect(await storeMoney(guardedStore)).toBe(store);
  });

  it('refuses every move the flow does not take, in both languages, and changes nothing', async () => {
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        if (ALLOWED.includes(`${from}>${to}`)) continue;
        const o = await orderIn(from);
        const stock = await stockOf(db, gd.goods.id);
        expect(await edit(o.id, to), `${from} → ${to}`).toMatchObject({ code: 500, msg: '订单状态不允许该操作.' });
        expect(await orderOf(o.id), `${from} → ${to}`).toEqual(o);
        expect(await stockOf(db, gd.goods.id)).toBe(stock);
      }
    }
    const o = await orderIn(ORDER_STATUS.waitDelivery);
    expect((await edit(o.id, ORDER_STATUS.completed, { 'accept-language': 'en' })).msg).toBe(
      'The order is not in a state that allows this.',
    );
    // The GET form the Admin client also sends follows the same rules.
    const viaGet = await t.call('GET', '/api/Admin/orders/x/edit', {
      token: admin,
      query: { id: o.id, status: ORDER_STATUS.completed },
    });
    expect(viaGet).toMatchObject({ code: 500, msg: '订单状态不允许该操作.' });
    expect(await orderOf(o.id)).toEqual(o);
  });

  it('still cancels an unpaid order, with its stock back', async () => {
    const stock = await stockOf(db, gd.goods.id);
    const o = await orderIn(ORDER_STATUS.waitPay);
    expect(await edit(o.id, ORDER_STATUS.cancelled)).toMatchObject({ code: 200, data: [0] });
    expect((await orderOf(o.id)).order_status).toBe(0);
    expect(await stockOf(db, gd.goods.id)).toBe(stock + 2);
  });

  it('takes a paid order step by step to completion, which settlement then pays once', async () => {
    const o = await orderIn(ORDER_STATUS.waitDelivery);
    expect(await edit(o.id, ORDER_STATUS.waitReceipt)).toMatchObject({ code: 200, data: [3] });
    expect(await orderOf(o.id)).toMatchObject({ order_status: 3, delivery_code: 'yd', delivery_no: `YD${o.id}` });
    const viaGet = await t.call('GET', '/api/Admin/orders/x/edit', {
      token: admin,
      query: { id: o.id, status: ORDER_STATUS.waitComment },
    });
    expect(viaGet).toMatchObject({ code: 200, data: [4] });
    expect(await edit(o.id, ORDER_STATUS.completed)).toMatchObject({ code: 200, data: [6] });
    expect((await orderOf(o.id)).order_status).toBe(6);

    const store = await storeMoney();
    const settled = await settledCount();
    expect((await settleNow()).code).toBe(200);
    expect(await settlementsOf(o.id)).toHaveLength(1);
    expect(await orderOf(o.id)).toMatchObject({ order_status: 6, is_settlement: 1 });
    // The completed fixtures of the other tests are settled in the same run: 30.00 each.
    expect(Number(await storeMoney()) - Number(store)).toBe(((await settledCount()) - settled) * 30);
    expect(await ledgerMismatches(db, 'store', storeId)).toEqual([]);
    expect((await settleNow()).msg).toBe('没有找到订单.');
    expect(await settlementsOf(o.id)).toHaveLength(1);
  });
});
