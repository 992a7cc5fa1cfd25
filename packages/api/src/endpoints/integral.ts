import type { Page } from '@shop/contract/list';
import type { IntegralOrderItem } from '@shop/contract/integral';
import { baseApi } from '../base-api.ts';
import { encodeParams } from '../params-segment.ts';
import { asPage, emptyPage, listTag } from '../resource.ts';

/**
 * The server's `integral` module as the storefront uses it: the points mall (home, categories, goods list and page),
 * buying with points and the shopper's points orders. Points are decimal strings on the wire ('100.00').
 */

export type { IntegralOrderItem };

/** A points goods card (lists and the points home). */
export interface IntegralGoodsCard {
  id: number;
  cid: number;
  goods_name: string;
  goods_subname: string;
  goods_price: string;
  goods_market_price: string;
  goods_stock: number;
  goods_sale: number;
  goods_master_image: string;
}

/** `GET /integral/goods/{id}`: the card plus its pictures (and thumbnails) and rich-text description. */
export interface IntegralGoodsDetail extends IntegralGoodsCard {
  goods_content: string;
  goods_images: string[];
  goods_images_thumb_150: string[];
  goods_images_thumb_400: string[];
}

export interface IntegralClass {
  id: number;
  name: string;
}

/** `GET /integral/home`. */
export interface IntegralHome {
  recommend: IntegralGoodsCard[];
  list: (IntegralClass & { integral_goods: IntegralGoodsCard[] })[];
  banner: unknown[];
}

/** The search object of `/integral/search/:params?` and of `GET /integral/goods?params=`. */
export interface IntegralSearchParams {
  cid?: number;
  /** Percent-encoded, as for the goods search. */
  keywords?: string;
  sort_type?: 'goods_price' | 'goods_sale' | 'created_at';
  sort_order?: 'asc' | 'desc';
}

export interface IntegralPayArgs {
  id: number;
  buy_num: number;
  address_id: number;
  remark: string;
}

const ORDERS = '/user/integral_orders';

export const integralApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    integralHome: build.query<IntegralHome, void>({
      query: () => ({ url: '/integral/home' }),
      transformResponse: (data: unknown) => {
        const d = (data ?? {}) as Partial<IntegralHome>;
        return {
          recommend: Array.isArray(d.recommend) ? d.recommend : [],
          list: Array.isArray(d.list) ? d.list : [],
          banner: Array.isArray(d.banner) ? d.banner : [],
        };
      },
    }),
    integralClasses: build.query<IntegralClass[], void>({
      query: () => ({ url: '/integral/class' }),
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as IntegralClass[]) : []),
    }),
    integralGoodsList: build.query<
      Page<IntegralGoodsCard>,
      { params: IntegralSearchParams; page?: number; per_page?: number }
    >({
      query: ({ params, page = 1, per_page = 30 }) => ({
        url: '/integral/goods',
        params: { page, per_page, params: encodeParams({ ...params }) },
      }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<IntegralGoodsCard>()),
    }),
    integralGoods: build.query<IntegralGoodsDetail, number>({
      query: (id) => ({ url: `/integral/goods/${id}` }),
    }),
    /** `POST /integral/pay` → `{order_id:[id], order_no:[no]}`; refusals (points, stock, address) arrive as toasts. */
    integralPay: build.mutation<{ order_id: number[]; order_no: string[] }, IntegralPayArgs>({
      query: (data) => ({ url: '/integral/pay', method: 'POST', data }),
      invalidatesTags: [listTag(ORDERS), 'Auth'],
    }),
    userIntegralOrders: build.query<Page<IntegralOrderItem>, { page?: number; per_page?: number }>({
      query: ({ page = 1, per_page = 20 }) => ({ url: ORDERS, params: { page, per_page } }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<IntegralOrderItem>(20)),
      providesTags: [listTag(ORDERS)],
    }),
  }),
});

export const {
  useIntegralHomeQuery,
  useIntegralClassesQuery,
  useIntegralGoodsListQuery,
  useIntegralGoodsQuery,
  useIntegralPayMutation,
  useUserIntegralOrdersQuery,
} = integralApi;
