import { describe, expect, it } from 'vitest';
import type { GoodsAttr, GoodsSku } from '@shop/api/endpoints/catalog';
import { isSpecAvailable, purchaseError, resolveSku, stepQuantity, toggleSpec, typedQuantity } from './sku.ts';

// Colour (red 1, blue 2, green 3) × size (S 4, M 5); green only in S, blue M missing.
const attrs: GoodsAttr[] = [
  {
    id: 10,
    name: '颜色',
    specs: [
      { id: 1, name: '红' },
      { id: 2, name: '蓝' },
      { id: 3, name: '绿' },
    ],
  },
  {
    id: 11,
    name: '尺码',
    specs: [
      { id: 4, name: 'S' },
      { id: 5, name: 'M' },
    ],
  },
];
const sku = (id: number, spec_id: (number | string)[], price: string, stock: number): GoodsSku => ({
  id,
  spec_id,
  sku_name: [],
  goods_price: price,
  goods_market_price: price,
  goods_stock: stock,
});
// spec_id may arrive as strings (split from "1,4") and in any order.
const skus = [
  sku(101, ['1', '4'], '10.00', 5),
  sku(102, [5, 1], '11.00', 0),
  sku(103, [4, 2], '12.00', 7),
  sku(104, [3, 4], '13.00', 1),
];

describe('SKU selection', () => {
  it('resolves the SKU once every row has a choice', () => {
    expect(resolveSku(attrs, skus, {})).toBeUndefined();
    expect(resolveSku(attrs, skus, { 0: 1 })).toBeUndefined();
    expect(resolveSku(attrs, skus, { 0: 1, 1: 4 })?.id).toBe(101);
    expect(resolveSku(attrs, skus, { 0: 1, 1: 5 })?.id).toBe(102);
    expect(resolveSku(attrs, skus, { 1: 4, 0: 2 })?.id).toBe(103);
  });

  it('finds no SKU for a combination that has none', () => {
    expect(resolveSku(attrs, skus, { 0: 2, 1: 5 })).toBeUndefined();
    expect(resolveSku([], skus, {})).toBeUndefined();
  });

  it('disables values no SKU combines with the other rows', () => {
    // Nothing chosen: every value used by some SKU is available.
    for (const id of [1, 2, 3]) expect(isSpecAvailable(skus, {}, 0, id)).toBe(true);
    // Size M chosen: only red has an M.
    expect(isSpecAvailable(skus, { 1: 5 }, 0, 1)).toBe(true);
    expect(isSpecAvailable(skus, { 1: 5 }, 0, 2)).toBe(false);
    expect(isSpecAvailable(skus, { 1: 5 }, 0, 3)).toBe(false);
    // A row's own choice does not restrict its alternatives.
    expect(isSpecAvailable(skus, { 0: 3 }, 0, 1)).toBe(true);
    expect(isSpecAvailable(skus, { 0: 3 }, 1, 5)).toBe(false);
    expect(isSpecAvailable(skus, { 0: 3 }, 1, 4)).toBe(true);
    // A spec no SKU uses at all.
    expect(isSpecAvailable(skus, {}, 1, 99)).toBe(false);
  });

  it('chooses one value per row and clears it on a second click', () => {
    const a = toggleSpec({}, 0, 1);
    expect(a).toEqual({ 0: 1 });
    const b = toggleSpec(a, 0, 2);
    expect(b).toEqual({ 0: 2 });
    expect(toggleSpec(toggleSpec(b, 1, 4), 0, 2)).toEqual({ 1: 4 });
    expect(a).toEqual({ 0: 1 });
  });
});

describe('quantity (the shopper-facing messages)', () => {
  it('never goes below 1', () => {
    expect(stepQuantity(1, -1, 5)).toEqual({ value: 1, error: 'minBuyNum' });
    expect(stepQuantity(3, -1, 5)).toEqual({ value: 2 });
  });

  it('never goes above the stock', () => {
    expect(stepQuantity(5, 1, 5)).toEqual({ value: 5, error: 'stockErr' });
    expect(stepQuantity(1, 1, 0)).toEqual({ value: 1, error: 'stockErr' });
    expect(stepQuantity(4, 1, 5)).toEqual({ value: 5 });
  });

  it('corrects a typed value', () => {
    expect(typedQuantity('3', 5)).toEqual({ value: 3 });
    expect(typedQuantity('9', 5)).toEqual({ value: 5, error: 'buyNumCheck' });
    expect(typedQuantity('0', 5)).toEqual({ value: 1, error: 'buyNumCheck' });
    expect(typedQuantity('-2', 5)).toEqual({ value: 1, error: 'buyNumCheck' });
    expect(typedQuantity('1.5', 5)).toEqual({ value: 1, error: 'buyNumCheck' });
    expect(typedQuantity('abc', 5)).toEqual({ value: 1, error: 'buyNumCheck' });
  });

  it('refuses a purchase without a SKU or beyond the stock', () => {
    expect(purchaseError(true, undefined, 1, 10)).toBe('selectSku');
    expect(purchaseError(true, skus[0], 1, 5)).toBeUndefined();
    expect(purchaseError(true, skus[1], 1, 0)).toBe('stockErr');
    expect(purchaseError(false, undefined, 2, 1)).toBe('stockErr');
    expect(purchaseError(false, undefined, 0, 1)).toBe('minBuyNum');
    expect(purchaseError(false, undefined, 1, 1)).toBeUndefined();
  });
});
