/**
 * Coupons, full reductions, flash sales and group buys.
 * Widened: coupons.name / full_reductions.name 10 -> 30 (coupon_logs.name copies it and is 30),
 * coupons.content 30 -> 150, coupon_logs.use_money (6,2) -> (9,2) (it copies coupons.use_money (9,2)),
 * coupons.money / full_reductions.money (6,2) -> (9,2) (thresholds were (9,2): a face value may match them).
 * Validity windows default to now .. now + 5 days at insert (qwshop froze the migration time).
 * Beyond qwshop: a coupon's per-shopper limit; a flash sale's own quota, units sold, per-buyer limit, flash price and
 * SKU; a group buy's time limit and each group's deadline; `stopped` on every seller rule (set by the platform's
 * operators, not by the seller, so a stop cannot be undone from the store's back office); the discounts of each order.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable } from 'drizzle-orm/pg-core';
import { dec, int, money, pk, str, timestamps, tiny, tsNow } from './_columns.ts';

export const coupons = pgTable(
  'coupons',
  {
    id: pk(),
    store_id: int('store_id'),
    name: str('name', 30),
    /** Face value (amount off). */
    money: money('money', 9),
    /** Minimum store-order amount. */
    use_money: money('use_money', 9),
    /** Remaining quantity. */
    stock: int('stock').default(10),
    /** How many copies one shopper may claim. */
    per_user: int('per_user').default(1),
    content: str('content', 150),
    /** 1 = stopped by the platform: no longer claimable or usable. */
    stopped: tiny('stopped'),
    start_time: tsNow('start_time'),
    end_time: tsNow('end_time', '5 days'),
    ...timestamps(),
  },
  (t) => [
    index('coupons_store_id_idx').on(t.store_id),
    check('coupons_stock_check', sql`${t.stock} >= 0`),
    check('coupons_per_user_check', sql`${t.per_user} >= 1`),
  ],
);

export const couponLogs = pgTable(
  'coupon_logs',
  {
    id: pk(),
    name: str('name', 30).default('优惠券'),
    coupon_id: int('coupon_id'),
    user_id: int('user_id'),
    store_id: int('store_id'),
    /** orders.id where used; 0 = unused. */
    order_id: int('order_id'),
    money: money('money', 9),
    use_money: money('use_money', 9),
    /** 0 unused, 1 used. */
    status: tiny('status'),
    start_time: tsNow('start_time'),
    end_time: tsNow('end_time', '5 days'),
    ...timestamps(),
  },
  (t) => [
    index('coupon_logs_user_id_idx').on(t.user_id),
    index('coupon_logs_order_id_idx').on(t.order_id),
    index('coupon_logs_coupon_id_idx').on(t.coupon_id),
    index('coupon_logs_store_id_idx').on(t.store_id),
  ],
);

export const fullReductions = pgTable(
  'full_reductions',
  {
    id: pk(),
    store_id: int('store_id'),
    name: str('name', 30),
    money: money('money', 9),
    use_money: money('use_money', 9),
    start_time: tsNow('start_time'),
    end_time: tsNow('end_time', '5 days'),
    ...timestamps(),
  },
  (t) => [index('full_reductions_store_id_idx').on(t.store_id)],
);

export const seckills = pgTable(
  'seckills',
  {
    id: pk(),
    store_id: int('store_id'),
    goods_id: int('goods_id'),
    /** One SKU of the goods, or 0 for every SKU (and goods without SKUs). */
    sku_id: int('sku_id'),
    /** Percent OFF, 0-100; used when `price` is 0. */
    discount: dec('discount', 6),
    /** Flash price of one unit; 0 = take `discount` off the normal price. */
    price: money('price', 9),
    /** Units offered at the flash price (the goods' stock still bounds them). */
    quota: int('quota'),
    /** Units held by orders not cancelled: taken at order creation, given back when an unpaid order is cancelled. */
    sold: int('sold'),
    /** Units one buyer may hold across their orders not cancelled. */
    per_user: int('per_user').default(1),
    stopped: tiny('stopped'),
    start_time: tsNow('start_time'),
    end_time: tsNow('end_time', '5 days'),
    ...timestamps(),
  },
  (t) => [
    index('seckills_goods_id_idx').on(t.goods_id),
    index('seckills_store_id_idx').on(t.store_id),
    index('seckills_start_time_idx').on(t.start_time),
    check('seckills_sold_check', sql`${t.sold} >= 0 and ${t.sold} <= ${t.quota}`),
    check('seckills_per_user_check', sql`${t.per_user} >= 1`),
  ],
);

export const collectives = pgTable(
  'collectives',
  {
    id: pk(),
    store_id: int('store_id'),
    goods_id: int('goods_id'),
    /** Percent OFF for group orders, 0-100. */
    discount: dec('discount', 6),
    /** Team size (>= 2). */
    need: tiny('need', 5),
    /** Hours a group may stay open before it is cancelled and its paid members refunded. */
    hours: int('hours').default(24),
    stopped: tiny('stopped'),
    ...timestamps(),
  },
  (t) => [index('collectives_goods_id_idx').on(t.goods_id), index('collectives_store_id_idx').on(t.store_id)],
);

export const collectiveLogs = pgTable(
  'collective_logs',
  {
    id: pk(),
    collective_id: int('collective_id'),
    /** Team leader. */
    user_id: int('user_id'),
    store_id: int('store_id'),
    goods_id: int('goods_id'),
    discount: dec('discount', 6),
    need: tiny('need', 5),
    /** 0 cancelled, 1 completed, 2 in progress. */
    status: tiny('status', 2),
    /** When a group still in progress is cancelled (created_at + the rule's hours). */
    expires_at: tsNow('expires_at', '1 day'),
    ...timestamps(),
  },
  (t) => [
    index('collective_logs_collective_id_idx').on(t.collective_id),
    index('collective_logs_open_idx').on(t.status, t.expires_at),
  ],
);

/**
 * The discounts of an order, one row per step that took something off (docs/promotions.md): what the order pages
 * show as lines. Their sum is the order's `coupon_money`.
 */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: pk(),
    order_id: int('order_id'),
    /** seckill | collective | full_reduction | coupon */
    kind: str('kind', 20),
    /** The rule (seckills.id, collective_logs.id, full_reductions.id or coupon_logs.id). */
    ref_id: int('ref_id'),
    name: str('name', 60),
    money: money('money', 9),
    ...timestamps(),
  },
  (t) => [index('order_discounts_order_id_idx').on(t.order_id)],
);
