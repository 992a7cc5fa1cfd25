import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moneyLogs, orders } from '../src/db/schema/index.ts';
import { DEMO_ORDER_RATE } from '../src/db/seed/demo-finance.ts';
import { creditOrderPoints, pointsFor } from '../src/modules/integral/earn.ts';
import { testApp } from './helper.ts';
import { pointsOf } from './integral-fixtures.ts';
import { createGoods, createOrder, createSeller, createShopper, ledgerMismatches } from './order-fixtures.ts';

const t = await testApp();
const db = t.database.db;
const admin = await t.login('admin', 'admin');
const { store } = await createSeller(db, 'ie-seller');
const goods = (await createGoods(db, store.id, { goods_price: '59.90' })).goods;

const setRate = (rate: string) =>
  t.call('PUT', '/api/Admin/configs/update', { token: admin, body: { integral: { order_rate: rate } } });

const earnedLogs = (userId: number) =>
  db
    .select()
    .from(moneyLogs)
    .where(and(eq(moneyLogs.user_id, userId), eq(moneyLogs.name, '订单积分')));

async function receivedOrder(name: string) {
  const user = await createShopper(db, name);
  const token = await t.login('home', name);
  const order = await createOrder(db, user.id, store.id, [{ goods }], { order_status: 4 });
  return { user, token, order };
}

/** The rule as the settings page loads it. */
const readRule = async () =>
  (await t.call<{ order_rate: string }>('GET', '/api/Admin/configs', { token: admin, query: { name: 'integral' } }))
    .data;

describe('the points rule', () => {
  it('is the demo’s value, reads back as saved, and takes only a rate of up to 4 digits and 2 decimals', async () => {
    expect(await readRule()).toEqual({ order_rate: DEMO_ORDER_RATE });
    for (const bad of ['abc', '-1', '1.234', '12345', '']) expect((await setRate(bad)).code, bad).toBe(422);
    // A refused value leaves the rule as it was.
    expect(await readRule()).toEqual({ order_rate: DEMO_ORDER_RATE });
    expect((await setRate('1.5')).code).toBe(200);
    expect(await readRule()).toEqual({ order_rate: '1.5' });
    expect(pointsFor(5990, 150)).toBe(8900); // 59.90 yuan × 1.5 = 89.85 → 89 whole points
  });

  it('is off without demo data until the platform sets it', async () => {
    const plain = await testApp({ demo: false });
    const token = await plain.login('admin', 'admin');
    const rule = await plain.call('GET', '/api/Admin/configs', { token, query: { name: 'integral' } });
    expect(rule.data).toEqual({ order_rate: '0' });
  });
});

describe('points earned on completed orders', () => {
  it('are credited once when the buyer’s review completes an order, with their money log', async () => {
    await setRate('1.5');
    const { user, token, order } = await receivedOrder('ie-review');
    const r = await t.call('POST', '/api/user/comments', { token, body: { order_id: order.id, content: '好' } });
    expect(r.code).toBe(200);
    const [done] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(done!.order_status).toBe(6);
    expect(await pointsOf(db, user.id)).toBe('89.00');
    expect((await earnedLogs(user.id)).map((l) => [l.money, l.is_type, l.is_belong, l.info])).toEqual([
      ['89.00', 2, 0, order.order_no],
    ]);

    // A second completion of the same order (another path, a replay) finds the log and credits nothing.
    await t.call('POST', '/api/user/comments', { token, body: { order_id: order.id, content: '再评' } });
    expect(await db.transaction((tx) => creditOrderPoints(tx, done!))).toBe(0);
    expect(await pointsOf(db, user.id)).toBe('89.00');
    expect(await earnedLogs(user.id)).toHaveLength(1);
    expect(await ledgerMismatches(db, 'user', user.id)).toEqual([]);
  });

  it('are credited when the platform completes an order, and not at all while the rule is 0', async () => {
    await setRate('2');
    const a = await receivedOrder('ie-admin');
    const r = await t.call('PUT', '/api/Admin/orders/status/edit', {
      token: admin,
      body: { id: a.order.id, status: 6 },
    });
    expect(r.code).toBe(200);
    expect(await pointsOf(db, a.user.id)).toBe('119.00'); // 59.90 × 2 = 119.8

    await setRate('0');
    const b = await receivedOrder('ie-off');
    await t.call('POST', '/api/user/comments', { token: b.token, body: { order_id: b.order.id, content: '好' } });
    expect(await pointsOf(db, b.user.id)).toBe('0.00');
    expect(await earnedLogs(b.user.id)).toEqual([]);
    for (const u of [a.user.id, b.user.id]) expect(await ledgerMismatches(db, 'user', u)).toEqual([]);
  });

  it('are credited exactly once when the buyer and the platform complete the same order at the same time', async () => {
    await setRate('1');
    const { user, token, order } = await receivedOrder('ie-race');
    await Promise.all([
      t.call('POST', '/api/user/comments', { token, body: { order_id: order.id, content: '好' } }),
      t.call('PUT', '/api/Admin/orders/status/edit', { token: admin, body: { id: order.id, status: 6 } }),
      t.call('POST', '/api/user/comments', { token, body: { order_id: order.id, content: '好' } }),
    ]);
    expect(await pointsOf(db, user.id)).toBe('59.00');
    expect(await earnedLogs(user.id)).toHaveLength(1);
    expect(await ledgerMismatches(db, 'user', user.id)).toEqual([]);
  });
});
