import { and, eq, sql, type SQL } from 'drizzle-orm';
import { COUPON_LOG_STATUS } from '@shop/contract/promotions';
import type { Tx } from '../../db/client.ts';
import { couponLogs, orderDiscounts, seckills } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import { fromCents } from '../catalog/money.ts';
import type { PricedGroup } from './pricing.ts';
import { sendNow } from '../../db/send-now.ts';

/**
 * Writes what the pricing granted an order that now exists: its discount lines (the order pages show them; their
 * sum is `coupon_money`) and its coupon, marked used with a conditional update so that one coupon can never pay
 * for two orders, whatever runs at the same time. Both statements are sent at once, before the first answer (order
 * creation sends its last writes together: see `placeOrders`); `orderId` may be an expression (the order's
 * `currval`) for an order whose insert is sent just before.
 */
export async function recordPromotions(
  tx: Tx,
  group: PricedGroup,
  orderId: number | SQL<number>,
  userId: number,
  now: string,
): Promise<void> {
  // Both sent now, not when awaited: the order id is the insert sent just before (`currval`), so the next group's
  // insert must not go first.
  const discounts = group.discounts.length
    ? sendNow(
        tx.insert(orderDiscounts).values(
          group.discounts.map((d) => ({
            order_id: orderId,
            kind: d.kind,
            ref_id: d.kind === 'collective' ? (group.collective?.logId ?? d.refId) : d.refId,
            name: d.name,
            money: fromCents(d.cents),
            created_at: now,
            updated_at: now,
          })),
        ),
      )
    : undefined;
  const used = group.couponId
    ? sendNow(
        tx
          .update(couponLogs)
          .set({ status: COUPON_LOG_STATUS.used, order_id: orderId, updated_at: now })
          .where(
            and(
              eq(couponLogs.id, group.couponId),
              eq(couponLogs.user_id, userId),
              eq(couponLogs.status, COUPON_LOG_STATUS.unused),
              eq(couponLogs.order_id, 0),
            ),
          )
          .returning({ id: couponLogs.id }),
      )
    : undefined;
  const [, usedRows] = await Promise.all([discounts, used]);
  if (usedRows && !usedRows.length) throw fail('discount.couponInvalid');
}

/**
 * Takes the flash-sale units of every line from the sales' quotas, one conditional update per sale in id order
 * (so two baskets cannot deadlock), all sent at once: a sale with too little left is not updated and the order is
 * refused. Like the stock, it is among the transaction's last writes, so the sale's row stays locked only until
 * the commit.
 */
export async function takeFlashQuota(tx: Tx, groups: PricedGroup[]): Promise<void> {
  const units = new Map<number, number>();
  for (const l of groups.flatMap((g) => g.lines))
    if (l.seckill) units.set(l.seckill.id, (units.get(l.seckill.id) ?? 0) + l.buyNum);
  const taken = await Promise.all(
    [...units]
      .sort((a, b) => a[0] - b[0])
      .map(([id, n]) =>
        sendNow(
          tx
            .update(seckills)
            .set({ sold: sql`${seckills.sold} + ${n}` })
            .where(and(eq(seckills.id, id), sql`${seckills.sold} + ${n} <= ${seckills.quota}`))
            .returning({ id: seckills.id }),
        ),
      ),
  );
  if (taken.some((rows) => !rows.length)) throw fail('seckill.soldOut');
}
