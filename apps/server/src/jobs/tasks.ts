import { and, eq, lt } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract/orders';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import type { Kv } from '../lib/kv.ts';
import { shanghaiTime } from '../lib/time.ts';
import { AUTO_REVIEW, writeOrderReviews } from '../modules/aftersale/reviews.ts';
import { settleOrders } from '../modules/finance/settlement.ts';
import { readConfigs } from '../modules/system/configs.ts';
import { cancelUnpaidBefore } from '../modules/orders/pay-window.ts';
import { changeOrderStatus, lockOrder } from '../modules/orders/transitions.ts';

const BATCH = 200;
const DAY_MS = 24 * 3600_000;

/** The `task` site setting: days before cancelling, confirming, and between settlements. */
export interface TaskDays {
  cancel: number;
  confirm: number;
  settlement: number;
}

export async function taskDays(db: Db): Promise<TaskDays> {
  const raw = (await readConfigs(db, ['task'])).task;
  const t = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const days = (k: string, fallback: number) => {
    const n = Number(t[k]);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return {
    cancel: days('cancel', 1),
    confirm: days('confirm', 4),
    settlement: Math.max(1, Math.floor(days('settlement', 7))),
  };
}

/** One transaction per order, so one order that fails never holds back the others. */
async function eachOrder(
  db: Db,
  ids: number[],
  step: (id: number) => Promise<void>,
  log: (e: unknown) => void,
): Promise<number> {
  let done = 0;
  for (const id of ids) {
    try {
      await step(id);
      done += 1;
    } catch (e) {
      log(e);
    }
  }
  return done;
}

/** Cancels orders unpaid for `cancel` days: their stock and coupons come back. */
export const cancelUnpaid = (db: Db, kv: Kv, days: number, log: (e: unknown) => void, at = Date.now()) =>
  cancelUnpaidBefore(db, kv, shanghaiTime(at - days * DAY_MS), undefined, log);

/**
 * Confirms orders shipped more than `confirm` days after payment, then completes orders received that long ago
 * with the automatic five-star review. Only orders that reached "received" complete (qwshop also completed others).
 */
export async function confirmReceived(db: Db, days: number, log: (e: unknown) => void): Promise<number> {
  const before = shanghaiTime(Date.now() - days * DAY_MS);
  const shipped = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.order_status, ORDER_STATUS.waitReceipt), lt(orders.pay_time, before)))
    .limit(BATCH);
  const confirmed = await eachOrder(
    db,
    shipped.map((o) => o.id),
    (id) =>
      db.transaction(async (tx) => {
        const order = await lockOrder(tx, eq(orders.id, id));
        if (order?.order_status === ORDER_STATUS.waitReceipt)
          await changeOrderStatus(tx, order, ORDER_STATUS.waitComment);
      }),
    log,
  );
  const received = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.order_status, ORDER_STATUS.waitComment), lt(orders.pay_time, before)))
    .limit(BATCH);
  await eachOrder(
    db,
    received.map((o) => o.id),
    (id) => db.transaction(async (tx) => void (await writeOrderReviews(tx, id, AUTO_REVIEW))),
    log,
  );
  return confirmed;
}

export async function settleCompleted(db: Db): Promise<number> {
  let total = 0;
  // Batches until nothing is left, so a busy month settles in one run.
  for (let n = await settleOrders(db, 'system'); n > 0; n = await settleOrders(db, 'system')) total += n;
  return total;
}
