import type { CheckoutGroup, OrderCollective } from '@shop/contract/orders';
import { DISCOUNT_KINDS, GROUP_STATUS, type DiscountKind, type DiscountLine } from '@shop/contract/promotions';
import { cents, sumYuan } from './money.ts';

/**
 * Pure rules of the checkout, pay and order pages about promotions: the coupon list sent to the server, the
 * discount lines shown, and a group buy's progress. Every amount comes from the server; nothing is priced here.
 */

type CouponGroup = Pick<CheckoutGroup, 'store_info' | 'coupon_id'>;

/**
 * `coupon_id` of `/user/order/before` and `/user/order/create`: one entry per store group in group order, the
 * coupon the server applied to it (0 none). Creating with this list places exactly what the preview showed.
 */
export function appliedCouponIds(groups: readonly CouponGroup[]): string {
  return groups.map((g) => g.coupon_id || 0).join(',');
}

/**
 * The list to price again after the shopper picked `couponId` (0 none) for the store `storeId`: the other groups
 * keep the coupon the server applied, so one pick never changes another store's coupon.
 */
export function withCoupon(groups: readonly CouponGroup[], storeId: number, couponId: number): string {
  return groups.map((g) => (g.store_info.id === storeId ? couponId : g.coupon_id || 0)).join(',');
}

/** A discount as the pages show it: `kind` 'other' only for a total an older server sent without its lines. */
export interface ShownDiscount {
  kind: DiscountKind | 'other';
  name: string;
  money: string;
}

/**
 * The discount lines of a checkout group or an order, without zero amounts; an answer without `discounts` but with
 * a `coupon_money` shows that sum as one line, so the amounts above the total always add up.
 */
export function shownDiscounts(source: {
  discounts?: readonly DiscountLine[] | null;
  coupon_money?: string;
}): ShownDiscount[] {
  const lines = (source.discounts ?? []).filter((line) => cents(line.money) > 0);
  if (lines.length) return lines.map((line) => ({ kind: kindOf(line.kind), name: line.name, money: line.money }));
  return cents(source.coupon_money) > 0 ? [{ kind: 'other', name: '', money: source.coupon_money ?? '0.00' }] : [];
}

const kindOf = (kind: string): DiscountKind | 'other' =>
  (DISCOUNT_KINDS as readonly string[]).includes(kind) ? (kind as DiscountKind) : 'other';

/** The sum of shown discounts, '0.00' when there is none (added in cents). */
export function discountSum(lines: readonly { money: string }[]): string {
  return sumYuan(lines.map((line) => line.money));
}

/**
 * Whether the line shows the rule's own name besides its kind: a full reduction's or a coupon's name is the
 * seller's; the flash-sale and group-buy lines carry a generic name the kind's translation replaces.
 */
export const showsRuleName = (line: ShownDiscount): boolean =>
  (line.kind === 'full_reduction' || line.kind === 'coupon') && line.name.trim() !== '';

/** 'YYYY-MM-DD' of a wire time, '' when there is none. */
export const datePart = (time: string | undefined): string => (time ?? '').slice(0, 10);

export type GroupProgress =
  { state: 'open'; missing: number; expiresAt: string } | { state: 'completed' } | { state: 'cancelled' };

/** What the order page says about its group buy, or null for an order outside one. */
export function groupProgress(collective: OrderCollective | null | undefined): GroupProgress | null {
  if (!collective) return null;
  if (collective.status === GROUP_STATUS.completed) return { state: 'completed' };
  if (collective.status === GROUP_STATUS.cancelled) return { state: 'cancelled' };
  return {
    state: 'open',
    missing: Math.max(0, collective.need - collective.orders_count),
    expiresAt: collective.expires_at,
  };
}
