import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutGroup, OrderAfterItem, OrderCreated } from '@shop/contract/orders';
import { collectiveLogs, couponLogs, moneyLogs, orderDiscounts, orders, seckills } from '../src/db/schema/index.ts';
import { runDueTasks } from '../src/jobs/scheduler.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller, stockOf } from './order-fixtures.ts';
import {
  balanceOf,
  basket,
  buyers,
  claimedCoupon,
  flashSale,
  fullReduction,
  groupRule,
  type Buyer,
} from './promotion-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

let store: number;
let otherStore: number;
let shopper: Buyer;
let other: Buyer;

beforeAll(async () => {
  store = (await createSeller(db, 'promo-seller')).store.id;
  otherStore = (await createSeller(db, 'promo-other')).store.id;
  [shopper, other] = (await buyers(db, 'promo-buyer', 2)) as [Buyer, Buyer];
});

const line = (goodsId: number, buyNum: number, extra: object = {}) => ({
  goods_id: goodsId,
  sku_id: 0,
  buy_num: buyNum,
  ...extra,
});

async function preview(b: Buyer, order: object[], couponId?: string) {
  const body: Record<string, unknown> = { params: basket(order), address_id: b.address };
  if (couponId !== undefined) body.coupon_id = couponId;
  return t.call<CheckoutGroup[]>('POST', '/api/user/order/before', { token: b.token, body });
}

async function place(b: Buyer, order: object[], couponId = '') {
  return t.call<OrderCreated>('POST', '/api/user/order/create', {
    token: b.token,
    body: { params: basket(order), address_id: b.address, coupon_id: couponId },
  });
}

async function pay(b: Buyer, ids: number[]) {
  return t.call('POST', '/api/user/order/pay', {
    token: b.token,
    body: { order_id: ids.join(','), payment_name: 'balance', pay_password: '123456', device: 'scan' },
  });
}

const after = async (b: Buyer, ids: number[]) =>
  (
    await t.call<OrderAfterItem[]>('POST', '/api/user/order/after', {
      token: b.token,
      body: { params: Buffer.from(JSON.stringify({ order_id: ids })).toString('base64') },
    })
  ).data;

const cancel = (b: Buyer, id: number) =>
  t.call('PUT', `/api/user/order/${id}`, { token: b.token, body: { order_status: 0 } });

describe('the pricing pipeline (flash or group price, then full reduction, then coupon)', () => {
  it('applies each step in order, each threshold against what is still to pay, and keeps the lines on the order', async () => {
    const { goods } = await createGoods(db, store, { goods_price: '100.00', goods_stock: 50, freight_id: -1 });
    await flashSale(db, store, goods.id, { price: '80.00', quota: 10, per_user: 2 });
    await fullReduction(db, store, '5.00', '100.00');
    const best = await fullReduction(db, store, '20.00', '150.00');
    await fullReduction(db, store, '50.00', '170.00'); // 200 at the normal price would reach it; 160 does not
    const big = await claimedCoupon(db, shopper.id, store, '30.00', '130.00');
    const small = await claimedCoupon(db, shopper.id, store, '10.00', '0.00');
    await claimedCoupon(db, shopper.id, store, '99.00', '141.00'); // above what is left after the reduction
    await claimedCoupon(db, shopper.id, otherStore, '50.00', '0.00'); // another store's
    await claimedCoupon(db, other.id, store, '60.00', '0.00'); // another shopper's

    const r = await preview(shopper, [line(goods.id, 2)]);
    const g = r.data[0]!;
    expect(g.coupons.map((c) => c.id)).toEqual([big.id, small.id]);
    expect(g).toMatchObject({
      store_total_price: '200.00',
      is_coupon: true,
      coupon_id: big.id,
      discounts: [
        { kind: 'seckill', name: '秒杀优惠', money: '40.00' },
        { kind: 'full_reduction', name: best.name, money: '20.00' },
        { kind: 'coupon', name: big.name, money: '30.00' },
      ],
      coupon_money: '90.00',
      freight_money: '0.00',
      total_price: '110.00',
    });
    // The shopper picks the smaller coupon, or none: the server prices each choice.
    expect((await preview(shopper, [line(goods.id, 2)], String(small.id))).data[0]).toMatchObject({
      coupon_id: small.id,
      total_price: '130.00',
    });
    expect((await preview(shopper, [line(goods.id, 2)], '0')).data[0]).toMatchObject({
      coupon_id: 0,
      total_price: '140.00',
    });

    const created = await place(shopper, [line(goods.id, 2)], String(big.id));
    expect(created.code).toBe(200);
    const [order] = await after(shopper, created.data.order_id);
    expect(order).toMatchObject({ order_price: '200.00', coupon_money: '90.00', total_price: '110.00' });
    expect(order!.discounts.map((d) => [d.kind, d.money])).toEqual([
      ['seckill', '40.00'],
      ['full_reduction', '20.00'],
      ['coupon', '30.00'],
    ]);
    const [row] = await db.select().from(orders).where(eq(orders.id, created.data.order_id[0]!));
    expect(row!.coupon_id).toBe(big.id);
    const [log] = await db.select().from(couponLogs).where(eq(couponLogs.id, big.id));
    expect([log!.status, log!.order_id]).toEqual([1, row!.id]);
    const detail = await t.call<{ discounts: unknown[] }>('GET', `/api/user/order/${row!.id}`, {
      token: shopper.token,
      query: { isResource: 'Home' },
    });
    expect(detail.data.discounts).toHaveLength(3);
  });

  it('never takes an order below zero: a coupon worth more than the goods takes off what they cost', async () => {
    const s = (await createSeller(db, 'promo-tiny')).store.id;
    const { goods: cheap } = await createGoods(db, s, { goods_price: '8.00', freight_id: -1 });
    const c = await claimedCoupon(db, other.id, s, '50.00', '0.00');
    const r = await preview(other, [line(cheap.id, 1)]);
    expect(r.data[0]).toMatchObject({ coupon_id: c.id, coupon_money: '8.00', total_price: '0.00' });
  });
});

describe('coupons at checkout', () => {
  let goodsId: number;
  beforeAll(async () => {
    const s = (await createSeller(db, 'promo-coupons')).store.id;
    goodsId = (await createGoods(db, s, { goods_price: '50.00', freight_id: -1 })).goods.id;
    store = s;
  });

  it("refuses another shopper's coupon, another store's, one below its threshold, and a used one", async () => {
    const mine = await claimedCoupon(db, shopper.id, store, '5.00', '0.00');
    const theirs = await claimedCoupon(db, other.id, store, '5.00', '0.00');
    const elsewhere = await claimedCoupon(db, shopper.id, otherStore, '5.00', '0.00');
    const high = await claimedCoupon(db, shopper.id, store, '5.00', '60.00');
    for (const id of [theirs.id, elsewhere.id, high.id]) {
      const r = await place(shopper, [line(goodsId, 1, { cart_id: id })], String(id));
      expect(r.msg).toBe('优惠券不可用，请重新选择.');
    }
    const first = await place(shopper, [line(goodsId, 1)], String(mine.id));
    expect(first.code).toBe(200);
    const again = await place(shopper, [line(goodsId, 2)], String(mine.id));
    expect(again.msg).toBe('优惠券不可用，请重新选择.');
    // Cancelled unpaid, the order gives the coupon back, and it pays for the next order.
    expect((await cancel(shopper, first.data.order_id[0]!)).code).toBe(200);
    const [back] = await db.select().from(couponLogs).where(eq(couponLogs.id, mine.id));
    expect([back!.status, back!.order_id]).toEqual([0, 0]);
    const next = await place(shopper, [line(goodsId, 3)], String(mine.id));
    expect(next.code).toBe(200);
    const [used] = await db.select().from(couponLogs).where(eq(couponLogs.id, mine.id));
    expect(used!.order_id).toBe(next.data.order_id[0]);
  });

  it('pays for one order only when two checkouts use it at once', async () => {
    const c = await claimedCoupon(db, shopper.id, store, '7.00', '0.00');
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => place(shopper, [line(goodsId, n, { cart_id: 9000 + n })], String(c.id))),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    const rows = await db.select().from(orders).where(eq(orders.coupon_id, c.id));
    expect(rows).toHaveLength(1);
  });
});

describe('flash sales', () => {
  let s: number;
  beforeAll(async () => {
    s = (await createSeller(db, 'promo-flash')).store.id;
  });

  it('holds the per-buyer limit across orders and gives units back when an unpaid order is cancelled', async () => {
    const { goods } = await createGoods(db, s, { goods_price: '30.00', goods_stock: 100, freight_id: -1 });
    const sale = await flashSale(db, s, goods.id, { discount: '50.00', quota: 3, per_user: 2 });
    const [a, b] = await buyers(db, 'flash-limit', 2);
    expect((await place(a!, [line(goods.id, 3)])).msg).toBe('超出每人限购数量.');
    const first = await place(a!, [line(goods.id, 2)]);
    expect(first.code).toBe(200);
    expect((await after(a!, first.data.order_id))[0]).toMatchObject({ total_price: '30.00', coupon_money: '30.00' });
    expect((await place(a!, [line(goods.id, 1, { cart_id: 1 })])).msg).toBe('超出每人限购数量.');
    expect((await place(b!, [line(goods.id, 2)])).msg).toBe('秒杀商品已抢光.');
    expect((await place(b!, [line(goods.id, 1)])).code).toBe(200);
    expect((await place(b!, [line(goods.id, 1, { cart_id: 2 })])).msg).toBe('秒杀商品已抢光.');
    expect((await cancel(a!, first.data.order_id[0]!)).code).toBe(200);
    const [row] = await db.select().from(seckills).where(eq(seckills.id, sale.id));
    expect(row!.sold).toBe(1);
    expect((await place(b!, [line(goods.id, 1, { cart_id: 3 })])).code).toBe(200);
    expect(await stockOf(db, goods.id)).toBe(98);
  });

  it('a stopped or ended sale no longer prices; a SKU sale prices only its SKU', async () => {
    const { goods, skus } = await createGoods(db, s, { goods_price: '20.00', freight_id: -1 }, [
      { goods_price: '20.00' },
      { goods_price: '40.00' },
    ]);
    await flashSale(db, s, goods.id, { sku_id: skus[1]!.id, price: '25.00', quota: 5, per_user: 5 });
    const [c] = await buyers(db, 'flash-sku', 1);
    const r = await preview(c!, [
      { goods_id: goods.id, sku_id: skus[0]!.id, buy_num: 1 },
      { goods_id: goods.id, sku_id: skus[1]!.id, buy_num: 1 },
    ]);
    expect(r.data[0]!.discounts).toEqual([{ kind: 'seckill', name: '秒杀优惠', money: '15.00' }]);
    await db.update(seckills).set({ stopped: 1 }).where(eq(seckills.goods_id, goods.id));
    const stopped = await preview(c!, [{ goods_id: goods.id, sku_id: skus[1]!.id, buy_num: 1 }]);
    expect(stopped.data[0]!.discounts).toEqual([]);
  });
});

describe('group buys', () => {
  let s: number;
  beforeAll(async () => {
    s = (await createSeller(db, 'promo-group')).store.id;
  });

  it('opens a group, lets others join until full, completes when the last member pays, then ships', async () => {
    const { goods } = await createGoods(db, s, { goods_price: '100.00', freight_id: -1 });
    await groupRule(db, s, goods.id, 3, '20.00');
    const [a, b, c, d] = await buyers(db, 'group-ok', 4);
    const opened = await place(a!, [line(goods.id, 1, { collective_id: -1 })]);
    expect(opened.code).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, opened.data.order_id[0]!));
    const groupId = order!.collective_id;
    expect(groupId).toBeGreaterThan(0);
    expect(order!.total_price).toBe('80.00');
    expect((await place(a!, [line(goods.id, 1, { collective_id: groupId, cart_id: 1 })])).msg).toBe('您已在该团中.');
    expect((await place(b!, [line(goods.id, 1, { collective_id: groupId }), line(goods.id, 1)])).msg).toBe(
      '拼团订单只能购买一种商品.',
    );
    const joinB = await place(b!, [line(goods.id, 1, { collective_id: groupId })]);
    const joinC = await place(c!, [line(goods.id, 1, { collective_id: groupId })]);
    expect([joinB.code, joinC.code]).toEqual([200, 200]);
    expect((await place(d!, [line(goods.id, 1, { collective_id: groupId })])).msg).toBe('该团人数已满.');

    expect((await pay(a!, opened.data.order_id)).code).toBe(200);
    expect((await pay(b!, joinB.data.order_id)).code).toBe(200);
    const seller = await t.login('seller', 'promo-group');
    const ship = () =>
      t.call('PUT', '/api/Seller/orders/status/edit', {
        token: seller,
        body: { id: opened.data.order_id[0], status: 3, delivery_code: 'sf', delivery_no: 'SF1' },
      });
    expect((await ship()).msg).toBe('拼团未完成，暂不能发货.');
    let [group] = await db.select().from(collectiveLogs).where(eq(collectiveLogs.id, groupId));
    expect(group!.status).toBe(2);
    expect((await pay(c!, joinC.data.order_id)).code).toBe(200);
    [group] = await db.select().from(collectiveLogs).where(eq(collectiveLogs.id, groupId));
    expect(group!.status).toBe(1);
    const view = await after(c!, joinC.data.order_id);
    expect(view[0]!.collective).toMatchObject({ id: groupId, status: 1, need: 3, orders_count: 3 });
    expect((await ship()).code).toBe(200);
  });

  it('never takes more members than its size under simultaneous joins', async () => {
    const { goods } = await createGoods(db, s, { goods_price: '10.00', freight_id: -1 });
    await groupRule(db, s, goods.id, 3);
    const people = await buyers(db, 'group-rush', 12);
    const opened = await place(people[0]!, [line(goods.id, 1, { collective_id: -1 })]);
    const [order] = await db.select().from(orders).where(eq(orders.id, opened.data.order_id[0]!));
    const joins = await Promise.all(
      people.slice(1).map((p) => place(p, [line(goods.id, 1, { collective_id: order!.collective_id })])),
    );
    expect(joins.filter((r) => r.code === 200)).toHaveLength(2);
    expect(joins.filter((r) => r.code !== 200).every((r) => r.msg === '该团人数已满.')).toBe(true);
  });

  it('cancels a group still short when its time is up and refunds every paid member exactly once', async () => {
    const { goods } = await createGoods(db, s, { goods_price: '50.00', goods_stock: 10, freight_id: -1 });
    await groupRule(db, s, goods.id, 3, '10.00', 2);
    const [a, b] = await buyers(db, 'group-late', 2, '100.00');
    const opened = await place(a!, [line(goods.id, 1, { collective_id: -1 })]);
    const [order] = await db.select().from(orders).where(eq(orders.id, opened.data.order_id[0]!));
    const joined = await place(b!, [line(goods.id, 1, { collective_id: order!.collective_id })]);
    expect((await pay(a!, opened.data.order_id)).code).toBe(200);
    expect(await balanceOf(db, a!.id)).toBe('55.00');
    // Not yet due: nothing happens.
    expect((await runDueTasks(t.app, Date.now() + 3600_000)).groupsExpired).toBe(0);
    const later = Date.now() + 3 * 3600_000;
    const [first, second] = await Promise.all([runDueTasks(t.app, later), runDueTasks(t.app, later + 60_000)]);
    expect(first.groupsExpired + second.groupsExpired).toBe(1);
    expect(await balanceOf(db, a!.id)).toBe('100.00');
    const refunds = await db
      .select()
      .from(moneyLogs)
      .where(and(eq(moneyLogs.user_id, a!.id), eq(moneyLogs.name, '拼团失败退款')));
    expect(refunds.map((r) => r.money)).toEqual(['45.00']);
    const rows = await db.select().from(orders).where(eq(orders.collective_id, order!.collective_id));
    expect(rows.map((r) => r.order_status)).toEqual([0, 0]);
    expect(joined.code).toBe(200);
    expect(await stockOf(db, goods.id)).toBe(10);
    const [group] = await db.select().from(collectiveLogs).where(eq(collectiveLogs.id, order!.collective_id));
    expect(group!.status).toBe(0);
    expect((await runDueTasks(t.app, later + 120_000)).groupsExpired).toBe(0);
    expect(await balanceOf(db, a!.id)).toBe('100.00');
    const lines = await db.select().from(orderDiscounts).where(eq(orderDiscounts.order_id, order!.id));
    expect(lines.map((l) => [l.kind, l.money, l.ref_id])).toEqual([['collective', '5.00', order!.collective_id]]);
  });
});
