import { describe, expect, it } from 'vitest';
import { cartQuantityChanges } from './cart-quantity.ts';

describe('cartQuantityChanges', () => {
  it('sets any quantity above 1 in one request', () => {
    expect(cartQuantityChanges(1, 2)).toEqual([{ is_type: 1, buy_num: 2 }]);
    expect(cartQuantityChanges(3, 12)).toEqual([{ is_type: 1, buy_num: 12 }]);
    expect(cartQuantityChanges(12, 3)).toEqual([{ is_type: 0, buy_num: 3 }]);
  });

  it('steps down to 1, setting 2 first when the line holds more', () => {
    expect(cartQuantityChanges(2, 1)).toEqual([{ is_type: 0, buy_num: 1 }]);
    expect(cartQuantityChanges(5, 1)).toEqual([
      { is_type: 0, buy_num: 2 },
      { is_type: 0, buy_num: 1 },
    ]);
  });

  it('asks nothing for the same quantity or below 1', () => {
    expect(cartQuantityChanges(4, 4)).toEqual([]);
    expect(cartQuantityChanges(4, 0)).toEqual([]);
  });
});
