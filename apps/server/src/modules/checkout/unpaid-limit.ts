import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract/orders';
import type { Db, Tx } from '../../db/client.ts';
import { orderGoods, orders, users } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import {
  readConfigCached,
  UNPAID_GOODS_LIMIT_KEY,
  UNPAID_ORDER_LIMIT_KEY,
  UNPAID_ORDER_LIMIT_VALUE,
} from '../system/configs.ts';

/** Unpaid orders one shopper may hold when the setting is missing (installations seeded before it existed). */
export const DEFAULT_UNPAID_ORDER_LIMIT = 10;
/**
 * Pieces of one goods one shopper's unpaid orders may hold when the setting is missing: more than a household buys
 * at once, far less than a stock (the probe's ten orders held 1,000 of 1,803 pieces for a day).
 */
export const DEFAULT_UNPAID_GOODS_LIMIT = 200;

/** A whole-number `task` setting (0 = no cap), or `fallback` when it is missing or malformed. */
async function taskCap(db: Db, key: string, fallback: number): Promise<number> {
  const task = await readConfigCached(db, 'task');
  const raw = task && typeof task === 'object' ? task[key] : undefined;
  const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw) : '';
  return UNPAID_ORDER_LIMIT_VALUE.test(text) ? Number(text) : fallback;
}

/**
 * How many unpaid orders one shopper may hold at once (0 = no cap). Unpaid orders hold stock until they are
 * paid, cancelled or cancelled by the timed task, so without a cap one shopper could take a whole stock away.
 */
export function unpaidOrderLimit(db: Db): Promise<number> {
  return taskCap(db, UNPAID_ORDER_LIMIT_KEY, DEFAULT_UNPAID_ORDER_LIMIT);
}

/**
 * How many pieces of one goods (all its SKUs together) one shopper's unpaid orders may hold (0 = no cap): the
 * order cap alone still lets a few large orders hold most of a stock.
 */
export function unpaidGoodsLimit(db: Db): Promise<number> {
  return taskCap(db, UNPAID_GOODS_LIMIT_KEY, DEFAULT_UNPAID_GOODS_LIMIT);
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

/** Pieces of each of these goods this shopper's unpaid orders hold (after `lockShopper`, like `countUnpaid`). */
export async function unpaidPieces(tx: Tx, userId: number, goodsIds: readonly number[]): Promise<Map<number, number>> {
  if (!goodsIds.length) return new Map();
  const rows = await tx
    .select({ goods_id: orderGoods.goods_id, n: sql<number>`sum(${orderGoods.buy_num})::int` })
    .from(orderGoods)
    .innerJoin(orders, eq(orders.id, orderGoods.order_id))
    .where(
      and(
        eq(orders.user_id, userId),
        eq(orders.order_status, ORDER_STATUS.waitPay),
        isNull(orders.deleted_at),
        inArray(orderGoods.goods_id, [...goodsIds]),
      ),
    )
    .groupBy(orderGoods.goods_id);
  return new Map(rows.map((r) => [r.goods_id, Number(r.n)]));
}

/** Refuses a checkout that would leave the shopper's unpaid orders holding more than `limit` pieces of a goods. */
export function checkUnpaidPieces(held: Map<number, number>, adding: Map<number, number>, limit: number): void {
  if (limit === 0) return;
  for (const [goodsId, n] of adding)
    if ((held.get(goodsId) ?? 0) + n > limit) throw fail('order.unpaidGoodsLimit', { limit });
}
