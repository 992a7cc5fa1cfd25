/**
 * Wire shapes of cart, checkout, orders, payment, after-sale, reviews, freight and settlement. Money
 * travels as two-decimal strings ("12.50"), as the reference's decimal columns do; code computes in integer cents.
 */
import { z } from 'zod';
import { PAYMENT_NAMES } from './order-codes.ts';
import type { DiscountLine } from './promotions.ts';

// The codes live apart from the schemas below: the clients' pages import them, and a value import of this file
// would bring zod along (83 KB in the storefront's order pages).
export * from './order-codes.ts';

/** One purchase line inside the base64 `params` of /order/before and /order/create. */
export interface CheckoutItem {
  goods_id: number;
  sku_id: number;
  buy_num: number;
  cart_id?: number;
  /** 0 normal; -1 open a group buy; n join group n. */
  collective_id?: number;
}
/** Decoded `params` of /order/before and /order/create. */
export interface CheckoutParams {
  order: CheckoutItem[];
  ifcart: 0 | 1;
}

/** One line of the cart. */
export const cartLineSchema = z.object({
  cart_id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  buy_num: z.number().int(),
  goods_image: z.string(),
  goods_price: z.string(),
  /** "-" without a SKU. */
  sku_name: z.string(),
  checked: z.boolean(),
  /** Extension: stock of the line's SKU or goods, so the cart can warn before checkout. */
  goods_stock: z.number().int().optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** `GET /api/user/carts`: one entry per store. */
export const cartStoreGroupSchema = z.object({
  store_id: z.number().int(),
  user_id: z.number().int(),
  store_name: z.string(),
  store_logo: z.string(),
  checked: z.boolean(),
  css: z.boolean(),
  cart_list: z.array(cartLineSchema),
});
export type CartStoreGroup = z.infer<typeof cartStoreGroupSchema>;

/** `POST /api/user/order/before`: one group per store, in first-appearance order. */
export interface CheckoutGroup {
  goods_list: CheckoutLine[];
  store_info: { id: number; store_name: string; store_logo: string };
  store_total_price: string;
  /** Whether the shopper holds a coupon usable on this group. */
  is_coupon: boolean;
  /** The usable coupon logs of this store, best first (`id` is the coupon log's). */
  coupons: CheckoutCoupon[];
  /** The coupon applied to the group (a coupon log id), 0 for none. */
  coupon_id: number;
  /**
   * Extensions computed by the same pricing pipeline as order creation (freight "0.00" until the request names an
   * `address_id`): freight for that address, the discounts, one line each (kinds in DISCOUNT_KINDS order), their
   * sum, and the amount to pay.
   */
  discounts: DiscountLine[];
  freight_money?: string;
  coupon_money?: string;
  total_price?: string;
}
/** A coupon the shopper may apply at checkout: `money` off a group of at least `use_money`, until `end_time`. */
export interface CheckoutCoupon {
  id: number;
  name: string;
  money: string;
  use_money: string;
  end_time: string;
}

/** The group buy an order belongs to, as order pages show its progress. */
export interface OrderCollective {
  id: number;
  /** GROUP_STATUS: 0 cancelled (members refunded), 1 completed, 2 open. */
  status: number;
  need: number;
  orders_count: number;
  /** 'YYYY-MM-DD HH:mm:ss' (Asia/Shanghai): when an open group is cancelled if still short. */
  expires_at: string;
}
/** Promotion extensions of the order shapes: the discounts one line each (their sum is `coupon_money`), the group. */
export interface OrderPromotions {
  discounts: DiscountLine[];
  /** Null unless the order is part of a group buy. */
  collective: OrderCollective | null;
}
export interface CheckoutLine {
  id: number;
  store_id: number;
  goods_name: string;
  goods_master_image: string;
  goods_price: string;
  goods_stock: number;
  goods_weight: string;
  freight_id: number;
  store: { id: number; store_name: string; store_logo: string };
  sku_name: string;
  buy_num: number;
  sku_id: number;
  total: string;
  total_weight: string;
  collective_id: number;
}

/** `POST /api/user/order/create`: the orders placed, one per store, ids and numbers in the same order. */
export const orderCreatedSchema = z.object({ order_id: z.array(z.number().int()), order_no: z.array(z.string()) });
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** `POST /api/user/order/after`, `GET /api/{Admin,Seller}/orders/find/all`. */
export interface OrderAfterItem extends OrderPromotions {
  id: number;
  order_no: string;
  order_price: string;
  total_price: string;
  freight_money: string;
  coupon_money: string;
  receive_area: string;
  receive_address: string;
  receive_tel: string;
  receive_name: string;
  delivery_no: string;
  delivery_code: string;
  /** [] when there is no after-sale request. */
  refund: RefundRow | [];
  remark: string;
  /** Extensions: lets the pay page show what is still payable, and dialogs which store an order is from. */
  order_status?: number;
  store_id?: number;
  order_goods: {
    goods_image: string;
    goods_name: string;
    goods_price: string;
    sku_name: string;
    buy_num: number;
    total_price: string;
  }[];
}

export interface OrderGoodsBrief {
  goods_id: number;
  goods_image: string;
  goods_name: string;
  goods_price: string;
  sku_name: string;
  buy_num: number;
}

/** OrderCollection item (Admin/Seller lists, `/api/user/orders` without isResource). */
export interface OrderListItem {
  id: number;
  order_no: string;
  order_name: string;
  order_image: string;
  total_price: string;
  store_name: string;
  buyer_name: string;
  refund_id: number;
  refund_status_cn: string;
  refund_step: number;
  order_status: number;
  refund_status: number;
  order_status_cn: string;
  /** A paid order (2) whose group buy is not complete yet: shown as 待成团 / "Waiting for group", not shippable. */
  group_waiting: boolean;
  pay_time: string | null;
  delivery_time: string | null;
  receipt_time: string | null;
  comment_time: string | null;
  created_at: string;
  updated_at: string;
}

/** OrderResource (Admin/Seller show). */
export interface OrderResource extends OrderPromotions {
  id: number;
  order_image: string;
  order_name: string;
  store_name: string;
  buyer_name: string;
  order_no: string;
  refund_id: number;
  receive_name: string;
  receive_tel: string;
  receive_area: string;
  receive_address: string;
  payment_name: string;
  payment_name_cn: string;
  delivery_no: string;
  delivery_code: string;
  total_price: string;
  order_price: string;
  freight_money: string;
  coupon_money: string;
  remark: string;
  pay_time: string | null;
  created_at: string;
  order_status: number;
  order_status_cn: string;
  /** A paid order (2) whose group buy is not complete yet: shown as 待成团 / "Waiting for group", not shippable. */
  group_waiting: boolean;
  order_goods: OrderGoodsBrief[];
}

/** OrderHomeCollection item (`/api/user/orders?isResource=Home`). */
export interface OrderHomeItem {
  id: number;
  order_no: string;
  order_price: string;
  total_price: string;
  order_status: number;
  order_status_cn: string;
  /** A paid order (2) whose group buy is not complete yet: shown as 待成团 / "Waiting for group", not shippable. */
  group_waiting: boolean;
  store: { id: number; store_name: string; store_logo: string };
  refund_status: number;
  user: { id: number; username: string };
  /** YYYY-MM-DD HH:mm */
  created_at: string;
  order_goods: (Omit<OrderGoodsBrief, 'goods_id'> & { total_price: string; goods_id?: number })[];
}

/** OrderHomeResource (`/api/user/order/{id}?isResource=Home`). */
export interface OrderHomeResource extends OrderPromotions {
  id: number;
  order_no: string;
  receive_name: string;
  receive_tel: string;
  receive_area: string;
  receive_address: string;
  payment_name: string;
  payment_name_cn: string;
  delivery_no: string;
  delivery_code: string;
  total_price: string;
  freight_money: string;
  coupon_money: string;
  remark: string;
  pay_time: string | null;
  created_at: string;
  order_status: number;
  order_status_cn: string;
  /** A paid order (2) whose group buy is not complete yet: shown as 待成团 / "Waiting for group", not shippable. */
  group_waiting: boolean;
  delivery_list: TrackingEvent[];
  order_goods: OrderGoodsBrief[];
  /** Extensions for the order page: the store, the order's amounts before discounts, its after-sale state. */
  store?: { id: number; store_name: string; store_logo: string };
  order_price?: string;
  refund_status?: number;
  refund?: RefundRow | null;
}

/** One courier tracking event (KuaiBao `express.info.get`). */
export interface TrackingEvent {
  time: string;
  context: string;
  [key: string]: unknown;
}

/** `GET /api/user/default`. */
export interface UserDashboard {
  /** Numbers of own orders with order_status 1, 2, 3, 4, 5. */
  count: [number, number, number, number, number];
  order: { data: OrderHomeItem[]; total: number };
  fav: { data: unknown[]; total: number };
}

/** Raw `refunds` row. */
export interface RefundRow {
  id: number;
  user_id: number;
  store_id: number;
  order_id: number;
  refund_type: number;
  refund_verify: number;
  refund_step: number;
  delivery_no: string;
  delivery_code: string;
  re_delivery_no: string;
  re_delivery_code: string;
  refund_remark: string;
  images: string;
  refuse_remark: string;
  created_at: string;
  updated_at: string;
}

/** OrderCommentCollection / OrderCommentResource item. */
export interface OrderCommentItem {
  id: number;
  nickname: string;
  avatar: string;
  goods_master_image: string;
  goods_name: string;
  score: string;
  agree: string;
  service: string;
  speed: string;
  content: string;
  image: string[];
  reply: string;
  reply_time: string | null;
  created_at: string;
}

/** FreightAllCollection item (`GET /api/Seller/freights?isAll=true`), default template first. */
export interface FreightTemplate {
  id: number;
  store_id: number;
  name: string;
  f_weight: string;
  f_price: string;
  o_weight: string;
  o_price: string;
  /** Province areas.id values, as strings. */
  area_id: string[];
  area_name: string;
  is_type: number;
  created_at: string;
}
const freightAmount = z.union([z.string(), z.number()]).describe('at most 9999.99, two decimals');
/** One element of `info[]` in `PUT /api/Seller/freights/0`; the first is the default template. */
export const freightTemplateInputSchema = z.object({
  id: z.union([z.number().int(), z.string()]).describe('0 for a new template'),
  name: z.string().max(80).describe('required except on the default template'),
  f_weight: freightAmount,
  f_price: freightAmount,
  o_weight: freightAmount,
  o_price: freightAmount,
  area_id: z.array(z.union([z.number().int(), z.string()])).describe('province ids'),
});

/** Raw `addresses` row (checkout uses `is_default` 0/1). */
export interface AddressRow {
  id: number;
  user_id: number;
  receive_name: string;
  receive_tel: string;
  area_info: string;
  address: string;
  province_id: number;
  city_id: number;
  region_id: number;
  is_default: number;
  created_at: string;
  updated_at: string;
}

/**
 * `POST /api/user/order/pay` answer: `[]` for balance; for `scan` an object with `code_url` (WeChat) or `qr_code`
 * (Alipay) to render as a QR code while polling `/api/user/order/check`; for web/wap the provider's page or form.
 */
export type PayAnswer = [] | { code_url?: string; qr_code?: string; [key: string]: unknown } | string;

/** Extension `GET /api/user/order/payments`: the methods the shop offers now (unconfigured ones are absent). */
export const paymentMethodsSchema = z.array(z.enum(PAYMENT_NAMES));
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;
