import { describe, expect, it } from 'vitest';
import { cashAmounts } from '@shop/backoffice/finance-cells';
import { canReview, feeRate, ownerOf, reviewBody, reviewError, reviewOf, reviewProblems } from './review.ts';

describe('withdrawal rows', () => {
  it('splits what a request moves: the gross amount is the payout plus the fee', () => {
    expect(cashAmounts({ money: '9.80', commission: '0.20' })).toEqual({ gross: 1000, fee: 20, net: 980 });
    expect(cashAmounts({ money: '100', commission: '' })).toEqual({ gross: 10_000, fee: 0, net: 10_000 });
    expect(cashAmounts({})).toEqual({ gross: 0, fee: 0, net: 0 });
  });

  it('only a pending request can be reviewed', () => {
    expect(canReview({ cash_status: 0 })).toBe(true);
    expect(canReview({ cash_status: '0' })).toBe(true);
    expect(canReview({ cash_status: 1 })).toBe(false);
    expect(canReview({ cash_status: 2 })).toBe(false);
    expect(canReview({})).toBe(false);
  });
});

describe('the review', () => {
  it('a refusal needs a reason that is not blank and fits the column', () => {
    expect(reviewError({ decision: 2, reason: '', remark: '' })).toBe('reasonRequired');
    expect(reviewError({ decision: 2, reason: '   ', remark: '' })).toBe('reasonRequired');
    expect(reviewError({ decision: 2, reason: 'x'.repeat(256), remark: '' })).toBe('reasonTooLong');
    expect(reviewError({ decision: 2, reason: 'wrong card', remark: '' })).toBeUndefined();
  });

  it('paying out needs no reason; the note is at most 30 characters', () => {
    expect(reviewError({ decision: 1, reason: '', remark: '' })).toBeUndefined();
    expect(reviewError({ decision: 1, reason: '', remark: 'y'.repeat(31) })).toBe('remarkTooLong');
    expect(reviewError({ decision: 1, reason: '', remark: 'y'.repeat(30) })).toBeUndefined();
  });

  it('reads the form: anything but a refusal pays out, and each problem sits on its field', () => {
    expect(reviewOf({ cash_status: '2', refuse_info: 'x', remark: 'y' })).toEqual({
      decision: 2,
      reason: 'x',
      remark: 'y',
    });
    expect(reviewOf({ cash_status: undefined }).decision).toBe(1);
    expect(reviewProblems({ cash_status: 2, refuse_info: ' ' })).toEqual({ refuse_info: { key: 'reasonRequired' } });
    expect(reviewProblems({ cash_status: 1, remark: 'z'.repeat(31) })).toEqual({ remark: { key: 'remarkTooLong' } });
    expect(reviewProblems({ cash_status: 2, refuse_info: 'wrong card', remark: '' })).toEqual({});
  });

  it('sends the decision, the reason only to refuse, trimmed', () => {
    expect(reviewBody({ decision: 2, reason: ' wrong card ', remark: ' r ' })).toEqual({
      cash_status: 2,
      refuse_info: 'wrong card',
      remark: 'r',
    });
    expect(reviewBody({ decision: 1, reason: 'left over', remark: '' })).toEqual({
      cash_status: 1,
      refuse_info: '',
      remark: '',
    });
  });
});

describe('the fee setting', () => {
  it('reads store.cash as the server does', () => {
    expect(feeRate({ goods_verify: 'true', cash: '5' })).toBe('5');
    expect(feeRate({ cash: '2.5' })).toBe('2.5');
    expect(feeRate({ cash: 0.75 })).toBe('0.75');
    expect(feeRate({ cash: '100' })).toBe('100');
  });

  it('is unset when missing or not a percentage from 0 to 100 with two decimals at most', () => {
    expect(feeRate({})).toBeUndefined();
    expect(feeRate(undefined)).toBeUndefined();
    expect(feeRate({ cash: '' })).toBeUndefined();
    expect(feeRate({ cash: '101' })).toBeUndefined();
    expect(feeRate({ cash: '-1' })).toBeUndefined();
    expect(feeRate({ cash: '1.234' })).toBeUndefined();
    expect(feeRate({ cash: 'abc' })).toBeUndefined();
  });
});

describe('the owner of a request', () => {
  it('is the store when store_id is set, else the member', () => {
    expect(ownerOf({ store_id: 4, user_id: 9 })).toEqual({ kind: 'store', id: '4' });
    expect(ownerOf({ store_id: 0, user_id: 9 })).toEqual({ kind: 'user', id: '9' });
    expect(ownerOf({ store_id: 0, user_id: 0 })).toBeUndefined();
  });
});
