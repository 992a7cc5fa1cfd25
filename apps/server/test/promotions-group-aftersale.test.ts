import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/contract/orders';
import { collectiveLogs, moneyLogs, orders, refunds } from '../src/db/schema/index.ts';
import { runDueTasks } from '../src/jobs/scheduler.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller, ledgerMismatches, stockOf } from './order-fixtures.ts';
import { balanceOf, basket, buyers, groupRule, type Buyer } from './promotion-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

let storeId = 0;
let seller = '';
// Each run of the timed tasks gets its own minute (one instance leads a task per minute).
let clock = Date.now() + 3 * 3600_000;
const tick = () => runDueTasks(t.app, (clock += 60_000));

beforeAll(async () => {
  storeId = (await createSeller(db, 'group-as-seller')).store.id;
  seller = await t.login('seller', 'group-as-seller');
});

const place = (b: Buyer, goodsId: number, collectiveId: number) =>
  t.call<OrderCreated>('POST', '/api/user/order/create', {
    token: b.token,
    body: {
      params: basket([{ goods_id: goodsId, sku_id: 0, buy_num: 1, collective_id: collectiveId }]),
      address_id: b.address,
      coupon_id: '',
    },
  });
const pay = (b: Buyer, id: number) =>
  t.call('POST', '/api/user/order/pay', {
    token: b.token,
    body: { order_id: String(id), payment_name: 'balance', pay_password: '123456', device: 'scan' },
  });
const ask = (b: Buyer, id: number) =>
  t.call('POST', '/api/user/order/refund', {
    token: b.token,
    body: { order_id: id, refund_type: 0, refund_remark: '不想要了' },
  });
const decide = (id: number, verify: 1 | 2) =>
  t.call('PUT', `/api/Seller/refunds/${id}`, {
    token: seller,
    body: verify === 1 ? { refund_verify: 1 } : { refund_verify: 2, refuse_remark: '不同意' },
  });
const orderOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const requestOf = async (id: number) => (await db.select().from(refunds).where(eq(refunds.order_id, id)))[0]!;
const refundLogs = (b: Buyer) =>
  db
    .select({ name: moneyLogs.name, money: moneyLogs.money })
    .from(moneyLogs)
    .where(and(eq(moneyLogs.user_id, b.id), inArray(moneyLogs.name, ['拼团失败退款', '售后退款'])));

/** A group of three (50.00 less 10 %), opened by the first buyer and joined by the others, all paid. */
async function paidGroup(prefix: string, n: number) {
  const { goods } = await createGoods(db, storeId, { goods_price: '50.00', goods_stock: 10, freight_id: -1 });
  await groupRule(db, storeId, goods.id, n + 1, '10.00', 2);
  const people = await buyers(db, prefix, n, '100.00');
  const opened = await place(people[0]!, goods.id, -1);
  expect(opened.code, opened.msg).toBe(200);
  const groupId = (await orderOf(opened.data.order_id[0]!)).collective_id;
  const ids = [opened.data.order_id[0]!];
  for (const p of people.slice(1)) {
    const r = await place(p, goods.id, groupId);
    expect(r.code, r.msg).toBe(200);
    ids.push(r.data.order_id[0]!);
  }
  for (const [i, p] of people.entries()) expect((await pay(p, ids[i]!)).code).toBe(200);
  for (const p of people) expect(await balanceOf(db, p.id)).toBe('55.00');
  return { goods, people, ids, groupId };
}

describe('a group that expires while a member asks for a refund', () => {
  it('refunds that member exactly once, closes the request, and the store can no longer move money', async () => {
    const { goods, people, ids, groupId } = await paidGroup('group-as', 3);
    const [open, approved, refused] = people as [Buyer, Buyer, Buyer];
    const [openId, approvedId, refusedId] = ids as [number, number, number];
    for (const [b, id] of [
      [open, openId],
      [approved, approvedId],
      [refused, refusedId],
    ] as const)
      expect((await ask(b, id)).code).toBe(200);
    // Before the deadline: one request approved (money back now), one refused (the order is paid again).
    expect((await decide(approvedId, 1)).code).toBe(200);
    expect((await decide(refusedId, 2)).code).toBe(200);
    expect(await balanceOf(db, approved.id)).toBe('100.00');
    expect((await orderOf(refusedId)).order_status).toBe(2);
    expect((await orderOf(openId)).order_status).toBe(5);

    const [first, second] = await Promise.all([tick(), tick()]);
    expect(first.groupsExpired + second.groupsExpired).toBe(1);

    for (const b of people) expect(await balanceOf(db, b.id)).toBe('100.00');
    expect(await refundLogs(open)).toEqual([{ name: '拼团失败退款', money: '45.00' }]);
    expect(await refundLogs(approved)).toEqual([{ name: '售后退款', money: '45.00' }]);
    expect(await refundLogs(refused)).toEqual([{ name: '拼团失败退款', money: '45.00' }]);
    // The open request ends settled: approved and finished, the order cancelled with its after-sale ended.
    expect(await requestOf(openId)).toMatchObject({ refund_verify: 1, refund_step: 3 });
    expect(await orderOf(openId)).toMatchObject({ order_status: 0, refund_status: 2 });
    expect((await db.select().from(collectiveLogs).where(eq(collectiveLogs.id, groupId)))[0]!.status).toBe(0);
    // The open member's and the refused member's pieces go back; the approved one's were sold and refunded.
    expect(await stockOf(db, goods.id)).toBe(9);

    // The store's late decision, either way, and another run of the task change no money.
    const late = [await decide(openId, 2), await decide(openId, 1)];
    expect(late.map((r) => r.msg)).toEqual(['操作失败.- rep', '操作失败.- rep']);
    await tick();
    for (const b of people) {
      expect(await balanceOf(db, b.id)).toBe('100.00');
      expect(await ledgerMismatches(db, 'user', b.id)).toEqual([]);
    }
    expect(await refundLogs(open)).toHaveLength(1);
    expect(await requestOf(openId)).toMatchObject({ refund_verify: 1, refund_step: 3 });
  });

  it('settles a paid member stranded in a group cancelled before (left "paid" by a refusal after expiry)', async () => {
    const { people, ids, groupId } = await paidGroup('grp-strand', 1);
    const [b] = people as [Buyer];
    // What the earlier expiry left behind: the group cancelled, its member still paid.
    await db.update(collectiveLogs).set({ status: 0 }).where(eq(collectiveLogs.id, groupId));
    await tick();
    expect(await orderOf(ids[0]!)).toMatchObject({ order_status: 0 });
    expect(await refundLogs(b)).toEqual([{ name: '拼团失败退款', money: '45.00' }]);
    await tick();
    expect(await balanceOf(db, b.id)).toBe('100.00');
    expect(await ledgerMismatches(db, 'user', b.id)).toEqual([]);
  });
});
