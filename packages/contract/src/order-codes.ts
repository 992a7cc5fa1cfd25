// Order, refund, payment and freight codes. No zod here: the clients import this file.

/** `orders.order_status`. */
export const ORDER_STATUS = {
  cancelled: 0,
  waitPay: 1,
  waitDelivery: 2,
  waitReceipt: 3,
  waitComment: 4,
  afterSale: 5,
  completed: 6,
} as const;

/**
 * The one step the platform's status edit may take from each status: cancel an unpaid order, ship a paid one,
 * confirm a shipped one, complete a received one. Payment and after-sale move orders with their own records.
 */
export const ADMIN_NEXT_ORDER_STATUS: Readonly<Partial<Record<number, number>>> = {
  [ORDER_STATUS.waitPay]: ORDER_STATUS.cancelled,
  [ORDER_STATUS.waitDelivery]: ORDER_STATUS.waitReceipt,
  [ORDER_STATUS.waitReceipt]: ORDER_STATUS.waitComment,
  [ORDER_STATUS.waitComment]: ORDER_STATUS.completed,
};

/** `orders.refund_status` (meaningful with order_status 5 or a refund row): 0 refund, 1 return, 2 finished. */
export const ORDER_REFUND_STATUS = { refund: 0, return: 1, finished: 2 } as const;

/** `refunds.refund_type`: 0 money only, 1 return goods / exchange. */
export const REFUND_TYPE = { refund: 0, return: 1 } as const;
/** `refunds.refund_verify`. */
export const REFUND_VERIFY = { pending: 0, approved: 1, refused: 2 } as const;
/** `refunds.refund_step`. */
export const REFUND_STEP = { waitBuyerShip: 0, waitSeller: 1, waitBuyerConfirm: 2, finished: 3 } as const;

/** `orders.payment_name` / `order_pays.payment_name`. */
export const PAYMENT_NAMES = ['balance', 'wechat', 'alipay'] as const;
export type PaymentName = (typeof PAYMENT_NAMES)[number];

/** `freights.is_type`: 0 the store's default template, 1 an area template. */
export const FREIGHT_TYPE = { default: 0, area: 1 } as const;

