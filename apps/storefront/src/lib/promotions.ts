import type { GoodsAttr, GoodsSearchParams, GoodsSku, Money } from '@shop/api/endpoints/catalog';
import type { GoodsSeckill } from '@shop/api/endpoints/promotions';
import { paramsPath } from '@shop/api/params-segment';
import { formatCountdown, type CountdownUnits } from '@shop/ui/widgets/countdown';
import type { SpecSelection } from './sku.ts';

/**
 * The storefront's promotion rules that need no server: countdowns, the flash-sale sessions, quota bars and the
 * prices shown before checkout (the server prices the order itself; these only have to agree with it).
 */

const HOUR = 3_600_000;
/** The server's times are Asia/Shanghai, which has kept UTC+8 all year since 1992. */
const SHANGHAI_OFFSET = 8 * HOUR;

/**
 * A server time ('YYYY-MM-DD HH:mm:ss', Asia/Shanghai) as epoch milliseconds, whatever the browser's zone; NaN when
 * it is not one.
 *
 * @example shanghaiEpoch('2024-05-01 08:00:00') // Date.UTC(2024, 4, 1, 0)
 */
export function shanghaiEpoch(text: string | null | undefined): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(String(text ?? '').trim());
  if (!m) return Number.NaN;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => Number(part ?? 0));
  return Date.UTC(y, mo - 1, d, h, mi, s) - SHANGHAI_OFFSET;
}

/** Whole seconds from `now` until a server time or epoch milliseconds (0 once past or when unreadable). */
export function secondsUntil(end: string | number | null | undefined, now: number): number {
  const target = typeof end === 'number' ? end : shanghaiEpoch(end);
  if (!Number.isFinite(target)) return 0;
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/**
 * The promotions' countdown: 'N 天 HH 时 MM 分 SS 秒' while a day or more is left, else 'HH : MM : SS'
 * (the units come from the language; English reads 'N d HH h MM m SS s').
 *
 * @example countdownText(90061, ZH) // '1 天 01 时 01 分 01 秒'
 * @example countdownText(3725, ZH) // '01 : 02 : 05'
 */
export function countdownText(seconds: number, units: CountdownUnits): string {
  return formatCountdown(seconds, seconds >= 86_400 ? 'days' : 'clock', units);
}

/** Epoch ms of the hour `offset` hours after the one `now` lies in (Shanghai's hours begin with UTC's). */
export function hourStart(now: number, offset: number): number {
  return Math.floor(now / HOUR) * HOUR + offset * HOUR;
}

/** 'HH:00' of the hour `offset` hours after the one `now` lies in, Asia/Shanghai. */
export function sessionHour(now: number, offset: number): string {
  const hour = new Date(hourStart(now, offset) + SHANGHAI_OFFSET).getUTCHours();
  return `${String(hour).padStart(2, '0')}:00`;
}

/** One tab of `/seckills`: `offset` is the `start_time` the list takes (0 = running now). */
export interface Session {
  offset: number;
  /** 'HH:00' the session starts at (the current hour for offset 0). */
  hour: string;
}

/** The sessions of `/seckills`: the sales running now, then the next `upcoming` hourly slots. */
export function seckillSessions(now: number, upcoming = 4): Session[] {
  return Array.from({ length: upcoming + 1 }, (_, offset) => ({ offset, hour: sessionHour(now, offset) }));
}

/** Milliseconds until the next full hour (when a session starts). */
export function msToNextHour(now: number): number {
  return HOUR - (((now % HOUR) + HOUR) % HOUR);
}

/**
 * A part of a whole as a whole percentage, 0-100 (0 for an empty whole).
 *
 * @example percentOf(1, 3) // 33
 */
export function percentOf(part: number, whole: number): number {
  const p = Number(part);
  const w = Number(whole);
  if (!Number.isFinite(p) || !Number.isFinite(w) || w <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((p / w) * 100)));
}

/** A wire amount ('12.50') as cents; NaN when it is not one. */
export function toCents(value: Money | null | undefined): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value ?? '').trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : Number.NaN;
}

/** Cents as the wire writes them ('12.50'). */
export function fromCents(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A price with a percent off ('10' = 10 % off), rounded half up to the cent as the server prices orders.
 *
 * @example discountedPrice('99.99', '15') // '84.99'
 */
export function discountedPrice(value: Money, discount: Money): string {
  const price = toCents(value);
  const off = Math.min(10_000, Math.max(0, toCents(discount)));
  if (!Number.isFinite(price)) return String(value);
  if (!Number.isFinite(off)) return fromCents(price);
  return fromCents(Math.floor((price * (10_000 - off) + 5_000) / 10_000));
}

/** Whether the flash sale covers what is chosen: a sale of one SKU covers that SKU only (or nothing chosen yet). */
export function seckillCovers(seckill: Pick<GoodsSeckill, 'sku_id'>, sku: Pick<GoodsSku, 'id'> | undefined): boolean {
  return !seckill.sku_id || !sku || sku.id === seckill.sku_id;
}

/**
 * The flash price of one unit of what is chosen. The server sends `price` for the goods (or its sale's SKU); a
 * sale of the whole goods set as a percentage applies that percentage to the chosen SKU's own price instead.
 * A sale set by its price (`by_price`) costs that price whatever the SKU: its `discount` is only the equivalent
 * percent off the goods' price, for qwshop's clients.
 */
export function flashUnitPrice(
  seckill: Pick<GoodsSeckill, 'sku_id' | 'price' | 'discount' | 'by_price'>,
  goodsPrice: Money,
  sku: Pick<GoodsSku, 'id' | 'goods_price'> | undefined,
): string {
  if (seckill.sku_id || !sku || seckill.by_price || !(toCents(seckill.discount) > 0)) return String(seckill.price);
  const byPercent = discountedPrice(goodsPrice, seckill.discount) === fromCents(toCents(seckill.price));
  return byPercent ? discountedPrice(sku.goods_price, seckill.discount) : String(seckill.price);
}

/** How many units one purchase may take: the stock, and during a flash sale its units left and per-buyer limit. */
export function buyLimit(stock: number, seckill: Pick<GoodsSeckill, 'left' | 'per_user'> | undefined): number {
  const base = Math.max(0, Math.floor(Number(stock) || 0));
  if (!seckill) return base;
  const left = Math.max(0, Math.floor(Number(seckill.left) || 0));
  const perUser = Number(seckill.per_user) > 0 ? Math.floor(Number(seckill.per_user)) : Number.POSITIVE_INFINITY;
  return Math.min(base, left, perUser);
}

/** Members a group still needs (never negative). */
export function membersMissing(need: number, joined: number): number {
  return Math.max(0, Math.floor(Number(need) || 0) - Math.floor(Number(joined) || 0));
}

/** Whether a coupon or reduction threshold is none at all ('0.00'). */
export function noThreshold(useMoney: Money | null | undefined): boolean {
  return !(toCents(useMoney) > 0);
}

/** The spec choices that pick a SKU (one per attribute row), so a flash sale of one SKU opens with it chosen. */
export function selectionOf(attrs: readonly GoodsAttr[], sku: GoodsSku | undefined): SpecSelection {
  if (!sku) return {};
  const ids = new Set(sku.spec_id.map(Number));
  const out: Record<number, number> = {};
  attrs.forEach((attr, row) => {
    const spec = attr.specs.find((s) => ids.has(Number(s.id)));
    if (spec) out[row] = Number(spec.id);
  });
  return Object.keys(out).length === attrs.length ? out : {};
}

/**
 * The group-buy list for a search object (keywords, sort); the page number is a query parameter.
 *
 * @example collectivesPath({ keywords: '' }) // '/collectives/eyJrZXl3b3JkcyI6IiJ9'
 */
export function collectivesPath(params: GoodsSearchParams, page = 1): string {
  const path = paramsPath('/collectives', params);
  return page > 1 ? `${path}?page=${page}` : path;
}
