import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { COUPON_LOG_STATUS } from '@shop/contract/promotions';
import { couponLogs, coupons } from '../../../db/schema/index.ts';
import { fail } from '../../../http/envelope.ts';
import { toCents } from '../../catalog/money.ts';
import type { CouponOption, DiscountStep } from '../pricing.ts';

/**
 * Coupon, last: the shopper's claimed coupons of this store, unused, inside their window, not stopped by the
 * platform, whose threshold the goods still to pay reach, best first. Without a choice the best applies; a
 * choice of 0 applies none; a coupon chosen that is not usable refuses the order (the preview falls back to the
 * best), so a shopper never pays another amount than the one shown. Placing marks it used on the order
 * (`useCoupons`), with a conditional update, so a coupon pays for one order only.
 */
export const couponStep: DiscountStep = {
  kind: 'coupon',
  async apply(group, index, base, ctx) {
    const rows = await ctx.tx
      .select({
        id: couponLogs.id,
        name: couponLogs.name,
        money: couponLogs.money,
        use_money: couponLogs.use_money,
        end_time: couponLogs.end_time,
      })
      .from(couponLogs)
      .leftJoin(coupons, eq(coupons.id, couponLogs.coupon_id))
      .where(
        and(
          eq(couponLogs.user_id, ctx.userId),
          eq(couponLogs.store_id, group.store.id),
          eq(couponLogs.status, COUPON_LOG_STATUS.unused),
          eq(couponLogs.order_id, 0),
          lte(couponLogs.start_time, ctx.now),
          gt(couponLogs.end_time, ctx.now),
          isNull(couponLogs.deleted_at),
          or(isNull(coupons.id), eq(coupons.stopped, 0)),
        ),
      )
      .orderBy(desc(couponLogs.money), asc(couponLogs.end_time), asc(couponLogs.id));
    const usable: CouponOption[] = rows.filter((r) => toCents(r.use_money) <= base);
    group.coupons = usable;
    const wanted = ctx.couponIds === undefined ? undefined : (ctx.couponIds[index] ?? 0);
    let chosen = wanted === undefined ? usable[0] : usable.find((c) => c.id === wanted);
    if (wanted && !chosen) {
      if (ctx.placing) throw fail('discount.couponInvalid');
      chosen = usable[0];
    }
    group.couponId = chosen?.id ?? 0;
    return chosen && { kind: 'coupon', refId: chosen.id, name: chosen.name, cents: toCents(chosen.money) };
  },
};
