import { describe, expect, it } from 'vitest';
import {
  balancePreview,
  classPathNames,
  classPaths,
  fromCents,
  tabCount,
  tabParams,
  toCents,
  VERIFY_TABS,
} from './review.ts';

describe('review tabs', () => {
  const count = { pass: 3, wait: 1, error: 0, create: 2 };

  it('are all, fill in information, verifying, verification denied, passed', () => {
    expect(VERIFY_TABS).toEqual(['all', 1, 2, 3, 4]);
  });

  it("count each state from the list answer's counters and all as their sum", () => {
    expect(VERIFY_TABS.map((tab) => tabCount(count, tab))).toEqual([6, 2, 1, 0, 3]);
  });

  it('count nothing without counters or with bad ones', () => {
    expect(tabCount(undefined, 'all')).toBe(0);
    expect(tabCount({ pass: 'x', wait: -2 }, 4)).toBe(0);
    expect(tabCount({ wait: '7' }, 2)).toBe(7);
  });

  it('ask for the admin formatter and filter by state, except all', () => {
    expect(tabParams('all')).toEqual({ isResource: 'Admin' });
    expect(tabParams(2)).toEqual({ isResource: 'Admin', store_verify: 2 });
  });
});

describe('cents', () => {
  it('reads amounts exactly', () => {
    expect(toCents('41.90')).toBe(4190);
    expect(toCents('0.29')).toBe(29);
    expect(toCents(1.1)).toBe(110);
    expect(toCents(-3.5)).toBe(-350);
    expect(toCents('+2')).toBe(200);
  });

  it('refuses what is not an amount of at most two decimals', () => {
    for (const bad of ['', 'abc', '1.234', '1e3', null, undefined, NaN, Infinity, {}])
      expect(toCents(bad)).toBeUndefined();
  });

  it('writes two decimals', () => {
    expect(fromCents(4190)).toBe('41.90');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-105)).toBe('-1.05');
    expect(fromCents(0)).toBe('0.00');
  });
});

describe('balancePreview', () => {
  it('adds a signed amount to the balance', () => {
    expect(balancePreview('41.90', '-1.90')).toEqual({ ok: true, balance: '40.00' });
    expect(balancePreview('0.10', '0.20')).toEqual({ ok: true, balance: '0.30' });
    expect(balancePreview(undefined, '5')).toEqual({ ok: true, balance: '5.00' });
  });

  it('refuses a result below zero', () => {
    expect(balancePreview('1.00', '-2')).toEqual({ ok: false, reason: 'negative', balance: '-1.00' });
  });

  it('refuses a missing or zero amount', () => {
    expect(balancePreview('1.00', '')).toEqual({ ok: false, reason: 'amount' });
    expect(balancePreview('1.00', '0.00')).toEqual({ ok: false, reason: 'amount' });
  });
});

describe('class paths', () => {
  const tree = [
    { id: 2, name: 'Food', children: [{ id: 8, name: 'Tea', children: [{ id: 26, name: 'Green tea' }] }] },
    { id: 3, name: 'Home' },
  ];

  it('reads arrays or their JSON text, ids as numbers or strings', () => {
    expect(classPaths([[2, 8, 26], ['3']])).toEqual([[2, 8, 26], ['3']]);
    expect(classPaths('[["2","8"]]')).toEqual([['2', '8']]);
    expect(classPaths('not json')).toEqual([]);
    expect(classPaths([[], 'x', [null]])).toEqual([]);
  });

  it('names each path through the tree, unknown ids as #id', () => {
    expect(classPathNames([[2, 8, 26], ['3'], [2, 99]], tree)).toEqual([
      'Food / Tea / Green tea',
      'Home',
      'Food / #99',
    ]);
    expect(classPathNames([[2]], undefined)).toEqual(['#2']);
  });
});
