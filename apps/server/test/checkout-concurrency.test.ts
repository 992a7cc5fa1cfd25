import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { configs, orderGoods, orders } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller, createShopper, defaultAddresses, stockOf } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

const params = (order: object[]) => Buffer.from(JSON.stringify({ order, ifcart: 0 })).toString('base64');

interface Shopper {
  token: string;
  address: number;
}

let shoppers: Shopper[] = [];

beforeAll(async () => {
  // The rushes below put up to 20 unpaid orders on one shopper: the unpaid-order cap (its own test) is lifted here.
  const [task] = await db.select().from(configs).where(eq(configs.name, 'task'));
  const content = { ...(JSON.parse(task!.content) as object), unpaid_order_limit: '0' };
  await db
    .update(configs)
    .set({ content: JSON.stringify(content) })
    .where(eq(configs.name, 'task'));
  shoppers = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const u = await createShopper(db, `rush-${i}`);
      const [addr] = await defaultAddresses(db, [u.id]);
      return { token: await t.login('home', `rush-${i}`), address: addr!.id };
    }),
  );
});

/**
 * `n` order/create requests at once, spread over the shoppers. Each carries a distinct unused cart_id, so every
 * request is a different basket and the 3-second double-click guard never hides the race.
 */
function rush(n: number, basket: (k: number) => object[]) {
  return Promise.all(
    Array.from({ length: n }, (_, k) => {
      const s = shoppers[k % shoppers.length]!;
      return t.call('POST', '/api/user/order/create', {
        token: s.token,
        body: { params: params(basket(k)), address_id: s.address, coupon_id: '' },
      });
    }),
  );
}

const ordersOf = (storeId: number) => db.select().from(orders).where(eq(orders.store_id, storeId));

describe('stock under concurrency', () => {
  it('200 concurrent orders on a SKU with 50 in stock give exactly 50 orders and stock 0', async () => {
    const { store } = await createSeller(db, 'rush-seller');
    const g = await createGoods(db, store.id, { goods_price: '1.00' }, [{ goods_price: '1.00', goods_stock: 50 }]);
    const skuId = g.skus[0]!.id;
    const answers = await rush(200, (k) => [{ goods_id: g.goods.id, sku_id: skuId, buy_num: 1, cart_id: 900000 + k }]);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(50);
    expect([...new Set(answers.filter((a) => a.code !== 200).map((a) => a.msg))]).toEqual(['库存不足.']);
    expect(await stockOf(db, g.goods.id, skuId)).toBe(0);
    const made = await ordersOf(store.id);
    expect(made).toHaveLength(50);
    const lines = await db.select().from(orderGoods).where(eq(orderGoods.store_id, store.id));
    expect(lines.reduce((s, l) => s + l.buy_num, 0)).toBe(50);
  }, 120_000);

  it('goods without SKUs: several pieces per order never take the stock below zero', async () => {
    const { store } = await createSeller(db, 'rush-plain');
    const g = await createGoods(db, store.id, { goods_stock: 10 });
    const answers = await rush(30, (k) => [{ goods_id: g.goods.id, sku_id: 0, buy_num: 3, cart_id: 800000 + k }]);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    expect(await stockOf(db, g.goods.id)).toBe(1);
    expect(await ordersOf(store.id)).toHaveLength(3);
  }, 120_000);

  it('baskets holding the same goods in opposite orders all go through (no deadlock), stock exact', async () => {
    const { store } = await createSeller(db, 'rush-mixed');
    const x = await createGoods(db, store.id, { goods_stock: 1000 });
    const y = await createGoods(db, store.id, { goods_stock: 1000 }, [{ goods_stock: 1000 }]);
    const lineX = { goods_id: x.goods.id, sku_id: 0, buy_num: 1 };
    const lineY = { goods_id: y.goods.id, sku_id: y.skus[0]!.id, buy_num: 2 };
    const answers = await rush(40, (k) =>
      k % 2 ? [{ ...lineX, cart_id: 700000 + k }, lineY] : [{ ...lineY, cart_id: 700000 + k }, lineX],
    );
    expect(answers.map((a) => a.msg)).toEqual(Array(40).fill('操作成功.'));
    expect(await stockOf(db, x.goods.id)).toBe(960);
    expect(await stockOf(db, y.goods.id, y.skus[0]!.id)).toBe(920);
  }, 120_000);
});
