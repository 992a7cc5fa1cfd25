import { describe, expect, it } from 'vitest';
import {
  appliedCouponIds,
  datePart,
  discountSum,
  groupProgress,
  showsRuleName,
  shownDiscounts,
  withCoupon,
} from './promotions.ts';

const group = (storeId: number, couponId: number) => ({
  store_info: { id: storeId, store_name: `store ${storeId}`, store_logo: '' },
  coupon_id: couponId,
});

describe('coupon list of the checkout', () => {
  const groups = [group(7, 31), group(3, 0), group(9, 12)];

  it('sends what the server applied, one entry per group in group order', () => {
    expect(appliedCouponIds(groups)).toBe('31,0,12');
    expect(appliedCouponIds([])).toBe('');
  });

  it('changes only the picked store, whatever its position', () => {
    expect(withCoupon(groups, 3, 44)).toBe('31,44,12');
    expect(withCoupon(groups, 7, 0)).toBe('0,0,12');
    expect(withCoupon(groups, 9, 15)).toBe('31,0,15');
  });

  it('leaves the list as applied for a store that is not in it', () => {
    expect(withCoupon(groups, 100, 5)).toBe('31,0,12');
  });
});

describe('discount lines', () => {
  it('keeps the server lines in order and drops zero amounts', () => {
    const lines = shownDiscounts({
      discounts: [
        { kind: 'seckill', name: '秒杀优惠', money: '3.00' },
        { kind: 'full_reduction', name: '满100减10', money: '0.00' },
        { kind: 'coupon', name: '店铺券', money: '5.50' },
      ],
      coupon_money: '8.50',
    });
    expect(lines).toEqual([
      { kind: 'seckill', name: '秒杀优惠', money: '3.00' },
      { kind: 'coupon', name: '店铺券', money: '5.50' },
    ]);
    expect(discountSum(lines)).toBe('8.50');
  });

  it('shows a total sent without lines as one line, and nothing without a discount', () => {
    expect(shownDiscounts({ coupon_money: '4.20' })).toEqual([{ kind: 'other', name: '', money: '4.20' }]);
    expect(shownDiscounts({ discounts: [], coupon_money: '0.00' })).toEqual([]);
    expect(shownDiscounts({})).toEqual([]);
    expect(discountSum([])).toBe('0.00');
  });

  it('adds amounts in cents', () => {
    expect(discountSum([{ money: '0.10' }, { money: '0.20' }, { money: '0.05' }])).toBe('0.35');
  });

  it('names full reductions and coupons by their rule, flash sales and groups by their kind', () => {
    expect(showsRuleName({ kind: 'coupon', name: '新人券', money: '1.00' })).toBe(true);
    expect(showsRuleName({ kind: 'full_reduction', name: '满50减5', money: '5.00' })).toBe(true);
    expect(showsRuleName({ kind: 'coupon', name: ' ', money: '1.00' })).toBe(false);
    expect(showsRuleName({ kind: 'seckill', name: '秒杀优惠', money: '1.00' })).toBe(false);
    expect(showsRuleName({ kind: 'collective', name: '拼团优惠', money: '1.00' })).toBe(false);
  });
});

describe('group buy progress', () => {
  it('counts the members still missing of an open group, with its deadline', () => {
    const progress = groupProgress({ id: 1, status: 2, need: 5, orders_count: 3, expires_at: '2030-01-02 08:00:00' });
    expect(progress).toEqual({ state: 'open', missing: 2, expiresAt: '2030-01-02 08:00:00' });
  });

  it('never reports a negative number missing', () => {
    const progress = groupProgress({ id: 1, status: 2, need: 2, orders_count: 3, expires_at: '2030-01-02 08:00:00' });
    expect(progress).toMatchObject({ missing: 0 });
  });

  it('tells completed and cancelled groups, and nothing outside a group', () => {
    expect(groupProgress({ id: 1, status: 1, need: 2, orders_count: 2, expires_at: '' })).toEqual({
      state: 'completed',
    });
    expect(groupProgress({ id: 1, status: 0, need: 2, orders_count: 1, expires_at: '' })).toEqual({
      state: 'cancelled',
    });
    expect(groupProgress(null)).toBeNull();
    expect(groupProgress(undefined)).toBeNull();
  });

  it('shows the date of a wire time', () => {
    expect(datePart('2024-03-01 12:30:00')).toBe('2024-03-01');
    expect(datePart(undefined)).toBe('');
  });
});
