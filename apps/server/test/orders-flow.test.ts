import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  OrderAfterItem,
  OrderCreated,
  OrderHomeItem,
  OrderHomeResource,
  OrderListItem,
  OrderResource,
  UserDashboard,
} from '@shop/contract/orders';
import { addresses, areas, goods, moneyLogs, orderPays, orders, users } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createGoods, createOrder, createSeller, createShopper, ledgerMismatches, stockOf } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

let buyer = '';
let buyerId = 0;
let stranger = '';
let sellerA = '';
let sellerB = '';
let admin = '';
let storeA = 0;
let storeB = 0;
let addressId = 0;
let gA: Awaited<ReturnType<typeof createGoods>>;
let gB: Awaited<ReturnType<typeof createGoods>>;

beforeAll(async () => {
  const a = await createSeller(db, 'flow-seller-a');
  const b = await createSeller(db, 'flow-seller-b');
  storeA = a.store.id;
  storeB = b.store.id;
  gA = await createGoods(db, storeA, { goods_price: '30.00', goods_stock: 10 });
  gB = await createGoods(db, storeB, { goods_price: '12.50', goods_stock: 10 });
  const u = await createShopper(db, 'flow-buyer', '100.00');
  buyerId = u.id;
  await createShopper(db, 'flow-stranger', '100.00');
  const [p] = await db.select().from(areas).where(eq(areas.pid, '0')).limit(1);
  const [c] = await db.select().from(areas).where(eq(areas.pid, p!.code)).limit(1);
  const [d] = await db.select().from(areas).where(eq(areas.pid, c!.code)).limit(1);
  const [addr] = await db
    .insert(addresses)
    .values({
      user_id: u.id,
      receive_name: '买家',
      receive_tel: '13900000000',
      address: '一号',
      province_id: p!.id,
      city_id: c!.id,
      region_id: d!.id,
      area_info: 'x y z',
      is_default: 1,
    })
    .returning();
  addressId = addr!.id;
  buyer = await t.login('home', 'flow-buyer');
  stranger = await t.login('home', 'flow-stranger');
  sellerA = await t.login('seller', 'flow-seller-a');
  sellerB = await t.login('seller', 'flow-seller-b');
  admin = await t.login('admin', 'admin');
});

async function place(lines: object[]): Promise<OrderCreated> {
  const r = await t.call<OrderCreated>('POST', '/api/user/order/create', {
    token: buyer,
    body: { params: b64({ order: lines, ifcart: 0 }), address_id: addressId, coupon_id: '' },
  });
  expect(r.code, r.msg).toBe(200);
  return r.data;
}

const payBalance = (ids: number[], password = '123456', token = buyer) =>
  t.call('POST', '/api/user/order/pay', {
    token,
    body: { order_id: ids.join(','), payment_name: 'balance', pay_password: password, device: 'scan' },
  });

describe('an order from placing to completion', () => {
  let created: OrderCreated;
  it("pays two stores' orders by balance, once", async () => {
    created = await place([
      { goods_id: gA.goods.id, sku_id: 0, buy_num: 2 },
      { goods_id: gB.goods.id, sku_id: 0, buy_num: 1 },
    ]);
    expect(
      (await t.call<string[]>('GET', '/api/user/order/payments', { token: buyer, query: { device: 'scan' } })).data,
    ).toEqual(['balance']);
    expect((await payBalance(created.order_id, '000000')).msg).toBe('密码错误.');
    expect(
      (
        await t.call('POST', '/api/user/order/pay', {
          token: buyer,
          body: { order_id: created.order_id.join(','), payment_name: 'wechat', device: 'scan' },
        })
      ).msg,
    ).toBe('支付方式非法.');
    expect((await payBalance(created.order_id, '123456', stranger)).msg).toBe('订单非法. - pay2');
    expect(
      (await t.call('POST', '/api/user/order/check', { token: buyer, body: { order_id: created.order_id[0] } })).data,
    ).toEqual({ code: 'fail', msg: '' });
    const [first, second] = await Promise.all([payBalance(created.order_id), payBalance(created.order_id)]);
    expect([first.code, second.code].sort()).toEqual([200, 500]);
    expect(['重复创建支付订单.', '该订单已支付.']).toContain([first, second].find((r) => r.code === 500)!.msg);
    const [u] = await db.select().from(users).where(eq(users.id, buyerId));
    expect(u!.money).toBe('27.50');
    expect(await ledgerMismatches(db, 'user', buyerId)).toEqual([]);
    expect(await db.select().from(orderPays).where(eq(orderPays.belong_id, buyerId))).toHaveLength(1);
    const paid = await db.select().from(orders).where(eq(orders.user_id, buyerId));
    expect(paid.map((o) => [o.order_status, o.payment_name])).toEqual([
      [2, 'balance'],
      [2, 'balance'],
    ]);
    expect((await db.select().from(goods).where(eq(goods.id, gA.goods.id)))[0]!.goods_sale).toBe(2);
    expect(
      (await t.call('POST', '/api/user/order/check', { token: buyer, body: { order_id: created.order_id[0] } })).data,
    ).toEqual([]);
    await new Promise((r) => setTimeout(r, 3100));
    expect((await payBalance(created.order_id)).msg).toBe('该订单已支付.');
  });

  it('lists and shows orders to their buyer only, with labels in the asked language', async () => {
    const list = await t.call<{ data: OrderHomeItem[]; total: number }>('GET', '/api/user/orders', {
      token: buyer,
      query: { isResource: 'Home', order_status: 2 },
    });
    expect(list.data.total).toBe(2);
    expect(list.data.data[0]!.order_status_cn).toBe('等待发货');
    const en = await t.call<{ data: OrderListItem[] }>('GET', '/api/user/orders', {
      token: buyer,
      headers: { 'accept-language': 'en' },
    });
    expect(en.data.data[0]!.order_status_cn).toBe('Waiting delivery');
    expect((await t.call<{ total: number }>('GET', '/api/user/orders', { token: stranger })).data.total).toBe(0);
    const id = created.order_id[0]!;
    const detail = await t.call<OrderHomeResource>('GET', `/api/user/order/${id}`, {
      token: buyer,
      query: { isResource: 'Home' },
    });
    expect(detail.data.order_goods).toHaveLength(1);
    expect(detail.data.delivery_list).toEqual([]);
    expect((await t.call('GET', `/api/user/order/${id}`, { token: stranger })).msg).toBe('没有找到订单.');
    const dash = await t.call<UserDashboard>('GET', '/api/user/default', {
      token: buyer,
      query: { per_page: 5, isResource: 'Home' },
    });
    expect(dash.data.count).toEqual([0, 2, 0, 0, 0]);
  });

  it("lets each seller see and ship only their own store's order", async () => {
    const [oA, oB] = created.order_id as [number, number];
    const listA = await t.call<{ data: OrderListItem[] }>('GET', '/api/Seller/orders', {
      token: sellerA,
      query: { order_status: 2 },
    });
    expect(listA.data.data.map((o) => o.id)).toEqual([oA]);
    expect((await t.call('GET', `/api/Seller/orders/${oB}`, { token: sellerA })).code).not.toBe(200);
    const foreign = await t.call<OrderAfterItem[]>('GET', '/api/Seller/orders/find/all', {
      token: sellerA,
      query: { params: b64({ order_id: [oA, oB] }) },
    });
    expect(foreign.data.map((o) => o.id)).toEqual([oA]);
    expect(
      (
        await t.call('PUT', '/api/Seller/orders/status/edit', {
          token: sellerA,
          body: { id: oB, status: 3, delivery_code: 'yd', delivery_no: 'YD1' },
        })
      ).msg,
    ).toBe('没有找到订单.');
    expect(
      (await t.call('PUT', '/api/Seller/orders/status/edit', { token: sellerA, body: { id: oA, status: 3 } })).msg,
    ).toBe('物流信息不能为空.');
    expect(
      (
        await t.call('PUT', '/api/Seller/orders/status/edit', {
          token: sellerA,
          body: { id: oA, status: 3, delivery_code: 'nope', delivery_no: 'YD1' },
        })
      ).code,
    ).toBe(500);
    expect(
      (await t.call('PUT', '/api/Seller/orders/status/edit', { token: sellerA, body: { id: oA, status: 0 } })).code,
    ).toBe(500);
    const ship = await t.call('PUT', '/api/Seller/orders/status/edit', {
      token: sellerA,
      body: { id: oA, status: 3, delivery_code: 'yd', delivery_no: 'YD123456' },
    });
    expect(ship).toMatchObject({ code: 200, data: [3] });
    expect(
      (
        await t.call('PUT', '/api/Seller/orders/status/edit', {
          token: sellerB,
          body: { id: oB, status: 3, delivery_code: 'sf', delivery_no: 'SF1' },
        })
      ).code,
    ).toBe(200);
    const shown = await t.call<OrderResource>('GET', `/api/Seller/orders/${oA}`, { token: sellerA });
    expect([shown.data.order_status, shown.data.delivery_no, shown.data.payment_name_cn]).toEqual([
      3,
      'YD123456',
      '余额支付',
    ]);
    expect((await t.call('POST', '/api/Seller/orders/express/find', { token: sellerA, body: { id: oA } })).msg).toBe(
      '物流查询未配置.',
    );
  });

  it('lets the buyer confirm receipt, not cancel a paid order, and the admin see everything', async () => {
    const [oA] = created.order_id as [number, number];
    expect((await t.call('PUT', `/api/user/order/${oA}`, { token: buyer, body: { order_status: 0 } })).code).toBe(500);
    expect((await t.call('PUT', `/api/user/order/${oA}`, { token: buyer, body: { order_status: 1 } })).code).toBe(500);
    expect((await t.call('PUT', `/api/user/order/${oA}`, { token: stranger, body: { order_status: 4 } })).msg).toBe(
      '没有找到订单.',
    );
    expect(await t.call('PUT', `/api/user/order/${oA}`, { token: buyer, body: { order_status: 4 } })).toMatchObject({
      code: 200,
      data: [4],
    });
    const all = await t.call<{ data: OrderListItem[]; total: number }>('GET', '/api/Admin/orders', {
      token: admin,
      query: { isWith: 'store,user,refund' },
    });
    expect(all.data.total).toBe(2);
    expect(all.data.data.map((o) => o.store_name).sort()).toEqual(['flow-seller-a 的店', 'flow-seller-b 的店']);
    expect(
      (await t.call('GET', '/api/Admin/orders', { token: admin, query: { order_status: '4' } })).data,
    ).toMatchObject({ total: 1 });
  });
});

describe('cancelling', () => {
  it('returns the stock of an unpaid order, once', async () => {
    const before = await stockOf(db, gA.goods.id);
    const { order_id } = await place([{ goods_id: gA.goods.id, sku_id: 0, buy_num: 3 }]);
    expect(await stockOf(db, gA.goods.id)).toBe(before - 3);
    expect(
      await t.call('PUT', `/api/user/order/${order_id[0]}`, { token: buyer, body: { order_status: 0 } }),
    ).toMatchObject({ code: 200, data: [0] });
    expect(await stockOf(db, gA.goods.id)).toBe(before);
    expect(
      (await t.call('PUT', `/api/user/order/${order_id[0]}`, { token: buyer, body: { order_status: 0 } })).code,
    ).toBe(500);
    expect(await stockOf(db, gA.goods.id)).toBe(before);
  });

  it('lets the admin cancel an unpaid order but not ship one', async () => {
    const o = await createOrder(db, buyerId, storeB, [{ goods: gB.goods }]);
    expect(
      (
        await t.call('PUT', '/api/Admin/orders/status/edit', {
          token: admin,
          body: { id: o.id, status: 3, delivery_code: 'yd', delivery_no: 'X1' },
        })
      ).code,
    ).toBe(500);
    expect(
      (await t.call('PUT', '/api/Admin/orders/status/edit', { token: admin, body: { id: o.id, status: 0 } })).code,
    ).toBe(200);
  });

  it('keeps every balance equal to its logs', async () => {
    expect(await ledgerMismatches(db, 'user', buyerId)).toEqual([]);
    const logs = await db.select().from(moneyLogs).where(eq(moneyLogs.user_id, buyerId));
    expect(logs.map((l) => l.name).sort()).toEqual(['系统处理', '订单支付']);
  });
});

describe('paying by balance twice in a row', () => {
  it('refuses the same orders again within 3 s, but not other orders paid a moment later', async () => {
    await db
      .update(users)
      .set({ money: sql`${users.money} + 100` })
      .where(eq(users.id, buyerId));
    await db
      .insert(moneyLogs)
      .values({ user_id: buyerId, name: '系统处理', money: '100.00', is_type: 0, info: 'test' });
    const [one, two] = [
      await place([{ goods_id: gA.goods.id, sku_id: 0, buy_num: 1, cart_id: 71 }]),
      await place([{ goods_id: gA.goods.id, sku_id: 0, buy_num: 1, cart_id: 72 }]),
    ];
    // The same orders named in another order are the same payment.
    const [a, again] = await Promise.all([payBalance(one.order_id), payBalance([...one.order_id].reverse())]);
    expect([a.code, again.code].sort()).toEqual([200, 500]);
    expect((await payBalance(two.order_id)).code).toBe(200);
    const paid = await db
      .select()
      .from(orders)
      .where(inArray(orders.id, [...one.order_id, ...two.order_id]));
    expect(paid.map((o) => o.order_status)).toEqual([2, 2]);
    expect(await ledgerMismatches(db, 'user', buyerId)).toEqual([]);
  });
});
