/** Points mall. Prices of integral goods/orders are in POINTS. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable } from 'drizzle-orm/pg-core';
import { img, int, money, pk, str, timestamps, tiny, tsNow, txt } from './_columns.ts';

export const integralGoodsClasses = pgTable('integral_goods_classes', {
  id: pk(),
  name: str('name', 20),
  ...timestamps(),
});

export const integralGoods = pgTable(
  'integral_goods',
  {
    id: pk(),
    /** integral_goods_classes.id. */
    cid: int('cid'),
    goods_name: str('goods_name', 120),
    goods_subname: str('goods_subname', 120),
    /** Price in points. */
    goods_price: money('goods_price', 9),
    goods_market_price: money('goods_market_price', 9),
    goods_stock: int('goods_stock'),
    goods_images: txt('goods_images'),
    goods_master_image: img('goods_master_image'),
    goods_sale: int('goods_sale'),
    goods_status: tiny('goods_status'),
    is_recommend: tiny('is_recommend'),
    goods_content: txt('goods_content'),
    goods_content_mobile: txt('goods_content_mobile'),
    ...timestamps(),
  },
  (t) => [
    index('integral_goods_cid_idx').on(t.cid),
    check('integral_goods_goods_stock_check', sql`${t.goods_stock} >= 0`),
  ],
);

export const integralOrders = pgTable(
  'integral_orders',
  {
    id: pk(),
    user_id: int('user_id'),
    order_no: str('order_no', 30),
    order_name: str('order_name', 120),
    order_image: img('order_image'),
    total_price: money('total_price', 9),
    order_price: money('order_price', 9),
    /** 0 cancelled, 1 awaiting payment, 2 completed (the code writes 2). */
    order_status: tiny('order_status', 1),
    delivery_no: str('delivery_no', 20),
    delivery_code: str('delivery_code', 10),
    receive_name: str('receive_name', 30),
    receive_tel: str('receive_tel', 20),
    receive_area: str('receive_area', 140),
    receive_address: str('receive_address', 150),
    pay_time: tsNow('pay_time'),
    delivery_time: tsNow('delivery_time'),
    remark: str('remark', 150),
    ...timestamps(),
  },
  (t) => [index('integral_orders_user_id_idx').on(t.user_id)],
);

export const integralOrderGoods = pgTable(
  'integral_order_goods',
  {
    id: pk(),
    order_id: int('order_id'),
    goods_id: int('goods_id'),
    user_id: int('user_id'),
    goods_name: str('goods_name', 120),
    goods_image: img('goods_image'),
    buy_num: int('buy_num').default(1),
    total_price: money('total_price', 9),
    goods_price: money('goods_price', 9),
    ...timestamps(),
  },
  (t) => [index('integral_order_goods_order_id_idx').on(t.order_id)],
);
