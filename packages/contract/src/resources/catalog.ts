import { defineDescriptor, type Fields } from '../resource.ts';

/**
 * Goods as both back offices list them: everything is read only through the resource (list, show, delete); the
 * goods editor and the review write through their own routes.
 */
const goodsFields = {
  id: { kind: 'int', readOnly: true, search: true, sortable: true },
  goods_name: { readOnly: true, search: ['like'] },
  goods_subname: { readOnly: true, search: true },
  goods_no: { readOnly: true, search: true },
  goods_master_image: { kind: 'image', readOnly: true },
  goods_price: { kind: 'decimal', readOnly: true, sortable: true },
  goods_stock: { kind: 'int', readOnly: true, sortable: true },
  goods_sale: { kind: 'int', readOnly: true, sortable: true },
  goods_status: { kind: 'int', readOnly: true, dict: 'goods_status', search: [] },
  goods_verify: { kind: 'int', readOnly: true, dict: 'goods_verify', search: [] },
  class_id: { kind: 'int', readOnly: true, search: true },
  brand_id: { kind: 'int', readOnly: true, search: true },
  is_master: { kind: 'int', readOnly: true, search: true },
  is_recommend: { kind: 'int', readOnly: true, search: true },
  created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true },
  updated_at: { kind: 'datetime', readOnly: true, sortable: true },
} as const satisfies Fields;

/** Every store's goods, for the platform's review. */
export const adminGoods = defineDescriptor({
  area: 'admin',
  path: 'goods',
  fields: { ...goodsFields, store_id: { kind: 'int', readOnly: true, search: true } },
  menu: {
    parent: 'admin.goods-center',
    labels: { zh: '商品管理', en: 'Goods List' },
    view: 'Admin/exts/goods/index',
    icon: 'fa-shopping-bag',
    sort: 1,
  },
});

/** The store's goods. */
export const sellerGoods = defineDescriptor({
  area: 'seller',
  path: 'goods',
  owner: { by: 'store' },
  fields: goodsFields,
  menu: {
    parent: 'seller.goods-center',
    labels: { zh: '商品管理', en: 'Goods List' },
    view: 'Seller/goods/index',
    icon: 'fa-shopping-bag',
  },
});

/** The platform's three-level class tree; goods hang on the third level. */
export const goodsClasses = defineDescriptor({
  area: 'admin',
  path: 'goods_classes',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    pid: { kind: 'int', dict: 'pid', search: true },
    name: { required: true, search: ['likeRight'], column: true },
    thumb: { kind: 'image', column: true },
    is_sort: { kind: 'int', search: true, sortable: true, column: true },
    created_at: { kind: 'datetime', readOnly: true, column: true },
  },
  order: [
    { field: 'is_sort', dir: 'asc' },
    { field: 'id', dir: 'asc' },
  ],
  tree: { key: 'id' },
  menu: {
    parent: 'admin.goods-center',
    labels: { zh: '商品分类', en: 'Categories' },
    view: 'Admin/exts/goods_classes/index',
    icon: 'fa-th-list',
  },
});

/** The platform's brands; a brand that live goods use cannot be deleted. */
export const adminGoodsBrands = defineDescriptor({
  area: 'admin',
  path: 'goods_brands',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    name: { required: true, search: ['likeRight'], column: true },
    is_sort: { kind: 'int', search: true, sortable: true, column: true },
    thumb: { kind: 'image', column: true },
    created_at: { kind: 'datetime', readOnly: true, column: true },
  },
  menu: {
    parent: 'admin.goods-center',
    labels: { zh: '品牌管理', en: 'Brands' },
    view: 'Admin/exts/goods_brands/index',
    icon: 'fa-codepen',
    sort: 2,
  },
});

/** The brand list of the Seller goods editor. */
export const sellerGoodsBrands = defineDescriptor({
  area: 'seller',
  path: 'goods_brands',
  // The platform's brands: every store picks from the same list, and none writes it.
  owner: 'shared',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    name: { readOnly: true, search: true },
    thumb: { kind: 'image', readOnly: true },
    is_sort: { kind: 'int', readOnly: true, sortable: true },
  },
  order: [
    { field: 'is_sort', dir: 'asc' },
    { field: 'id', dir: 'asc' },
  ],
});

/** Attributes of every store as plain rows (the platform's data-repair calls; no page). */
export const adminGoodsAttrs = defineDescriptor({
  area: 'admin',
  path: 'goods_attrs',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    store_id: { kind: 'int', search: true },
    name: { required: true, search: true },
    created_at: { kind: 'datetime', readOnly: true },
  },
});

/** Attribute values as plain rows (no page). A comma is refused: SKUs join spec names with commas. */
export const goodsSpecs = defineDescriptor({
  area: 'admin',
  path: 'goods_specs',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    attr_id: { kind: 'int', required: true, search: true },
    name: { required: true, search: true },
  },
});

/** SKUs as plain rows (no page); the goods editor writes them with their goods. */
export const goodsSkus = defineDescriptor({
  area: 'admin',
  path: 'goods_skus',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    goods_id: { kind: 'int', required: true, search: true },
    // goods_specs ids joined by commas, and their names in the same order.
    spec_id: {},
    sku_name: { search: true },
    goods_image: { kind: 'image' },
    goods_price: { kind: 'decimal', sortable: true },
    goods_market_price: { kind: 'decimal' },
    goods_stock: { kind: 'int', sortable: true },
    goods_weight: { kind: 'decimal' },
  },
});

/**
 * The store's attributes with their values (`specs`: names in the list, value rows with `isWith=specs`). Create and
 * edit are their own routes (`name` with `specs[]`), so nothing is written through the resource.
 */
export const sellerGoodsAttrs = defineDescriptor({
  area: 'seller',
  path: 'goods_attrs',
  owner: { by: 'store' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    name: { readOnly: true, search: ['likeRight'], column: true },
    specs: { kind: 'json', readOnly: true, column: true },
    created_at: { kind: 'datetime', readOnly: true, column: true },
  },
  menu: {
    parent: 'seller.goods-center',
    labels: { zh: '属性规格', en: 'Attributes & Specs' },
    view: 'Seller/goods_attrs/index',
    icon: 'fa-cubes',
    sort: 1,
  },
});
