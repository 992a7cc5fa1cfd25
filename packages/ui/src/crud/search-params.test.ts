import { describe, expect, it } from 'vitest';
import type { SearchDef } from '../fields/types.ts';
import { decodeUrlValue, encodeUrlValue, mergeParams, readUrlState, searchQuery, writeUrlState } from './search-params.ts';

const defs: SearchDef[] = [
  { value: 'title', where: 'like' },
  { value: 'status', type: 'select' },
  { value: 'created_at', type: 'daterange' },
  { value: 'id', where: 'in' },
  { value: 'period', type: 'daterange', where: 'between' },
];

describe('searchQuery', () => {
  it('appends |where to non-empty values with an operator and drops empty inputs', () => {
    expect(
      searchQuery(defs, { title: 'tea', status: '', created_at: [], id: null, period: undefined }),
    ).toEqual({ title: 'tea|like' });
  });

  it('keeps values without an operator as they are (numbers, 0, ranges as arrays)', () => {
    expect(searchQuery(defs, { status: 0, created_at: ['2024-01-01 00:00:00', '2024-02-01 00:00:00'] })).toEqual({
      status: 0,
      created_at: ['2024-01-01 00:00:00', '2024-02-01 00:00:00'],
    });
  });

  it('joins a range or a list with commas before the operator', () => {
    expect(searchQuery(defs, { id: [1, 2, 3], period: ['a', 'b'] })).toEqual({ id: '1,2,3|in', period: 'a,b|between' });
  });

  it('ignores inputs of fields that are not search fields', () => {
    expect(searchQuery(defs, { other: 'x' })).toEqual({});
  });
});

describe('mergeParams', () => {
  it('lets the search override fixed params and removes empty keys', () => {
    expect(mergeParams({ isWith: 'store', status: 1, empty: '' }, { status: 2, none: undefined })).toEqual({
      isWith: 'store',
      status: 2,
    });
  });
});

describe('address bar state', () => {
  const defaults = { pageSize: 30, pageSizes: [30, 100, 200, 300, 400] };

  it('round-trips values with their types', () => {
    for (const value of ['tea', '1', 'true', 1, 0, [1, 2], ['a', 'b'], '"quoted"']) {
      expect(decodeUrlValue(encodeUrlValue(value))).toEqual(value);
    }
    expect(encodeUrlValue('tea')).toBe('tea');
  });

  it('writes page, size and inputs, leaving defaults and other params out', () => {
    const next = writeUrlState(
      new URLSearchParams('tab=2&title=old'),
      { page: 3, pageSize: 100, values: { title: 'tea', status: 1, created_at: [] } },
      defs,
      30,
    );
    expect(next.toString()).toBe('tab=2&title=tea&page=3&per_page=100&status=1');
    const back = writeUrlState(next, { page: 1, pageSize: 30, values: {} }, defs, 30);
    expect(back.toString()).toBe('tab=2');
  });

  it('reads them back, rejecting unknown page sizes and bad pages', () => {
    expect(readUrlState(new URLSearchParams('page=3&per_page=100&title=tea&status=1&x=y'), defs, defaults)).toEqual({
      page: 3,
      pageSize: 100,
      values: { title: 'tea', status: 1 },
    });
    expect(readUrlState(new URLSearchParams('page=-1&per_page=7'), defs, defaults)).toEqual({ page: 1, pageSize: 30, values: {} });
  });
});
