/**
 * Addresses, cart, favourites, orders, lines, payments and reviews.
 * Widened versus qwshop: orders.freight_money / coupon_money (5,2) -> (9,2) (coupon_money sums every
 * discount and overflowed), order_goods.total_weight (6,2) -> (9,2), order_goods.sku_name 30 -> 60 (it
 * snapshots goods_skus.sku_name, varchar 60), receive_name 30, receive_tel 20, image paths 255,
 * order_pays.trade_no 64 (gateway ids), order_pays.order_ids 1000.
 * qwshop's literal migration-time defaults (pay_time...) become "now" at insert.
 */
import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { dec, img, int, money, pk, str, timestamps, tiny, tsNow, txt } from './_columns.ts';

export const addresses = pgTable(
  'addresses',
  {
    id: pk(),
    user_id: int('user_id'),
    receive_name: str('receive_name', 30),
    receive_tel: str('receive_tel', 20),
    area_info: str('area_info', 140),
    address: str('address', 150),
    /** areas.id values. */
    province_id: int('province_id'),
    city_id: int('city_id'),
    region_id: int('region_id'),
    is_default: tiny('is_default'),
    ...timestamps(),
  },
  (t) => [index('addresses_user_id_idx').on(t.user_id)],
);

export const carts = pgTable(
  'carts',
  {
    id: pk(),
    user_id: int('user_id'),
    goods_id: int('goods_id'),
    /** goods_skus.id, 0 = none. */
    sku_id: int('sku_id'),
    store_id: int('store_id'),
    buy_num: int('buy_num').default(1),
    ...timestamps(),
  },
  (t) => [
    index('carts_user_id_idx').on(t.user_id),
    // One live line per (user, goods, SKU): two quick "add to cart" clicks add up instead of duplicating.
    uniqueIndex('carts_user_goods_sku_live_unique')
      .on(t.user_id, t.goods_id, t.sku_id)
      .where(sql`${t.deleted_at} is null`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    id: pk(),
    user_id: int('user_id'),
    /** goods.id when is_type 0, stores.id when is_type 1. */
    out_id: int('out_id'),
    is_type: tiny('is_type'),
    ...timestamps(),
  },
  (t) => [
    index('favorites_user_id_idx').on(t.user_id, t.is_type),
    index('favorites_out_id_idx').on(t.out_id, t.is_type),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: pk(),
    user_id: int('user_id'),
    store_id: int('store_id'),
    /** coupon_logs.id (not coupons.id), 0 = none. */
    coupon_id: int('coupon_id'),
    /** Signed: collective_logs.id of the group-buy team, 0 = not a group order. */
    collective_id: integer('collective_id').notNull().default(0),
    order_no: str('order_no', 30),
    order_name: str('order_name', 120),
    order_image: img('order_image'),
    total_price: money('total_price', 9),
    order_price: money('order_price', 9),
    order_balance: money('order_balance', 9),
    freight_money: money('freight_money', 9),
    /** Sum of ALL discounts: coupon + seckill + full reduction + group-buy. */
    coupon_money: money('coupon_money', 9),
    currency_id: int('currency_id').default(1),
    /** 0 cancelled, 1 awaiting payment, 2 paid, 3 shipped, 4 received, 5 after-sale, 6 completed. */
    order_status: tiny('order_status', 1),
    /** 0 refund requested, 1 return requested, 2 after-sale finished. */
    refund_status: tiny('refund_status'),
    is_settlement: tiny('is_settlement'),
    delivery_no: str('delivery_no', 20),
    /** expresses.code. */
    delivery_code: str('delivery_code', 10),
    receive_name: str('receive_name', 30),
    receive_tel: str('receive_tel', 20),
    receive_area: str('receive_area', 140),
    receive_address: str('receive_address', 150),
    /** balance | wechat | alipay, empty until paid. */
    payment_name: str('payment_name', 20),
    pay_time: tsNow('pay_time'),
    delivery_time: tsNow('delivery_time'),
    receipt_time: tsNow('receipt_time'),
    comment_time: tsNow('comment_time'),
    remark: str('remark', 150),
    ...timestamps(),
  },
  (t) => [
    index('orders_user_id_idx').on(t.user_id),
    index('orders_store_id_idx').on(t.store_id),
    index('orders_order_no_idx').on(t.order_no),
    index('orders_collective_id_idx').on(t.collective_id),
    // The timed tasks scan by status and age.
    index('orders_status_created_idx').on(t.order_status, t.created_at),
    index('orders_status_pay_time_idx').on(t.order_status, t.pay_time),
    // The dashboards' sales plots read one period range of every status.
    index('orders_created_at_idx').on(t.created_at),
  ],
);

export const orderGoods = pgTable(
  'order_goods',
  {
    id: pk(),
    order_id: int('order_id'),
    sku_id: int('sku_id'),
    goods_id: int('goods_id'),
    user_id: int('user_id'),
    store_id: int('store_id'),
    goods_name: str('goods_name', 120),
    /** Snapshot of the _150 thumbnail path. */
    goods_image: img('goods_image'),
    /** "-" when no SKU. */
    sku_name: str('sku_name', 60),
    buy_num: int('buy_num').default(1),
    total_price: money('total_price', 9),
    goods_price: money('goods_price', 9),
    currency_id: int('currency_id').default(1),
    total_weight: dec('total_weight', 9),
    /** The flash sale (seckills.id) this line was bought in, or 0: its quota and per-buyer limit count these. */
    seckill_id: int('seckill_id'),
    ...timestamps(),
  },
  (t) => [
    index('order_goods_order_id_idx').on(t.order_id),
    index('order_goods_goods_id_idx').on(t.goods_id),
    index('order_goods_seckill_id_idx').on(t.seckill_id),
  ],
);

export const orderPays = pgTable(
  'order_pays',
  {
    id: pk(),
    /** users.id of the payer. */
    belong_id: int('belong_id'),
    name: str('name', 150),
    /** Comma-separated orders.id values paid together (empty for recharge). */
    order_ids: str('order_ids', 1000),
    pay_no: str('pay_no', 32),
    trade_no: str('trade_no', 64),
    payment_name: str('payment_name', 20),
    device: str('device', 20),
    is_recharge: tiny('is_recharge'),
    total: money('total', 9),
    balance: money('balance', 9),
    currency_id: int('currency_id').default(1),
    pay_status: tiny('pay_status'),
    pay_time: tsNow('pay_time'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('order_pays_pay_no_unique').on(t.pay_no),
    // A provider's transaction pays once: a replayed notification cannot attach the same trade twice.
    uniqueIndex('order_pays_trade_unique')
      .on(t.payment_name, t.trade_no)
      .where(sql`${t.trade_no} <> '' and ${t.trade_no} <> '-'`),
    index('order_pays_belong_id_idx').on(t.belong_id),
    // The payment dashboard plots and lists one period range.
    index('order_pays_created_at_idx').on(t.created_at),
  ],
);

export const orderComments = pgTable(
  'order_comments',
  {
    id: pk(),
    user_id: int('user_id'),
    order_id: int('order_id'),
    goods_id: int('goods_id'),
    store_id: int('store_id'),
    score: dec('score', 5, 2, '5.00'),
    agree: dec('agree', 5, 2, '5.00'),
    service: dec('service', 5, 2, '5.00'),
    speed: dec('speed', 5, 2, '5.00'),
    reply: txt('reply'),
    reply_time: tsNow('reply_time'),
    content: txt('content'),
    /** Comma-separated image paths. */
    image: txt('image'),
    ...timestamps(),
  },
  (t) => [
    index('order_comments_goods_id_idx').on(t.goods_id),
    index('order_comments_store_id_idx').on(t.store_id),
    index('order_comments_order_id_idx').on(t.order_id),
  ],
);
