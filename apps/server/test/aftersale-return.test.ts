import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../src/db/schema/index.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { testApp } from './helper.ts';
import { createGoods, createOrder, createSeller, createShopper } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

let buyer = '';
let buyerId = 0;
let seller = '';
let storeId = 0;
let gd: Awaited<ReturnType<typeof createGoods>>;

const HOUR = 3600_000;
const ago = (hours: number) => shanghaiTime(Date.now() - hours * HOUR);

/** An order paid half an hour ago and not shipped: the steps still to come hold the creation time. */
const paidOrder = () => {
  const created = ago(1);
  return createOrder(db, buyerId, storeId, [{ goods: gd.goods, buyNum: 2 }], {
    order_status: 2,
    payment_name: 'balance',
    created_at: created,
    pay_time: ago(0.5),
    delivery_time: created,
    receipt_time: created,
    comment_time: created,
  });
};

const ask = (orderId: number, type: 0 | 1, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/user/order/refund', {
    token: buyer,
    headers,
    body: { order_id: orderId, refund_type: type, refund_remark: '不想要了' },
  });
const ship = (orderId: number, no: string) =>
  t.call('PUT', '/api/Seller/orders/status/edit', {
    token: seller,
    body: { id: orderId, status: 3, delivery_code: 'yd', delivery_no: no },
  });
const orderOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundsOf = (orderId: number) => db.select().from(refunds).where(eq(refunds.order_id, orderId));

beforeAll(async () => {
  const s = await createSeller(db, 'rt-seller');
  storeId = s.store.id;
  gd = await createGoods(db, storeId, { goods_price: '15.00' });
  buyerId = (await createShopper(db, 'rt-buyer')).id;
  buyer = await t.login('home', 'rt-buyer');
  seller = await t.login('seller', 'rt-seller');
});

describe('a return request', () => {
  it('is refused for a paid order not yet shipped, in both languages, and changes nothing', async () => {
    const o = await paidOrder();
    expect(await ask(o.id, 1)).toMatchObject({ code: 500, msg: '订单未发货，不能申请退货.' });
    expect((await ask(o.id, 1, { 'accept-language': 'en' })).msg).toBe(
      'This order has not been shipped: only a refund can be requested.',
    );
    expect(await orderOf(o.id)).toEqual(o);
    expect(await refundsOf(o.id)).toEqual([]);

    // The same order may still ask for its money back.
    expect(await ask(o.id, 0)).toMatchObject({ code: 200, data: true });
    expect(await orderOf(o.id)).toMatchObject({ order_status: 5, refund_status: 0 });
    expect(await refundsOf(o.id)).toHaveLength(1);
  });

  it('stays refused after a refused refund puts the order back to waiting delivery', async () => {
    const o = await paidOrder();
    expect((await ask(o.id, 0)).code).toBe(200);
    expect(
      (await t.call('PUT', `/api/Seller/refunds/${o.id}`, { token: seller, body: { refund_verify: 2 } })).code,
    ).toBe(200);
    const back = await orderOf(o.id);
    expect(back).toMatchObject({ order_status: 2, refund_status: 2 });
    expect((await ask(o.id, 1)).msg).toBe('订单未发货，不能申请退货.');
    expect(await orderOf(o.id)).toEqual(back);
    expect(await refundsOf(o.id)).toHaveLength(1);
  });

  it('is taken once the store shipped the order, and after the buyer received it', async () => {
    const shipped = await paidOrder();
    expect((await ship(shipped.id, 'YD500')).code).toBe(200);
    expect(await ask(shipped.id, 1)).toMatchObject({ code: 200, data: true });
    expect(await orderOf(shipped.id)).toMatchObject({ order_status: 5, refund_status: 1 });

    const received = await paidOrder();
    expect((await ship(received.id, 'YD501')).code).toBe(200);
    expect(
      (await t.call('PUT', `/api/user/order/${received.id}`, { token: buyer, body: { order_status: 4 } })).code,
    ).toBe(200);
    expect(await ask(received.id, 1)).toMatchObject({ code: 200, data: true });
    expect(await orderOf(received.id)).toMatchObject({ order_status: 5, refund_status: 1 });
    const [row] = await refundsOf(received.id);
    expect([row!.refund_type, row!.refund_verify]).toEqual([1, 0]);
  });
});
