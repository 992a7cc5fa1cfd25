import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract/orders';
import { COUPON_LOG_STATUS, GROUP_STATUS } from '@shop/contract/promotions';
import type { Tx } from '../../db/client.ts';
import { collectiveLogs, couponLogs, orderGoods, orders, seckills } from '../../db/schema/index.ts';
import type { Kv } from '../../lib/kv.ts';
import { buyerCounterKey, flashCounterKey, giveBackFlashUnits } from '../checkout/steps/flash-counter.ts';
import type { OrderRow } from './transitions.ts';

/**
 * What an order cancelled before payment gives back besides its stock: its coupon (usable again), its flash-sale
 * units (to the sale's quota, and to the hot counter when `kv` is given), and its place in its group; a group left
 * with no member is cancelled. (The after-sale refund of a paid order keeps them: the goods were sold.)
 */
export async function releasePromotions(tx: Tx, order: OrderRow, now: string, kv?: Kv): Promise<void> {
  await tx
    .update(couponLogs)
    .set({ status: COUPON_LOG_STATUS.unused, order_id: 0, updated_at: now })
    .where(and(eq(couponLogs.order_id, order.id), isNull(couponLogs.deleted_at)));
  const flash = await tx
    .select({ id: orderGoods.seckill_id, n: sql<number>`sum(${orderGoods.buy_num})::int` })
    .from(orderGoods)
    .where(and(eq(orderGoods.order_id, order.id), gt(orderGoods.seckill_id, 0)))
    .groupBy(orderGoods.seckill_id)
    .orderBy(orderGoods.seckill_id);
  for (const f of flash) {
    await tx
      .update(seckills)
      .set({ sold: sql`greatest(${seckills.sold} - ${f.n}, 0)` })
      .where(eq(seckills.id, f.id));
  }
  // Given back before the commit: should the cancellation fail, the counter reads high and the quota's
  // conditional update (the truth) still refuses what is not there.
  if (kv)
    await giveBackFlashUnits(
      kv,
      flash.flatMap((f) => [
        { key: flashCounterKey(f.id), n: Number(f.n) },
        { key: buyerCounterKey(f.id, order.user_id), n: Number(f.n) },
      ]),
    );
  if (order.collective_id > 0) {
    await tx
      .update(collectiveLogs)
      .set({ status: GROUP_STATUS.cancelled, updated_at: now })
      .where(
        and(
          eq(collectiveLogs.id, order.collective_id),
          eq(collectiveLogs.status, GROUP_STATUS.open),
          sql`not exists (select 1 from ${orders} where ${orders.collective_id} = ${order.collective_id}
            and ${orders.id} <> ${order.id} and ${orders.order_status} <> ${ORDER_STATUS.cancelled}
            and ${orders.deleted_at} is null)`,
        ),
      );
  }
}

/** Whether a group order may ship: only once its group is complete (a short group may still be refunded). */
export async function groupAllowsShipping(tx: Tx, order: OrderRow): Promise<boolean> {
  if (order.collective_id <= 0) return true;
  const [group] = await tx
    .select({ status: collectiveLogs.status })
    .from(collectiveLogs)
    .where(eq(collectiveLogs.id, order.collective_id));
  return !group || group.status === GROUP_STATUS.completed;
}
