import { describe, expect, it } from 'vitest';
import { formatMoney, round2 } from './money.ts';

describe('round2', () => {
  it('rounds to 2 decimals by default, half away from zero', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2('2.675')).toBe(2.68);
    expect(round2(10)).toBe(10);
  });

  it('takes other precisions and tolerates junk', () => {
    expect(round2(2.345, 1)).toBe(2.3);
    expect(round2(2.35, 1)).toBe(2.4);
    expect(round2('abc')).toBe(0);
  });
});

describe('formatMoney', () => {
  it("prefixes '+' when ≥ 0 and shows negatives as they are", () => {
    expect(formatMoney(12)).toEqual({ text: '+12.00', tone: 'income' });
    expect(formatMoney(0)).toEqual({ text: '+0.00', tone: 'income' });
    expect(formatMoney('-3.5')).toEqual({ text: '-3.50', tone: 'expense' });
    expect(formatMoney(-0.001)).toEqual({ text: '+0.00', tone: 'income' });
  });

  it('answers undefined for blanks and non-numbers', () => {
    expect(formatMoney('')).toBeUndefined();
    expect(formatMoney(null)).toBeUndefined();
    expect(formatMoney('x')).toBeUndefined();
  });
});
