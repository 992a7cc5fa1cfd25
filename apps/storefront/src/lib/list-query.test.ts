import { describe, expect, it } from 'vitest';
import { listQueryString, parseListQuery, type ListQuery } from './list-query.ts';
import { withSort } from './search.ts';

describe('list query', () => {
  it('round-trips keywords, sort and page', () => {
    const state = { keywords: '青梧 旗舰', sort_type: 'distance' as const, sort_order: 'desc' as const, page: 3 };
    const text = listQueryString(state);
    expect(parseListQuery(text, ['distance'])).toEqual(state);
  });

  it('leaves the defaults out', () => {
    expect(listQueryString({ keywords: '', page: 1 })).toBe('');
    expect(parseListQuery('', ['distance'])).toEqual({ keywords: '', page: 1 });
  });

  it('ignores sort keys the page does not offer and bad values', () => {
    expect(parseListQuery('?sort=id&order=up&page=-2', ['goods_price'])).toEqual({ keywords: '', page: 1 });
  });

  it('toggles the store street sort like the goods list', () => {
    const start: ListQuery<'distance'> = { keywords: 'a', page: 2 };
    const distance = withSort(start, 'distance');
    expect(distance).toEqual({ keywords: 'a', page: 2, sort_type: 'distance', sort_order: 'asc' });
    expect(withSort(distance, null)).toEqual({ keywords: 'a', page: 2 });
  });
});
