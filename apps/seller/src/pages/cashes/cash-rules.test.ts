import { describe, expect, it } from 'vitest';
import { cashErrors, cashPayload, centsOf, isCardNo, isPending } from './cash-rules.ts';

const good = { money: 50, name: '李四', bank_name: '工商银行', card_no: '6222020200112233', remark: '' };

describe('withdrawal request checks', () => {
  it('accepts a request within the balance', () => {
    expect(cashErrors(good, 10_000)).toEqual({});
    expect(cashErrors({ ...good, money: '100.00' }, 10_000)).toEqual({});
    // The balance not loaded yet: the server still checks it.
    expect(cashErrors({ ...good, money: 1e6 }, undefined)).toEqual({});
  });

  it('caps the amount at the store balance', () => {
    expect(cashErrors({ ...good, money: '100.01' }, 10_000).money).toEqual({
      key: 'balance',
      values: { balance: '100.00' },
    });
  });

  it('refuses a blank, zero, negative or three-decimal amount', () => {
    expect(cashErrors({ ...good, money: undefined }, 10_000).money).toEqual({ key: 'required' });
    expect(cashErrors({ ...good, money: 0 }, 10_000).money).toEqual({ key: 'amount' });
    expect(cashErrors({ ...good, money: '-5' }, 10_000).money).toEqual({ key: 'amount' });
    expect(cashErrors({ ...good, money: '1.005' }, 10_000).money).toEqual({ key: 'amount' });
  });

  it('takes card numbers of 12 to 30 digits only', () => {
    expect(isCardNo('123456789012')).toBe(true);
    expect(isCardNo('1'.repeat(30))).toBe(true);
    expect(isCardNo('12345678901')).toBe(false);
    expect(isCardNo('1'.repeat(31))).toBe(false);
    expect(isCardNo('6222 0202 0011 2233')).toBe(false);
    expect(isCardNo('62220202001122a3')).toBe(false);
    expect(cashErrors({ ...good, card_no: '1234' }, 10_000).card_no).toEqual({ key: 'card' });
    expect(cashErrors({ ...good, card_no: ' ' }, 10_000).card_no).toEqual({ key: 'required' });
  });

  it('needs the account name and bank, within the server limits', () => {
    const errors = cashErrors({ ...good, name: '', bank_name: 'x'.repeat(31), remark: 'y'.repeat(31) }, 10_000);
    expect(errors).toEqual({
      name: { key: 'required' },
      bank_name: { key: 'tooLong', values: { max: 30 } },
      remark: { key: 'tooLong', values: { max: 30 } },
    });
  });

  it('sends trimmed texts and the amount with two decimals', () => {
    expect(centsOf('12.5')).toBe(1250);
    expect(cashPayload({ ...good, money: 12.5, name: ' 李四 ', remark: undefined })).toEqual({
      money: '12.50',
      name: '李四',
      bank_name: '工商银行',
      card_no: '6222020200112233',
      remark: '',
    });
  });
});

describe('withdrawal status', () => {
  it('lets only pending requests be cancelled', () => {
    expect(isPending({ cash_status: 0 })).toBe(true);
    expect(isPending({ cash_status: '0' })).toBe(true);
    expect(isPending({ cash_status: 1 })).toBe(false);
    expect(isPending({ cash_status: 2 })).toBe(false);
  });
});
