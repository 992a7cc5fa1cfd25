import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/contract/orders';
import { orderGoods, orders } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller, stockOf } from './order-fixtures.ts';
import { basket, buyers, type Buyer } from './promotion-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

let admin = '';
let storeId = 0;
let cartNo = 0;

const setTask = (task: Record<string, unknown>) =>
  t.call('PUT', '/api/Admin/configs/update', { token: admin, body: { task } });

/** One order/create; every basket is distinct (its own cart_id), so the double-click guard never answers instead. */
function place(b: Buyer, lines: { goods: number; n: number }[], headers: Record<string, string> = {}) {
  cartNo += 1;
  return t.call<OrderCreated>('POST', '/api/user/order/create', {
    token: b.token,
    headers,
    body: {
      params: basket(
        lines.map((l, i) => ({ goods_id: l.goods, sku_id: 0, buy_num: l.n, cart_id: i ? undefined : 700000 + cartNo })),
      ),
      address_id: b.address,
      coupon_id: '',
    },
  });
}

/** Pieces of a goods the buyer's unpaid orders hold. */
async function held(b: Buyer, goodsId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderGoods.buy_num}), 0)::int` })
    .from(orderGoods)
    .innerJoin(orders, eq(orders.id, orderGoods.order_id))
    .where(
      and(
        eq(orders.user_id, b.id),
        eq(orders.order_status, 1),
        isNull(orders.deleted_at),
        inArray(orderGoods.goods_id, [goodsId]),
      ),
    );
  return Number(row!.n);
}

const ZH = '未支付的订单中同一商品最多只能有 5 件，请先支付或取消您未支付的订单再下单.';
const EN = 'Your unpaid orders can hold at most 5 pieces of one goods: please pay or cancel your unpaid orders first.';

beforeAll(async () => {
  storeId = (await createSeller(db, 'pieces-seller')).store.id;
  admin = await t.login('admin', 'admin');
});

describe('the cap on pieces of one goods in unpaid orders', () => {
  it('takes a whole number, 0 or more, and the payment window 1 to 1440 minutes; anything else is a 422', async () => {
    for (const bad of ['-1', '1.5', 'x', '01']) expect((await setTask({ unpaid_goods_limit: bad })).code).toBe(422);
    for (const bad of ['0', '1441', '-5', 'abc', '1.5'])
      expect((await setTask({ promotion_pay_minutes: bad })).code).toBe(422);
    expect((await setTask({ unpaid_goods_limit: '0', promotion_pay_minutes: '1440' })).code).toBe(200);
    const r = await t.call<Record<string, unknown>>('GET', '/api/Admin/configs', {
      token: admin,
      query: { name: 'task' },
    });
    expect(r.data).toMatchObject({ unpaid_goods_limit: '0', promotion_pay_minutes: '1440' });
  });

  it('refuses the order that would pass it, counts each goods on its own, and frees room on cancel', async () => {
    expect((await setTask({ unpaid_goods_limit: '5', unpaid_order_limit: '0' })).code).toBe(200);
    const { goods: a } = await createGoods(db, storeId, { goods_price: '3.00', goods_stock: 100 });
    const { goods: b } = await createGoods(db, storeId, { goods_price: '3.00', goods_stock: 100 });
    const [s] = (await buyers(db, 'pieces-one', 1)) as [Buyer];
    expect((await place(s, [{ goods: a.id, n: 6 }])).msg).toBe(ZH);
    const first = await place(s, [{ goods: a.id, n: 3 }]);
    expect(first.code, first.msg).toBe(200);
    const refused = await place(s, [{ goods: a.id, n: 3 }]);
    expect([refused.code, refused.msg]).toEqual([500, ZH]);
    expect((await place(s, [{ goods: a.id, n: 3 }], { 'accept-language': 'en' })).msg).toBe(EN);
    // Two lines of the same goods count together; another goods has room of its own.
    expect(
      (
        await place(s, [
          { goods: b.id, n: 4 },
          { goods: a.id, n: 2 },
        ])
      ).code,
    ).toBe(200);
    expect((await place(s, [{ goods: b.id, n: 2 }])).msg).toBe(ZH);
    expect([await held(s, a.id), await held(s, b.id)]).toEqual([5, 4]);
    expect(await stockOf(db, a.id)).toBe(95);

    const cancelled = await t.call('PUT', `/api/user/order/${first.data.order_id[0]}`, {
      token: s.token,
      body: { order_status: 0 },
    });
    expect(cancelled.code).toBe(200);
    expect((await place(s, [{ goods: a.id, n: 3 }])).code).toBe(200);
    // Another shopper is not held by this one's orders; 0 lifts the cap.
    const [other] = (await buyers(db, 'pieces-other', 1)) as [Buyer];
    expect((await place(other, [{ goods: a.id, n: 5 }])).code).toBe(200);
    expect((await setTask({ unpaid_goods_limit: '0' })).code).toBe(200);
    expect((await place(s, [{ goods: a.id, n: 10 }])).code).toBe(200);
  });

  it('is never passed by many simultaneous checkouts of one shopper', async () => {
    expect((await setTask({ unpaid_goods_limit: '5', unpaid_order_limit: '0' })).code).toBe(200);
    const { goods: g } = await createGoods(db, storeId, { goods_price: '3.00', goods_stock: 1000 });
    const [s] = (await buyers(db, 'pieces-rush', 1)) as [Buyer];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, k) => place(s, [{ goods: g.id, n: 1 + (k % 2) }])),
    );
    const ok = answers.filter((a) => a.code === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect([...new Set(answers.filter((a) => a.code !== 200).map((a) => a.msg))]).toEqual([ZH]);
    const pieces = await held(s, g.id);
    expect(pieces).toBeLessThanOrEqual(5);
    // Single pieces keep coming until the cap is reached exactly.
    expect(pieces).toBe(5);
    expect(1000 - (await stockOf(db, g.id))).toBe(pieces);
  }, 120_000);
});
