import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/contract/orders';
import { configs, orders } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller, createShopper, defaultAddresses, stockOf } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

let admin = '';
let gA: Awaited<ReturnType<typeof createGoods>>;
let gB: Awaited<ReturnType<typeof createGoods>>;
let basketNo = 0;

interface Shopper {
  id: number;
  token: string;
  address: number;
}

async function shopper(name: string): Promise<Shopper> {
  const u = await createShopper(db, name, '1000.00');
  const [addr] = await defaultAddresses(db, [u.id], { receive_name: '买家', address: '一号' });
  return { id: u.id, token: await t.login('home', name), address: addr!.id };
}

/** One order/create; every basket is distinct (its own cart_id), so the double-click guard never answers instead. */
function place(s: Shopper, stores: ('A' | 'B')[] = ['A'], headers: Record<string, string> = {}) {
  basketNo += 1;
  const lines = stores.map((k, i) => ({
    goods_id: (k === 'A' ? gA : gB).goods.id,
    sku_id: 0,
    buy_num: 1,
    cart_id: i === 0 ? 500000 + basketNo : undefined,
  }));
  return t.call<OrderCreated>('POST', '/api/user/order/create', {
    token: s.token,
    headers,
    body: { params: b64({ order: lines, ifcart: 0 }), address_id: s.address, coupon_id: '' },
  });
}

const unpaid = async (s: Shopper) =>
  (
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.user_id, s.id), eq(orders.order_status, 1), isNull(orders.deleted_at)))
  ).length;

const setLimit = (value: unknown) =>
  t.call('PUT', '/api/Admin/configs/update', { token: admin, body: { task: { unpaid_order_limit: value } } });
const taskContent = async () =>
  JSON.parse((await db.select().from(configs).where(eq(configs.name, 'task')))[0]!.content) as Record<string, unknown>;

beforeAll(async () => {
  const a = await createSeller(db, 'cap-seller-a');
  const b = await createSeller(db, 'cap-seller-b');
  gA = await createGoods(db, a.store.id, { goods_price: '5.00', goods_stock: 1000 });
  gB = await createGoods(db, b.store.id, { goods_price: '5.00', goods_stock: 1000 });
  admin = await t.login('admin', 'admin');
});

describe('the unpaid-order setting', () => {
  it('is seeded at 10 and shown with the timed tasks', async () => {
    const r = await t.call<Record<string, unknown>>('GET', '/api/Admin/configs', {
      token: admin,
      query: { name: 'task' },
    });
    expect(r.data).toMatchObject({ unpaid_order_limit: '10', cancel: '1' });
  });

  it('takes only a whole number, 0 or more; anything else is refused with 422 and changes nothing', async () => {
    const before = await taskContent();
    for (const bad of ['-1', '1.5', 'abc', '', '01', 'true', '1e3', { a: '1' }]) {
      const r = await setLimit(bad);
      expect([r.code, r.status], JSON.stringify(bad)).toEqual([422, 200]);
    }
    const many = await t.call('PUT', '/api/Admin/configs/update', {
      token: admin,
      body: { task: { a: '1' }, many: true, many_name: 'unpaid_order_limit' },
    });
    expect(many.code).toBe(422);
    expect(await taskContent()).toEqual(before);

    expect((await setLimit('0')).code).toBe(200);
    expect((await taskContent()).unpaid_order_limit).toBe('0');
    expect((await setLimit(25)).code).toBe(200);
    expect(await taskContent()).toEqual({ ...before, unpaid_order_limit: '25' });
  });
});

describe('the cap on unpaid orders', () => {
  it('refuses the order past the cap with a clear message, and allows again after paying or cancelling', async () => {
    expect((await setLimit('3')).code).toBe(200);
    const s = await shopper('cap-one');
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await place(s);
      expect(r.code, r.msg).toBe(200);
      made.push(...r.data.order_id);
    }
    const stock = await stockOf(db, gA.goods.id);
    const refused = await place(s);
    expect(refused.code).toBe(500);
    expect(refused.msg).toBe('未支付的订单最多只能有 3 个，请先支付或取消您未支付的订单再下单.');
    const en = await place(s, ['A'], { 'accept-language': 'en' });
    expect(en.msg).toBe('You can hold at most 3 unpaid orders: please pay or cancel your unpaid orders first.');
    expect(await unpaid(s)).toBe(3);
    expect(await stockOf(db, gA.goods.id)).toBe(stock);

    const cancelled = await t.call('PUT', `/api/user/order/${made[0]}`, { token: s.token, body: { order_status: 0 } });
    expect(cancelled.code).toBe(200);
    expect((await place(s)).code).toBe(200);
    expect((await place(s)).code).toBe(500);

    const paid = await t.call('POST', '/api/user/order/pay', {
      token: s.token,
      body: { order_id: String(made[1]), payment_name: 'balance', pay_password: '123456', device: 'scan' },
    });
    expect(paid.code, paid.msg).toBe(200);
    expect((await place(s)).code).toBe(200);
    expect(await unpaid(s)).toBe(3);
  });

  it('counts every order a checkout would add: one per store', async () => {
    expect((await setLimit('3')).code).toBe(200);
    const s = await shopper('cap-stores');
    expect((await place(s, ['A', 'B'])).data.order_id).toHaveLength(2);
    const refused = await place(s, ['A', 'B']);
    expect(refused.msg).toBe('未支付的订单最多只能有 3 个，请先支付或取消您未支付的订单再下单.');
    expect(await unpaid(s)).toBe(2);
    expect((await place(s, ['B'])).code).toBe(200);
    expect(await unpaid(s)).toBe(3);
  });

  it('holds for each shopper on their own, and 0 lifts it', async () => {
    expect((await setLimit('1')).code).toBe(200);
    const s = await shopper('cap-zero');
    const other = await shopper('cap-zero-other');
    expect((await place(s)).code).toBe(200);
    expect((await place(other)).code).toBe(200);
    expect((await place(s)).code).toBe(500);
    expect((await setLimit('0')).code).toBe(200);
    for (let i = 0; i < 3; i++) expect((await place(s)).code).toBe(200);
    expect(await unpaid(s)).toBe(4);
  });

  it('is never exceeded by many simultaneous checkouts of one shopper', async () => {
    expect((await setLimit('5')).code).toBe(200);
    const s = await shopper('cap-rush');
    const stockA = await stockOf(db, gA.goods.id);
    const stockB = await stockOf(db, gB.goods.id);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, k) => place(s, k % 3 ? ['A'] : ['A', 'B'])));
    const ok = answers.filter((a) => a.code === 200);
    const created = ok.reduce((n, a) => n + a.data.order_id.length, 0);
    expect(created).toBeLessThanOrEqual(5);
    // Single-store baskets keep coming until the cap is reached exactly.
    expect(created).toBe(5);
    expect([...new Set(answers.filter((a) => a.code !== 200).map((a) => a.msg))]).toEqual([
      '未支付的订单最多只能有 5 个，请先支付或取消您未支付的订单再下单.',
    ]);
    expect(await unpaid(s)).toBe(5);
    const pieces = ok.reduce((n, a) => n + a.data.order_id.length, 0);
    expect(stockA - (await stockOf(db, gA.goods.id)) + (stockB - (await stockOf(db, gB.goods.id)))).toBe(pieces);
  }, 120_000);
});
