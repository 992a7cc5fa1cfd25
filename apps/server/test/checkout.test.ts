import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartStoreGroup, CheckoutGroup, OrderAfterItem, OrderCreated } from '@shop/contract/orders';
import { addresses, areas, carts, freights, goods, orderGoods, orders } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller, createShopper, stockOf } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

type Area = typeof areas.$inferSelect;
type Made = Awaited<ReturnType<typeof createGoods>>;

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
const params = (order: object[], ifcart = 0) => b64({ order, ifcart });

/** A real province → city → district chain of the seeded area tree. */
async function areaChain(nth: number): Promise<[Area, Area, Area]> {
  const provinces = await db.select().from(areas).where(eq(areas.pid, '0')).orderBy(asc(areas.id));
  const p = provinces[nth]!;
  const [c] = await db.select().from(areas).where(eq(areas.pid, p.code)).orderBy(asc(areas.id)).limit(1);
  const [d] = await db.select().from(areas).where(eq(areas.pid, c!.code)).orderBy(asc(areas.id)).limit(1);
  return [p, c!, d!];
}

let shopper = '';
let other = '';
let shopperId = 0;
let otherId = 0;
let storeA = 0;
let storeB = 0;
let plainA: Made;
let skuA: Made;
let freeB: Made;
let areaGoods: Made;
let addressNear = 0;
let addressFar = 0;
let otherAddress = 0;
let near: [Area, Area, Area];
let far: [Area, Area, Area];

async function addAddress(token: string, chain: [Area, Area, Area]): Promise<number> {
  const r = await t.call<{ id: number }>('POST', '/api/user/addresses', {
    token,
    body: { receive_name: '李四', receive_tel: '13900000000', address: '人民路 1 号', area: chain.map((a) => a.id) },
  });
  return r.data.id;
}

beforeAll(async () => {
  storeA = (await createSeller(db, 'co-seller-a')).store.id;
  storeB = (await createSeller(db, 'co-seller-b')).store.id;
  near = await areaChain(0);
  far = await areaChain(1);
  // Store A: 8.00 for the first kg, 2.00 per further 0.5 kg; an area template of 5.00 flat into the near province.
  const [, area] = await db
    .insert(freights)
    .values([
      { store_id: storeA, name: '默认运费', f_weight: '1', f_price: '8', o_weight: '0.5', o_price: '2', is_type: 0 },
      { store_id: storeA, name: 'near', f_price: '5', is_type: 1, area_id: String(near[0].id) },
    ])
    .returning();
  plainA = await createGoods(db, storeA, { goods_price: '12.30', goods_weight: '1.50', goods_stock: 20 });
  skuA = await createGoods(db, storeA, { goods_price: '99.00' }, [
    { goods_price: '20.00', goods_stock: 5, goods_weight: '0.50' },
    { goods_price: '25.50', goods_stock: 0 },
  ]);
  freeB = await createGoods(db, storeB, { goods_price: '8.00', goods_weight: '0.20', freight_id: -1 });
  areaGoods = await createGoods(db, storeA, { goods_price: '3.00', goods_weight: '4.00', freight_id: area!.id });
  shopperId = (await createShopper(db, 'co-shopper')).id;
  otherId = (await createShopper(db, 'co-other')).id;
  shopper = await t.login('home', 'co-shopper');
  other = await t.login('home', 'co-other');
  addressNear = await addAddress(shopper, near);
  addressFar = await addAddress(shopper, far);
  otherAddress = await addAddress(other, near);
});

const before = (body: object, token = shopper) =>
  t.call<CheckoutGroup[]>('POST', '/api/user/order/before', { token, body });
const create = (body: object, token = shopper) =>
  t.call<OrderCreated>('POST', '/api/user/order/create', { token, body });

/** What a refused request must leave untouched. */
async function snapshot() {
  return {
    orders: await db.select().from(orders),
    lines: await db.select().from(orderGoods),
    stock: await db.select({ id: goods.id, s: goods.goods_stock }).from(goods).orderBy(asc(goods.id)),
    sku: await stockOf(db, skuA.goods.id, skuA.skus[0]!.id),
    carts: await db.select().from(carts).where(isNull(carts.deleted_at)).orderBy(asc(carts.id)),
  };
}

describe('checkout preview (/user/order/before)', () => {
  const basket = () => [
    { goods_id: freeB.goods.id, sku_id: 0, buy_num: 1 },
    { goods_id: plainA.goods.id, sku_id: 0, buy_num: 2, goods_price: '0.01', total: '0.01' },
    { goods_id: skuA.goods.id, sku_id: skuA.skus[0]!.id, buy_num: 1, collective_id: 0 },
  ];

  it('groups per store in first-appearance order with prices from the database', async () => {
    const r = await before({ params: params(basket()), goods_price: '0.01', total_price: '0.01' });
    expect([r.code, r.data.map((g) => g.store_info.id)]).toEqual([200, [storeB, storeA]]);
    const [b, a] = r.data as [CheckoutGroup, CheckoutGroup];
    expect(a.goods_list.map((l) => [l.id, l.sku_id, l.goods_price, l.total, l.total_weight, l.sku_name])).toEqual([
      [plainA.goods.id, 0, '12.30', '24.60', '3.00', '-'],
      [skuA.goods.id, skuA.skus[0]!.id, '20.00', '20.00', '0.50', '规格1'],
    ]);
    expect(a.goods_list[0]).toMatchObject({ store_id: storeA, goods_stock: 20, freight_id: 0, buy_num: 2 });
    expect(a.goods_list[0]!.goods_master_image).toContain('_150.png');
    expect(a).toMatchObject({ store_total_price: '44.60', is_coupon: false, coupons: [], coupon_id: 0 });
    expect(b.store_info).toEqual({
      id: storeB,
      store_name: 'co-seller-b 的店',
      store_logo: expect.any(String) as string,
    });
    // Without an address there is no freight yet: the amounts are the goods' less their discounts (none here).
    expect(a).toMatchObject({ freight_money: '0.00', coupon_money: '0.00', total_price: '44.60', discounts: [] });
  });

  it('with an address adds freight, discounts and totals from the same pipeline as creation', async () => {
    const r = await before({ params: params(basket()), address_id: addressNear });
    const [b, a] = r.data as [CheckoutGroup, CheckoutGroup];
    // Store A's default template: 3.5 kg = 8.00 + 5 × 2.00; store B's goods ship free.
    expect([a.freight_money, a.coupon_money, a.total_price]).toEqual(['18.00', '0.00', '62.60']);
    expect([b.freight_money, b.total_price]).toEqual(['0.00', '8.00']);
    // Goods of the area template: 5.00 into its province, the default (4 kg = 8.00 + 6 × 2.00) elsewhere.
    const areaBasket = params([{ goods_id: areaGoods.goods.id, sku_id: 0, buy_num: 1 }]);
    expect((await before({ params: areaBasket, address_id: addressNear })).data[0]!.freight_money).toBe('5.00');
    expect((await before({ params: areaBasket, address_id: addressFar })).data[0]!.freight_money).toBe('20.00');
  });

  it('refuses what cannot be bought, bad params and addresses that are not yours', async () => {
    const one = (item: object) => before({ params: params([item]) });
    const cases: [Promise<{ code: number; msg: string; status: number }>, string][] = [
      [one({ goods_id: skuA.goods.id, sku_id: 0, buy_num: 1 }), '请选择商品规格.'],
      [one({ goods_id: skuA.goods.id, sku_id: freeB.goods.id + 99999, buy_num: 1 }), '操作失败.2'],
      [one({ goods_id: plainA.goods.id, sku_id: skuA.skus[0]!.id, buy_num: 1 }), '操作失败.2'],
      [one({ goods_id: skuA.goods.id, sku_id: skuA.skus[1]!.id, buy_num: 1 }), '库存不足.'],
      [one({ goods_id: plainA.goods.id, sku_id: 0, buy_num: 21 }), '库存不足.'],
      [one({ goods_id: 999999, sku_id: 0, buy_num: 1 }), '商品已下架或店铺已关闭.'],
      [
        before({ params: params([{ goods_id: plainA.goods.id, buy_num: 1 }]), address_id: otherAddress }),
        '地址不能为空.2',
      ],
    ];
    for (const [answer, msg] of cases) expect(await answer.then((r) => [r.code, r.msg])).toEqual([500, msg]);
    for (const n of [10000, 0, 1.5]) {
      const r = await one({ goods_id: plainA.goods.id, sku_id: 0, buy_num: n });
      expect([r.code, r.msg]).toEqual([422, '购买数量为1到9999.']);
    }
    for (const bad of [
      'not-base64-json',
      b64({ order: [] }),
      b64({ order: 'x' }),
      params([{ sku_id: 0, buy_num: 1 }]),
      params([{ goods_id: plainA.goods.id, sku_id: -1, buy_num: 1 }]),
      params([{ goods_id: 'x', buy_num: 1 }]),
    ]) {
      const r = await before({ params: bad });
      expect([r.status, bad]).toEqual([400, bad]);
    }
    expect((await before({})).status).toBe(400);
    expect((await t.call('POST', '/api/user/order/before', { body: { params: params(basket()) } })).code).toBe(401);
  });
});

describe('placing orders (/user/order/create)', () => {
  it('refuses a missing coupon_id or address, a foreign address, stock or SKU problems, changing nothing', async () => {
    const item = { goods_id: plainA.goods.id, sku_id: 0, buy_num: 1 };
    const start = await snapshot();
    const cases: [object, string, string?][] = [
      [{ params: params([item]), address_id: addressNear }, 'coupon_id empty'],
      [{ params: params([item]), coupon_id: '' }, '地址不能为空.'],
      [{ params: params([item]), coupon_id: '', address_id: 0 }, '地址不能为空.'],
      [{ params: params([item]), coupon_id: '', address_id: otherAddress }, '地址不能为空.2'],
      [{ params: params([item]), coupon_id: '', address_id: 999999 }, '地址不能为空.2'],
      [
        { params: params([{ ...item, goods_id: skuA.goods.id }]), coupon_id: '', address_id: addressNear },
        '请选择商品规格.',
      ],
      // The first line could be bought; the second cannot: nothing of the first is kept either.
      [
        {
          params: params([item, { goods_id: skuA.goods.id, sku_id: skuA.skus[0]!.id, buy_num: 6 }]),
          coupon_id: '',
          address_id: addressNear,
        },
        '库存不足.',
      ],
      // Two lines of the same SKU that together need more than its stock: the second conditional update fails.
      [
        {
          params: params([
            item,
            { goods_id: skuA.goods.id, sku_id: skuA.skus[0]!.id, buy_num: 3 },
            { goods_id: skuA.goods.id, sku_id: skuA.skus[0]!.id, buy_num: 3 },
          ]),
          coupon_id: '',
          address_id: addressNear,
        },
        '库存不足.',
      ],
    ];
    for (const [body, msg] of cases) {
      const r = await create(body);
      expect([r.code, r.msg, body]).toEqual([500, msg, body]);
    }
    expect((await create({ params: 'garbage', coupon_id: '', address_id: addressNear })).status).toBe(400);
    expect(await snapshot()).toEqual(start);
  });

  it('places one order per store from the cart, each with its own freight, prices from the database', async () => {
    // The cart: two lines of store A and one of B for the shopper; one line of the other user.
    for (const body of [
      { goods_id: plainA.goods.id, buy_num: 2 },
      { goods_id: skuA.goods.id, sku_id: skuA.skus[0]!.id },
      { goods_id: freeB.goods.id, buy_num: 3 },
      { goods_id: areaGoods.goods.id },
    ]) {
      expect((await t.call('POST', '/api/user/carts', { token: shopper, body })).code).toBe(200);
    }
    await t.call('POST', '/api/user/carts', { token: other, body: { goods_id: plainA.goods.id } });
    const [theirs] = await db.select().from(carts).where(eq(carts.user_id, otherId));
    const cart = await t.call<{ data: CartStoreGroup[] }>('GET', '/api/user/carts', { token: shopper });
    const chosen = cart.data.data.flatMap((g) => g.cart_list).filter((l) => l.goods_id !== areaGoods.goods.id);
    const order = [
      ...chosen.map((l) => ({ goods_id: l.goods_id, sku_id: l.sku_id, buy_num: l.buy_num, cart_id: l.cart_id })),
    ];
    // Someone else's cart line id slipped into the basket: their line stays (the goods line is still bought).
    order[0] = { ...order[0]!, goods_price: '0.01', total: '0.01' } as (typeof order)[0];
    order.push({ goods_id: freeB.goods.id, sku_id: 0, buy_num: 1, cart_id: theirs!.id });
    const plainBefore = await stockOf(db, plainA.goods.id);
    const r = await create({
      params: params(order, 1),
      address_id: addressFar,
      coupon_id: '',
      remark: JSON.stringify({ [storeA]: '  请尽快发货 ', [storeB]: '礼物' }),
      total_price: '0.01',
      freight_money: '0',
    });
    expect([r.code, r.msg]).toEqual([200, '操作成功.']);
    expect(r.data.order_id).toHaveLength(2);
    expect(r.data.order_no.every((no) => /^\d{20}$/.test(no))).toBe(true);
    const made = await db.select().from(orders).where(inArray(orders.id, r.data.order_id)).orderBy(asc(orders.id));
    expect(made.map((o) => o.store_id)).toEqual(
      cart.data.data.map((g) => g.store_id).filter((id) => made.some((o) => o.store_id === id)),
    );
    const a = made.find((o) => o.store_id === storeA)!;
    const b = made.find((o) => o.store_id === storeB)!;
    // A: 2 × 12.30 + 20.00 = 44.60, 3.5 kg to the far province = 18.00. B: 4 × 8.00, free shipping.
    expect([a.order_price, a.freight_money, a.coupon_money, a.total_price, a.remark]).toEqual([
      '44.60',
      '18.00',
      '0.00',
      '62.60',
      '请尽快发货',
    ]);
    expect([b.order_price, b.freight_money, b.total_price, b.remark]).toEqual(['32.00', '0.00', '32.00', '礼物']);
    expect(a).toMatchObject({
      user_id: shopperId,
      order_status: 1,
      coupon_id: 0,
      receive_name: '李四',
      receive_tel: '13900000000',
      receive_area: far.map((x) => x.name).join(' '),
      receive_address: '人民路 1 号',
      order_name: plainA.goods.goods_name,
    });
    const aLines = await db.select().from(orderGoods).where(eq(orderGoods.order_id, a.id)).orderBy(asc(orderGoods.id));
    expect(aLines.map((l) => [l.goods_id, l.sku_id, l.buy_num, l.goods_price, l.total_price, l.total_weight])).toEqual([
      [plainA.goods.id, 0, 2, '12.30', '24.60', '3.00'],
      [skuA.goods.id, skuA.skus[0]!.id, 1, '20.00', '20.00', '0.50'],
    ]);
    expect(await stockOf(db, plainA.goods.id)).toBe(plainBefore - 2);
    expect(await stockOf(db, skuA.goods.id, skuA.skus[0]!.id)).toBe(4);
    // Only the listed lines of the caller left the cart.
    const left = await db
      .select()
      .from(carts)
      .where(and(isNull(carts.deleted_at)))
      .orderBy(asc(carts.id));
    expect(left.map((l) => [l.user_id, l.goods_id])).toEqual([
      [shopperId, areaGoods.goods.id],
      [otherId, plainA.goods.id],
    ]);
  });

  it('refuses the same basket twice within 3 s, but not after a refusal or for another shopper', async () => {
    const body = {
      params: params([{ goods_id: plainA.goods.id, sku_id: 0, buy_num: 1, cart_id: 777 }]),
      address_id: addressNear,
      coupon_id: '',
    };
    const [x, y] = await Promise.all([create(body), create(body)]);
    expect([x, y].filter((r) => r.code === 200)).toHaveLength(1);
    expect([x, y].find((r) => r.code !== 200)!.msg).toBe('请耐心等待，不要重复下单.');
    const en = await t.call('POST', '/api/user/order/create', {
      token: shopper,
      body,
      headers: { 'accept-language': 'en' },
    });
    expect(en.msg).toBe('Please wait patiently and do not place repeated orders.');
    expect((await create({ ...body, address_id: otherAddress }, other)).code).toBe(200);
    // A refused basket (no stock) may be sent again at once and gets the real reason again.
    const tooMany = { ...body, params: params([{ goods_id: plainA.goods.id, sku_id: 0, buy_num: 9000 }]) };
    expect((await create(tooMany)).msg).toBe('库存不足.');
    expect((await create(tooMany)).msg).toBe('库存不足.');
  });

  it('takes a remark per store as text for all orders, or as an array in group order', async () => {
    const basket = (n: number) =>
      params([
        { goods_id: freeB.goods.id, sku_id: 0, buy_num: n },
        { goods_id: plainA.goods.id, sku_id: 0, buy_num: 1 },
      ]);
    const all = await create({ params: basket(1), address_id: addressNear, coupon_id: '', remark: '都一样' });
    const listed = await create({
      params: basket(2),
      address_id: addressNear,
      coupon_id: ',',
      remark: ['给 B', '给 A'],
    });
    const remarks = async (ids: number[]) =>
      (await db.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id))).map((o) => [
        o.store_id,
        o.remark,
      ]);
    expect(await remarks(all.data.order_id)).toEqual([
      [storeB, '都一样'],
      [storeA, '都一样'],
    ]);
    expect(await remarks(listed.data.order_id)).toEqual([
      [storeB, '给 B'],
      [storeA, '给 A'],
    ]);
  });

  it('shows the new stock on the goods page at once and leaves the cached lists in place', async () => {
    const inList = async () => {
      const r = await t.call<{ data: { id: number; goods_stock: number }[] }>('GET', '/api/goods', {
        query: { params: b64({ store_id: storeA }) },
      });
      return r.data.data.find((g) => g.id === plainA.goods.id)!.goods_stock;
    };
    const onPage = async () =>
      (await t.call<{ goods_stock: number }>('GET', `/api/goods/${plainA.goods.id}`)).data.goods_stock;
    const [listed, shown] = [await inList(), await onPage()];
    const r = await create({
      params: params([{ goods_id: plainA.goods.id, sku_id: 0, buy_num: 1, cart_id: 778 }]),
      address_id: addressNear,
      coupon_id: '',
    });
    expect(r.code).toBe(200);
    expect(await onPage()).toBe(shown - 1);
    // An order bumps only the counters' version: every list, count and home block of the shop stays cached (the
    // storefront shows stock and sales on the goods page only; the lists follow within their freshness).
    expect(await inList()).toBe(listed);
  });
});

describe('orders after creation (/user/order/after)', () => {
  it('answers own orders by id or number, never anybody else’s', async () => {
    const mine = await db.select().from(orders).where(eq(orders.user_id, shopperId)).orderBy(asc(orders.id));
    const ids = mine.slice(0, 2).map((o) => o.id);
    const r = await t.call<OrderAfterItem[]>('POST', '/api/user/order/after', {
      token: shopper,
      body: { params: b64({ order_id: ids }) },
    });
    expect(r.data.map((o) => [o.id, o.order_status, o.total_price])).toEqual(
      mine.slice(0, 2).map((o) => [o.id, 1, o.total_price]),
    );
    expect(r.data[0]!.order_goods.length).toBeGreaterThan(0);
    expect(r.data[0]!.refund).toEqual([]);
    const byNo = await t.call<OrderAfterItem[]>('POST', '/api/user/order/after', {
      token: shopper,
      body: { params: b64({ order_no: [mine[0]!.order_no] }) },
    });
    expect(byNo.data.map((o) => o.id)).toEqual([mine[0]!.id]);
    const foreign = await t.call<OrderAfterItem[]>('POST', '/api/user/order/after', {
      token: other,
      body: { params: b64({ order_id: ids }) },
    });
    expect([foreign.code, foreign.data]).toEqual([200, []]);
    expect((await t.call('POST', '/api/user/order/after', { token: shopper, body: { params: '%%' } })).status).toBe(
      400,
    );
  });

  it('keeps addresses as they were: an order copies the address, it does not point at it', async () => {
    const [o] = await db.select().from(orders).where(eq(orders.user_id, shopperId)).limit(1);
    await db.update(addresses).set({ address: '搬家了' }).where(eq(addresses.user_id, shopperId));
    const [again] = await db.select().from(orders).where(eq(orders.id, o!.id));
    expect(again!.receive_address).toBe('人民路 1 号');
  });
});
