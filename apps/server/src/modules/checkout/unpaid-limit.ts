import { and, count, eq, isNull } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract/orders';
import type { Db, Tx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import { readConfigCached, UNPAID_ORDER_LIMIT_KEY, UNPAID_ORDER_LIMIT_VALUE } from '../system/configs.ts';

/** Unpaid orders one shopper may hold when the setting is missing (installations seeded before it existed). */
export const DEFAULT_UNPAID_ORDER_LIMIT = 10;

/**
 * How many unpaid orders one shopper may hold at once (0 = no cap). Unpaid orders hold stock until they are
 * paid, cancelled or cancelled by the timed task, so without a cap one shopper could take a whole stock away.
 */
export async function unpaidOrderLimit(db: Db): Promise<number> {
  const task = await readConfigCached(db, 'task');
  const raw = task && typeof task === 'object' ? task[UNPAID_ORDER_LIMIT_KEY] : undefined;
  const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw) : '';
  return UNPAID_ORDER_LIMIT_VALUE.test(text) ? Number(text) : DEFAULT_UNPAID_ORDER_LIMIT;
}

/**
 * Locks the shopper's row for the rest of the order transaction: checkouts of one shopper then run one after the
 * other, so each counts the unpaid orders the previous ones committed and simultaneous requests cannot pass the
 * cap together. Call it before anything else in the transaction (one lock order for every checkout).
 */
export async function lockShopper(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** This shopper's unpaid orders (call it after `lockShopper`: it then counts what the checkout before committed). */
export async function countUnpaid(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.order_status, ORDER_STATUS.waitPay), isNull(orders.deleted_at)));
  return row?.n ?? 0;
}

/** Refuses a checkout that would leave the shopper with `unpaid` orders above the cap with `adding` more. */
export function checkUnpaidRoom(unpaid: number, adding: number, limit: number): void {
  if (limit === 0) return;
  if (unpaid + adding > limit) throw fail('order.unpaidLimit', { limit });
}
