import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartStoreGroup } from '@shop/contract/orders';
import { carts, goods, stores } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller, createShopper } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

type Made = Awaited<ReturnType<typeof createGoods>>;

let shopper = '';
let other = '';
let shopperId = 0;
let otherId = 0;
let storeA = 0;
let storeB = 0;
let plain: Made;
let withSkus: Made;
let inB: Made;

beforeAll(async () => {
  storeA = (await createSeller(db, 'cart-seller-a')).store.id;
  storeB = (await createSeller(db, 'cart-seller-b')).store.id;
  plain = await createGoods(db, storeA, { goods_price: '12.30', goods_stock: 7 });
  withSkus = await createGoods(db, storeA, { goods_price: '99.00' }, [
    { goods_price: '20.00', goods_stock: 5, goods_image: '/uploads/goods/sku-a.png' },
    { goods_price: '25.50', goods_stock: 0 },
  ]);
  inB = await createGoods(db, storeB, { goods_price: '8.00' });
  shopperId = (await createShopper(db, 'cart-shopper')).id;
  otherId = (await createShopper(db, 'cart-other')).id;
  shopper = await t.login('home', 'cart-shopper');
  other = await t.login('home', 'cart-other');
});

const lines = (userId: number) =>
  db
    .select()
    .from(carts)
    .where(and(eq(carts.user_id, userId), isNull(carts.deleted_at)))
    .orderBy(asc(carts.id));

const add = (body: object, token = shopper) => t.call('POST', '/api/user/carts', { token, body });

describe('adding to the cart', () => {
  it('refuses bad quantities, unknown goods, missing or foreign SKUs, writing nothing', async () => {
    const cases: [object, number, string?][] = [
      [{}, 422],
      [{ goods_id: 'x' }, 422],
      [{ goods_id: plain.goods.id, buy_num: 0 }, 422],
      [{ goods_id: plain.goods.id, buy_num: -1 }, 422],
      [{ goods_id: plain.goods.id, buy_num: 10000 }, 422],
      [{ goods_id: plain.goods.id, buy_num: '1.5' }, 422],
      [{ goods_id: plain.goods.id, sku_id: 'a' }, 422],
      [{ goods_id: 999999 }, 500, '商品已下架或店铺已关闭.'],
      [{ goods_id: withSkus.goods.id }, 500, '请选择商品规格.'],
      [{ goods_id: withSkus.goods.id, sku_id: 999999 }, 500, '操作失败.2'],
      [{ goods_id: plain.goods.id, sku_id: withSkus.skus[0]!.id }, 500, '操作失败.2'],
    ];
    for (const [body, code, msg] of cases) {
      const r = await add(body);
      expect([r.code, body]).toEqual([code, body]);
      if (msg) expect(r.msg).toBe(msg);
    }
    expect(await lines(shopperId)).toEqual([]);
  });

  it('refuses goods off the shelf, not approved, or of a closed store', async () => {
    const off = await createGoods(db, storeA, { goods_status: 0 });
    const unverified = await createGoods(db, storeA, { goods_verify: 2 });
    const { store: closed } = await createSeller(db, 'cart-closed', { store_status: 0 });
    const inClosed = await createGoods(db, closed.id);
    for (const g of [off, unverified, inClosed]) {
      const r = await add({ goods_id: g.goods.id });
      expect([r.code, r.msg]).toEqual([500, '商品已下架或店铺已关闭.']);
    }
    expect(await lines(shopperId)).toEqual([]);
  });

  it('adds up concurrent adds of the same line into one line, capped at 9999', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => add({ goods_id: plain.goods.id, buy_num: 2 })));
    expect(answers.map((a) => a.code)).toEqual(Array(8).fill(200));
    expect(answers[0]!.msg).toBe('操作成功.');
    const [line] = await lines(shopperId);
    expect((await lines(shopperId)).length).toBe(1);
    expect([line!.goods_id, line!.sku_id, line!.store_id, line!.buy_num]).toEqual([plain.goods.id, 0, storeA, 16]);
    await add({ goods_id: plain.goods.id, buy_num: 9999 });
    expect((await lines(shopperId))[0]!.buy_num).toBe(9999);
    await db.update(carts).set({ buy_num: 2 }).where(eq(carts.id, line!.id));
  });

  it('keeps one line per SKU and per store', async () => {
    expect((await add({ goods_id: withSkus.goods.id, sku_id: withSkus.skus[0]!.id })).code).toBe(200);
    expect((await add({ goods_id: withSkus.goods.id, sku_id: withSkus.skus[1]!.id, buy_num: 3 })).code).toBe(200);
    expect((await add({ goods_id: inB.goods.id })).code).toBe(200);
    expect((await add({ goods_id: inB.goods.id }, other)).code).toBe(200);
    expect((await lines(shopperId)).map((l) => [l.goods_id, l.sku_id, l.buy_num])).toEqual([
      [plain.goods.id, 0, 2],
      [withSkus.goods.id, withSkus.skus[0]!.id, 1],
      [withSkus.goods.id, withSkus.skus[1]!.id, 3],
      [inB.goods.id, 0, 1],
    ]);
  });
});

describe('the cart page', () => {
  it('groups own lines per store with SKU prices, stock and thumbs; pages count store groups', async () => {
    const r = await t.call<{ data: CartStoreGroup[]; total: number; per_page: number }>('GET', '/api/user/carts', {
      token: shopper,
    });
    expect(r.code).toBe(200);
    expect(r.data.total).toBe(2);
    const a = r.data.data.find((g) => g.store_id === storeA)!;
    expect(a).toMatchObject({ user_id: shopperId, store_name: 'cart-seller-a 的店', checked: false, css: false });
    expect(a.cart_list.map((l) => [l.goods_id, l.sku_id, l.buy_num, l.goods_price, l.sku_name, l.goods_stock])).toEqual(
      [
        [plain.goods.id, 0, 2, '12.30', '-', 7],
        [withSkus.goods.id, withSkus.skus[0]!.id, 1, '20.00', '规格1', 5],
        [withSkus.goods.id, withSkus.skus[1]!.id, 3, '25.50', '规格2', 0],
      ],
    );
    expect(a.cart_list[1]!.goods_image).toContain('sku-a_150.png');
    expect(a.cart_list[0]!.goods_image).toContain('_150.png');
    const paged = await t.call<{ data: CartStoreGroup[]; total: number; last_page: number }>('GET', '/api/user/carts', {
      token: shopper,
      query: { page: 2, per_page: 1 },
    });
    expect([paged.data.total, paged.data.last_page, paged.data.data.length]).toEqual([2, 2, 1]);
    expect(paged.data.data[0]!.cart_list.length).toBeGreaterThan(0);
    const others = await t.call<{ data: CartStoreGroup[] }>('GET', '/api/user/carts', { token: other });
    expect(others.data.data.map((g) => g.store_id)).toEqual([storeB]);
    expect((await t.call('GET', '/api/user/carts')).code).toBe(401);
  });

  it('counts the lines for the badge: own lines when signed in, 0 signed out', async () => {
    expect((await t.call<number>('GET', '/api/cart_count', { token: shopper })).data).toBe(4);
    expect((await t.call<number>('GET', '/api/cart_count', { token: other })).data).toBe(1);
    expect((await t.call<number>('GET', '/api/cart_count')).data).toBe(0);
    expect((await t.call<{ cart: number }>('GET', '/api/common', { token: shopper })).data.cart).toBe(4);
  });
});

describe('changing and removing lines', () => {
  it('sets (buy_num > 1) or steps (is_type) the quantity; minus at 1 removes the line', async () => {
    const [first, second] = await lines(shopperId);
    const put = (id: number, body: object, token = shopper) => t.call('PUT', `/api/user/carts/${id}`, { token, body });
    expect((await put(first!.id, { buy_num: 6 })).code).toBe(200);
    expect((await put(first!.id, { is_type: 1, buy_num: 1 })).code).toBe(200);
    expect((await put(first!.id, { is_type: 0, buy_num: 1 })).code).toBe(200);
    expect((await lines(shopperId))[0]!.buy_num).toBe(6);
    expect((await put(first!.id, { buy_num: 10000 })).code).toBe(422);
    expect((await lines(shopperId))[0]!.buy_num).toBe(6);
    expect((await put(second!.id, { is_type: 0, buy_num: 1 })).code).toBe(200);
    expect((await lines(shopperId)).map((l) => l.id)).not.toContain(second!.id);
    const gone = await put(second!.id, { is_type: 1, buy_num: 1 });
    expect([gone.code, gone.msg]).toEqual([500, '操作失败.5']);
  });

  it("refuses another user's line and leaves it as it was", async () => {
    const [theirs] = await lines(otherId);
    const r = await t.call('PUT', `/api/user/carts/${theirs!.id}`, { token: shopper, body: { buy_num: 50 } });
    expect([r.code, r.msg]).toEqual([500, '操作失败.5']);
    const del = await t.call('DELETE', `/api/user/carts/${theirs!.id}`, { token: shopper });
    expect([del.code, del.data]).toEqual([200, 0]);
    expect(await lines(otherId)).toEqual([theirs]);
  });

  it('removes own lines by id list', async () => {
    const mine = await lines(shopperId);
    const [theirs] = await lines(otherId);
    const r = await t.call('DELETE', `/api/user/carts/${mine.map((l) => l.id).join(',')},${theirs!.id}`, {
      token: shopper,
    });
    expect([r.code, r.data]).toEqual([200, mine.length]);
    expect(await lines(shopperId)).toEqual([]);
    expect(await lines(otherId)).toHaveLength(1);
    expect((await t.call<number>('GET', '/api/cart_count', { token: shopper })).data).toBe(0);
    // A removed line can be added again as a new line.
    expect((await add({ goods_id: plain.goods.id })).code).toBe(200);
    expect((await lines(shopperId)).map((l) => l.buy_num)).toEqual([1]);
  });

  it('shows a line whose goods went off the shelf, and refuses to add more of it', async () => {
    await db.update(goods).set({ goods_status: 0 }).where(eq(goods.id, plain.goods.id));
    const r = await t.call<{ data: CartStoreGroup[] }>('GET', '/api/user/carts', { token: shopper });
    expect(r.data.data[0]!.cart_list.map((l) => l.goods_id)).toEqual([plain.goods.id]);
    expect((await add({ goods_id: plain.goods.id })).msg).toBe('商品已下架或店铺已关闭.');
    await db.update(goods).set({ goods_status: 1 }).where(eq(goods.id, plain.goods.id));
    await db.update(stores).set({ store_status: 0 }).where(eq(stores.id, storeA));
    expect((await add({ goods_id: plain.goods.id })).msg).toBe('商品已下架或店铺已关闭.');
    await db.update(stores).set({ store_status: 1 }).where(eq(stores.id, storeA));
    expect((await lines(shopperId)).map((l) => l.buy_num)).toEqual([1]);
  });
});
