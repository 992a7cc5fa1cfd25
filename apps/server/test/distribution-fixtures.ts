/**
 * State for the distribution tests: a referral chain, a plan on a goods, and orders paid through the real payment
 * route (so commissions are recorded by `settlePayment`, as in production).
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DISTRIBUTION_LEVEL_NAMES } from '@shop/contract/distribution';
import type { Db } from '../src/db/client.ts';
import { distributionLogs, distributions, orderPays, orders, users } from '../src/db/schema/index.ts';
import type { TestApp } from './helper.ts';
import { createOrder, createShopper, type FixtureLine } from './order-fixtures.ts';

/**
 * Shoppers `<prefix>-1` … `<prefix>-n`, each invited by the previous one (`-1` invited by nobody); each with a
 * balance so any of them can buy. Answers their ids, top first.
 */
export async function createChain(db: Db, prefix: string, n: number, money = '1000.00'): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) {
    const u = await createShopper(db, `${prefix}-${i}`, money);
    if (ids.length)
      await db
        .update(users)
        .set({ inviter_id: ids.at(-1)! })
        .where(eq(users.id, u.id));
    ids.push(u.id);
  }
  return ids;
}

/** A plan written straight to the table (the Seller resource is tested on its own). */
export async function createPlan(db: Db, storeId: number, goodsId: number, rates: [string, string, string]) {
  const [p] = await db
    .insert(distributions)
    .values({ store_id: storeId, goods_id: goodsId, lev_1: rates[0], lev_2: rates[1], lev_3: rates[2] })
    .returning();
  return p!;
}

/** An order placed for `userId` (unpaid) and paid by balance through `POST /api/user/order/pay`. */
export async function paidOrder(t: TestApp, token: string, userId: number, storeId: number, lines: FixtureLine[]) {
  const o = await createOrder(t.database.db, userId, storeId, lines);
  const r = await t.call('POST', '/api/user/order/pay', {
    token,
    body: { order_id: String(o.id), payment_name: 'balance', pay_password: '123456', device: 'scan' },
  });
  expect(r.code, r.msg).toBe(200);
  // The pay route refuses a second payment of one shopper within seconds (a double click): age this one.
  await t.database.db
    .update(orderPays)
    .set({ created_at: '2000-01-01 00:00:00' })
    .where(eq(orderPays.belong_id, userId));
  return o;
}

/** Marks an order completed (status 6), the state settlement takes. */
export async function complete(db: Db, orderId: number): Promise<void> {
  await db.update(orders).set({ order_status: 6 }).where(eq(orders.id, orderId));
}

/** The logs of one order, by level. */
export async function logsOf(db: Db, orderId: number) {
  const rows = await db.select().from(distributionLogs).where(eq(distributionLogs.order_id, orderId));
  const level = (name: string) => DISTRIBUTION_LEVEL_NAMES.indexOf(name as (typeof DISTRIBUTION_LEVEL_NAMES)[number]);
  return rows.sort((a, b) => level(a.name) - level(b.name) || a.id - b.id);
}

/** A user's balance. */
export async function moneyOf(db: Db, userId: number): Promise<string> {
  const [u] = await db.select({ money: users.money }).from(users).where(eq(users.id, userId));
  return u!.money;
}
