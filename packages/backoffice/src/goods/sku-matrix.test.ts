import { describe, expect, it } from 'vitest';
import {
  attrFromRecord,
  buildSkuMatrix,
  cartesian,
  fillSkus,
  mergeAttrs,
  skuFromRecord,
  skuKey,
  specDimensions,
  type SkuRow,
  type SpecAttr,
} from './sku-matrix.ts';

const colour: SpecAttr = {
  id: 1,
  name: '颜色',
  specs: [
    { id: 1, name: '黑' },
    { id: 2, name: '白' },
    { id: 5, name: '蓝' },
  ],
};
const storage: SpecAttr = {
  id: 2,
  name: '存储',
  specs: [
    { id: 3, name: '128GB' },
    { id: 4, name: '256GB' },
  ],
};

/** A priced row, as the seller would have filled it. */
function priced(spec_id: number[], sku_name: string[], price: number, extra: Partial<SkuRow> = {}): SkuRow {
  return {
    spec_id,
    sku_name,
    goods_image: '',
    goods_price: price,
    goods_market_price: price + 100,
    goods_stock: 10,
    goods_weight: 0.5,
    ...extra,
  };
}

const matrix = (attrs: SpecAttr[], checked: number[], previous: SkuRow[] = []) =>
  buildSkuMatrix(specDimensions(attrs, new Set(checked)), previous);

describe('cartesian', () => {
  it('multiplies the lists in order, the first varying slowest', () => {
    expect(
      cartesian<number | string>([
        [1, 2],
        ['a', 'b', 'c'],
      ]),
    ).toEqual([
      [1, 'a'],
      [1, 'b'],
      [1, 'c'],
      [2, 'a'],
      [2, 'b'],
      [2, 'c'],
    ]);
    expect(cartesian([[1], [2], [3, 4]])).toEqual([
      [1, 2, 3],
      [1, 2, 4],
    ]);
  });

  it('gives nothing for no lists and for an empty list', () => {
    expect(cartesian([])).toEqual([]);
    expect(cartesian([[1, 2], []])).toEqual([]);
  });
});

describe('skuKey', () => {
  it('ignores the order and the type of the ids', () => {
    expect(skuKey([4, 1])).toBe('1,4');
    expect(skuKey(['4', '1'])).toBe(skuKey([1, 4]));
    expect(skuKey([10, 9])).toBe('9,10');
  });
});

describe('buildSkuMatrix', () => {
  it('one attribute gives one blank row per ticked value; an attribute with nothing ticked is skipped', () => {
    const rows = matrix([colour, storage], [1, 2]);
    expect(rows.map((row) => row.sku_name)).toEqual([['黑'], ['白']]);
    expect(rows[0]).toEqual({
      spec_id: [1],
      sku_name: ['黑'],
      goods_image: '',
      goods_price: undefined,
      goods_market_price: undefined,
      goods_stock: undefined,
      goods_weight: undefined,
    });
  });

  it('several attributes give the cartesian product, ids and names in parallel', () => {
    const rows = matrix([colour, storage], [1, 2, 3, 4]);
    expect(rows.map((row) => row.spec_id)).toEqual([
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
    ]);
    expect(rows.map((row) => row.sku_name.join(' '))).toEqual(['黑 128GB', '黑 256GB', '白 128GB', '白 256GB']);
  });

  it('nothing ticked empties the matrix', () => {
    expect(matrix([colour, storage], [])).toEqual([]);
    expect(matrix([], [1, 2])).toEqual([]);
  });

  it('ticking one more value keeps the prices, stock, pictures and ids of the existing combinations', () => {
    const before = [
      priced([1, 3], ['黑', '128GB'], 1999, { id: 11, goods_image: '/a.png' }),
      priced([1, 4], ['黑', '256GB'], 2299, { id: 12 }),
      priced([2, 3], ['白', '128GB'], 1998, { id: 13 }),
      priced([2, 4], ['白', '256GB'], 2298, { id: 14 }),
    ];
    const after = matrix([colour, storage], [1, 2, 5, 3, 4], before);
    expect(after).toHaveLength(6);
    expect(after.slice(0, 4)).toEqual(before);
    // The new colour's rows have no id and nothing filled in.
    expect(after.slice(4).map((row) => [row.sku_name, row.id, row.goods_price])).toEqual([
      [['蓝', '128GB'], undefined, undefined],
      [['蓝', '256GB'], undefined, undefined],
    ]);
  });

  it('unticking a value removes the rows of that value and keeps the others as they were', () => {
    const before = [
      priced([1, 3], ['黑', '128GB'], 1999, { id: 11 }),
      priced([1, 4], ['黑', '256GB'], 2299, { id: 12 }),
      priced([2, 3], ['白', '128GB'], 1998, { id: 13 }),
      priced([2, 4], ['白', '256GB'], 2298, { id: 14 }),
    ];
    const after = matrix([colour, storage], [2, 3, 4], before);
    expect(after).toEqual([before[2], before[3]]);
  });

  it('matches a stored combination whatever the order of its spec ids, and refreshes the names', () => {
    const stored = [priced([3, 1], ['128G', '黑色'], 1999, { id: 11 })];
    const [row] = matrix([colour, storage], [1, 3], stored);
    expect(row).toEqual({ ...stored[0], spec_id: [1, 3], sku_name: ['黑', '128GB'] });
  });

  it('adding an attribute starts the new rows from the row they extend, without its id', () => {
    const before = [
      priced([1], ['黑'], 100, { id: 7, goods_image: '/black.png' }),
      priced([2], ['白'], 120, { id: 8 }),
    ];
    const after = matrix([colour, storage], [1, 2, 3, 4], before);
    expect(after.map((row) => [row.sku_name.join(' '), row.goods_price, row.id])).toEqual([
      ['黑 128GB', 100, undefined],
      ['黑 256GB', 100, undefined],
      ['白 128GB', 120, undefined],
      ['白 256GB', 120, undefined],
    ]);
    expect(after[0]!.goods_image).toBe('/black.png');
  });

  it('removing an attribute keeps no row of the larger combinations (their ids are not reused)', () => {
    const before = [
      priced([1, 3], ['黑', '128GB'], 1999, { id: 11 }),
      priced([2, 3], ['白', '128GB'], 1998, { id: 13 }),
    ];
    const after = matrix([colour], [1, 2], before);
    expect(after.map((row) => [row.sku_name, row.id, row.goods_price])).toEqual([
      [['黑'], undefined, undefined],
      [['白'], undefined, undefined],
    ]);
  });
});

describe('fillSkus', () => {
  const rows = [
    priced([1], ['黑'], 100),
    { ...priced([2], ['白'], 0), goods_price: undefined, goods_stock: undefined },
  ];

  it('fills every row with the values given and leaves the other columns alone', () => {
    const filled = fillSkus(rows, { goods_price: 88, goods_stock: 5 });
    expect(filled.map((row) => [row.goods_price, row.goods_stock, row.goods_weight])).toEqual([
      [88, 5, 0.5],
      [88, 5, 0.5],
    ]);
    expect(rows[0]!.goods_price).toBe(100);
  });

  it('can fill only the empty cells', () => {
    const filled = fillSkus(rows, { goods_price: 88, goods_stock: 5 }, true);
    expect(filled.map((row) => [row.goods_price, row.goods_stock])).toEqual([
      [100, 10],
      [88, 5],
    ]);
  });
});

describe('records', () => {
  it('reads a SKU of the goods detail (arrays or comma-joined text, numbers as text)', () => {
    expect(
      skuFromRecord({
        id: 3,
        spec_id: ['2', '3'],
        sku_name: ['白', '128GB'],
        goods_price: '1999.00',
        goods_stock: 80,
        goods_image: '',
      }),
    ).toEqual({
      id: 3,
      spec_id: [2, 3],
      sku_name: ['白', '128GB'],
      goods_image: '',
      goods_price: 1999,
      goods_market_price: undefined,
      goods_stock: 80,
      goods_weight: undefined,
    });
    expect(skuFromRecord({ spec_id: '1,4', sku_name: '黑,256GB' })?.spec_id).toEqual([1, 4]);
    expect(skuFromRecord('junk')).toBeUndefined();
  });

  it('reads attributes with their spec rows and merges the used ones into the store list', () => {
    const stored = attrFromRecord({ id: 1, name: '颜色', specs: [{ id: 1, attr_id: 1, name: '黑', check: true }] });
    expect(stored).toEqual({ id: 1, name: '颜色', specs: [{ id: 1, name: '黑' }] });
    const gone: SpecAttr = { id: 9, name: '旧', specs: [{ id: 90, name: 'x' }] };
    const withOld: SpecAttr = { id: 1, name: '颜色', specs: [{ id: 99, name: '旧色' }] };
    const merged = mergeAttrs([colour, storage], [withOld, gone]);
    expect(merged.map((attr) => attr.id)).toEqual([1, 2, 9]);
    expect(merged[0]!.specs.map((spec) => spec.id)).toEqual([1, 2, 5, 99]);
    // The store list itself is not changed.
    expect(colour.specs).toHaveLength(3);
  });
});
