import { describe, expect, it } from 'vitest';
import {
  classPathOf,
  draftFromRecord,
  emptyDraft,
  firstInvalidStep,
  goodsPayload,
  stepOfField,
  validateStep,
  type GoodsDraft,
} from './goods-form.ts';

/** A complete draft, overridable. */
function draft(overrides: Partial<GoodsDraft> = {}): GoodsDraft {
  return {
    ...emptyDraft(),
    classPath: [
      { id: 1, name: '数码' },
      { id: 2, name: '手机' },
      { id: 3, name: '智能手机' },
    ],
    goods_name: '青梧手机',
    goods_price: 1999,
    goods_market_price: 2299,
    goods_weight: 0.3,
    goods_stock: 100,
    goods_images: ['/a.png', '/b.png'],
    goods_master_image: '/b.png',
    ...overrides,
  };
}

/** The detail of goods 5 as `GET /Seller/goods/5` answers it (classList leaf first). */
const detail = {
  id: 5,
  class_id: 26,
  brand_id: 2,
  goods_name: '青梧 X1',
  goods_subname: '旗舰',
  goods_no: 'A1',
  goods_price: '1999.00',
  goods_market_price: '2299.00',
  goods_stock: 300,
  goods_weight: '0.30',
  goods_master_image: '/m.png',
  goods_images: ['/m.png', '/n.png'],
  freight_id: -1,
  goods_status: 1,
  goods_verify: 0,
  refuse_info: '图片不清晰',
  is_master: 1,
  is_recommend: 0,
  goods_content: '<p>x</p>##qingwuit##[]',
  goods_content_mobile: '',
  classList: [
    { id: 26, pid: 8, name: '手机' },
    { id: 8, pid: 2, name: '手机通讯' },
    { id: 2, pid: 0, name: '数码' },
  ],
  attrList: [
    {
      id: 2,
      name: '存储',
      specs: [
        { id: 3, name: '128GB', check: true },
        { id: 4, name: '256GB', check: true },
      ],
    },
    {
      id: 1,
      name: '颜色',
      specs: [
        { id: 1, name: '黑', check: true },
        { id: 2, name: '白' },
      ],
    },
  ],
  skuList: [
    {
      id: 1,
      spec_id: ['1', '3'],
      sku_name: ['黑', '128GB'],
      goods_price: '1999.00',
      goods_market_price: '2299.00',
      goods_stock: 80,
      goods_weight: '0.30',
      goods_image: '',
    },
    {
      id: 2,
      spec_id: ['1', '4'],
      sku_name: ['黑', '256GB'],
      goods_price: '2299.00',
      goods_market_price: '2599.00',
      goods_stock: 70,
      goods_weight: '0.30',
      goods_image: '',
    },
  ],
};

describe('draftFromRecord', () => {
  it('reads the detail: root-first class path, pictures, numbers, attributes, ticks and SKUs', () => {
    const loaded = draftFromRecord(detail);
    expect(loaded.classPath).toEqual([
      { id: 2, name: '数码' },
      { id: 8, name: '手机通讯' },
      { id: 26, name: '手机' },
    ]);
    expect(loaded).toMatchObject({
      id: 5,
      brand_id: 2,
      goods_price: 1999,
      goods_weight: 0.3,
      goods_images: ['/m.png', '/n.png'],
      goods_master_image: '/m.png',
      freight_id: -1,
      goods_verify: 0,
      refuse_info: '图片不清晰',
      is_master: 1,
      hadSkus: true,
    });
    expect(loaded.attrs.map((attr) => attr.name)).toEqual(['存储', '颜色']);
    expect([...loaded.checked].sort()).toEqual([1, 3, 4]);
    expect(loaded.skus.map((row) => [row.id, row.spec_id, row.goods_price])).toEqual([
      [1, [1, 3], 1999],
      [2, [1, 4], 2299],
    ]);
  });

  it('tolerates a comma-joined gallery and a goods without SKUs; keeps a reason only for a rejection', () => {
    const loaded = draftFromRecord({
      id: 1,
      goods_images: '/a.png,/b.png',
      goods_master_image: '',
      goods_verify: 1,
      refuse_info: '暂无缘由',
    });
    expect(loaded.refuse_info).toBe('');
    expect(loaded.goods_images).toEqual(['/a.png', '/b.png']);
    expect(loaded.goods_master_image).toBe('/a.png');
    expect(loaded.hadSkus).toBe(false);
    expect(loaded.classPath).toEqual([]);
  });

  it('builds the class path in any order and stops at unknown parents', () => {
    expect(
      classPathOf(
        [
          { id: 2, pid: 0, name: 'a' },
          { id: 26, pid: 8, name: 'c' },
          { id: 8, pid: 2, name: 'b' },
        ],
        26,
      ).map((n) => n.id),
    ).toEqual([2, 8, 26]);
    expect(classPathOf(undefined, 3)).toEqual([]);
  });
});

describe('validateStep', () => {
  it('needs a level-3 class', () => {
    expect(validateStep('class', draft({ classPath: [{ id: 1, name: 'x' }] }), 'seller')).toEqual({
      class_id: { key: 'classRequired' },
    });
    expect(validateStep('class', draft(), 'seller')).toEqual({});
  });

  it('basic info: required fields, positive price, non-negative numbers, whole stock, a picture, lengths', () => {
    expect(validateStep('basic', draft(), 'seller')).toEqual({});
    const errors = validateStep(
      'basic',
      draft({
        goods_name: '  ',
        goods_price: 0,
        goods_market_price: undefined,
        goods_weight: -1,
        goods_stock: 1.5,
        goods_images: [],
        goods_no: 'x'.repeat(31),
      }),
      'seller',
    );
    expect(errors).toEqual({
      goods_name: { key: 'messages.requiredMsg' },
      goods_price: { key: 'positive' },
      goods_market_price: { key: 'messages.requiredMsg' },
      goods_weight: { key: 'nonNegative' },
      goods_stock: { key: 'integer' },
      goods_images: { key: 'pictureRequired' },
      goods_no: { key: 'tooLong', values: { max: 30 } },
    });
  });

  it('every SKU row needs a price above 0; other cells non-negative', () => {
    const skus = [
      {
        spec_id: [1],
        sku_name: ['黑'],
        goods_image: '',
        goods_price: 10,
        goods_market_price: undefined,
        goods_stock: 1,
        goods_weight: undefined,
      },
      {
        spec_id: [2],
        sku_name: ['白'],
        goods_image: '',
        goods_price: undefined,
        goods_market_price: -2,
        goods_stock: 1,
        goods_weight: undefined,
      },
    ];
    expect(validateStep('skus', draft({ skus }), 'seller')).toEqual({
      'skus.1.goods_price': { key: 'messages.requiredMsg' },
      'skus.1.goods_market_price': { key: 'nonNegative' },
      skus: { key: 'skuPriced' },
    });
    expect(validateStep('skus', draft({ skus: [{ ...skus[0]!, goods_stock: -1 }] }), 'seller')).toEqual({
      'skus.0.goods_stock': { key: 'nonNegative' },
      skus: { key: 'skuInvalid' },
    });
    expect(validateStep('skus', draft(), 'seller')).toEqual({});
  });

  it('a rejection by the admin needs its reason', () => {
    expect(validateStep('content', draft({ goods_verify: 0 }), 'admin')).toEqual({
      refuse_info: { key: 'messages.requiredMsg' },
    });
    expect(validateStep('content', draft({ goods_verify: 0, refuse_info: '图片模糊' }), 'admin')).toEqual({});
    expect(validateStep('content', draft({ goods_verify: 0 }), 'seller')).toEqual({});
  });

  it('finds the first step that fails and where a server field lives', () => {
    expect(firstInvalidStep(draft(), 'seller')).toBeUndefined();
    expect(firstInvalidStep(draft({ goods_images: [] }), 'seller')?.step).toBe('basic');
    expect(stepOfField('class_id')).toBe('class');
    expect(stepOfField('goods_price')).toBe('basic');
    expect(stepOfField('skuList')).toBe('skus');
    expect(stepOfField('refuse_info')).toBe('content');
  });
});

describe('goodsPayload', () => {
  it('sends the leaf class, text numbers, the gallery and a master image that is in it', () => {
    const body = goodsPayload(draft({ goods_price: 0.1 + 0.2, goods_master_image: '/gone.png' }), 'seller');
    expect(body).toEqual({
      class_id: 3,
      goods_name: '青梧手机',
      goods_subname: '',
      goods_no: '',
      brand_id: 0,
      goods_price: '0.30',
      goods_market_price: '2299.00',
      goods_stock: '100',
      goods_weight: '0.30',
      goods_master_image: '/a.png',
      goods_images: ['/a.png', '/b.png'],
      freight_id: 0,
      goods_status: 1,
      goods_content: '',
      goods_content_mobile: '',
    });
  });

  it('sends the SKUs with their ids, and an empty skuList only to clear stored SKUs', () => {
    const loaded = draftFromRecord(detail);
    const body = goodsPayload(loaded, 'seller');
    expect(body.skuList).toEqual([
      {
        id: 1,
        spec_id: [1, 3],
        sku_name: ['黑', '128GB'],
        goods_image: '',
        goods_price: '1999.00',
        goods_market_price: '2299.00',
        goods_stock: '80',
        goods_weight: '0.30',
      },
      {
        id: 2,
        spec_id: [1, 4],
        sku_name: ['黑', '256GB'],
        goods_image: '',
        goods_price: '2299.00',
        goods_market_price: '2599.00',
        goods_stock: '70',
        goods_weight: '0.30',
      },
    ]);
    expect(goodsPayload({ ...loaded, skus: [] }, 'seller').skuList).toBe('');
    expect('skuList' in goodsPayload(draft(), 'seller')).toBe(false);
    // The seller never sends review or featuring fields.
    expect(body).not.toHaveProperty('goods_verify');
    expect(body).not.toHaveProperty('is_master');
  });

  it('admin mode adds the review, the reason of a rejection and the featuring flags', () => {
    expect(goodsPayload(draft({ goods_verify: 0, refuse_info: ' 图片模糊 ', is_master: 1 }), 'admin')).toMatchObject({
      goods_verify: 0,
      refuse_info: '图片模糊',
      is_master: 1,
      is_recommend: 0,
    });
    expect(goodsPayload(draft({ goods_verify: 1, refuse_info: 'old' }), 'admin')).not.toHaveProperty('refuse_info');
  });
});
