/**
 * The points mall: goods priced in points, bought with a shopper's `integral` balance, shipped by the platform;
 * points earned on completed orders by the platform's rule (the `integral` setting).
 */

/**
 * `integral_orders.order_status`. Orders are created paid (the points are taken at once); shipping completes them,
 * as qwshop's label does (`订单完成` once a courier is set). Cancelled and unpaid are never written by this shop.
 */
export const INTEGRAL_ORDER_STATUS = { cancelled: 0, waitPay: 1, paid: 2, completed: 6 } as const;

/** The site setting holding the earning rule, and its key: points per yuan of a completed order (0 = off). */
export const INTEGRAL_CONFIG = 'integral';
export const INTEGRAL_ORDER_RATE_KEY = 'order_rate';
/** What `order_rate` accepts, on the settings page and the server alike: up to 4 digits and 2 decimals (0-9999.99). */
export const INTEGRAL_ORDER_RATE = /^\d{1,4}(\.\d{1,2})?$/;

/** Money-log names (`money_logs.name`, is_type 2) of the points mall. */
export const INTEGRAL_LOG = { purchase: '积分订单', earned: '订单积分' } as const;

/** One row of the points-orders lists (IntegralOrderCollection). */
export interface IntegralOrderItem {
  id: number;
  order_no: string;
  order_name: string;
  order_image: string;
  total_price: string;
  order_price: string;
  buy_num: number;
  goods_id: number;
  buyer_name: string;
  order_status: number;
  order_status_cn: string;
  receive_name: string;
  receive_tel: string;
  receive_area: string;
  receive_address: string;
  remark: string;
  pay_time: string | null;
  delivery_time: string | null;
  delivery_no: string;
  delivery_code: string;
  receipt_time: null;
  comment_time: null;
  created_at: string | null;
  updated_at: string | null;
}
