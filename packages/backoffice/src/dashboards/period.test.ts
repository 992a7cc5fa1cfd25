import { describe, expect, it } from 'vitest';
import { DEFAULT_PERIOD, moneyText, rateView, withGranularity, withRange } from './period.ts';

describe('dashboard period', () => {
  it('keeps a picked range with its granularity and forgets it when cleared or when the granularity changes', () => {
    const picked = withRange({ is_type: 1 }, ['2026-01-01', '2026-03-31']);
    expect(picked).toEqual({ is_type: 1, created_at: ['2026-01-01', '2026-03-31'] });
    expect(withRange(picked, undefined)).toEqual({ is_type: 1 });
    expect(withRange(picked, ['', ''])).toEqual({ is_type: 1 });
    expect(withGranularity(picked, 2)).toEqual({ is_type: 2 });
    expect(DEFAULT_PERIOD).toEqual({ is_type: 0 });
  });

  it('shows rates with their direction and money with thousands separators', () => {
    expect(rateView(12.5)).toEqual({ text: '12.50%', up: true });
    expect(rateView(0)).toEqual({ text: '0.00%', up: true });
    expect(rateView(-3.456)).toEqual({ text: '3.46%', up: false });
    expect(moneyText('1234.5')).toBe('1,234.50');
    expect(moneyText(null)).toBe('0.00');
  });
});
