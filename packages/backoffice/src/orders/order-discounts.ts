/**
 * The discounts of an order record (`discounts` of `GET /<area>/orders/{id}`: one line per promotion, their sum is
 * `coupon_money`), read defensively as the detail reads every other field of a `CrudRow`.
 */
import { DISCOUNT_KINDS, type DiscountKind } from '@shop/contract/promotions';

export interface OrderDiscount {
  /** 'other' for a kind this client does not know yet. */
  kind: DiscountKind | 'other';
  name: string;
  /** '12.50' */
  money: string;
}

const isKind = (value: unknown): value is DiscountKind =>
  typeof value === 'string' && (DISCOUNT_KINDS as readonly string[]).includes(value);
const MONEY = /^\d+(\.\d{1,2})?$/;

/** The order's discount lines in the server's order, without malformed or zero ones; [] when it sent none. */
export function orderDiscounts(order: Record<string, unknown>): OrderDiscount[] {
  const raw = order.discounts;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown): OrderDiscount[] => {
    if (!item || typeof item !== 'object') return [];
    const line = item as Record<string, unknown>;
    const money =
      typeof line.money === 'number' ? line.money.toFixed(2) : typeof line.money === 'string' ? line.money.trim() : '';
    if (!MONEY.test(money) || Number(money) === 0) return [];
    return [
      { kind: isKind(line.kind) ? line.kind : 'other', name: typeof line.name === 'string' ? line.name : '', money },
    ];
  });
}
