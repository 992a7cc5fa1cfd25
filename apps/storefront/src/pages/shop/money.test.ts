import { describe, expect, it } from 'vitest';
import { cents, sumYuan, yuan } from './money.ts';

describe('cart money', () => {
  it('sums in cents without float drift', () => {
    expect(cents('0.10') * 3).toBe(30);
    expect(yuan(cents('19.99') * 3 + cents('0.01'))).toBe('59.98');
    expect(cents('12.5')).toBe(1250);
    expect(cents('bad')).toBe(0);
    expect(yuan(-250)).toBe('-2.50');
  });

  it('adds wire amounts in cents', () => {
    expect(sumYuan(['0.10', '0.20'])).toBe('0.30');
    expect(sumYuan(['12.50', undefined, '7.5'])).toBe('20.00');
    expect(sumYuan([])).toBe('0.00');
  });
});
