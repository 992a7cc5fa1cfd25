/**
 * Promotions: coupons, full reductions, flash sales (seckills) and group buys (collectives). The wire names are
 * qwshop's; the per-shopper limits, the flash-sale quota, the group deadline and the discount lines are ours
 * (docs/promotions.md).
 */

/** Display status of a coupon, full reduction or flash sale, computed from its window (and the platform's stop). */
export const PROMOTION_STATUS = { notStarted: 0, running: 1, ended: 2 } as const;
export type PromotionStatus = (typeof PROMOTION_STATUS)[keyof typeof PROMOTION_STATUS];

/** `coupon_logs.status` as stored. */
export const COUPON_LOG_STATUS = { unused: 0, used: 1 } as const;

/**
 * What a claimed coupon is for its holder, computed: `used` on an order; `notStarted` before its window; `ended`
 * after it (or stopped by the platform); `usable` inside it. The storefront's `/user/coupons` tabs and the Seller
 * coupon log show it (`state` on a coupon log row).
 */
export const COUPON_STATE = { usable: 0, used: 1, notStarted: 2, ended: 3 } as const;
export type CouponState = (typeof COUPON_STATE)[keyof typeof COUPON_STATE];

/** `collective_logs.status`: a group. */
export const GROUP_STATUS = { cancelled: 0, completed: 1, open: 2 } as const;

/** The steps of the pricing pipeline, in the order they apply (docs/promotions.md#pricing). */
export const DISCOUNT_KINDS = ['seckill', 'collective', 'full_reduction', 'coupon'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** One discount of a checkout group or an order: a line of its own on the checkout, pay and order pages. */
export interface DiscountLine {
  kind: DiscountKind;
  /** The rule's name or a generic one (`秒杀优惠`, `拼团优惠`, the full reduction's or the coupon's name). */
  name: string;
  /** Amount taken off, '12.50'. */
  money: string;
}

/** `collective_id` of a checkout item: 0 a normal purchase, −1 open a new group, N > 0 join group N. */
export const OPEN_GROUP = -1;

/** Limits the server enforces on seller input (and the forms show). */
export const PROMOTION_LIMITS = {
  /** Largest face value / threshold, in yuan. */
  maxMoney: 9_999_999,
  maxCopies: 1_000_000,
  maxPerUser: 100,
  maxQuota: 1_000_000,
  minGroupSize: 2,
  maxGroupSize: 50,
  /** A group stays open at most this many hours. */
  maxGroupHours: 24 * 30,
} as const;

/**
 * What a create that leaves a field out gets: the fields qwshop's own Seller pages do not know, so never send
 * (docs/promotions.md#fields-qwshops-clients-do-not-send). A flash sale's `quota` left out is the stock the sale
 * covers (its SKU's, else the goods'), from 1 to PROMOTION_LIMITS.maxQuota.
 */
export const PROMOTION_DEFAULTS = {
  /** `per_user` of a coupon or a flash sale. */
  perUser: 1,
  /** `hours` of a group buy. */
  groupHours: 24,
} as const;

/** A running flash sale as the goods page shows it (`seckills` of `GET /api/goods/{id}`, or false). */
export interface GoodsSeckill {
  id: number;
  sku_id: number;
  /**
   * Percent off. For a sale set by its price (`by_price`), the equivalent of that price off the normal price (of
   * `sku_id`, else the goods'), with the decimals it needs, for clients that price a sale from its percent.
   */
  discount: string;
  /** Flash price of one unit of the goods (of `sku_id` when set), '12.50'. */
  price: string;
  /** The store set the flash price itself: it applies as is to every SKU the sale covers. */
  by_price: boolean;
  quota: number;
  /** Units still available at the flash price. */
  left: number;
  per_user: number;
  start_time: string;
  end_time: string;
}

/** An open group of the goods page (`collective_list`). */
export interface OpenGroup {
  id: number;
  need: number;
  nickname: string;
  avatar: string;
  /** Members so far (orders not cancelled). */
  orders_count: number;
  /** When the group is cancelled if still short, 'YYYY-MM-DD HH:mm:ss'. */
  expires_at: string;
}

/** One hourly session of `/seckills`: `start_time` is the hour offset the list takes. */
export interface SeckillSession {
  offset: number;
  /** 'HH:00' in Asia/Shanghai. */
  label: string;
}
