import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { ORDER_REFUND_STATUS, ORDER_STATUS, REFUND_STEP, REFUND_VERIFY } from '@shop/contract/orders';
import { GROUP_STATUS } from '@shop/contract/promotions';
import type { Db, Tx } from '../../db/client.ts';
import { collectiveLogs, goods, orderGoods, orders, refunds } from '../../db/schema/index.ts';
import type { Kv } from '../../lib/kv.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { toCents } from '../catalog/money.ts';
import { changeBalance } from '../stores/balances.ts';
import { changeOrderStatus, returnStock, type OrderRow } from './transitions.ts';

/** Money log of a paid member refunded because their group ran out of time. */
export const GROUP_REFUND = '拼团失败退款';
const BATCH = 100;

/**
 * Completes the groups of orders just paid whose paid members reached the group's size (called by the payment, in
 * its transaction, after the orders moved to "waiting delivery"). Only an open group completes, once.
 */
export async function completeGroups(tx: Tx, paid: readonly OrderRow[], now: string): Promise<void> {
  const ids = [...new Set(paid.map((o) => o.collective_id).filter((id) => id > 0))].sort((a, b) => a - b);
  for (const id of ids) {
    await tx
      .update(collectiveLogs)
      .set({ status: GROUP_STATUS.completed, updated_at: now })
      .where(
        and(
          eq(collectiveLogs.id, id),
          eq(collectiveLogs.status, GROUP_STATUS.open),
          sql`${collectiveLogs.need} <= (select count(*) from ${orders} where ${orders.collective_id} = ${id}
            and ${orders.order_status} > ${ORDER_STATUS.waitPay} and ${orders.deleted_at} is null)`,
        ),
      );
  }
}

/**
 * A paid member of a failed group: the order is cancelled, its stock and sales go back, the buyer gets the money.
 * A member whose money-back request is still waiting for the store is settled the same way and the request is
 * closed as refunded (verify 1, step 3; the money log `拼团失败退款` names the order), so the store's later approval or refusal finds it decided and moves no
 * money; left waiting, a refusal would put the order back to "paid" in a group that no longer exists, where it can
 * neither ship nor be refunded. A member whose after-sale already paid the money back (order completed, refund
 * finished) is not in either state and is left alone.
 */
async function refundMember(tx: Tx, order: OrderRow, now: string): Promise<void> {
  let request: typeof refunds.$inferSelect | undefined;
  if (order.order_status === ORDER_STATUS.afterSale) {
    [request] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.order_id, order.id), isNull(refunds.deleted_at)))
      .orderBy(desc(refunds.id))
      .limit(1)
      .for('update');
    // Only a request the store has not decided: an approved return or exchange is the store's to finish.
    if (!request || request.refund_verify !== REFUND_VERIFY.pending) return;
  } else if (order.order_status !== ORDER_STATUS.waitDelivery) return;
  const [moved] = await tx
    .update(orders)
    .set({
      order_status: ORDER_STATUS.cancelled,
      ...(request ? { refund_status: ORDER_REFUND_STATUS.finished } : {}),
      updated_at: now,
    })
    .where(and(eq(orders.id, order.id), eq(orders.order_status, order.order_status)))
    .returning({ id: orders.id });
  // Exactly once: only the transaction that moved the order out of "paid" (or "after-sale") pays the money back.
  if (!moved) return;
  if (request)
    await tx
      .update(refunds)
      .set({
        refund_verify: REFUND_VERIFY.approved,
        refund_step: REFUND_STEP.finished,
        updated_at: now,
      })
      .where(eq(refunds.id, request.id));
  await returnStock(tx, order.id);
  const lines = await tx
    .select({ goods_id: orderGoods.goods_id, n: orderGoods.buy_num })
    .from(orderGoods)
    .where(eq(orderGoods.order_id, order.id));
  for (const l of lines.sort((a, b) => a.goods_id - b.goods_id)) {
    await tx
      .update(goods)
      .set({ goods_sale: sql`greatest(${goods.goods_sale} - ${l.n}, 0)` })
      .where(eq(goods.id, l.goods_id));
  }
  const cents = toCents(order.total_price);
  if (cents > 0)
    await changeBalance(tx, {
      id: order.user_id,
      belong: 'user',
      type: 0,
      cents,
      name: GROUP_REFUND,
      info: order.order_no,
    });
}

/** Settles one member of a group that has failed: an unpaid order is cancelled, a paid one refunded. */
async function settleMember(tx: Tx, kv: Kv, order: OrderRow, now: string): Promise<void> {
  if (order.order_status === ORDER_STATUS.waitPay) await changeOrderStatus(tx, order, ORDER_STATUS.cancelled, { kv });
  else await refundMember(tx, order, now);
}

/**
 * Paid members of groups already cancelled: orders left behind by earlier versions, which skipped members in
 * after-sale (a refusal then put them back to "paid" in a dead group). Settled like any member at expiry.
 */
async function settleStranded(db: Db, kv: Kv, now: string, log: (e: unknown) => void): Promise<void> {
  const stranded = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(collectiveLogs, eq(collectiveLogs.id, orders.collective_id))
    .where(
      and(
        eq(collectiveLogs.status, GROUP_STATUS.cancelled),
        inArray(orders.order_status, [ORDER_STATUS.waitDelivery, ORDER_STATUS.afterSale]),
        isNull(orders.deleted_at),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);
  for (const { id } of stranded) {
    try {
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), isNull(orders.deleted_at)))
          .for('update');
        if (order) await refundMember(tx, order, now);
      });
    } catch (e) {
      log(e);
    }
  }
}

/**
 * Cancels the groups still short when their time is up (qwshop leaves them open forever): unpaid members'
 * orders are cancelled as any unpaid order is, paid members are refunded to their balance, each exactly once.
 * One transaction per group; its member orders are locked before the group (the payment's lock order), so a
 * payment racing the deadline either completes the group first or finds its order cancelled. A member whose
 * refund request is still open is refunded here and the request closed (see `refundMember`).
 */
export async function expireGroups(db: Db, kv: Kv, at: number, log: (e: unknown) => void): Promise<number> {
  const now = shanghaiTime(at);
  const due = await db
    .select({ id: collectiveLogs.id })
    .from(collectiveLogs)
    .where(
      and(
        eq(collectiveLogs.status, GROUP_STATUS.open),
        lte(collectiveLogs.expires_at, now),
        isNull(collectiveLogs.deleted_at),
      ),
    )
    .orderBy(asc(collectiveLogs.expires_at))
    .limit(BATCH);
  let done = 0;
  for (const { id } of due) {
    try {
      const expired = await db.transaction(async (tx) => {
        const members = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.collective_id, id), isNull(orders.deleted_at)))
          .orderBy(asc(orders.id))
          .for('update');
        const [group] = await tx.select().from(collectiveLogs).where(eq(collectiveLogs.id, id)).for('update');
        if (!group || group.status !== GROUP_STATUS.open || group.expires_at > now) return false;
        for (const o of members) await settleMember(tx, kv, o, now);
        await tx
          .update(collectiveLogs)
          .set({ status: GROUP_STATUS.cancelled, updated_at: now })
          .where(eq(collectiveLogs.id, id));
        return true;
      });
      if (expired) done += 1;
    } catch (e) {
      log(e);
    }
  }
  await settleStranded(db, kv, now, log);
  return done;
}
