/**
 * Coupons, full reductions, flash sales and group buys.
 * Widened: coupons.name / full_reductions.name 10 -> 30 (coupon_logs.name copies it and is 30),
 * coupons.content 30 -> 150, coupon_logs.use_money (6,2) -> (9,2) (it copies coupons.use_money (9,2)).
 * Validity windows default to now .. now + 5 days at insert (qwshop froze the migration time).
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
    money: dec('money', 6),
    /** Minimum store-order amount. */
    use_money: money('use_money', 9),
    /** Remaining quantity. */
    stock: int('stock').default(10),
    content: str('content', 150),
    start_time: tsNow('start_time'),
    end_time: tsNow('end_time', '5 days'),
    ...timestamps(),
  },
  (t) => [index('coupons_store_id_idx').on(t.store_id), check('coupons_stock_check', sql`${t.stock} >= 0`)],
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
    money: dec('money', 6),
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
    /** Percent OFF, 0-100. */
    discount: dec('discount', 6),
    start_time: tsNow('start_time'),
    end_time: tsNow('end_time', '5 days'),
    ...timestamps(),
  },
  (t) => [index('seckills_goods_id_idx').on(t.goods_id), index('seckills_store_id_idx').on(t.store_id)],
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
    ...timestamps(),
  },
  (t) => [index('collective_logs_collective_id_idx').on(t.collective_id)],
);
