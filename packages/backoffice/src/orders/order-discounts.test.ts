import { describe, expect, it } from 'vitest';
import { orderDiscounts } from './order-discounts.ts';

describe('orderDiscounts', () => {
  it('keeps the lines in the server order', () => {
    const order = {
      discounts: [
        { kind: 'seckill', name: '秒杀优惠', money: '3.00' },
        { kind: 'full_reduction', name: '满100减10', money: '10.00' },
        { kind: 'coupon', name: '店铺券', money: '5.50' },
      ],
    };
    expect(orderDiscounts(order)).toEqual(order.discounts);
  });

  it('drops zero and malformed lines and marks unknown kinds', () => {
    const order = {
      discounts: [
        { kind: 'coupon', name: '零元', money: '0.00' },
        { kind: 'coupon', name: '坏', money: 'abc' },
        null,
        'x',
        { kind: 'bundle', name: '套餐', money: 2 },
      ],
    };
    expect(orderDiscounts(order)).toEqual([{ kind: 'other', name: '套餐', money: '2.00' }]);
  });

  it('is empty for an order without discounts', () => {
    expect(orderDiscounts({})).toEqual([]);
    expect(orderDiscounts({ discounts: null })).toEqual([]);
  });
});
