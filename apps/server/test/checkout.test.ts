import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartStoreGroup, CheckoutGroup, OrderAfterItem, OrderCreated } from '@shop/contract/orders';
import { addresses, areas, carts, freights, orderGoods, orders } from '../src/db/schema/index.ts';
import { freightCents, type FreightRow } from '../src/modules/checkout/freight.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller, createShopper, stockOf } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
const params = (order: object[], ifcart = 0) => b64({ order, ifcart });

/** A real province → city → district chain of the seeded area tree. */
async function areaChain(nth = 0) {
  const provinces = await db.select().from(areas).where(eq(areas.pid, '0')).orderBy(areas.id);
  const p = provinces[nth]!;
  const [c] = await db.select().from(areas).where(eq(areas.pid, p.code)).orderBy(areas.id).limit(1);
  const [d] = await db.select().from(areas).where(eq(areas.pid, c!.code)).orderBy(areas.id).limit(1);
  type Area = typeof areas.$inferSelect;
  return [p, c, d] as [Area, Area, Area];
}

let shopper = '';
let other = '';
let storeA = 0;
let storeB = 0;
let goodsA: Awaited<ReturnType<typeof createGoods>>;
let goodsSku: Awaited<ReturnType<typeof createGoods>>;
let goodsB: Awaited<ReturnType<typeof createGoods>>;
let addressId = 0;
let chain: Awaited<ReturnType<typeof areaChain>>;
let farChain: Awaited<ReturnType<typeof areaChain>>;

beforeAll(async () => {
  const a = await createSeller(db, 'cart-seller-a');
  const b = await createSeller(db, 'cart-seller-b');
  storeA = a.store.id;
  storeB = b.store.id;
  goodsA = await createGoods(db, storeA, { goods_price: '12.30', goods_weight: '1.50', goods_stock: 20 });
  goodsSku = await createGoods(db, storeA, { goods_price: '99.00' }, [
    { goods_price: '20.00', goods_stock: 5, goods_weight: '0.50' },
    { goods_price: '25.50', goods_stock: 0 },
  ]);
  goodsB = await createGoods(db, storeB, { goods_price: '8.00', goods_weight: '0.20', freight_id: -1 });
  chain = await areaChain(0);
  farChain = await areaChain(1);
  // Store A: 8.00 for the first kg, 2.00 per extra 0.5 kg; 5.00 flat into the first province.
  await db.insert(freights).values([
    {
      store_id: storeA,
      name: '默认运费',
      f_weight: '1.00',
      f_price: '8.00',
      o_weight: '0.50',
      o_price: '2.00',
      is_type: 0,
      area_id: '',
    },
    {
      store_id: storeA,
      name: 'near',
      f_weight: '0.00',
      f_price: '5.00',
      o_weight: '0',
      o_price: '0',
      is_type: 1,
      area_id: String(chain[0].id),
    },
  ]);
  await createShopper(db, 'cart-shopper');
  await createShopper(db, 'cart-other');
  shopper = await t.login('home', 'cart-shopper');
  other = await t.login('home', 'cart-other');
});

describe('freight rules (api-contract §5.4.3)', () => {
  const tpl = (v: Partial<FreightRow>): FreightRow => ({
    id: 1,
    f_weight: '0',
    f_price: '0',
    o_weight: '0',
    o_price: '0',
    area_id: '',
    is_type: 0,
    ...v,
  });
  it('computes free, flat, first weight and additional weight, area fallback', () => {
    const def = tpl({ id: 1, f_weight: '1.00', f_price: '8.00', o_weight: '0.50', o_price: '2.00' });
    const area = tpl({ id: 2, is_type: 1, f_price: '5.00', area_id: '7,9' });
    expect(freightCents([def, area], -1, 1000, 7)).toBe(0);
    expect(freightCents([def, area], 0, 100, 7)).toBe(800);
    expect(freightCents([def, area], 0, 101, 7)).toBe(1000);
    expect(freightCents([def, area], 0, 250, 7)).toBe(800 + 3 * 200);
    expect(freightCents([def, area], 2, 250, 9)).toBe(500);
    expect(freightCents([def, area], 2, 250, 8)).toBe(1400);
    expect(freightCents([def, area], 3, 250, 8)).toBe(0);
    expect(freightCents([], 0, 250, 8)).toBe(0);
    expect(freightCents([tpl({ f_weight: '1', f_price: '6' })], 0, 300, 1)).toBe(600);
    expect(freightCents([tpl({ f_weight: '1', f_price: '6', o_price: '3' })], 0, 300, 1)).toBe(0);
    expect(freightCents([tpl({ f_weight: '1', f_price: '0', o_weight: '1', o_price: '3' })], 0, 300, 1)).toBe(0);
  });
});

describe('addresses', () => {
  it('adds with a real area path, first one default, and refuses broken input', async () => {
    const bad = await t.call('POST', '/api/user/addresses', {
      token: shopper,
      body: { receive_name: '李四', receive_tel: '123', address: '路 1 号', area: chain.map((a) => a.id) },
    });
    expect(bad.code).toBe(422);
    const broken = await t.call('POST', '/api/user/addresses', {
      token: shopper,
      body: {
        receive_name: '李四',
        receive_tel: '13900000000',
        address: '路 1 号',
        area: [chain[0].id, farChain[1].id, farChain[2].id],
      },
    });
    expect(broken.code).toBe(422);
    expect(await db.select().from(addresses).where(isNull(addresses.deleted_at))).toHaveLength(0);
    const ok = await t.call<{ id: number; is_default: number; area_info: string }>('POST', '/api/user/addresses', {
      token: shopper,
      body: { receive_name: '李四', receive_tel: '13900000000', address: '路 1 号', area: chain.map((a) => a.id) },
    });
    expect(ok.code).toBe(200);
    expect(ok.data.is_default).toBe(1);
    expect(ok.data.area_info).toBe(chain.map((a) => a.name).join(' '));
    addressId = ok.data.id;
    const second = await t.call<{ id: number }>('POST', '/api/user/addresses', {
      token: shopper,
      body: {
        receive_name: '王五',
        receive_tel: '13900000001',
        address: '远方',
        area: farChain.map((a) => a.id),
        is_default: 1,
      },
    });
    const list = await t.call<{ data: { id: number; is_default: boolean }[] }>('GET', '/api/user/addresses', {
      token: shopper,
      query: { isResource: 'Home' },
    });
    expect(list.data.data.map((a) => [a.id, a.is_default])).toEqual([
      [second.data.id, true],
      [addressId, false],
    ]);
    expect((await t.call('GET', `/api/user/addresses/default/${addressId}`, { token: shopper })).code).toBe(200);
    // Another shopper can neither read, edit, default nor delete it.
    expect((await t.call('GET', `/api/user/addresses/${addressId}`, { token: other })).code).toBe(500);
    expect((await t.call('GET', `/api/user/addresses/default/${addressId}`, { token: other })).code).toBe(500);
    expect((await t.call('DELETE', `/api/user/addresses/${addressId}`, { token: other })).data).toBe(0);
    const [row] = await db.select().from(addresses).where(eq(addresses.id, addressId));
    expect(row!.is_default).toBe(1);
  });
});

describe('cart', () => {
  it('adds up the same line, requires a SKU when the goods has SKUs, and groups per store', async () => {
    const add = (body: object, token = shopper) => t.call('POST', '/api/user/carts', { token, body });
    expect((await add({ goods_id: goodsSku.goods.id })).msg).toBe('请选择商品规格.');
    expect((await add({ goods_id: goodsSku.goods.id, sku_id: goodsA.goods.id + 100000 })).msg).toBe('操作失败.2');
    expect((await add({ goods_id: goodsA.goods.id, buy_num: 0 })).code).toBe(422);
    await Promise.all([add({ goods_id: goodsA.goods.id, buy_num: 2 }), add({ goods_id: goodsA.goods.id, buy_num: 3 })]);
    expect((await add({ goods_id: goodsSku.goods.id, sku_id: goodsSku.skus[0]!.id })).code).toBe(200);
    expect((await add({ goods_id: goodsB.goods.id })).code).toBe(200);
    const cart = await t.call<{ data: CartStoreGroup[]; total: number }>('GET', '/api/user/carts', { token: shopper });
    expect(cart.data.total).toBe(2);
    const a = cart.data.data.find((g) => g.store_id === storeA)!;
    expect(a.cart_list.map((l) => [l.goods_id, l.buy_num, l.goods_price])).toEqual([
      [goodsA.goods.id, 5, '12.30'],
      [goodsSku.goods.id, 1, '20.00'],
    ]);
    expect((await t.call<number>('GET', '/api/cart_count', { token: shopper })).data).toBeGreaterThanOrEqual(3);
    const line = a.cart_list[0]!;
    expect(
      (await t.call('PUT', `/api/user/carts/${line.cart_id}`, { token: other, body: { is_type: 1, buy_num: 1 } })).code,
    ).toBe(500);
    await t.call('PUT', `/api/user/carts/${line.cart_id}`, { token: shopper, body: { is_type: 0, buy_num: 1 } });
    await t.call('PUT', `/api/user/carts/${line.cart_id}`, { token: shopper, body: { is_type: 1, buy_num: 1 } });
    await t.call('PUT', `/api/user/carts/${line.cart_id}`, { token: shopper, body: { buy_num: 4 } });
    const [row] = await db.select().from(carts).where(eq(carts.id, line.cart_id));
    expect(row!.buy_num).toBe(4);
    expect((await t.call('DELETE', `/api/user/carts/${line.cart_id}`, { token: other })).data).toBe(0);
  });
});

describe('checkout', () => {
  it('previews per store with prices, freight and totals from the database', async () => {
    const order = [
      { goods_id: goodsA.goods.id, sku_id: 0, buy_num: 2, goods_price: '0.01', total: '0.01' },
      { goods_id: goodsB.goods.id, sku_id: 0, buy_num: 1 },
      { goods_id: goodsSku.goods.id, sku_id: goodsSku.skus[0]!.id, buy_num: 1 },
    ];
    const r = await t.call<CheckoutGroup[]>('POST', '/api/user/order/before', {
      token: shopper,
      body: { params: params(order), address_id: addressId },
    });
    expect(r.code).toBe(200);
    expect(r.data.map((g) => g.store_info.id)).toEqual([storeA, storeB]);
    const [a, b] = r.data as [CheckoutGroup, CheckoutGroup];
    expect(a.goods_list.map((l) => l.total)).toEqual(['24.60', '20.00']);
    expect(a.store_total_price).toBe('44.60');
    // Goods of template 0 use the store default: 3.5 kg = 8.00 + 5 × 2.00.
    expect([a.freight_money, a.total_price]).toEqual(['18.00', '62.60']);
    expect([b.freight_money, b.total_price]).toEqual(['0.00', '8.00']);
    const noStock = await t.call('POST', '/api/user/order/before', {
      token: shopper,
      body: { params: params([{ goods_id: goodsSku.goods.id, sku_id: goodsSku.skus[1]!.id, buy_num: 1 }]) },
    });
    expect(noStock.msg).toBe('库存不足.');
    expect(
      (await t.call('POST', '/api/user/order/before', { token: shopper, body: { params: 'not-base64-json' } })).status,
    ).toBe(400);
  });

  it('places one order per store, takes stock, clears the cart lines, and refuses a second click', async () => {
    const cart = await t.call<{ data: CartStoreGroup[] }>('GET', '/api/user/carts', { token: shopper });
    const lines = cart.data.data.flatMap((g) => g.cart_list);
    const order = lines.map((l) => ({
      goods_id: l.goods_id,
      sku_id: l.sku_id,
      buy_num: l.buy_num,
      cart_id: l.cart_id,
    }));
    const body = {
      params: params(order, 1),
      address_id: addressId,
      coupon_id: '',
      remark: JSON.stringify({ [storeA]: '请尽快发货' }),
    };
    expect(
      (
        await t.call('POST', '/api/user/order/create', {
          token: shopper,
          body: { params: params(order, 1), address_id: addressId },
        })
      ).msg,
    ).toBe('coupon_id empty');
    expect((await t.call('POST', '/api/user/order/create', { token: other, body: { ...body } })).msg).toBe(
      '地址不能为空.2',
    );
    const stockBefore = await stockOf(db, goodsA.goods.id);
    const [first, second] = await Promise.all([
      t.call<OrderCreated>('POST', '/api/user/order/create', { token: shopper, body }),
      t.call<OrderCreated>('POST', '/api/user/order/create', { token: shopper, body }),
    ]);
    const made = [first, second].filter((r) => r.code === 200);
    expect(made).toHaveLength(1);
    expect([first, second].find((r) => r.code !== 200)!.msg).toBe('请耐心等待，不要重复下单.');
    const created = made[0]!.data;
    expect(created.order_id).toHaveLength(2);
    expect(await stockOf(db, goodsA.goods.id)).toBe(stockBefore - 4);
    expect(await stockOf(db, goodsSku.goods.id, goodsSku.skus[0]!.id)).toBe(4);
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.user_id, (await db.select().from(addresses).where(eq(addresses.id, addressId)))[0]!.user_id));
    const a = rows.find((o) => o.store_id === storeA)!;
    expect([a.order_price, a.freight_money, a.total_price, a.remark, a.order_status]).toEqual([
      '69.20',
      '30.00',
      '99.20',
      '请尽快发货',
      1,
    ]);
    expect(await db.select().from(orderGoods).where(eq(orderGoods.order_id, a.id))).toHaveLength(2);
    expect(
      await db
        .select()
        .from(carts)
        .where(and(eq(carts.user_id, a.user_id), isNull(carts.deleted_at))),
    ).toHaveLength(0);
    const after = await t.call<OrderAfterItem[]>('POST', '/api/user/order/after', {
      token: shopper,
      body: { params: b64({ order_id: created.order_id }) },
    });
    expect(after.data.map((o) => o.total_price).sort()).toEqual(['8.00', '99.20']);
    const foreign = await t.call<OrderAfterItem[]>('POST', '/api/user/order/after', {
      token: other,
      body: { params: b64({ order_id: created.order_id }) },
    });
    expect(foreign.data).toEqual([]);
  });
});

describe('stock under concurrency', () => {
  it('200 concurrent orders on a SKU with 50 in stock give exactly 50 orders', async () => {
    const { store } = await createSeller(db, 'rush-seller');
    const rush = await createGoods(db, store.id, { goods_price: '1.00' }, [{ goods_price: '1.00', goods_stock: 50 }]);
    const skuId = rush.skus[0]!.id;
    const shoppers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const u = await createShopper(db, `rush-${i}`);
        const [addr] = await db
          .insert(addresses)
          .values({
            user_id: u.id,
            receive_name: 'r',
            receive_tel: '13900000000',
            address: 'a',
            province_id: chain[0].id,
            city_id: chain[1].id,
            region_id: chain[2].id,
            area_info: 'x',
            is_default: 1,
          })
          .returning();
        return { token: await t.login('home', `rush-${i}`), address: addr!.id };
      }),
    );
    // 20 different baskets per shopper (a distinct unused cart_id), so the double-click guard stays out of the race.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => {
        const s = shoppers[n % 10]!;
        return t.call('POST', '/api/user/order/create', {
          token: s.token,
          body: {
            params: params([{ goods_id: rush.goods.id, sku_id: skuId, buy_num: 1, cart_id: 900000 + n }]),
            address_id: s.address,
            coupon_id: '',
          },
        });
      }),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(50);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.msg === '库存不足.')).toBe(true);
    expect(await stockOf(db, rush.goods.id, skuId)).toBe(0);
    expect(await db.select().from(orders).where(eq(orders.store_id, store.id))).toHaveLength(50);
  }, 120_000);
});

describe('area freight template', () => {
  it('applies to goods of that template in its provinces, and falls back to the default elsewhere', async () => {
    const [area] = await db
      .select()
      .from(freights)
      .where(and(eq(freights.store_id, storeA), eq(freights.is_type, 1)));
    const g = await createGoods(db, storeA, { goods_price: '3.00', goods_weight: '4.00', freight_id: area!.id });
    const [far] = await db
      .insert(addresses)
      .values({
        user_id: (await db.select().from(addresses).where(eq(addresses.id, addressId)))[0]!.user_id,
        receive_name: 'f',
        receive_tel: '13900000000',
        address: 'far',
        province_id: farChain[0].id,
        city_id: farChain[1].id,
        region_id: farChain[2].id,
        area_info: 'far',
      })
      .returning();
    const preview = (address: number) =>
      t.call<CheckoutGroup[]>('POST', '/api/user/order/before', {
        token: shopper,
        body: { params: params([{ goods_id: g.goods.id, sku_id: 0, buy_num: 1 }]), address_id: address },
      });
    expect((await preview(addressId)).data[0]!.freight_money).toBe('5.00');
    expect((await preview(far!.id)).data[0]!.freight_money).toBe('20.00');
  });
});
