import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract/orders';
import { GROUP_STATUS } from '@shop/contract/promotions';
import type { Db, Tx } from '../../db/client.ts';
import { collectiveLogs, goods, orderGoods, orders } from '../../db/schema/index.ts';
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

/** A paid member of a failed group: the order is cancelled, its stock and sales go back, the buyer gets the money. */
async function refundMember(tx: Tx, order: OrderRow, now: string): Promise<void> {
  const [moved] = await tx
    .update(orders)
    .set({ order_status: ORDER_STATUS.cancelled, updated_at: now })
    .where(and(eq(orders.id, order.id), eq(orders.order_status, ORDER_STATUS.waitDelivery)))
    .returning({ id: orders.id });
  // Exactly once: only the transaction that moved the order out of "paid" pays the money back.
  if (!moved) return;
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

/**
 * Cancels the groups still short when their time is up (qwshop leaves them open forever): unpaid members'
 * orders are cancelled as any unpaid order is, paid members are refunded to their balance, each exactly once.
 * One transaction per group; its member orders are locked before the group (the payment's lock order), so a
 * payment racing the deadline either completes the group first or finds its order cancelled. Members in
 * after-sale are left to it.
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
        for (const o of members) {
          if (o.order_status === ORDER_STATUS.waitPay) await changeOrderStatus(tx, o, ORDER_STATUS.cancelled, { kv });
          else if (o.order_status === ORDER_STATUS.waitDelivery) await refundMember(tx, o, now);
        }
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
  return done;
}
