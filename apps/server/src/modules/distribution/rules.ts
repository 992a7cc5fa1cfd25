/**
 * What a store may declare as a distribution plan: a live goods of its own store, one plan per goods, and rates
 * of 0..100 percent that together stay within 100 (a sale never pays out more commission than it took).
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { DISTRIBUTION_LIMITS } from '@shop/contract/distribution';
import type { Tx } from '../../db/client.ts';
import { distributions, goods } from '../../db/schema/index.ts';
import { fail, invalid } from '../../http/envelope.ts';
import type { ResourceCtx, Row } from '../../http/resource.ts';
import { centsOf } from '../promotions/rules.ts';

const LEVELS = ['lev_1', 'lev_2', 'lev_3'] as const;

/** Rates in hundredths of a percent; refuses any outside 0..100 and a sum above 100. */
export function checkRates(row: Row): void {
  let sum = 0;
  for (const field of LEVELS) {
    const c = centsOf(row[field]);
    if (c === null || c > DISTRIBUTION_LIMITS.maxRate * 100) throw invalid('distribution.badRate');
    sum += c;
  }
  if (sum > DISTRIBUTION_LIMITS.maxTotalRate * 100) throw invalid('distribution.rateSum');
}

/**
 * The plan as it will be stored: on update the store's live row (locked) with the patch laid over it. The goods
 * is locked too, so two plans for one goods written at once are checked one after the other.
 */
export async function planRules(values: Row, ctx: ResourceCtx, id: number | undefined, tx: Tx): Promise<void> {
  const storeId = ctx.ownerId ?? -1;
  let row: Row = { ...values };
  if (id !== undefined) {
    const [stored] = (await tx
      .select()
      .from(distributions)
      .where(and(eq(distributions.id, id), eq(distributions.store_id, storeId), isNull(distributions.deleted_at)))
      .for('update')
      .limit(1)) as Row[];
    if (!stored) throw fail('editDataError');
    row = { ...stored, ...values };
  }
  const goodsId = Number(row.goods_id);
  if (!Number.isInteger(goodsId) || goodsId <= 0) throw invalid('discount.goodsNotOwn');
  const [g] = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.store_id, storeId), isNull(goods.deleted_at)))
    .for('update')
    .limit(1);
  if (!g) throw invalid('discount.goodsNotOwn');
  const [other] = await tx
    .select({ id: distributions.id })
    .from(distributions)
    .where(
      and(
        eq(distributions.goods_id, goodsId),
        isNull(distributions.deleted_at),
        id === undefined ? undefined : ne(distributions.id, id),
      ),
    )
    .limit(1);
  if (other) throw invalid('distribution.goodsTaken');
  checkRates(row);
}
