/**
 * What the storefront shows of the promotions on goods: the flash-sale and group-buy unit prices, the conditions
 * of a rule that still applies, and the group-buy offer of list cards. Read by the goods page
 * (catalog/goods-detail.ts), the goods list (`is_collective`) and `/api/seckills`.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { GoodsSeckill } from '@shop/contract/promotions';
import type { Db } from '../../db/client.ts';
import { collectives, goods, goodsSkus, seckills } from '../../db/schema/index.ts';
import { discounted, fromCents, toCents } from '../catalog/money.ts';
import { setByPrice, shownDiscount } from './equivalent-discount.ts';

/** A group buy as the goods page and the group-buy list show it. */
export interface CollectiveOffer {
  id: number;
  discount: string;
  need: number;
  hours: number;
  /** Group unit price of the goods' own price, '12.50'. */
  price: string;
}

/**
 * A group-buy list card's offer: beside the group price, the normal price it is taken off, which the card shows
 * struck through (the card's own `goods_price` is already the group price, as in qwshop's lists).
 */
export interface CollectiveListOffer extends CollectiveOffer {
  normal_price: string;
}

/**
 * The flash unit price in cents: the sale's own price when set, else `normalCents` (the SKU's price for a sale of
 * one SKU, the goods' price otherwise) with `discount` percent off, rounded half up to the cent.
 */
export function flashUnitCents(sale: { price: string; discount: string }, normalCents: number): number {
  const own = toCents(sale.price);
  return own > 0 ? own : discounted(normalCents, sale.discount);
}

/**
 * A running flash sale as the storefront shows it (the goods page, the `/seckills` cards), from `normalCents`: the
 * SKU's price for a sale of one SKU, the goods' price otherwise.
 */
export function saleOffer(sale: typeof seckills.$inferSelect, normalCents: number): GoodsSeckill {
  return {
    id: sale.id,
    sku_id: sale.sku_id,
    discount: shownDiscount(sale, normalCents),
    price: fromCents(flashUnitCents(sale, normalCents)),
    by_price: setByPrice(sale),
    quota: sale.quota,
    left: Math.max(0, sale.quota - sale.sold),
    per_user: sale.per_user,
    start_time: sale.start_time,
    end_time: sale.end_time,
  };
}

/** A flash sale the platform has not stopped and the store has not deleted. */
export const liveSeckill = (): SQL => sql`${seckills.stopped} = 0 and ${seckills.deleted_at} is null`;

/** A flash sale running at `now` ('YYYY-MM-DD HH:mm:ss'): started, not yet ended. */
export const seckillRunning = (now: string): SQL =>
  sql`${seckills.start_time} <= ${now} and ${seckills.end_time} > ${now}`;

/**
 * A sale of one SKU applies only while that SKU is still sold: one of a deleted SKU is not offered (its price
 * would have no base).
 */
export const seckillSkuLive = (): SQL => sql`(${seckills.sku_id} = 0 or exists (
  select 1 from ${goodsSkus} where ${goodsSkus.id} = ${seckills.sku_id} and ${goodsSkus.goods_id} = ${seckills.goods_id}
    and ${goodsSkus.deleted_at} is null))`;

/** A group-buy rule that still applies (not stopped by the platform, not deleted by the store). */
export const liveCollective = (): SQL => sql`${collectives.stopped} = 0 and ${collectives.deleted_at} is null`;

/**
 * Goods (the outer `goods` row of a list query) with a group buy that applies. Written against the `goods` table
 * name, as `listedGoods()` is.
 */
export const hasLiveCollective = (): SQL =>
  sql`exists (select 1 from ${collectives} where ${collectives.goods_id} = ${goods.id} and ${liveCollective()})`;

/** The group buy of each of these goods that applies (the newest rule when a goods has several), by goods id. */
export async function collectiveOffers(db: Db, goodsIds: number[]): Promise<Map<number, CollectiveListOffer>> {
  const out = new Map<number, CollectiveListOffer>();
  if (!goodsIds.length) return out;
  const rows = await db
    .select({
      id: collectives.id,
      goods_id: collectives.goods_id,
      discount: collectives.discount,
      need: collectives.need,
      hours: collectives.hours,
      goods_price: goods.goods_price,
    })
    .from(collectives)
    .innerJoin(goods, eq(goods.id, collectives.goods_id))
    .where(and(inArray(collectives.goods_id, goodsIds), liveCollective()))
    .orderBy(desc(collectives.id));
  for (const r of rows) {
    if (!out.has(r.goods_id))
      out.set(r.goods_id, { ...collectiveOffer(r, r.goods_price), normal_price: fromCents(toCents(r.goods_price)) });
  }
  return out;
}

/** The offer of one rule, priced from the goods' own price. */
export function collectiveOffer(
  rule: { id: number; discount: string; need: number; hours: number },
  goodsPrice: string,
): CollectiveOffer {
  return {
    id: rule.id,
    discount: rule.discount,
    need: rule.need,
    hours: rule.hours,
    price: fromCents(discounted(toCents(goodsPrice), rule.discount)),
  };
}

/** The rule of one goods that applies, or undefined. */
export async function liveCollectiveOf(db: Db, goodsId: number) {
  const [rule] = await db
    .select()
    .from(collectives)
    .where(and(eq(collectives.goods_id, goodsId), liveCollective()))
    .orderBy(desc(collectives.id))
    .limit(1);
  return rule;
}

/** Normal unit prices (cents) of the SKUs a set of flash sales names, by SKU id (live SKUs only). */
export async function skuPrices(db: Db, skuIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(skuIds.filter((id) => id > 0))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: goodsSkus.id, price: goodsSkus.goods_price })
    .from(goodsSkus)
    .where(and(inArray(goodsSkus.id, ids), isNull(goodsSkus.deleted_at)));
  return new Map(rows.map((r) => [r.id, toCents(r.price)]));
}
