import type { CartLine, CartStoreGroup, CheckoutItem } from '@shop/contract/orders';
import { cents } from './money.ts';

/** Whether all, some or none of a set of lines is selected: the tri-state of a store's box and of "select all". */
export type CheckState = 'all' | 'some' | 'none';

export function checkState(ids: readonly number[], picked: ReadonlySet<number>): CheckState {
  const on = ids.filter((id) => picked.has(id)).length;
  if (on === 0) return 'none';
  return on === ids.length ? 'all' : 'some';
}

/** The selection with `ids` turned on or off (a new set: React state). */
export function withPicked(picked: ReadonlySet<number>, ids: readonly number[], on: boolean): Set<number> {
  const next = new Set(picked);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * The selected lines still in the cart, in cart order. The selection outlives reloads of the cart (quantity
 * changes, removals), so a line removed meanwhile simply drops out here.
 */
export function selectedLines(groups: readonly CartStoreGroup[], picked: ReadonlySet<number>): CartLine[] {
  return groups.flatMap((g) => g.cart_list.filter((l) => picked.has(l.cart_id)));
}

/** A line's subtotal in cents (price × quantity). */
export function lineCents(line: Pick<CartLine, 'goods_price' | 'buy_num'>): number {
  return cents(line.goods_price) * line.buy_num;
}

/** Totals of the selected lines: how many lines, how many pieces, and the amount in cents. */
export function selectionTotals(lines: readonly CartLine[]): { lines: number; pieces: number; cents: number } {
  return {
    lines: lines.length,
    pieces: lines.reduce((n, l) => n + l.buy_num, 0),
    cents: lines.reduce((sum, l) => sum + lineCents(l), 0),
  };
}

/** The checkout items of the selected lines; `cart_id` lets the server remove them once the order is placed. */
export function checkoutItems(lines: readonly CartLine[]): CheckoutItem[] {
  return lines.map((l) => ({
    goods_id: l.goods_id,
    sku_id: l.sku_id,
    buy_num: l.buy_num,
    cart_id: l.cart_id,
    collective_id: 0,
  }));
}
