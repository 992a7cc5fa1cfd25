import { describe, expect, it } from 'vitest';
import type { GoodsClassNode, GoodsSearchParams } from '@shop/api/endpoints/catalog';
import { decodeParams } from '@shop/api/params-segment';
import {
  classFilter,
  classPath,
  keywordSearchPath,
  normalizeSearch,
  pageFromSearch,
  searchPath,
  sortState,
  withBrand,
  withClass,
  withSort,
} from './search.ts';

const tree: GoodsClassNode[] = [
  {
    id: 1,
    pid: 0,
    name: '家用电器',
    children: [
      {
        id: 5,
        pid: 1,
        name: '大家电',
        children: [
          { id: 10, pid: 5, name: '空调' },
          { id: 11, pid: 5, name: '电视' },
        ],
      },
      { id: 6, pid: 1, name: '生活电器', children: [] },
    ],
  },
  { id: 4, pid: 0, name: '图书' },
];

describe('class filter', () => {
  it('finds the path to a class', () => {
    expect(classPath(tree, 11).map((node) => node.id)).toEqual([1, 5, 11]);
    expect(classPath(tree, 4).map((node) => node.id)).toEqual([4]);
    expect(classPath(tree, 99)).toEqual([]);
  });

  it('asks the server to expand level-1 and level-2 classes', () => {
    expect(classFilter(tree, 1)).toEqual({ pid: 1, class_id: [1], deep: 1 });
    expect(classFilter(tree, 5)).toEqual({ pid: 1, sid: 5, class_id: [5], deep: 2 });
    expect(classFilter(tree, 6)).toEqual({ pid: 1, sid: 6, class_id: [6], deep: 2 });
    expect(classFilter(tree, 10)).toEqual({ pid: 1, sid: 5, tid: 10, class_id: [10] });
    expect(classFilter(tree, 99)).toEqual({});
  });

  it('replaces the class and keeps the other filters; "all" clears every class key', () => {
    const start = { keywords: 'tv', brand_id: 2, sort_type: 'goods_price' as const, sort_order: 'asc' as const };
    const leaf = withClass(start, tree, 10);
    expect(leaf).toEqual({ ...start, pid: 1, sid: 5, tid: 10, class_id: [10] });
    expect(withClass(leaf, tree, 1)).toEqual({ ...start, pid: 1, class_id: [1], deep: 1 });
    expect(withClass(leaf, tree, null)).toEqual(start);
  });

  it('chooses a brand, 0 meaning all', () => {
    expect(withBrand({ keywords: 'a' }, 3)).toEqual({ keywords: 'a', brand_id: 3 });
    expect(withBrand({ keywords: 'a', brand_id: 3 }, 0)).toEqual({ keywords: 'a' });
  });
});

describe('sort bar', () => {
  it('starts a new key ascending and flips the active one', () => {
    const price = withSort({}, 'goods_price');
    expect(price).toEqual({ sort_type: 'goods_price', sort_order: 'asc' });
    expect(withSort(price, 'goods_price')).toEqual({ sort_type: 'goods_price', sort_order: 'desc' });
    expect(withSort(withSort(price, 'goods_price'), 'goods_price')).toEqual({
      sort_type: 'goods_price',
      sort_order: 'asc',
    });
    expect(withSort(price, 'goods_sale')).toEqual({ sort_type: 'goods_sale', sort_order: 'asc' });
  });

  it('"default" drops another key, then flips the default order', () => {
    const start: GoodsSearchParams = { keywords: 'x' };
    const price = withSort(start, 'goods_price');
    const back = withSort(price, null);
    expect(back).toEqual({ keywords: 'x' });
    expect(sortState(back, null)).toBe('desc');
    const flipped = withSort(back, null);
    expect(flipped).toEqual({ keywords: 'x', sort_order: 'asc' });
    expect(sortState(flipped, null)).toBe('asc');
    expect(sortState(flipped, 'goods_price')).toBeUndefined();
    expect(sortState(price, 'goods_price')).toBe('asc');
    expect(sortState(price, null)).toBeUndefined();
  });
});

describe('search links', () => {
  it('puts every filter in the path and the page in the query', () => {
    const path = searchPath({ keywords: 'a', brand_id: 1 }, 3);
    const [segment, query] = path.slice('/s/'.length).split('?');
    expect(decodeParams(segment)).toEqual({ keywords: 'a', brand_id: 1 });
    expect(query).toBe('page=3');
    expect(searchPath({}, 1)).toBe('/s/e30%3D');
  });

  it('encodes the header search like the original client', () => {
    const path = keywordSearchPath(' 手机 ');
    expect(decodeParams(path.slice('/s/'.length))).toEqual({ keywords: encodeURIComponent('手机') });
    expect(keywordSearchPath('')).toBe('/s/eyJrZXl3b3JkcyI6IiJ9');
  });

  it('reads the page number', () => {
    expect(pageFromSearch('page=4')).toBe(4);
    expect(pageFromSearch('?page=4')).toBe(4);
    expect(pageFromSearch('')).toBe(1);
    expect(pageFromSearch('page=-1')).toBe(1);
    expect(pageFromSearch('page=x')).toBe(1);
  });
});

describe('normalizeSearch', () => {
  it('keeps the known keys with valid values', () => {
    const full = {
      keywords: '%E6%89%8B',
      pid: 1,
      sid: 5,
      tid: 10,
      class_id: [10],
      brand_id: 2,
      store_id: 3,
      sort_type: 'goods_sale',
      sort_order: 'desc',
    };
    expect(normalizeSearch(full)).toEqual(full);
    expect(normalizeSearch({ class_id: [1], deep: 1 })).toEqual({ class_id: [1], deep: 1 });
    expect(normalizeSearch({ class_id: '7' })).toEqual({ class_id: [7] });
  });

  it('drops unknown keys and bad values', () => {
    expect(
      normalizeSearch({
        keywords: 'undefined',
        pid: -1,
        sid: 'x',
        class_id: [1, 'a'],
        deep: 3,
        brand_id: 0,
        sort_type: 'id; drop table',
        sort_order: 'up',
        page: 2,
        evil: '<script>',
      }),
    ).toEqual({});
    expect(normalizeSearch({ deep: 1 })).toEqual({});
  });
});
