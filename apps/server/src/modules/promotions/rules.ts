/**
 * What a store may declare as a promotion, beyond the descriptor's field checks (docs/promotions.md). Each check
 * reads the value the row will hold: on update, the stored row with the patch laid over it, so a patch of one field
 * cannot leave the row inconsistent (an end before the start, a quota below the units sold).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { PgNumeric, type PgColumn } from 'drizzle-orm/pg-core';
import { PROMOTION_LIMITS } from '@shop/contract/promotions';
import type { Tx } from '../../db/client.ts';
import { goods, goodsSkus } from '../../db/schema/index.ts';
import { invalid } from '../../http/envelope.ts';
import type { Row } from '../../http/resource.ts';
import { toCents } from '../catalog/money.ts';

const L = PROMOTION_LIMITS;

/** Cents of a money or percentage value, or null when it is not a non-negative amount with 2 decimals at most. */
export function centsOf(v: unknown): number | null {
  if (v === undefined || v === null || v === '') return 0;
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  try {
    return toCents(typeof v === 'number' ? String(v) : v);
  } catch {
    return null;
  }
}

/** The largest amount a numeric(p,2) column holds, in cents (coupons.money is numeric(6,2): 9999.99). */
function columnMaxCents(column: PgColumn): number {
  const precision = (column instanceof PgNumeric ? column.precision : undefined) ?? 12;
  return 10 ** precision - 1;
}

/**
 * A money field: above 0 (or at least 0 with `zero`), at most PROMOTION_LIMITS.maxMoney yuan and what its column
 * holds, 2 decimals at most.
 */
export function checkMoney(value: unknown, column: PgColumn, opts: { zero?: boolean } = {}): void {
  const c = centsOf(value);
  const max = Math.min(L.maxMoney * 100, columnMaxCents(column));
  if (c === null || c > max || (!opts.zero && c <= 0)) throw invalid('discount.badMoney');
}

/** An integer count in [min, max]. */
export function checkCount(value: unknown, min: number, max: number): void {
  const n = Number(value ?? 0);
  if (!Number.isInteger(n) || n < min || n > max) throw invalid('discount.badCount');
}

/** A percentage off in [1, 100]; above 100 has its own message. */
export function checkPercent(value: unknown, below: 'discount.priceOrDiscount' | 'discount.badCount'): void {
  const c = centsOf(value);
  if (c !== null && c > 100_00) throw invalid('discount.overHundred');
  if (c === null || c < 1_00) throw invalid(below);
}

const TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** 'YYYY-MM-DD[ HH:mm[:ss]]' as 'YYYY-MM-DD HH:mm:ss', or null when it names no real instant. */
export function fullTime(v: unknown): string | null {
  const m = typeof v === 'string' ? TIME.exec(v.trim()) : null;
  if (!m) return null;
  const [y, mo, d, h = '00', mi = '00', s = '00'] = m.slice(1);
  const at = new Date(Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s));
  const same =
    at.getUTCFullYear() === +y! &&
    at.getUTCMonth() === +mo! - 1 &&
    at.getUTCDate() === +d! &&
    at.getUTCHours() === +h &&
    at.getUTCMinutes() === +mi &&
    at.getUTCSeconds() === +s;
  return same ? `${y}-${mo}-${d} ${h}:${mi}:${s}` : null;
}

/**
 * The validity window: both real times, the start strictly before the end. The written values are stored in the
 * full form, so the text comparisons of the lists and of checkout order them right.
 */
export function checkWindow(values: Row, joined: Row): void {
  for (const field of ['start_time', 'end_time'] as const) {
    if (!(field in values)) continue;
    const t = fullTime(values[field]);
    if (!t) throw invalid('badValue', { field });
    values[field] = t;
  }
  const start = fullTime(joined.start_time) ?? '';
  const end = fullTime(joined.end_time) ?? '';
  if (!(start < end)) throw invalid('discount.badWindow');
}

/** A live goods of the store, or the store's own "no such goods". */
export async function ownGoods(tx: Tx, storeId: number, goodsId: unknown) {
  const id = Number(goodsId);
  if (!Number.isInteger(id) || id <= 0) throw invalid('discount.goodsNotOwn');
  const [g] = await tx
    .select({ id: goods.id, goods_price: goods.goods_price, goods_stock: goods.goods_stock })
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.store_id, storeId), isNull(goods.deleted_at)))
    .limit(1);
  if (!g) throw invalid('discount.goodsNotOwn');
  return g;
}

/**
 * The normal unit price a flash sale undercuts, in cents: its SKU's, or with `sku_id` 0 the lowest of the goods and
 * every live SKU (one flash price then applies to each of them, so it must be below all).
 */
export async function normalPrice(tx: Tx, g: { id: number; goods_price: string }, skuId: unknown): Promise<number> {
  const sku = Number(skuId ?? 0);
  if (!Number.isInteger(sku) || sku < 0) throw invalid('badValue', { field: 'sku_id' });
  const skus = await tx
    .select({ id: goodsSkus.id, price: goodsSkus.goods_price })
    .from(goodsSkus)
    .where(and(eq(goodsSkus.goods_id, g.id), isNull(goodsSkus.deleted_at)));
  if (sku > 0) {
    const hit = skus.find((s) => s.id === sku);
    if (!hit) throw invalid('badValue', { field: 'sku_id' });
    return toCents(hit.price);
  }
  return Math.min(toCents(g.goods_price), ...skus.map((s) => toCents(s.price)));
}

/**
 * The stock a flash sale covers, as its default quota (qwshop sells a goods' whole stock at the flash price): its
 * SKU's, or with `sku_id` 0 the goods' (with SKUs, their sum), within the quota's own limits so that a goods out of
 * stock still takes its sale (the stock bounds the sale anyway). `sku_id` is checked by normalPrice().
 */
export async function offeredStock(tx: Tx, g: { id: number; goods_stock: number }, skuId: unknown): Promise<number> {
  const sku = Number(skuId ?? 0);
  let stock = g.goods_stock;
  if (sku > 0) {
    const [hit] = await tx
      .select({ stock: goodsSkus.goods_stock })
      .from(goodsSkus)
      .where(and(eq(goodsSkus.id, sku), eq(goodsSkus.goods_id, g.id), isNull(goodsSkus.deleted_at)))
      .limit(1);
    stock = hit?.stock ?? 0;
  }
  return Math.min(L.maxQuota, Math.max(1, stock));
}

/**
 * A flash sale's price: a flash price above 0 and below the normal price, or no price (0) and a percentage off
 * from 1 to 100.
 */
export function checkFlashPrice(joined: Row, normalCents: number, priceColumn: PgColumn): void {
  const price = centsOf(joined.price);
  if (price === null) throw invalid('discount.badMoney');
  // Kept even beside a flash price: it must still be a percentage (and fit its column).
  const discount = centsOf(joined.discount);
  if (discount === null) throw invalid('discount.priceOrDiscount');
  if (discount > 100_00) throw invalid('discount.overHundred');
  if (price > 0) {
    checkMoney(joined.price, priceColumn);
    if (price >= normalCents) throw invalid('discount.priceOrDiscount');
    return;
  }
  checkPercent(joined.discount, 'discount.priceOrDiscount');
}

/** Quota of a flash sale: at least 1, at most the limit, never below the units already sold. */
export function checkQuota(joined: Row): void {
  checkCount(joined.quota, 1, L.maxQuota);
  if (Number(joined.quota) < Number(joined.sold ?? 0)) throw invalid('discount.quotaBelowSold');
}

/** Group size: 2 to the limit (below 2 has its own message). */
export function checkGroupSize(value: unknown): void {
  const n = Number(value ?? 0);
  if (Number.isInteger(n) && n < L.minGroupSize) throw invalid('collective.needLow');
  checkCount(value, L.minGroupSize, L.maxGroupSize);
}
