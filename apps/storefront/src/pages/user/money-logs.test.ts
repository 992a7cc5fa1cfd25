import { describe, expect, it } from 'vitest';
import { balanceText, moneyLogKind, signedChange } from './money-logs.ts';

describe('money logs', () => {
  it('maps each route to its is_type', () => {
    expect(moneyLogKind('user.money')).toEqual({ type: 0, key: 'money' });
    expect(moneyLogKind('user.frozen_money')).toEqual({ type: 1, key: 'frozen' });
    expect(moneyLogKind('user.integral')).toEqual({ type: 2, key: 'integral' });
    expect(moneyLogKind('user.other')).toEqual({ type: 0, key: 'money' });
  });

  it('marks incomes with + and keeps the server string', () => {
    expect(signedChange('3.30')).toEqual({ text: '+3.30', income: true });
    expect(signedChange('0.00')).toEqual({ text: '+0.00', income: true });
    expect(signedChange('-12.50')).toEqual({ text: '-12.50', income: false });
    expect(signedChange(100)).toEqual({ text: '+100', income: true });
    expect(signedChange('')).toEqual({ text: '+0', income: true });
  });

  it('shows the balance of the user record', () => {
    expect(balanceText('12.50', false)).toBe('12.50');
    expect(balanceText(3, false)).toBe('3.00');
    expect(balanceText(undefined, false)).toBe('0.00');
    expect(balanceText(120, true)).toBe('120');
    expect(balanceText(null, true)).toBe('0');
  });
});
