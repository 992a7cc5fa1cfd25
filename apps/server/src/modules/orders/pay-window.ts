import { and, asc, eq, exists, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract/orders';
import type { Db } from '../../db/client.ts';
import { orderGoods, orders } from '../../db/schema/index.ts';
import type { Kv } from '../../lib/kv.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { readConfigCached, PROMOTION_PAY_MINUTES_KEY, PROMOTION_PAY_MINUTES_VALUE } from '../system/configs.ts';
import { changeOrderStatus, lockOrder } from './transitions.ts';

/**
 * Minutes a flash-sale or group order has to be paid when the setting is missing. Such an order holds what many
 * shoppers are racing for (a sale's quota, a place in a group), so it cannot hold it for the day ordinary orders get.
 */
export const DEFAULT_PROMOTION_PAY_MINUTES = 15;
const BATCH = 200;
const MINUTE_MS = 60_000;

/**
 * The window in minutes, through the settings' short cache: the goods page reads it on every cold answer (a
 * transaction handle is a cache of its own, so a read inside one is always fresh).
 */
export async function promotionPayMinutes(db: Db): Promise<number> {
  const raw = await readConfigCached(db, 'task');
  const value = raw && typeof raw === 'object' ? raw[PROMOTION_PAY_MINUTES_KEY] : undefined;
  const text = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  return PROMOTION_PAY_MINUTES_VALUE.test(text) ? Number(text) : DEFAULT_PROMOTION_PAY_MINUTES;
}

/** An order bought in a flash sale (any of its lines) or in a group. */
const promotional = or(
  gt(orders.collective_id, 0),
  exists(
    sql`(select 1 from ${orderGoods} where ${orderGoods.order_id} = ${orders.id} and ${orderGoods.seckill_id} > 0)`,
  ),
);

/**
 * Cancels the unpaid orders created before `before` (and matching `which`, when given), oldest first, a batch at a
 * time: their stock, sale units, group place and coupon come back as with any cancellation (`changeOrderStatus`).
 * One transaction per order, which locks the order and cancels it only if it is still unpaid; a payment locks the
 * same row and pays only orders still unpaid, so a payment arriving at the same moment either finds the order
 * cancelled or pays it first, never both. One order that fails is logged and never holds back the others.
 * @returns how many were cancelled
 */
export async function cancelUnpaidBefore(
  db: Db,
  kv: Kv,
  before: string,
  which: SQL | undefined,
  log: (e: unknown) => void,
): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.order_status, ORDER_STATUS.waitPay), lt(orders.created_at, before), which))
    .orderBy(asc(orders.id))
    .limit(BATCH);
  let done = 0;
  for (const { id } of due) {
    try {
      const cancelled = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, eq(orders.id, id));
        if (order?.order_status !== ORDER_STATUS.waitPay) return false;
        await changeOrderStatus(tx, order, ORDER_STATUS.cancelled, { kv });
        return true;
      });
      if (cancelled) done += 1;
    } catch (e) {
      log(e);
    }
  }
  return done;
}

/** Cancels flash-sale and group orders left unpaid for `minutes` (see `cancelUnpaidBefore`). */
export const cancelLatePromotionOrders = (
  db: Db,
  kv: Kv,
  minutes: number,
  log: (e: unknown) => void,
  at = Date.now(),
): Promise<number> => cancelUnpaidBefore(db, kv, shanghaiTime(at - minutes * MINUTE_MS), promotional, log);
