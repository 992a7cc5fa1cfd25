import { and, count, eq, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract/orders';
import { GROUP_STATUS } from '@shop/contract/promotions';
import type { Db, Tx } from '../../db/client.ts';
import { collectiveLogs, orders } from '../../db/schema/index.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { lockShopper } from '../checkout/unpaid-limit.ts';
import { promotionPayMinutes } from './pay-window.ts';
import type { OrderRow } from './transitions.ts';

const MINUTE_MS = 60_000;

/**
 * The oldest creation time at which an unpaid group order still holds its place at `nowMs`: a group order has the
 * promotions' payment window to be paid (docs/promotions.md#payment-window), and its place is held only that long.
 */
export async function placeHeldSince(db: Db, nowMs: number = Date.now()): Promise<string> {
  return shanghaiTime(nowMs - (await promotionPayMinutes(db)) * MINUTE_MS);
}

/**
 * An order (of the `orders` table, unaliased) that takes a place in its group: paid (whatever happened after), or
 * unpaid and created at or after `heldSince`. An unpaid order past its window still exists until the minute task
 * cancels it, but its place is free for the next joiner at once, whether the task has run yet or not.
 */
export const holdsPlace = (heldSince: string | Placeholder): SQL =>
  sql`(${orders.order_status} > ${ORDER_STATUS.waitPay} or (${orders.order_status} = ${ORDER_STATUS.waitPay} and ${orders.created_at} >= ${heldSince}))`;

/** Places of a group taken now, leaving out the order `except` (0: none). */
export async function placesTaken(tx: Tx, groupId: number, heldSince: string, except = 0): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.collective_id, groupId),
        holdsPlace(heldSince),
        except ? ne(orders.id, except) : undefined,
        isNull(orders.deleted_at),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Splits the unpaid orders a payment locked into those it may pay and those whose group place is gone: a group
 * order paid after its window, whose place another shopper took meanwhile (or whose group completed or ended
 * without it). An order still inside its window holds its place and is always payable. Costs nothing for a
 * payment without group orders. The shopper's row is locked before the groups', the order a checkout that joins
 * a group takes them in, so a late payment and a new joiner wait for each other instead of both taking the place.
 */
export async function keepGroupPlaces(
  tx: Tx,
  userId: number,
  unpaid: readonly OrderRow[],
): Promise<{ payable: OrderRow[]; lost: OrderRow[] }> {
  if (!unpaid.some((o) => o.collective_id > 0)) return { payable: [...unpaid], lost: [] };
  const heldSince = await placeHeldSince(tx);
  const late = unpaid
    .filter((o) => o.collective_id > 0 && (o.created_at ?? '') < heldSince)
    .sort((a, b) => a.collective_id - b.collective_id);
  if (!late.length) return { payable: [...unpaid], lost: [] };
  await lockShopper(tx, userId);
  const lost = new Set<number>();
  for (const o of late) {
    const [group] = await tx
      .select({ status: collectiveLogs.status, need: collectiveLogs.need })
      .from(collectiveLogs)
      .where(eq(collectiveLogs.id, o.collective_id))
      .for('update');
    if (
      !group ||
      group.status !== GROUP_STATUS.open ||
      (await placesTaken(tx, o.collective_id, heldSince, o.id)) >= group.need
    )
      lost.add(o.id);
  }
  return { payable: unpaid.filter((o) => !lost.has(o.id)), lost: unpaid.filter((o) => lost.has(o.id)) };
}
