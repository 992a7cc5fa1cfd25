import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCommentItem } from '@shop/contract/orders';
import { buildApp } from '../src/app.ts';
import { configs, orderComments, orderSettlements, orders, refunds, stores, users } from '../src/db/schema/index.ts';
import { runDueTasks } from '../src/jobs/scheduler.ts';
import { MemoryKv } from '../src/lib/kv.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { testApp } from './helper.ts';
import { createGoods, createOrder, createSeller, createShopper, ledgerMismatches, stockOf } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

let buyer = '';
let buyerId = 0;
let stranger = '';
let sellerA = '';
let sellerB = '';
let admin = '';
let storeA = 0;
let storeB = 0;
let gA: Awaited<ReturnType<typeof createGoods>>;

const paidOrder = (storeId: number, status = 2, values: object = {}) =>
  createOrder(db, buyerId, storeId, [{ goods: gA.goods, buyNum: 2 }], {
    order_status: status,
    payment_name: 'balance',
    pay_time: shanghaiTime(),
    ...values,
  });
const balance = async () => (await db.select().from(users).where(eq(users.id, buyerId)))[0]!.money;
const storeMoney = async (id: number) => (await db.select().from(stores).where(eq(stores.id, id)))[0]!.store_money;
const orderOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

beforeAll(async () => {
  const a = await createSeller(db, 'as-seller-a');
  const b = await createSeller(db, 'as-seller-b');
  storeA = a.store.id;
  storeB = b.store.id;
  gA = await createGoods(db, storeA, { goods_price: '15.00' });
  buyerId = (await createShopper(db, 'as-buyer')).id;
  await createShopper(db, 'as-stranger');
  buyer = await t.login('home', 'as-buyer');
  stranger = await t.login('home', 'as-stranger');
  sellerA = await t.login('seller', 'as-seller-a');
  sellerB = await t.login('seller', 'as-seller-b');
  admin = await t.login('admin', 'admin');
});

const ask = (orderId: number, type: 0 | 1, token = buyer, extra: object = {}) =>
  t.call('POST', '/api/user/order/refund', {
    token,
    body: { order_id: orderId, refund_type: type, refund_remark: '不想要了', ...extra },
  });
const decide = (orderId: number, body: object, token = sellerA) =>
  t.call('PUT', `/api/Seller/refunds/${orderId}`, { token, body });

describe('refunds', () => {
  it('refunds the whole order once the store approves, and only the buyer and that store may act', async () => {
    const o = await paidOrder(storeA);
    expect((await ask(o.id, 0, stranger)).code).toBe(500);
    expect((await ask(o.id, 0, buyer, { images: ['https://evil.example/x.png'] })).code).toBe(500);
    expect((await ask(o.id, 0, buyer, { refund_remark: '' })).code).toBe(500);
    const [first, second] = await Promise.all([ask(o.id, 0), ask(o.id, 0)]);
    expect([first.code, second.code].sort()).toEqual([200, 500]);
    expect((await orderOf(o.id)).order_status).toBe(5);
    expect((await decide(o.id, { refund_verify: 1 }, sellerB)).msg).toBe('没有找到订单.');
    const before = await balance();
    expect(await decide(o.id, { refund_verify: 1 })).toMatchObject({ code: 200, data: true });
    expect(Number(await balance()) - Number(before)).toBe(30);
    expect((await decide(o.id, { refund_verify: 1 })).msg).toBe('操作失败.- rep');
    expect(Number(await balance()) - Number(before)).toBe(30);
    expect(await orderOf(o.id)).toMatchObject({ order_status: 6, refund_status: 2 });
    expect(await ledgerMismatches(db, 'user', buyerId)).toEqual([]);
    const mine = await t.call<{ refund_verify: number; refund_step: number }>('GET', `/api/user/order/refund/${o.id}`, {
      token: buyer,
    });
    expect([mine.data.refund_verify, mine.data.refund_step]).toEqual([1, 3]);
    expect((await t.call('GET', `/api/user/order/refund/${o.id}`, { token: stranger })).code).toBe(500);
  });

  it('closes a refused request with its reason and no money', async () => {
    const o = await paidOrder(storeA, 3, { delivery_code: 'yd', delivery_no: 'YD9' });
    await ask(o.id, 0);
    const before = await balance();
    expect((await decide(o.id, { refund_verify: 2, refuse_remark: '商品已发出' })).code).toBe(200);
    expect(await balance()).toBe(before);
    const [r] = await db.select().from(refunds).where(eq(refunds.order_id, o.id));
    expect([r!.refund_verify, r!.refuse_remark]).toEqual([2, '商品已发出']);
  });

  it('takes a return back for money after the buyer ships it, or re-ships an exchange', async () => {
    const o = await paidOrder(storeA, 3, { delivery_code: 'yd', delivery_no: 'YD10' });
    await ask(o.id, 1);
    expect(
      (
        await t.call('PUT', `/api/user/order/refund/${o.id}`, {
          token: buyer,
          body: { delivery_code: 'yd', delivery_no: 'R1' },
        })
      ).code,
    ).toBe(500);
    expect((await decide(o.id, { refund_verify: 1 })).code).toBe(200);
    expect((await decide(o.id, { refund_step: 3 })).code).toBe(500);
    expect(
      (
        await t.call('PUT', `/api/user/order/refund/${o.id}`, {
          token: buyer,
          body: { delivery_code: 'zz', delivery_no: 'R1' },
        })
      ).code,
    ).toBe(500);
    expect(
      (
        await t.call('PUT', `/api/user/order/refund/${o.id}`, {
          token: buyer,
          body: { delivery_code: 'yd', delivery_no: 'R1' },
        })
      ).code,
    ).toBe(200);
    const before = await balance();
    expect((await decide(o.id, { refund_step: 3 })).code).toBe(200);
    expect(Number(await balance()) - Number(before)).toBe(30);
    expect(await orderOf(o.id)).toMatchObject({ order_status: 6, refund_status: 2 });

    const x = await paidOrder(storeA, 4);
    await ask(x.id, 1);
    await decide(x.id, { refund_verify: 1 });
    await t.call('PUT', `/api/user/order/refund/${x.id}`, {
      token: buyer,
      body: { delivery_code: 'yd', delivery_no: 'R2' },
    });
    expect((await decide(x.id, { re_delivery_code: 'sf', re_delivery_no: 'SF2' })).code).toBe(200);
    const noMoney = await balance();
    expect(
      (await t.call('PUT', `/api/user/order/refund/${x.id}`, { token: buyer, body: { refund_step: 3 } })).code,
    ).toBe(200);
    expect(await balance()).toBe(noMoney);
    expect(await orderOf(x.id)).toMatchObject({ order_status: 6, refund_status: 2 });
  });

  it('refuses unpaid, old and settled orders', async () => {
    expect((await ask((await createOrder(db, buyerId, storeA, [{ goods: gA.goods }])).id, 0)).msg).toBe(
      '该订单不能申请售后.',
    );
    expect((await ask((await paidOrder(storeA, 2, { pay_time: '2020-01-01 00:00:00' })).id, 0)).msg).toBe(
      'over 7 days',
    );
    expect((await ask((await paidOrder(storeA, 4, { is_settlement: 1 })).id, 0)).msg).toBe(
      'The order has settlement .',
    );
  });
});

describe('reviews', () => {
  it('writes one review per line of a received order, which completes; the store replies', async () => {
    const o = await paidOrder(storeA, 4);
    const body = {
      order_id: o.id,
      score: 4,
      agree: 5,
      service: 3,
      speed: 5,
      content: '很好',
      image: ['/uploads/a.png'],
    };
    expect((await t.call('POST', '/api/user/comments', { token: stranger, body })).msg).toBe('not allow');
    expect((await t.call('POST', '/api/user/comments', { token: buyer, body: { ...body, score: 9 } })).code).toBe(422);
    await Promise.all([
      t.call('POST', '/api/user/comments', { token: buyer, body }),
      t.call('POST', '/api/user/comments', { token: buyer, body }),
    ]);
    const rows = await db.select().from(orderComments).where(eq(orderComments.order_id, o.id));
    expect(rows).toHaveLength(1);
    expect((await orderOf(o.id)).order_status).toBe(6);
    const list = await t.call<{ data: OrderCommentItem[] }>('GET', '/api/Seller/order_comments', { token: sellerA });
    const c = list.data.data.find((x) => x.id === rows[0]!.id)!;
    expect([c.score, c.content, c.image]).toEqual(['4.00', '很好', ['/uploads/a.png']]);
    expect(
      (await t.call('PUT', `/api/Seller/order_comments/${c.id}`, { token: sellerB, body: { reply: 'x' } })).code,
    ).not.toBe(200);
    expect(
      (await t.call('PUT', `/api/Seller/order_comments/${c.id}`, { token: sellerA, body: { reply: '谢谢' } })).code,
    ).toBe(200);
    const mine = await t.call<{ data: OrderCommentItem[] }>('GET', '/api/user/comments', { token: buyer });
    expect(mine.data.data[0]!.reply).toBe('谢谢');
    expect(
      (await t.call<{ data: unknown[] }>('GET', '/api/user/comments', { token: stranger })).data.data,
    ).toHaveLength(0);
    const shown = await t.call<{ data: { content: string }[] }>('GET', `/api/goods_comments/${gA.goods.id}`);
    expect(shown.data.data.map((x) => x.content)).toContain('很好');
  });
});

describe('settlement', () => {
  it('credits each completed order to its store exactly once, however often it runs', async () => {
    const o1 = await paidOrder(storeA, 6);
    const o2 = await paidOrder(storeA, 6);
    const o3 = await paidOrder(storeB, 6);
    await paidOrder(storeB, 4);
    const beforeA = await storeMoney(storeA);
    const runs = await Promise.all([
      t.call('GET', '/api/Admin/order_settlement_handle', { token: admin }),
      t.call('GET', '/api/Admin/order_settlement_handle', { token: admin }),
    ]);
    expect(runs.some((r) => r.code === 200)).toBe(true);
    expect((await t.call('GET', '/api/Admin/order_settlement_handle', { token: admin })).msg).toBe('没有找到订单.');
    // Refunded orders (30.00 each, three above) are never settled, nor the refused one (back before completion);
    // the exchange is.
    const settled = await db.select().from(orderSettlements);
    expect(new Set(settled.map((s) => s.order_id)).size).toBe(settled.length);
    for (const o of [o1, o2, o3]) expect(settled.some((s) => s.order_id === o.id)).toBe(true);
    expect(Number(await storeMoney(storeA)) - Number(beforeA)).toBe(
      settled.filter((s) => s.store_id === storeA).length * 30,
    );
    expect(await ledgerMismatches(db, 'store', storeA)).toEqual([]);
    expect(await ledgerMismatches(db, 'store', storeB)).toEqual([]);
    const refundedIds = (
      await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.refund_verify, 1), eq(refunds.refund_step, 3), eq(refunds.re_delivery_no, '')))
    ).map((r) => r.order_id);
    expect(settled.some((s) => refundedIds.includes(s.order_id))).toBe(false);
    const seller = await t.call<{ data: { store_id: number }[] }>('GET', '/api/Seller/order_settlements', {
      token: sellerB,
    });
    expect(seller.data.data.every((s) => s.store_id === storeB)).toBe(true);
    expect(seller.data.data).toHaveLength(1);
  });
});

describe('timed tasks', () => {
  const other = { app: undefined as Awaited<ReturnType<typeof buildApp>> | undefined };
  afterAll(async () => {
    await other.app?.close();
  });

  it('cancel old unpaid orders, confirm and review old shipped ones, and run once across instances', async () => {
    await db
      .update(configs)
      .set({ content: JSON.stringify({ cancel: '1', confirm: '4', settlement: '1' }) })
      .where(eq(configs.name, 'task'));
    const stock = await stockOf(db, gA.goods.id);
    const old = '2020-01-01 10:00:00';
    const unpaid = await createOrder(db, buyerId, storeA, [{ goods: gA.goods, buyNum: 2 }], { created_at: old });
    const fresh = await createOrder(db, buyerId, storeA, [{ goods: gA.goods }]);
    const shipped = await paidOrder(storeA, 3, { pay_time: old, delivery_code: 'yd', delivery_no: 'YD77' });
    const kv = new MemoryKv();
    const a = await buildApp({ ...t.app.config, jobs: false }, { database: t.database, logger: false, kv });
    other.app = await buildApp({ ...t.app.config, jobs: false }, { database: t.database, logger: false, kv });
    await a.ready();
    await other.app.ready();
    const midnight = Date.parse('2026-11-01T00:10:00+08:00');
    const [r1, r2] = await Promise.all([runDueTasks(a, midnight), runDueTasks(other.app, midnight)]);
    expect(r1.cancelled + r2.cancelled).toBe(1);
    expect(r1.confirmed + r2.confirmed).toBe(1);
    expect((await orderOf(unpaid.id)).order_status).toBe(0);
    expect((await orderOf(fresh.id)).order_status).toBe(1);
    expect(await stockOf(db, gA.goods.id)).toBe(stock + 2);
    expect((await orderOf(shipped.id)).order_status).toBe(6);
    const auto = await db.select().from(orderComments).where(eq(orderComments.order_id, shipped.id));
    expect(auto.map((c) => c.content)).toEqual(['非常好！']);
    // Midnight is a settlement day too: the order completed in that tick is settled then if the instance leading the
    // settlement ran after the confirmation, else on the next settlement day — either way by one run on one instance.
    const nextDay = Date.parse('2026-11-02T00:20:00+08:00');
    const [s1, s2] = await Promise.all([runDueTasks(other.app, nextDay), runDueTasks(other.app, nextDay + 60_000)]);
    expect([r1, r2, s1, s2].filter((r) => r.settled > 0)).toHaveLength(1);
    expect((await orderOf(shipped.id)).is_settlement).toBe(1);
    expect(await db.select().from(orderSettlements).where(eq(orderSettlements.order_id, shipped.id))).toHaveLength(1);
    expect(await ledgerMismatches(db, 'store', storeA)).toEqual([]);
    await a.close();
  });
});
