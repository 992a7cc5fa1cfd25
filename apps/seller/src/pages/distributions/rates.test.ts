import { describe, expect, it } from 'vitest';
import { planPayload, planValues, rateErrors, rateOf } from './rates.ts';

const plan = (lev_1: unknown, lev_2: unknown, lev_3: unknown, goods_id: unknown = 7) => ({
  goods_id,
  lev_1,
  lev_2,
  lev_3,
});

describe('referral plan checks', () => {
  it('accepts rates from 0 to 100 that add up to at most 100', () => {
    expect(rateErrors(plan(10, 5, 2.5))).toEqual({});
    expect(rateErrors(plan(100, 0, 0))).toEqual({});
    // 33.33 × 3 = 99.99 and 33.34 + 33.33 + 33.33 = 100: exact, no float drift past the limit.
    expect(rateErrors(plan('33.34', '33.33', '33.33'))).toEqual({});
  });

  it('needs a goods', () => {
    expect(rateErrors(plan(1, 1, 1, null)).goods_id).toEqual({ key: 'goods' });
    expect(rateErrors(plan(1, 1, 1, 0)).goods_id).toEqual({ key: 'goods' });
  });

  it('refuses a level past 100, negative, blank or with three decimals', () => {
    expect(rateErrors(plan(101, 0, 0)).lev_1).toEqual({ key: 'rate' });
    expect(rateErrors(plan(0, -1, 0)).lev_2).toEqual({ key: 'rate' });
    expect(rateErrors(plan(0, 0, '')).lev_3).toEqual({ key: 'rate' });
    expect(rateErrors(plan(0, 0, '1.005')).lev_3).toEqual({ key: 'rate' });
  });

  it('refuses a total past 100 on every level that is not wrong itself', () => {
    const errors = rateErrors(plan(60, 40, '0.01'));
    const total = { key: 'total', values: { total: '100.01' } };
    expect(errors).toEqual({ lev_1: total, lev_2: total, lev_3: total });
    expect(rateErrors(plan(101, 50, 0)).lev_1).toEqual({ key: 'rate' });
    expect(rateErrors(plan(101, 50, 0)).lev_2).toMatchObject({ key: 'total' });
  });

  it('reads typed rates and sends them as two-decimal strings', () => {
    expect(rateOf(' 12.5 ')).toBe(12.5);
    expect(rateOf('abc')).toBeUndefined();
    expect(planPayload(plan(10, '2.5', 0, '7'))).toEqual({ goods_id: 7, lev_1: '10.00', lev_2: '2.50', lev_3: '0.00' });
    expect(planValues({ goods_id: 3, lev_1: '10.00', lev_2: '0.50', lev_3: '0.00' })).toEqual({
      goods_id: 3,
      lev_1: 10,
      lev_2: 0.5,
      lev_3: 0,
    });
    expect(planValues(undefined)).toEqual({ goods_id: undefined, lev_1: 0, lev_2: 0, lev_3: 0 });
  });
});
