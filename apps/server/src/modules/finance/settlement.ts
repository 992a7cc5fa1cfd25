import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { ORDER_STATUS, REFUND_STEP, REFUND_VERIFY } from '@shop/contract/orders';
import type { Db } from '../../db/client.ts';
import { orderSettlements, orders, refunds } from '../../db/schema/index.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { fromCents, toCents } from '../catalog/money.ts';
import { cancelLostCommissions, payCommissions, pendingCommissions } from '../distribution/commissions.ts';
import { settlementNo } from '../orders/numbers.ts';
import { changeBalance } from '../stores/balances.ts';

export const SYSTEM_SETTLEMENT = '系统结算.';
export const MANUAL_SETTLEMENT = '手动结算.';
const BATCH = 500;

/** An order whose money went back to the buyer (an approved refund, or a return taken back for money). */
const refunded = notExists(
  sql`(select 1 from ${refunds} where ${refunds.order_id} = ${orders.id} and ${refunds.deleted_at} is null
    and ${refunds.refund_verify} = ${REFUND_VERIFY.approved} and ${refunds.refund_step} = ${REFUND_STEP.finished} and ${refunds.re_delivery_no} = '')`,
);

/**
 * Settles completed orders to their stores, exactly once each: candidates are locked with
 * SKIP LOCKED (a concurrent run takes other orders or none), the unique live settlement row per order refuses a
 * second one, and every settled order is flagged. Each store gets one log with the exact sum. Orders refunded to
 * the buyer are never settled; refused refunds and exchanges are (the store kept the sale). Referral commissions
 * come off `settlement_price` and are credited to their beneficiaries in the same transaction, only for the orders
 * this run settled; those of refunded or cancelled orders are cancelled. Answers how many orders were settled.
 */
export async function settleOrders(db: Db, kind: 'system' | 'manual'): Promise<number> {
  return db.transaction(async (tx) => {
    // Commissions of orders whose money went back to the buyer: such orders are never settled, so cancel them here.
    await cancelLostCommissions(tx);
    const candidates = await tx
      .select({ id: orders.id, user_id: orders.user_id, store_id: orders.store_id, total_price: orders.total_price })
      .from(orders)
      .where(
        and(
          eq(orders.order_status, ORDER_STATUS.completed),
          eq(orders.is_settlement, 0),
          isNull(orders.deleted_at),
          refunded,
        ),
      )
      .orderBy(orders.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!candidates.length) return 0;
    const no = settlementNo();
    const info = kind === 'system' ? SYSTEM_SETTLEMENT : MANUAL_SETTLEMENT;
    const now = shanghaiTime();
    // Pending commissions per order (cents): the store is paid the order's total less these.
    const commissions = await pendingCommissions(
      tx,
      candidates.map((o) => o.id),
    );
    const paid = (o: (typeof candidates)[number]) => Math.max(0, toCents(o.total_price) - (commissions.get(o.id) ?? 0));
    const inserted = await tx
      .insert(orderSettlements)
      .values(
        candidates.map((o) => ({
          order_id: o.id,
          user_id: o.user_id,
          store_id: o.store_id,
          settlement_no: no,
          total_price: o.total_price,
          settlement_price: fromCents(paid(o)),
          status: 1,
          info: commissions.has(o.id) ? `${info}|商品分佣-${fromCents(commissions.get(o.id)!)}` : info,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ order_id: orderSettlements.order_id });
    const credited = new Set(inserted.map((r) => r.order_id));
    const perStore = new Map<number, number>();
    for (const o of candidates) {
      if (credited.has(o.id)) perStore.set(o.store_id, (perStore.get(o.store_id) ?? 0) + paid(o));
    }
    // Exactly the commissions deducted above, for the orders settled now (a log is credited once: 0 → 1).
    await payCommissions(tx, [...credited], no);
    for (const [storeId, cents] of [...perStore].sort((a, b) => a[0] - b[0])) {
      if (cents > 0)
        await changeBalance(tx, {
          id: storeId,
          belong: 'store',
          type: 0,
          cents,
          name: info,
          info: `${no} ${fromCents(cents)}`,
        });
    }
    await tx
      .update(orders)
      .set({ is_settlement: 1, updated_at: now })
      .where(
        inArray(
          orders.id,
          candidates.map((o) => o.id),
        ),
      );
    return credited.size;
  });
}
