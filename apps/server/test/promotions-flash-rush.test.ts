import { and, eq, gt, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderGoods, orders, seckills } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller, stockOf } from './order-fixtures.ts';
import { basket, buyers, flashSale } from './promotion-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

const ATTEMPTS = 2000;
const QUOTA = 100;
const PER_BUYER = 2;

describe('a flash sale under a rush', () => {
  it(`${ATTEMPTS} simultaneous attempts on a quota of ${QUOTA}: exactly ${QUOTA} units sold, no buyer above the limit`, async () => {
    const store = (await createSeller(db, 'rush-store')).store.id;
    const { goods } = await createGoods(db, store, { goods_price: '99.00', goods_stock: 1000, freight_id: -1 });
    const sale = await flashSale(db, store, goods.id, { price: '9.90', quota: QUOTA, per_user: PER_BUYER });
    const people = await buyers(db, 'rush', 200);
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, k) => {
        const who = people[k % people.length]!;
        // A distinct cart_id per attempt: every request is its own basket (the double-click guard stays out of it).
        const params = basket([{ goods_id: goods.id, sku_id: 0, buy_num: 1, cart_id: 100_000 + k }]);
        return t.call('POST', '/api/user/order/create', {
          token: who.token,
          body: { params, address_id: who.address, coupon_id: '' },
        });
      }),
    );
    const placed = answers.filter((a) => a.code === 200);
    expect(placed).toHaveLength(QUOTA);
    const refusals = new Set(answers.filter((a) => a.code !== 200).map((a) => a.msg));
    expect([...refusals].every((m) => ['秒杀商品已抢光.', '超出每人限购数量.'].includes(m))).toBe(true);

    const [row] = await db.select().from(seckills).where(eq(seckills.id, sale.id));
    expect(row!.sold).toBe(QUOTA);
    expect(await stockOf(db, goods.id)).toBe(1000 - QUOTA);
    const lines = await db
      .select({ user: orderGoods.user_id, n: orderGoods.buy_num })
      .from(orderGoods)
      .innerJoin(orders, eq(orders.id, orderGoods.order_id))
      .where(and(eq(orderGoods.seckill_id, sale.id), gt(orders.id, 0), ne(orders.order_status, 0)));
    expect(lines.reduce((s, l) => s + l.n, 0)).toBe(QUOTA);
    const perBuyer = new Map<number, number>();
    for (const l of lines) perBuyer.set(l.user, (perBuyer.get(l.user) ?? 0) + l.n);
    expect(Math.max(...perBuyer.values())).toBeLessThanOrEqual(PER_BUYER);
  }, 180_000);
});
