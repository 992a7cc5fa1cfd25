/**
 * Referral commissions over an order's life: recorded (pending) when the order is paid, credited to the
 * beneficiaries when the order is settled to its store (and taken off what the store is paid), cancelled when the
 * order's money went back to the buyer. Every function runs in its caller's transaction.
 */
import { and, asc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import {
  DISTRIBUTION_LEVEL_NAMES,
  DISTRIBUTION_LOG_STATUS as S,
  DISTRIBUTION_MONEY_LOG,
} from '@shop/contract/distribution';
import { ORDER_STATUS, REFUND_STEP, REFUND_VERIFY } from '@shop/contract/orders';
import type { Tx } from '../../db/client.ts';
import { distributionLogs, distributions, orderGoods, orders, refunds, users } from '../../db/schema/index.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { fromCents, toCents } from '../catalog/money.ts';
import { changeBalance } from '../stores/balances.ts';
import { selfReferrals } from './self-referral.ts';

const LEVELS = DISTRIBUTION_LEVEL_NAMES.length;

/**
 * `rate` percent of `baseCents`, rounded half up to the cent. The rate's 2 decimals make it an integer of
 * hundredths of a percent, so no float ever scales money: 100.00 × 10 % = 10.00.
 */
export function commissionCents(baseCents: number, rate: string): number {
  return Math.floor((baseCents * toCents(rate) + 5000) / 10000);
}

/**
 * The buyer's ancestors, nearest first, at most three: level 1 is the buyer's inviter, level 2 its inviter, and so
 * on. The chain stops at the first missing or deleted account, and before the buyer or anyone already in it (an
 * inviter loop must never pay a shopper for their own order, nor one person twice).
 */
async function ancestors(tx: Tx, buyerId: number): Promise<number[]> {
  const chain: number[] = [];
  let current = buyerId;
  while (chain.length < LEVELS) {
    const [row] = await tx.select({ inviter: users.inviter_id }).from(users).where(eq(users.id, current)).limit(1);
    const next = row?.inviter ?? 0;
    if (next <= 0 || next === buyerId || chain.includes(next)) break;
    const [live] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, next), isNull(users.deleted_at)))
      .limit(1);
    if (!live) break;
    chain.push(next);
    current = next;
  }
  return chain;
}

/**
 * Records the pending commissions of orders that were just paid: for each line whose goods has a live plan of the
 * line's store, one log per existing level with a non-zero commission, except for beneficiaries who share a phone,
 * payment account, shipping address or network address with the buyer (`self-referral.ts`). The base is what the buyer paid for the line:
 * its total, less its share of the order's discounts (an order-wide coupon lowers every line alike), so a store never
 * pays commission on money it did not receive. Lines already recorded are skipped, so a second call changes nothing.
 */
export async function recordCommissions(tx: Tx, orderIds: readonly number[]): Promise<void> {
  if (!orderIds.length) return;
  const lines = await tx
    .select({
      id: orderGoods.id,
      order_id: orderGoods.order_id,
      store_id: orderGoods.store_id,
      total: orderGoods.total_price,
      plan_id: distributions.id,
      lev_1: distributions.lev_1,
      lev_2: distributions.lev_2,
      lev_3: distributions.lev_3,
    })
    .from(orderGoods)
    .innerJoin(
      distributions,
      and(
        eq(distributions.goods_id, orderGoods.goods_id),
        eq(distributions.store_id, orderGoods.store_id),
        isNull(distributions.deleted_at),
      ),
    )
    .where(
      and(
        inArray(orderGoods.order_id, [...orderIds]),
        isNull(orderGoods.deleted_at),
        notExists(sql`(select 1 from ${distributionLogs} where ${distributionLogs.order_goods_id} = ${orderGoods.id})`),
      ),
    )
    .orderBy(asc(orderGoods.id));
  if (!lines.length) return;
  const planned = [...new Set(lines.map((l) => l.order_id))];
  const orderRows = await tx
    .select({
      id: orders.id,
      user_id: orders.user_id,
      total: orders.total_price,
      freight: orders.freight_money,
      receive_tel: orders.receive_tel,
      receive_area: orders.receive_area,
      receive_address: orders.receive_address,
    })
    .from(orders)
    .where(inArray(orders.id, planned));
  const allLines = await tx
    .select({ order_id: orderGoods.order_id, total: orderGoods.total_price })
    .from(orderGoods)
    .where(and(inArray(orderGoods.order_id, planned), isNull(orderGoods.deleted_at)));
  const now = shanghaiTime();
  const chains = new Map<number, number[]>();
  const values: (typeof distributionLogs.$inferInsert)[] = [];
  for (const o of orderRows) {
    const ancestry = chains.get(o.user_id) ?? (await ancestors(tx, o.user_id));
    chains.set(o.user_id, ancestry);
    // A beneficiary who looks like the buyer (a second account) earns nothing on it; the others keep their levels.
    const self = await selfReferrals(tx, o.user_id, o, ancestry);
    const chain = ancestry.map((id) => (self.has(id) ? 0 : id));
    if (!chain.some((id) => id > 0)) continue;
    // Goods paid = order total less freight, never more than the lines' own sum (discounts only lower it).
    const linesCents = allLines.filter((l) => l.order_id === o.id).reduce((s, l) => s + toCents(l.total), 0);
    const goodsPaid = Math.min(linesCents, Math.max(0, toCents(o.total) - toCents(o.freight)));
    for (const line of lines.filter((l) => l.order_id === o.id)) {
      const lineCents = toCents(line.total);
      const base = linesCents > 0 ? Math.floor((lineCents * goodsPaid) / linesCents) : 0;
      const rates = [line.lev_1, line.lev_2, line.lev_3];
      chain.forEach((beneficiary, level) => {
        if (!beneficiary) return;
        const rate = rates[level]!;
        const cents = commissionCents(base, rate);
        if (cents <= 0) return;
        values.push({
          name: DISTRIBUTION_LEVEL_NAMES[level],
          user_id: beneficiary,
          store_id: line.store_id,
          order_id: o.id,
          distribution_id: line.plan_id,
          order_goods_id: line.id,
          money: fromCents(base),
          lev: rate,
          commission: fromCents(cents),
          status: S.pending,
          created_at: now,
          updated_at: now,
        });
      });
    }
  }
  if (values.length) await tx.insert(distributionLogs).values(values);
}

/** A pending log whose beneficiary can still be paid (a deleted account's commission is cancelled instead). */
const payable = sql`exists (select 1 from ${users} where ${users.id} = ${distributionLogs.user_id} and ${users.deleted_at} is null)`;

const pendingOf = (orderIds: readonly number[]) =>
  and(
    inArray(distributionLogs.order_id, [...orderIds]),
    eq(distributionLogs.status, S.pending),
    isNull(distributionLogs.deleted_at),
  );

/**
 * The commission each order will pay at settlement, in cents (orders without any are absent): the store is paid
 * the order's total less this. Read under the settlement's lock on the orders, so `payCommissions` then credits
 * exactly these logs.
 */
export async function pendingCommissions(tx: Tx, orderIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!orderIds.length) return out;
  const rows = await tx
    .select({ order_id: distributionLogs.order_id, commission: distributionLogs.commission })
    .from(distributionLogs)
    .where(and(pendingOf(orderIds), payable));
  for (const r of rows) out.set(r.order_id, (out.get(r.order_id) ?? 0) + toCents(r.commission));
  return out;
}

/**
 * Credits the pending commissions of settled orders, each log exactly once: its status moves 0 → 1 in one
 * conditional update, and only the rows that update took are paid (money log 会员分销). A log whose beneficiary was
 * deleted meanwhile is cancelled. Balances are changed in user id order, so concurrent runs cannot deadlock.
 */
export async function payCommissions(tx: Tx, orderIds: readonly number[], info: string): Promise<void> {
  if (!orderIds.length) return;
  const now = shanghaiTime();
  await tx
    .update(distributionLogs)
    .set({ status: S.cancelled, updated_at: now })
    .where(and(pendingOf(orderIds), sql`not ${payable}`));
  const taken = await tx
    .update(distributionLogs)
    .set({ status: S.paid, updated_at: now })
    .where(pendingOf(orderIds))
    .returning({ user_id: distributionLogs.user_id, commission: distributionLogs.commission });
  const perUser = new Map<number, number>();
  for (const r of taken) perUser.set(r.user_id, (perUser.get(r.user_id) ?? 0) + toCents(r.commission));
  for (const [userId, cents] of [...perUser].sort((a, b) => a[0] - b[0])) {
    if (cents > 0)
      await changeBalance(tx, { id: userId, belong: 'user', type: 0, cents, name: DISTRIBUTION_MONEY_LOG, info });
  }
}

/**
 * Cancels the pending commissions of orders whose money went back to the buyer (an approved refund paid out, or a
 * return taken back for money: the same rule settlement uses to skip an order) or that were cancelled: such an order
 * is never settled, so its commissions would otherwise wait for ever. Answers how many logs were cancelled.
 */
export async function cancelLostCommissions(tx: Tx): Promise<number> {
  const lost = or(
    sql`exists (select 1 from ${refunds} where ${refunds.order_id} = ${distributionLogs.order_id} and ${refunds.deleted_at} is null
      and ${refunds.refund_verify} = ${REFUND_VERIFY.approved} and ${refunds.refund_step} = ${REFUND_STEP.finished} and ${refunds.re_delivery_no} = '')`,
    sql`exists (select 1 from ${orders} where ${orders.id} = ${distributionLogs.order_id} and ${orders.order_status} = ${ORDER_STATUS.cancelled})`,
  );
  const rows = await tx
    .update(distributionLogs)
    .set({ status: S.cancelled, updated_at: shanghaiTime() })
    .where(and(eq(distributionLogs.status, S.pending), isNull(distributionLogs.deleted_at), lost))
    .returning({ id: distributionLogs.id });
  return rows.length;
}
