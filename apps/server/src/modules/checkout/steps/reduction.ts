import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { fullReductions } from '../../../db/schema/index.ts';
import { toCents } from '../../catalog/money.ts';
import type { DiscountStep } from '../pricing.ts';

/**
 * Full reduction: of the store's rules running now whose threshold the goods still to pay reach, the one taking
 * off the most (qwshop takes the smallest threshold, which is rarely the best for the shopper; the wire is the same).
 */
export const reductionStep: DiscountStep = {
  kind: 'full_reduction',
  async apply(group, _index, base, ctx) {
    const rules = await ctx.tx
      .select()
      .from(fullReductions)
      .where(
        and(
          eq(fullReductions.store_id, group.store.id),
          lte(fullReductions.start_time, ctx.now),
          gt(fullReductions.end_time, ctx.now),
          isNull(fullReductions.deleted_at),
        ),
      );
    let best: { id: number; name: string; cents: number } | undefined;
    for (const r of rules) {
      const cents = toCents(r.money);
      if (toCents(r.use_money) <= base && cents > (best?.cents ?? 0)) best = { id: r.id, name: r.name, cents };
    }
    return best && { kind: 'full_reduction', refId: best.id, name: best.name, cents: best.cents };
  },
};
