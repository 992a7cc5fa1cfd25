/**
 * A payment's number (`order_pays.pay_no`, unique) has five random digits per second and first digit of the user id:
 * two payments of a rush can draw the same one. The second must draw again, not fail the shopper's payment.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderPays, orders } from '../src/db/schema/index.ts';
import { numbers } from '../src/modules/orders/numbers.ts';
import { testApp } from './helper.ts';
import { createGoods, createOrder, createSeller, createShopper } from './order-fixtures.ts';

/** Numbers the next payments draw, in order; the real generator once they run out. */
const drawn: string[] = [];
const realOrderNo = numbers.orderNo;
vi.spyOn(numbers, 'orderNo').mockImplementation((userId: number) => drawn.shift() ?? realOrderNo(userId));
afterAll(() => vi.restoreAllMocks());

const t = await testApp({ demo: false });
const db = t.database.db;
let storeId = 0;
let goods: Awaited<ReturnType<typeof createGoods>>['goods'];

beforeAll(async () => {
  storeId = (await createSeller(db, 'payno-seller')).store.id;
  goods = (await createGoods(db, storeId, { goods_price: '10.00' })).goods;
});

const pay = (token: string, orderId: number) =>
  t.call('POST', '/api/user/order/pay', {
    token,
    body: { order_id: String(orderId), payment_name: 'balance', pay_password: '123456', device: 'scan' },
  });

describe('pay_no clashes', () => {
  it('draws again when the number is taken, and the payment goes through once', async () => {
    const first = await createShopper(db, 'payno-1', '100.00');
    const second = await createShopper(db, 'payno-2', '100.00');
    const a = await createOrder(db, first.id, storeId, [{ goods }]);
    const b = await createOrder(db, second.id, storeId, [{ goods }]);

    drawn.push('20261127120000100001');
    expect((await pay(await t.login('home', 'payno-1'), a.id)).code).toBe(200);
    // The second shopper's first draw is the number the first payment holds.
    drawn.push('20261127120000100001', '20261127120000100002');
    const r = await pay(await t.login('home', 'payno-2'), b.id);
    expect(r.code, r.msg).toBe(200);

    const pays = await db.select().from(orderPays).where(eq(orderPays.belong_id, second.id));
    expect(pays.map((p) => [p.pay_no, p.order_ids])).toEqual([['20261127120000100002', String(b.id)]]);
    const [order] = await db.select().from(orders).where(eq(orders.id, b.id));
    expect(order!.order_status).toBeGreaterThan(1);
    expect(drawn).toEqual([]);
  });

  it('gives up after a few taken numbers instead of looping, paying nothing', async () => {
    const shopper = await createShopper(db, 'payno-3', '100.00');
    const o = await createOrder(db, shopper.id, storeId, [{ goods }]);
    drawn.push(...Array.from({ length: 5 }, () => '20261127120000100001'));
    const r = await pay(await t.login('home', 'payno-3'), o.id);
    expect(r.code).toBe(500);
    expect(await db.select().from(orderPays).where(eq(orderPays.belong_id, shopper.id))).toEqual([]);
    const [order] = await db.select().from(orders).where(eq(orders.id, o.id));
    expect(order!.order_status).toBe(1);
  });
});
