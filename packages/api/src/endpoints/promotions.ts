import type { Page } from '@shop/contract/list';
import type { CouponState, GoodsSeckill, OpenGroup } from '@shop/contract/promotions';
import { baseApi } from '../base-api.ts';
import { encodeParams } from '../params-segment.ts';
import { asPage, emptyPage } from '../resource.ts';
import type { GoodsCard, GoodsSearchParams, Money } from './catalog.ts';

/**
 * The server's `promotions` module as the storefront uses it: coupons a shopper claims and holds, the flash-sale
 * sessions and the group-buy goods list. The goods page's promotion fields arrive with `GET /goods/{id}`
 * (`GoodsDetail` in catalog.ts, whose fields are typed here). Money is a '12.50' string, times are
 * 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai.
 */

export type { CouponState, GoodsSeckill, OpenGroup };
export type { GoodsCoupon } from './catalog.ts';

/** A full reduction running now (`full_reductions` of the goods page, ascending threshold). */
export interface FullReduction {
  id: number;
  name: string;
  money: Money;
  use_money: Money;
  start_time: string;
  end_time: string;
}

/** The group buy of a goods (`collectives` of the goods page, `collective` of a group-buy list item). */
export interface GoodsCollective {
  id: number;
  /** Percent off the normal price. */
  discount: Money;
  /** Group size. */
  need: number;
  /** Hours a group stays open. */
  hours: number;
  /** Group unit price of the goods' own price. */
  price: Money;
}

/** The flash sale of a `/seckills` item: the goods page's fields plus the units sold. */
export interface SeckillInfo extends Omit<GoodsSeckill, 'sku_id'> {
  sku_id?: number;
  sold: number;
}

/** An item of `GET /seckills`. */
export interface SeckillGoods extends GoodsCard {
  seckill: SeckillInfo;
}

/** The group buy of a group-buy list item: the offer and the normal price the group price is taken off. */
export interface ListedCollective extends GoodsCollective {
  /** The goods' own price, shown struck through beside `price` (the card's `goods_price` is the group price). */
  normal_price: Money;
}

/** An item of `GET /goods?is_collective=1` (false should its group buy stop between the query and the pricing). */
export interface CollectiveGoods extends GoodsCard {
  collective: ListedCollective | false;
}

/** A coupon the shopper holds (`GET /user/coupons`, newest first). */
export interface UserCoupon {
  id: number;
  coupon_id: number;
  name: string;
  money: Money;
  use_money: Money;
  /** Stored state: 0 unused, 1 used. */
  status: number;
  /** Computed state (COUPON_STATE): 0 usable, 1 used, 2 not started, 3 ended. */
  state: CouponState;
  order_id: number;
  start_time: string;
  end_time: string;
  created_at: string;
  store_id: number;
  store_name: string;
  content?: string;
}

export interface SeckillListArgs {
  /** 0: running now; N ≥ 1: starting in the hour slot N hours after the current one (Asia/Shanghai). */
  start_time: number;
  page?: number;
  per_page?: number;
}

export interface CollectiveListArgs {
  params: GoodsSearchParams;
  page?: number;
  per_page?: number;
}

export interface UserCouponArgs {
  state: CouponState;
  page?: number;
  per_page?: number;
}

export const promotionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /seckills`: the goods of one hourly session. */
    seckillGoods: build.query<Page<SeckillGoods>, SeckillListArgs>({
      query: ({ start_time, page = 1, per_page = 30 }) => ({
        url: '/seckills',
        params: { start_time, page, per_page },
      }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<SeckillGoods>()),
    }),
    /** `GET /goods?is_collective=1`: goods with a group buy running, filtered as the goods search. */
    collectiveGoods: build.query<Page<CollectiveGoods>, CollectiveListArgs>({
      query: ({ params, page = 1, per_page = 30 }) => ({
        url: '/goods',
        params: { page, per_page, params: encodeParams(params), is_collective: 1 },
      }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<CollectiveGoods>()),
    }),
    /** `GET /user/coupons?state=`: the shopper's coupons in one state. */
    userCoupons: build.query<Page<UserCoupon>, UserCouponArgs>({
      query: ({ state, page = 1, per_page = 30 }) => ({ url: '/user/coupons', params: { state, page, per_page } }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<UserCoupon>()),
      providesTags: ['UserCoupon'],
    }),
    /** `POST /user/coupon/receive {id}`: claims one copy (refusals: none left, already held, ended). */
    receiveCoupon: build.mutation<unknown, number>({
      query: (id) => ({ url: '/user/coupon/receive', method: 'POST', data: { id } }),
      invalidatesTags: ['UserCoupon'],
    }),
  }),
});

export const { useSeckillGoodsQuery, useCollectiveGoodsQuery, useUserCouponsQuery, useReceiveCouponMutation } =
  promotionsApi;
