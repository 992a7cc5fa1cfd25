import { describe, expect, it } from 'vitest';
import type { CartLine, CartStoreGroup } from '@shop/contract/orders';
import { checkState, checkoutItems, selectedLines, selectionTotals, withPicked } from './cart-selection.ts';

const line = (cart_id: number, goods_price: string, buy_num: number, sku_id = 0): CartLine => ({
  cart_id,
  goods_id: cart_id * 10,
  sku_id,
  goods_name: `goods ${cart_id}`,
  buy_num,
  goods_image: '',
  goods_price,
  sku_name: '-',
  checked: false,
});

const group = (store_id: number, lines: CartLine[]): CartStoreGroup => ({
  store_id,
  user_id: 1,
  store_name: `store ${store_id}`,
  store_logo: '',
  checked: false,
  css: false,
  cart_list: lines,
});

const cart = [group(1, [line(1, '0.10', 3), line(2, '19.99', 1)]), group(2, [line(3, '5.00', 2, 7)])];

describe('cart selection', () => {
  it('says whether all, some or none of a store (or the cart) is selected', () => {
    expect(checkState([1, 2], new Set())).toBe('none');
    expect(checkState([1, 2], new Set([2]))).toBe('some');
    expect(checkState([1, 2], new Set([1, 2, 3]))).toBe('all');
    expect(checkState([], new Set([1]))).toBe('none');
  });

  it('turns lines on and off without touching the others', () => {
    const picked = withPicked(new Set([3]), [1, 2], true);
    expect([...picked].sort()).toEqual([1, 2, 3]);
    expect([...withPicked(picked, [1, 2], false)]).toEqual([3]);
  });

  it('totals the selected lines in cents, and forgets lines the cart no longer has', () => {
    const picked = new Set([1, 2, 3, 99]);
    const lines = selectedLines(cart, picked);
    expect(lines.map((l) => l.cart_id)).toEqual([1, 2, 3]);
    // 0.10 × 3 + 19.99 + 5.00 × 2, without float drift.
    expect(selectionTotals(lines)).toEqual({ lines: 3, pieces: 6, cents: 30 + 1999 + 1000 });
    expect(selectionTotals([])).toEqual({ lines: 0, pieces: 0, cents: 0 });
  });

  it('checks the selected lines out with their cart ids', () => {
    expect(checkoutItems(selectedLines(cart, new Set([3])))).toEqual([
      { goods_id: 30, sku_id: 7, buy_num: 2, cart_id: 3, collective_id: 0 },
    ]);
  });
});
