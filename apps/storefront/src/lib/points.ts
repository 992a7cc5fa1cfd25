import type { IntegralSearchParams } from '@shop/api/endpoints/integral';
import { paramsPath } from '@shop/api/params-segment';
import { fromCents, toCents } from './promotions.ts';

/**
 * Rules of the points mall, withdrawals and referral pages that need no server (the server checks again).
 * Points travel as decimal strings ('100.00'), like money.
 */

const SORTS = ['goods_price', 'goods_sale', 'created_at'] as const;

/** A wire amount (string or number) as cents; NaN for anything else. */
function centsOf(value: unknown): number {
  return typeof value === 'string' || typeof value === 'number' ? toCents(String(value).trim()) : Number.NaN;
}

/**
 * The search object of an `/integral/search/:params?` address, keeping only what `GET /integral/goods` takes,
 * so a hand-edited link cannot send junk (the server refuses an unknown sort).
 */
export function normalizeIntegralSearch(raw: Record<string, unknown>): IntegralSearchParams {
  const out: IntegralSearchParams = {};
  const cid = Number(raw.cid);
  if (Number.isInteger(cid) && cid > 0) out.cid = cid;
  if (typeof raw.keywords === 'string' && raw.keywords !== '' && raw.keywords !== 'undefined') {
    out.keywords = raw.keywords;
  }
  if ((SORTS as readonly unknown[]).includes(raw.sort_type)) {
    out.sort_type = raw.sort_type as IntegralSearchParams['sort_type'];
    out.sort_order = raw.sort_order === 'asc' ? 'asc' : 'desc';
  }
  return out;
}

/**
 * The points list for a search object; the page number is a query parameter.
 *
 * @example integralSearchPath({ cid: 2 }, 3) // '/integral/search/eyJjaWQiOjJ9?page=3'
 */
export function integralSearchPath(params: IntegralSearchParams, page = 1): string {
  const path = paramsPath('/integral/search', { ...params });
  return page > 1 ? `${path}?page=${page}` : path;
}

/** Sort toggle as the goods search: a new key starts ascending, the active one flips, default clears it. */
export function withIntegralSort(
  params: IntegralSearchParams,
  key: IntegralSearchParams['sort_type'] | null,
): IntegralSearchParams {
  const { sort_type: _type, sort_order: _order, ...rest } = params;
  if (!key) return rest;
  const order = params.sort_type === key && params.sort_order !== 'desc' ? 'desc' : 'asc';
  return { ...rest, sort_type: key, sort_order: order };
}

/**
 * Points as shown: whole points without decimals, otherwise two decimals; '0' for anything unreadable.
 *
 * @example pointsText('120.00') // '120'
 * @example pointsText('12.5') // '12.50'
 */
export function pointsText(value: unknown): string {
  const cents = centsOf(value);
  if (!Number.isFinite(cents)) return '0';
  const text = fromCents(cents);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** Points of `quantity` units at `unit` points each, as shown ('0' when unreadable). */
export function pointsTotal(unit: unknown, quantity: number): string {
  const cents = centsOf(unit);
  const n = Math.floor(Number(quantity));
  if (!Number.isFinite(cents) || !(n > 0)) return '0';
  return pointsText(fromCents(cents * n));
}

/** Whether `balance` points cover `quantity` units at `unit` each. */
export function pointsEnough(balance: unknown, unit: unknown, quantity: number): boolean {
  const have = centsOf(balance);
  const price = centsOf(unit);
  if (!Number.isFinite(have) || !Number.isFinite(price)) return false;
  return price * Math.max(1, Math.floor(Number(quantity) || 1)) <= have;
}

/** The quantity of `/integral/order/:id/:buy_num`: a whole number from 1 to 9999, else 1. */
export function routeQuantity(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 9999 ? n : 1;
}

/** A positive whole id of a route, else undefined. */
export function routeId(raw: string | undefined): number | undefined {
  const n = Number(raw);
  return /^\d{1,9}$/.test(String(raw ?? '')) && n > 0 ? n : undefined;
}

export type CashAmountError = 'amountRequired' | 'amountBad' | 'amountOver';

/**
 * A withdrawal amount checked against the balance: more than zero, at most two decimals, at most the balance.
 *
 * @example cashAmountError('10.5', '20.00') // undefined
 */
export function cashAmountError(amount: string, balance: unknown): CashAmountError | undefined {
  const text = amount.trim();
  if (!text) return 'amountRequired';
  const cents = toCents(text);
  if (!Number.isFinite(cents) || cents <= 0) return 'amountBad';
  const have = centsOf(balance);
  if (!Number.isFinite(have) || cents > have) return 'amountOver';
  return undefined;
}

/**
 * The referral link of a shopper.
 *
 * @example inviteLink('https://shop.example', 7) // 'https://shop.example/register?inviter_id=7'
 */
export function inviteLink(origin: string, userId: number): string {
  return `${origin.replace(/\/+$/, '')}/register?inviter_id=${encodeURIComponent(String(userId))}`;
}

/** Masks all but the last four digits of a card number ('**** 1234'). */
export function maskCard(card: string | null | undefined): string {
  const text = String(card ?? '').trim();
  if (text.length <= 4) return text;
  return `**** ${text.slice(-4)}`;
}
