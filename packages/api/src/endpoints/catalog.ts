import type { Page } from '@shop/contract/list';
import { baseApi } from '../base-api.ts';
import { encodeParams, type ParamsObject } from '../params-segment.ts';
import type { FullReduction, GoodsCollective, GoodsSeckill, OpenGroup } from './promotions.ts';
import type { GoodsSearchFilters, GoodsSortType, SortOrder } from '@shop/contract/goods-search';

/**
 * The server's `catalog` module: the storefront's public goods calls and the platform's category tree for the
 * goods editor. Money arrives as decimal strings ("12.50"), counts above 999 as the string "999+".
 */

/** A money value as the server sends it: a decimal string, or a number for computed values. */
export type Money = string | number;

/** A goods-class tree node of `GET /common` (three levels). */
export interface GoodsClassNode {
  id: number;
  pid: number;
  name: string;
  thumb?: string;
  lev?: number;
  is_sort?: number;
  children?: GoodsClassNode[];
}

/** A brand of `GET /common`. */
export interface Brand {
  id: number;
  name: string;
  thumb: string;
  is_sort?: number;
}

/** A goods card (GoodsHome item of `/home`, `/goods`, `sale_list`). */
export interface GoodsCard {
  id: number;
  goods_name: string;
  goods_subname: string;
  goods_price: Money;
  goods_market_price: Money | null;
  goods_stock: number;
  goods_sale: number;
  goods_master_image: string;
  need?: number;
  order_comment_count: number;
  store_name?: string;
}

/** `GET /home`: one block per top-level class. */
export interface HomeData {
  goods: { id: number; name: string; goods: GoodsCard[] }[];
}

/** The filters of `GET /goods` carried in `params` (see @shop/contract/goods-search). */
export interface GoodsSearchParams extends ParamsObject, GoodsSearchFilters {}

export type { GoodsSortType, SortOrder };

export interface GoodsListArgs {
  params: GoodsSearchParams;
  page?: number;
  per_page?: number;
}

/** A spec value of an attribute on the goods page. */
export interface GoodsSpec {
  id: number;
  attr_id?: number;
  name: string;
}

export interface GoodsAttr {
  id: number;
  name: string;
  specs: GoodsSpec[];
}

/** A SKU of `GET /goods/{id}`: `spec_id` holds one spec id per attribute. */
export interface GoodsSku {
  id: number;
  spec_id: (number | string)[];
  sku_name: string[] | string;
  goods_image?: string;
  goods_price: Money;
  goods_market_price: Money;
  goods_stock: number;
}

/** Store ratings: integer averages of the store's comments (5 when none). */
export interface StoreRate {
  scoreAll: number;
  agreeAll: number;
  serviceAll: number;
  speedAll: number;
}

/** `store_info` of the goods page (the public store row minus private columns). */
export interface StoreInfo {
  id: number;
  user_id: number;
  store_name: string;
  store_logo: string;
  store_company_name: string;
  area_info: string;
  store_address: string;
  after_sale_service: string;
  store_description?: string;
  store_slide?: string | (string | { image: string; url?: string })[];
  store_status?: number;
  store_verify?: number;
  rate: StoreRate;
}

/** Comment counts of a goods: all, good (score sum ≥ 15), medium ("commonly"), bad; `rate` is good/all %. */
export interface CommentStatistics {
  all: number | string;
  good: number | string;
  commonly: number | string;
  bad: number | string;
  rate: number | string;
}

/** A coupon of the store that can be claimed now, offered on the goods page. */
export interface GoodsCoupon {
  id: number;
  name?: string;
  /** Face value. */
  money: Money;
  /** Threshold: usable on orders of at least this much ('0.00' = none). */
  use_money: Money;
  /** Copies left to claim, and copies one shopper may hold. */
  stock?: number;
  per_user?: number;
  content?: string;
  start_time?: string;
  end_time?: string;
}

/** `GET /goods/{id}?saveCheck=true`. */
export interface GoodsDetail {
  id: number;
  store_id: number;
  class_id: number;
  brand_id: number;
  goods_name: string;
  goods_subname: string;
  goods_price: Money;
  goods_market_price: Money;
  goods_stock: number;
  goods_sale: number;
  goods_master_image: string;
  goods_images: string[];
  goods_images_thumb_150: string[];
  goods_images_thumb_400: string[];
  goods_content: string;
  /** Leaf class first, then its parent and grandparent. */
  classList: { id: number; name: string; pid: number }[];
  attrList?: GoodsAttr[];
  skuList?: GoodsSku[];
  store_info: StoreInfo;
  rate: StoreRate;
  comment_statistics: CommentStatistics;
  sale_list: GoodsCard[];
  coupons: GoodsCoupon[];
  /** Promotions running now (promotions.ts): full reductions by threshold, the flash sale, the group buy. */
  full_reductions?: FullReduction[];
  seckills: false | GoodsSeckill;
  collectives: false | GoodsCollective;
  /** Open groups of the group buy that still need members. */
  collective_list?: OpenGroup[];
}

/** `is_type` of the comment filter: 0 all, 1 good, 2 medium, 3 bad. */
export type CommentType = 0 | 1 | 2 | 3;

/** A review on the goods page (OrderCommentHomeCollection: the nickname arrives masked). */
export interface GoodsComment {
  id: number;
  nickname: string;
  avatar: string;
  score: number | string;
  agree?: number;
  service?: number;
  speed?: number;
  content: string;
  image: string[];
  reply: string;
  reply_time?: string;
  created_at: string;
}

/** `GET /goods/suggest`: what search as you type offers for the text typed so far. */
export interface GoodsSuggestions {
  goods: { id: number; goods_name: string }[];
  classes: { id: number; name: string }[];
}

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /home`: the goods blocks of the home page. */
    getHome: build.query<HomeData, void>({
      query: () => ({ url: '/home' }),
    }),
    /** `GET /goods` with the filters encoded in `params`. */
    searchGoods: build.query<Page<GoodsCard>, GoodsListArgs>({
      query: ({ params, page = 1, per_page = 30 }) => ({
        url: '/goods',
        params: { page, per_page, params: encodeParams(params) },
      }),
    }),
    /** `GET /goods/suggest`: up to 8 goods names and 3 classes (empty below 2 characters). */
    suggestGoods: build.query<GoodsSuggestions, string>({
      query: (keywords) => ({ url: '/goods/suggest', params: { keywords } }),
      // Each typed prefix is asked once in a while: a short cache keeps backspacing cheap without piling up.
      keepUnusedDataFor: 30,
    }),
    /** `GET /goods/{id}?saveCheck=true` (specs no SKU uses are dropped). */
    getGoods: build.query<GoodsDetail, number>({
      query: (id) => ({ url: `/goods/${id}`, params: { saveCheck: true } }),
    }),
    /** `GET /goods_comments/{id}`, newest first. */
    getGoodsComments: build.query<
      Page<GoodsComment>,
      { id: number; is_type: CommentType; page: number; per_page?: number }
    >({
      query: ({ id, is_type, page, per_page = 10 }) => ({
        url: `/goods_comments/${id}`,
        params: { is_type, page, per_page },
      }),
    }),
    /** `GET /load_goods_classes`: every category as a tree (the platform's goods editor). */
    goodsClassTree: build.query<unknown, void>({
      query: () => ({ url: '/load_goods_classes' }),
      providesTags: ['GoodsClass'],
    }),
  }),
});

export const {
  useGetHomeQuery,
  useSearchGoodsQuery,
  useSuggestGoodsQuery,
  useGetGoodsQuery,
  useGetGoodsCommentsQuery,
  useGoodsClassTreeQuery,
} = catalogApi;
