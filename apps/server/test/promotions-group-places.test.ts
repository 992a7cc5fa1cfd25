import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/contract/orders';
import { collectiveLogs, orderPays, orders } from '../src/db/schema/index.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { bumpCatalogVersion } from '../src/modules/catalog/cache.ts';
import { settlePayment } from '../src/modules/payments/settle.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller } from './order-fixtures.ts';
import { balanceOf, basket, buyers, groupRule, type Buyer } from './promotion-fixtures.ts';

/**
 * Group buys and the payment window (docs/promotions.md#group-buys): an unpaid member holds its place only for the
 * window of promotion orders, a late payment finds out whether its place is still there, and a paid order whose
 * group is not complete reads "waiting for the group" in every order view (docs/statuses.md#orders).
 */
const t = await testApp({ demo: false });
const db = t.database.db;

const MINUTE = 60_000;
const EN = { 'accept-language': 'en' };
let storeId = 0;
let admin = '';
let seller = '';
let cartNo = 0;

beforeAll(async () => {
  storeId = (await createSeller(db, 'places-seller')).store.id;
  admin = await t.login('admin', 'admin');
  seller = await t.login('seller', 'places-seller');
  const set = await t.call('PUT', '/api/Admin/configs/update', {
    token: admin,
    body: { task: { promotion_pay_minutes: '15', unpaid_order_limit: '0' } },
  });
  expect(set.code, set.msg).toBe(200);
});

async function place(b: Buyer, goodsId: number, collectiveId: number) {
  cartNo += 1;
  const r = await t.call<OrderCreated>('POST', '/api/user/order/create', {
    token: b.token,
    body: {
      params: basket([
        { goods_id: goodsId, sku_id: 0, buy_num: 1, cart_id: 900000 + cartNo, collective_id: collectiveId },
      ]),
      address_id: b.address,
      coupon_id: '',
    },
  });
  return { ...r, id: r.code === 200 ? r.data.order_id[0]! : 0 };
}
const pay = (b: Buyer, id: number, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/user/order/pay', {
    token: b.token,
    headers,
    body: { order_id: String(id), payment_name: 'balance', pay_password: '123456', device: 'scan' },
  });
const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const groupRow = async (id: number) => (await db.select().from(collectiveLogs).where(eq(collectiveLogs.id, id)))[0]!;
/** The order as if placed `minutes` ago: past the payment window without the minute task having run. */
const age = (id: number, minutes: number) =>
  db
    .update(orders)
    .set({ created_at: shanghaiTime(Date.now() - minutes * MINUTE) })
    .where(eq(orders.id, id));

async function groupGoods(need: number) {
  const { goods } = await createGoods(db, storeId, { goods_price: '50.00', goods_stock: 20, freight_id: -1 });
  await groupRule(db, storeId, goods.id, need, '20.00');
  return goods.id;
}

/** A group of `need` opened and paid by its first buyer; answers the group's id and the opener's order. */
async function openGroup(goodsId: number, opener: Buyer) {
  const opened = await place(opener, goodsId, -1);
  expect(opened.code, opened.msg).toBe(200);
  expect((await pay(opener, opened.id)).code).toBe(200);
  return { groupId: (await orderRow(opened.id)).collective_id, orderId: opened.id };
}

describe('a place in a group is held by an unpaid member only for the payment window', () => {
  it('frees the place of a join left unpaid past the window before the task runs; its payment is then refused', async () => {
    const goodsId = await groupGoods(2);
    const [a, b, c] = (await buyers(db, 'places-late', 3)) as [Buyer, Buyer, Buyer];
    const { groupId } = await openGroup(goodsId, a);
    const late = await place(b, goodsId, groupId);
    expect(late.code, late.msg).toBe(200);
    // Inside its window the unpaid join holds the last place.
    expect((await place(c, goodsId, groupId)).msg).toBe('该团人数已满.');

    await age(late.id, 16);
    // The goods page lists the group as missing one member again.
    await bumpCatalogVersion(t.app.kv);
    const page = await t.call<{ collective_list: { id: number; orders_count: number }[] }>(
      'GET',
      `/api/goods/${goodsId}`,
    );
    expect(page.data.collective_list.find((g) => g.id === groupId)?.orders_count).toBe(1);
    const joined = await place(c, goodsId, groupId);
    expect(joined.code, joined.msg).toBe(200);

    // The late member's place is gone: its payment is refused in both languages and moves no money.
    const before = await balanceOf(db, b.id);
    expect((await pay(b, late.id)).msg).toBe('支付时间已过，您在该团的名额已被他人占用，请重新参团.');
    expect((await pay(b, late.id, EN)).msg).toBe(
      'The time to pay has passed and your place in this group was taken: join a group again.',
    );
    expect(await balanceOf(db, b.id)).toBe(before);
    expect((await orderRow(late.id)).order_status).toBe(1);

    expect((await pay(c, joined.id)).code).toBe(200);
    const group = await groupRow(groupId);
    expect(group.status).toBe(1);
  });

  it("keeps a provider's money on the balance and cancels the order when the place was taken meanwhile", async () => {
    const goodsId = await groupGoods(2);
    const [a, b, c] = (await buyers(db, 'places-prov', 3, '0.00')) as [Buyer, Buyer, Buyer];
    const opened = await place(a, goodsId, -1);
    const groupId = (await orderRow(opened.id)).collective_id;
    const late = await place(b, goodsId, groupId);
    await age(late.id, 16);
    expect((await place(c, goodsId, groupId)).code).toBe(200);
    // The shopper paid at the provider before the place went: its notification arrives now.
    const total = (await orderRow(late.id)).total_price;
    const [payRow] = await db
      .insert(orderPays)
      .values({
        belong_id: b.id,
        name: 'group',
        order_ids: String(late.id),
        pay_no: `PLACES${late.id}`,
        payment_name: 'alipay',
        device: 'scan',
        total,
      })
      .returning();
    expect(await db.transaction((tx) => settlePayment(tx, payRow!.id, { tradeNo: `TRADE${late.id}` }))).toBe(true);
    expect((await orderRow(late.id)).order_status).toBe(0);
    expect(await balanceOf(db, b.id)).toBe(total);
    expect((await groupRow(groupId)).status).toBe(2);
  });

  it('still lets a late member pay while nobody took its place', async () => {
    const goodsId = await groupGoods(2);
    const [a, b] = (await buyers(db, 'places-free', 2)) as [Buyer, Buyer];
    const { groupId } = await openGroup(goodsId, a);
    const late = await place(b, goodsId, groupId);
    await age(late.id, 16);
    const paid = await pay(b, late.id);
    expect(paid.code, paid.msg).toBe(200);
    expect((await orderRow(late.id)).order_status).toBe(2);
    expect((await groupRow(groupId)).status).toBe(1);
  });
});

interface Listed {
  id: number;
  order_status: number;
  order_status_cn: string;
  group_waiting: boolean;
}

describe('a paid order whose group is not complete waits for the group', () => {
  it('reads 待成团 / Waiting for group in the storefront, Seller and Admin views, keeps status 2 and cannot ship', async () => {
    const goodsId = await groupGoods(2);
    const [a, b] = (await buyers(db, 'places-wait', 2)) as [Buyer, Buyer];
    const { groupId, orderId } = await openGroup(goodsId, a);

    /** The order as each view shows it, in one language. */
    const views = async (headers: Record<string, string> = {}) => {
      const home = await t.call<{ data: Listed[] }>('GET', '/api/user/orders', {
        token: a.token,
        headers,
        query: { isResource: 'Home' },
      });
      const homeDetail = await t.call<Listed>('GET', `/api/user/order/${orderId}`, {
        token: a.token,
        headers,
        query: { isResource: 'Home' },
      });
      const found = (list: { data: Listed[] }) => list.data.find((o) => o.id === orderId)!;
      const sellerList = await t.call<{ data: Listed[] }>('GET', '/api/Seller/orders', { token: seller, headers });
      const sellerShow = await t.call<Listed>('GET', `/api/Seller/orders/${orderId}`, { token: seller, headers });
      const adminList = await t.call<{ data: Listed[] }>('GET', '/api/Admin/orders', {
        token: admin,
        headers,
        query: { per_page: 100 },
      });
      const adminShow = await t.call<Listed>('GET', `/api/Admin/orders/${orderId}`, { token: admin, headers });
      return [
        found(home.data),
        homeDetail.data,
        found(sellerList.data),
        sellerShow.data,
        found(adminList.data),
        adminShow.data,
      ].map((o) => [o.order_status, o.order_status_cn, o.group_waiting]);
    };

    expect(await views()).toEqual(Array(6).fill([2, '待成团', true]));
    expect(await views(EN)).toEqual(Array(6).fill([2, 'Waiting for group', true]));

    const ship = (headers: Record<string, string> = {}) =>
      t.call('PUT', '/api/Seller/orders/status/edit', {
        token: seller,
        headers,
        body: { id: orderId, status: 3, delivery_code: 'sf', delivery_no: 'SF100' },
      });
    expect((await ship()).msg).toBe('拼团未完成，暂不能发货.');
    expect((await ship(EN)).msg).toBe('The group is not complete yet: it cannot be shipped.');
    expect((await orderRow(orderId)).order_status).toBe(2);

    const joined = await place(b, goodsId, groupId);
    expect((await pay(b, joined.id)).code).toBe(200);
    expect(await views()).toEqual(Array(6).fill([2, '等待发货', false]));
    expect((await ship()).code).toBe(200);
  });
});
