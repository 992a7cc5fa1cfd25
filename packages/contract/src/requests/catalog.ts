import { z } from 'zod';
import { flag, integer, pageFields, raw, text } from '../input.ts';

/** `GET /api/load_goods_classes`: the goods class tree. */
export const goodsClassTreeRequestSchema = z.object({
  type: text().describe('getChildren (default): nested children; getTree: flat, ordered'),
  deep: integer(-1).describe('levels kept (all when absent)'),
});

const listSwitch = (what: string) => flag().describe(`only ${what} goods (also read from params)`);

/** `GET /api/goods`: the storefront goods search. */
export const goodsListRequestSchema = z.object({
  params: text().describe(
    'base64 of JSON {keywords, brand_id, class_id (one id or a list), deep, store_id, sort_type, sort_order}',
  ),
  is_recommend: listSwitch('recommended'),
  is_master: listSwitch('home-featured'),
  is_collective: listSwitch('group-buy'),
  is_distribution: listSwitch('distribution'),
  page: integer(1).describe('1-based page, at most 10000'),
  per_page: integer(15).describe('rows per page (15 when absent), at most 100'),
});

/** At most this many characters of a suggestion request are read; a longer one is refused (the box allows 60). */
export const SUGGEST_MAX_CHARS = 100;
/** Fewer characters than this get an empty answer without a search: one character matches too much to help. */
export const SUGGEST_MIN_CHARS = 2;

/** `GET /api/goods/suggest`: search-as-you-type suggestions (not in qwshop). */
export const goodsSuggestRequestSchema = z.object({
  keywords: text()
    .pipe(z.string().max(SUGGEST_MAX_CHARS))
    .describe(`what has been typed so far; fewer than ${SUGGEST_MIN_CHARS} characters answer empty lists`),
});

/** The answer of `GET /api/goods/suggest`: listed goods whose names match, and goods classes. */
export const goodsSuggestAnswerSchema = z.object({
  goods: z.array(z.object({ id: z.number().int(), goods_name: z.string() })),
  classes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** `GET /api/goods/{id}`. */
export const goodsPageRequestSchema = z.object({
  saveCheck: flag().describe('also answer whether the caller saved it as a favourite'),
});

/** `GET /api/goods_comments/{goods id}`. */
export const goodsReviewsRequestSchema = z.object({
  is_type: integer(0).describe('1 good (ratings sum >= 15), 2 medium, 3 bad (<= 10); otherwise all'),
  ...pageFields,
});

const attrSpecs = () =>
  raw(z.union([z.array(z.string()), z.string()])).describe('the value names (or their comma-separated text)');

/** `POST /api/Seller/goods_attrs`: an attribute of the store with its values. */
export const attrCreateRequestSchema = z.object({
  name: raw(z.string()).describe('Required. At most 20 characters'),
  specs: attrSpecs().describe('Required. The value names, at most 100, each at most 20 characters without commas'),
});

/** `PUT|PATCH /api/Seller/goods_attrs/{id}`: renames, and replaces the values (a value in use by a SKU stays). */
export const attrUpdateRequestSchema = z.object({
  name: raw(z.string()).describe('when sent, not empty, at most 20 characters'),
  specs: attrSpecs().describe('when sent, the whole new list of values'),
});

const field = (what: string) => raw(z.union([z.string(), z.number()])).describe(what);

/** One SKU of `skuList`: a combination of attribute values with its own price and stock. */
const skuSchema = z.object({
  id: field('the SKU being kept (absent or 0: a new one)'),
  spec_id: raw(z.union([z.array(z.union([z.number().int(), z.string()])), z.string()])).describe(
    'Required. The value ids (goods_specs.id) of the combination',
  ),
  goods_price: field('yuan, at most 2 decimals'),
  goods_market_price: field('yuan, at most 2 decimals'),
  goods_weight: field('kg'),
  goods_stock: field('0 to 99999999'),
  goods_image: field('picture path'),
});

/**
 * The goods editor's fields. A field absent is left as it is on an edit; an empty price, stock, class or brand is
 * ignored on an edit, as in qwshop. Each field is judged by the editor as sent.
 */
const goodsFields = {
  goods_name: field('Required on create. At most 120 characters'),
  goods_subname: field('at most 120 characters'),
  goods_no: field('at most 30 characters'),
  goods_images: raw(z.union([z.array(z.string()), z.string()])).describe(
    'Required on create. Picture paths (at most 30); the first is the master picture unless goods_master_image',
  ),
  goods_master_image: field('picture path'),
  goods_price: field('yuan, at most 2 decimals'),
  goods_market_price: field('yuan, at most 2 decimals'),
  goods_weight: field('kg'),
  goods_stock: field('0 to 99999999'),
  class_id: field('Required on create. A third-level goods class the store may sell in'),
  brand_id: field('goods_brands.id, 0 for none'),
  goods_content: field('description (rich text, sanitized)'),
  goods_content_mobile: field('mobile description (rich text, sanitized)'),
  goods_status: field('0 off the shelf, 1 on sale'),
  is_recommend: field('0 or 1'),
  freight_id: field('freights.id, or -1'),
  skuList: raw(z.array(skuSchema)).describe('the SKU matrix (at most 600); absent on an edit: SKUs unchanged'),
};

/** `POST /api/Seller/goods`, `PUT|PATCH /api/Seller/goods/{id}`. */
export const sellerGoodsRequestSchema = z.object(goodsFields);

/** `PUT|PATCH /api/Admin/goods/{id}`: also the review and the home feature. */
export const adminGoodsRequestSchema = z.object({
  ...goodsFields,
  is_master: field('0 or 1: featured on the home page'),
  goods_verify: field('0 refused (needs refuse_info), 1 approved, 2 waiting'),
  refuse_info: field('the reason of a refusal, at most 80 characters'),
});
