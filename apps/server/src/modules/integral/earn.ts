/**
 * Points earned on completed orders, by the rule the platform sets in the `integral` setting: `order_rate` points
 * per yuan paid (decimals allowed, 0 or absent = no points), rounded down to whole points.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { INTEGRAL_CONFIG, INTEGRAL_LOG, INTEGRAL_ORDER_RATE, INTEGRAL_ORDER_RATE_KEY } from '@shop/contract/integral';
import type { Db, Tx } from '../../db/client.ts';
import { moneyLogs, type orders } from '../../db/schema/index.ts';
import { ApiError } from '../../http/envelope.ts';
import { toCents } from '../catalog/money.ts';
import { changeBalance } from '../stores/balances.ts';
import { readConfigs } from '../system/configs.ts';

/** The rule in hundredths of a point per yuan (1.5 points per yuan → 150); 0 when unset or not a rate. */
export async function orderRateHundredths(db: Db | Tx): Promise<number> {
  const value = (await readConfigs(db, [INTEGRAL_CONFIG]))[INTEGRAL_CONFIG];
  const raw = value && typeof value === 'object' ? value[INTEGRAL_ORDER_RATE_KEY] : undefined;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return INTEGRAL_ORDER_RATE.test(text) ? toCents(text) : 0;
}

/** Whole points, in hundredths (the column's scale), earned by an order total in cents at a rate in hundredths. */
export function pointsFor(totalCents: number, rateHundredths: number): number {
  // yuan × rate = (cents / 100) × (hundredths / 100) points; whole points only.
  return Math.floor((totalCents * rateHundredths) / 10_000) * 100;
}

/**
 * Credits the buyer the points of an order that just completed (money log `订单积分`, info = order no.). Runs in
 * the completing transaction, which holds the order's row lock, so the "already credited" check and the credit
 * cannot interleave with another completion of the same order: an order earns at most once, whichever path
 * completed it. Answers the points credited, in hundredths.
 */
export async function creditOrderPoints(
  tx: Tx,
  order: Pick<typeof orders.$inferSelect, 'user_id' | 'order_no' | 'total_price'>,
): Promise<number> {
  const cents = pointsFor(toCents(order.total_price), await orderRateHundredths(tx));
  if (cents <= 0) return 0;
  const [earned] = await tx
    .select({ id: moneyLogs.id })
    .from(moneyLogs)
    .where(
      and(
        eq(moneyLogs.user_id, order.user_id),
        eq(moneyLogs.is_belong, 0),
        eq(moneyLogs.is_type, 2),
        eq(moneyLogs.name, INTEGRAL_LOG.earned),
        eq(moneyLogs.info, order.order_no),
        isNull(moneyLogs.deleted_at),
      ),
    )
    .limit(1);
  if (earned) return 0;
  try {
    await changeBalance(tx, {
      id: order.user_id,
      belong: 'user',
      type: 2,
      cents,
      name: INTEGRAL_LOG.earned,
      info: order.order_no,
    });
  } catch (e) {
    // A balance at the column's maximum earns nothing rather than keeping the order from completing (the refused
    // update wrote nothing, so the transaction goes on).
    if (e instanceof ApiError && e.key === 'money.tooLarge') return 0;
    throw e;
  }
  return cents;
}
