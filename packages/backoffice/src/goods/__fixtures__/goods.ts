/**
 * A small store for the goods editor's stories: its class tree, the brands, two attributes with their
 * values, a goods with a 2x2 SKU matrix, and a fake server answering the editor's calls in both areas.
 */
import { fail, ok, type FakeHandler } from '@shop/ui/crud/testing/fake-api';

/** A 1x1 picture, answered by the fake upload so thumbnails render. */
export const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+M8AAQUBAScY42YAAAAASUVORK5CYII=';

export const classTreeFixture = [
  {
    id: 1,
    pid: 0,
    name: '手机数码',
    children: [
      {
        id: 11,
        pid: 1,
        name: '手机通讯',
        children: [
          { id: 111, pid: 11, name: '智能手机' },
          { id: 112, pid: 11, name: '老人机' },
        ],
      },
    ],
  },
  {
    id: 2,
    pid: 0,
    name: '图书',
    children: [{ id: 21, pid: 2, name: '童书', children: [{ id: 211, pid: 21, name: '绘本' }] }],
  },
];

export const brandsFixture = [
  { id: 1, name: '青梧' },
  { id: 2, name: '星河' },
];

export const attrsFixture = [
  {
    id: 1,
    name: '颜色',
    specs: [
      { id: 1, attr_id: 1, name: '星空黑' },
      { id: 2, attr_id: 1, name: '冰川白' },
    ],
  },
  {
    id: 2,
    name: '存储',
    specs: [
      { id: 3, attr_id: 2, name: '128GB' },
      { id: 4, attr_id: 2, name: '256GB' },
    ],
  },
];

/** Goods 5 as `GET /{area}/goods/5` answers it: the leaf-first classList of the original, four SKUs. */
export function goodsDetailFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    store_id: 1,
    class_id: 111,
    brand_id: 2,
    goods_name: '星河 X1 5G智能手机',
    goods_subname: '6.7英寸 OLED',
    goods_no: 'QW0005',
    goods_price: '1999.00',
    goods_market_price: '2299.00',
    goods_stock: 300,
    goods_weight: '0.50',
    goods_master_image: PIXEL,
    goods_images: [PIXEL],
    freight_id: 0,
    goods_status: 1,
    goods_verify: 2,
    refuse_info: '暂无缘由',
    is_master: 0,
    is_recommend: 0,
    goods_content: '<p>星河 X1</p>',
    goods_content_mobile: '',
    classList: [
      { id: 111, pid: 11, name: '智能手机' },
      { id: 11, pid: 1, name: '手机通讯' },
      { id: 1, pid: 0, name: '手机数码' },
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
          { id: 1, name: '星空黑', check: true },
          { id: 2, name: '冰川白', check: true },
        ],
      },
    ],
    skuList: [
      {
        id: 1,
        spec_id: ['1', '3'],
        sku_name: ['星空黑', '128GB'],
        goods_price: '1999.00',
        goods_market_price: '2299.00',
        goods_stock: 80,
        goods_weight: '0.50',
        goods_image: '',
      },
      {
        id: 2,
        spec_id: ['1', '4'],
        sku_name: ['星空黑', '256GB'],
        goods_price: '2299.00',
        goods_market_price: '2599.00',
        goods_stock: 70,
        goods_weight: '0.50',
        goods_image: '',
      },
      {
        id: 3,
        spec_id: ['2', '3'],
        sku_name: ['冰川白', '128GB'],
        goods_price: '1999.00',
        goods_market_price: '2299.00',
        goods_stock: 80,
        goods_weight: '0.50',
        goods_image: '',
      },
      {
        id: 4,
        spec_id: ['2', '4'],
        sku_name: ['冰川白', '256GB'],
        goods_price: '2299.00',
        goods_market_price: '2599.00',
        goods_stock: 70,
        goods_weight: '0.50',
        goods_image: '',
      },
    ],
    ...overrides,
  };
}

/**
 * The editor's server in one area (`/api/Seller` or `/api/Admin`): sources, the detail of goods 5, the
 * upload (answers PIXEL), create and update (answer success). Write outcomes are read from the fake's log.
 */
export function goodsEditorApi(area: 'Seller' | 'Admin', detail = goodsDetailFixture()): FakeHandler {
  return (request) => {
    const path = request.path;
    if (path === '/api/Seller/store_classes' || path === '/api/load_goods_classes') return ok(classTreeFixture);
    if (path === `/api/${area}/goods_brands`) return ok(brandsFixture);
    if (path === '/api/Seller/goods_attrs') return ok(attrsFixture);
    if (path === `/api/${area}/uploads`) return ok(PIXEL);
    if (path === `/api/${area}/goods/5` && request.method === 'GET') return ok(detail);
    if (path === `/api/${area}/goods/5` && request.method === 'PUT') return ok(1);
    if (path === `/api/${area}/goods` && request.method === 'POST') return ok([]);
    if (path.startsWith(`/api/${area}/goods/`) && request.method === 'GET') return fail('Data not found.');
    return undefined;
  };
}
