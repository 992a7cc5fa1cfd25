/**
 * Catalogue: categories, brands, goods and their SKUs/attributes.
 * Image paths widened 150 -> 255.
 *
 * `goods` also has a column this file does not declare: `search_doc`, a tsvector a trigger computes from
 * goods_name and goods_subname with `shop_search_doc()`, indexed with GIN (migrations 0002_goods_search.sql, 0012).
 * It is left out here on purpose, so raw goods rows never carry it to a client; the keyword search of
 * modules/catalog/keywords.ts reads it with raw SQL.
 *
 * Likewise `list_price` (migration 0013_goods_search_and_list_price.sql): the price a list card shows, goods_price after the
 * group-buy discount that applies, kept by triggers on goods and collectives; the price sort reads it
 * (modules/catalog/goods-list.ts) through its listing index `goods_listed_price_idx`, which the migration creates
 * too (an index on a column this file does not declare cannot be declared here either; docs/search.md).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { img, int, money, pk, str, timestamps, tiny, txt } from './_columns.ts';

/** 3-level platform category tree; goods attach to level-3 ids. */
export const goodsClasses = pgTable(
  'goods_classes',
  {
    id: pk(),
    pid: int('pid'),
    thumb: img('thumb'),
    name: str('name', 20),
    is_sort: int('is_sort'),
    ...timestamps(),
  },
  (t) => [index('goods_classes_pid_idx').on(t.pid)],
);

export const goodsBrands = pgTable('goods_brands', {
  id: pk(),
  thumb: img('thumb'),
  name: str('name', 20),
  is_sort: int('is_sort'),
  ...timestamps(),
});

export const goods = pgTable(
  'goods',
  {
    id: pk(),
    brand_id: int('brand_id'),
    class_id: int('class_id'),
    store_id: int('store_id'),
    goods_name: str('goods_name', 120),
    goods_subname: str('goods_subname', 120),
    goods_no: str('goods_no', 30),
    /** Comma-separated image paths. */
    goods_images: txt('goods_images'),
    goods_master_image: img('goods_master_image'),
    goods_price: money('goods_price', 9),
    goods_market_price: money('goods_market_price', 9),
    currency_id: int('currency_id').default(1),
    goods_stock: int('goods_stock'),
    goods_weight: money('goods_weight', 9),
    goods_sale: int('goods_sale'),
    goods_collect: int('goods_collect'),
    /** 1 on shelf, 0 off shelf. */
    goods_status: tiny('goods_status'),
    /** 1 approved, 2 pending review, 0 rejected. */
    goods_verify: tiny('goods_verify', 1),
    refuse_info: str('refuse_info', 80).default('暂无缘由'),
    /** Signed: -1 free shipping, 0 the store's default template, n freights.id. */
    freight_id: integer('freight_id').notNull().default(0),
    /** Rich text: HTML + "##qingwuit##" + editor JSON. */
    goods_content: txt('goods_content'),
    goods_content_mobile: txt('goods_content_mobile'),
    is_recommend: tiny('is_recommend'),
    is_master: tiny('is_master'),
    /**
     * Reviews of this goods not deleted. The database keeps it (a trigger on order_comments, migration
     * 0009_goods_comment_count.sql), in the transaction of every review write, whoever writes it; the storefront's
     * comments sort and the cards read it instead of counting per row (docs/catalogue-performance.md).
     */
    comment_count: int('comment_count'),
    /**
     * Whether the goods' store is listed (open, approved, live). The database keeps it (triggers on stores and on
     * goods, migration 0011_goods_store_open.sql), in the transaction of every store or goods write; the listing
     * filter and its partial indexes read it instead of joining each goods to its store
     * (docs/catalogue-performance.md). Like comment_count, never part of an API answer nor of a goods write.
     */
    store_open: boolean('store_open').notNull().default(true),
    ...timestamps(),
  },
  (t) => {
    // The storefront only reads listed goods (on the shelf, approved, live, in a listed store: `store_open`): partial
    // indexes in the orders and filters of GET /api/goods keep a page of 30 an index range scan however many goods
    // there are. The condition is every column the listing filter reads (listedGoods() in
    // modules/catalog/home-items.ts says the same, so the planner matches it), so the sort indexes hold their sort
    // keys alone and a deep page walks its offset in the index without visiting a goods row or a store
    // (docs/catalogue-performance.md).
    const listed = sql`${t.goods_status} = 1 and ${t.goods_verify} = 1 and ${t.deleted_at} is null and ${t.store_open}`;
    return [
      index('goods_store_id_idx').on(t.store_id),
      index('goods_class_id_idx').on(t.class_id),
      check('goods_goods_stock_check', sql`${t.goods_stock} >= 0`),
      index('goods_listed_id_idx').on(t.id).where(listed),
      index('goods_listed_class_idx').on(t.class_id, t.id).where(listed),
      index('goods_listed_brand_idx').on(t.brand_id, t.id).where(listed),
      index('goods_listed_store_idx').on(t.store_id, t.id).where(listed),
      index('goods_listed_sale_idx').on(t.goods_sale, t.id).where(listed),
      // goods_listed_price_idx (list_price, id) with the same condition: migration 0013, see the file's head.
      index('goods_listed_created_idx').on(t.created_at, t.id).where(listed),
      index('goods_listed_comments_idx').on(t.comment_count, t.id).where(listed),
    ];
  },
);

export const goodsSkus = pgTable(
  'goods_skus',
  {
    id: pk(),
    goods_id: int('goods_id'),
    /** Comma-separated goods_specs ids, e.g. "1,4". */
    spec_id: txt('spec_id'),
    /** Comma-separated spec names in the same order, e.g. "红,XL". */
    sku_name: str('sku_name', 60),
    goods_image: img('goods_image'),
    goods_price: money('goods_price', 9),
    goods_market_price: money('goods_market_price', 9),
    currency_id: int('currency_id').default(1),
    goods_stock: int('goods_stock'),
    goods_weight: money('goods_weight', 9),
    ...timestamps(),
  },
  (t) => [
    index('goods_skus_goods_id_idx').on(t.goods_id),
    check('goods_skus_goods_stock_check', sql`${t.goods_stock} >= 0`),
  ],
);

export const goodsAttrs = pgTable(
  'goods_attrs',
  {
    id: pk(),
    store_id: int('store_id'),
    name: str('name', 20),
    ...timestamps(),
  },
  (t) => [index('goods_attrs_store_id_idx').on(t.store_id)],
);

export const goodsSpecs = pgTable(
  'goods_specs',
  {
    id: pk(),
    attr_id: int('attr_id'),
    name: str('name', 20),
    ...timestamps(),
  },
  (t) => [index('goods_specs_attr_id_idx').on(t.attr_id)],
);
