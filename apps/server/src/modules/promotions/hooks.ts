/**
 * The write hooks of the Seller promotion resources: each validates the row as it will be stored (rules.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { PROMOTION_DEFAULTS, PROMOTION_LIMITS as L } from '@shop/contract/promotions';
import type { Tx } from '../../db/client.ts';
import { collectives, coupons, fullReductions, seckills } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import type { ResourceCtx, Row } from '../../http/resource.ts';
import {
  checkCount,
  checkFlashPrice,
  checkGroupSize,
  checkMoney,
  checkPercent,
  checkQuota,
  checkWindow,
  normalPrice,
  offeredStock,
  ownGoods,
} from './rules.ts';

type RuleTable = typeof coupons | typeof fullReductions | typeof seckills | typeof collectives;

/**
 * The row as it will be: the values over the stored row on update (the caller's store's live row, locked so a
 * checkout cannot take flash-sale units between this check and the write), the values alone on create.
 */
async function joinedRow(tx: Tx, table: RuleTable, values: Row, ctx: ResourceCtx, id: number | undefined) {
  if (id === undefined) return { ...values };
  const [row] = (await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.store_id, ctx.ownerId ?? -1), isNull(table.deleted_at)))
    .for('update')
    .limit(1)) as Row[];
  if (!row) throw fail('editDataError');
  return { ...row, ...values };
}

type BeforeWrite = (values: Row, ctx: ResourceCtx, id: number | undefined, tx: Tx) => Promise<void>;

/**
 * A create that left out a field qwshop's pages do not know takes its default (`defaultWhenAbsent` in the
 * descriptors); an update that leaves it out keeps the stored value (joinedRow), as for any field.
 */
function defaultWhenAbsent(values: Row, id: number | undefined, field: string, value: () => unknown): void {
  if (id === undefined && !(field in values)) values[field] = value();
}

export const couponRules: BeforeWrite = async (values, ctx, id, tx) => {
  defaultWhenAbsent(values, id, 'per_user', () => PROMOTION_DEFAULTS.perUser);
  const row = await joinedRow(tx, coupons, values, ctx, id);
  checkMoney(row.money, coupons.money);
  checkMoney(row.use_money, coupons.use_money, { zero: true });
  checkCount(row.stock ?? 0, 0, L.maxCopies);
  checkCount(row.per_user ?? 1, 1, L.maxPerUser);
  checkWindow(values, row);
};

export const fullReductionRules: BeforeWrite = async (values, ctx, id, tx) => {
  const row = await joinedRow(tx, fullReductions, values, ctx, id);
  checkMoney(row.money, fullReductions.money);
  checkMoney(row.use_money, fullReductions.use_money, { zero: true });
  checkWindow(values, row);
};

export const seckillRules: BeforeWrite = async (values, ctx, id, tx) => {
  defaultWhenAbsent(values, id, 'per_user', () => PROMOTION_DEFAULTS.perUser);
  const row = await joinedRow(tx, seckills, values, ctx, id);
  const g = await ownGoods(tx, ctx.ownerId ?? -1, row.goods_id);
  checkFlashPrice(row, await normalPrice(tx, g, row.sku_id), seckills.price);
  if (id === undefined && !('quota' in values)) values.quota = row.quota = await offeredStock(tx, g, row.sku_id);
  checkQuota(row);
  checkCount(row.per_user ?? 1, 1, L.maxPerUser);
  checkWindow(values, row);
};

export const collectiveRules: BeforeWrite = async (values, ctx, id, tx) => {
  defaultWhenAbsent(values, id, 'hours', () => PROMOTION_DEFAULTS.groupHours);
  const row = await joinedRow(tx, collectives, values, ctx, id);
  await ownGoods(tx, ctx.ownerId ?? -1, row.goods_id);
  checkPercent(row.discount, 'discount.badCount');
  checkGroupSize(row.need);
  checkCount(row.hours ?? 24, 1, L.maxGroupHours);
};
