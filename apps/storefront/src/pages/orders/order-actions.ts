import { paramsPath } from '@shop/api/params-segment';
import type { OrdersArgs } from '@shop/api/endpoints/orders';
import { ORDER_REFUND_STATUS, ORDER_STATUS, REFUND_STEP, REFUND_TYPE, REFUND_VERIFY } from '@shop/contract/order-codes';
import type { RefundRow } from '@shop/contract/orders';

/**
 * What the shopper may do with an order, by its status,
 * and the filters of the orders list. Kept apart from the components so the rules are tested on their own.
 */

/** The list's status tabs in display order, each with the `order_status` it asks for (-1 = every status). */
export const ORDER_TABS = [
  { key: 'all', status: -1 },
  { key: 'waitPay', status: ORDER_STATUS.waitPay },
  { key: 'waitDelivery', status: ORDER_STATUS.waitDelivery },
  { key: 'waitReceipt', status: ORDER_STATUS.waitReceipt },
  { key: 'waitComment', status: ORDER_STATUS.waitComment },
  { key: 'afterSale', status: ORDER_STATUS.afterSale },
  { key: 'completed', status: ORDER_STATUS.completed },
  { key: 'cancelled', status: ORDER_STATUS.cancelled },
] as const;
export type OrderTabKey = (typeof ORDER_TABS)[number]['key'];

/** Inside the after-sale tab: every request, refunds only (`is_refund`) or returns/exchanges only (`is_return`). */
export const AFTER_SALE_KINDS = ['all', 'refund', 'return'] as const;
export type AfterSaleKind = (typeof AFTER_SALE_KINDS)[number];

/**
 * The tab of a `?status=` value (the dashboard's shortcuts link with the status number); anything else is "all".
 *
 * @example tabOfStatus('3') // 'waitReceipt'
 */
export function tabOfStatus(value: string | null | undefined): OrderTabKey {
  if (value === null || value === undefined || value.trim() === '') return 'all';
  const n = Number(value);
  return ORDER_TABS.find((tab) => tab.status === n)?.key ?? 'all';
}

/** The `?status=` value of a tab ('' for all, so the plain `/user/orders` address stays the default). */
export function statusOfTab(key: OrderTabKey): string {
  const tab = ORDER_TABS.find((t) => t.key === key);
  return !tab || tab.status < 0 ? '' : String(tab.status);
}

/** The `GET /user/orders` arguments of a tab, an after-sale kind, a page and an order-number search. */
export function ordersArgs(tab: OrderTabKey, kind: AfterSaleKind, page: number, orderNo: string): OrdersArgs {
  const status = ORDER_TABS.find((t) => t.key === tab)?.status ?? -1;
  const args: OrdersArgs = { page, per_page: ORDERS_PER_PAGE };
  if (status >= 0) args.order_status = status;
  // The server reads the mere presence of these flags (and then filters on status 5 itself).
  if (tab === 'afterSale' && kind === 'refund') args.is_refund = 1;
  if (tab === 'afterSale' && kind === 'return') args.is_return = 1;
  const no = orderNo.trim();
  if (no) args.order_no = no;
  return args;
}

/**
 * The order id of an address segment: a positive whole number, else 0 (the page then shows "not found" without
 * asking the server).
 *
 * @example orderIdOf('12') // 12
 */
export function orderIdOf(segment: string | undefined): number {
  return segment && /^[1-9]\d{0,8}$/.test(segment) ? Number(segment) : 0;
}

/** Orders per page of the list. */
export const ORDERS_PER_PAGE = 20;

export type OrderAction = 'pay' | 'cancel' | 'confirm' | 'comment' | 'refund' | 'viewRefund' | 'detail';

/** Order statuses from which the server opens an after-sale: paid and not yet finished. */
const REFUNDABLE: readonly number[] = [ORDER_STATUS.waitDelivery, ORDER_STATUS.waitReceipt, ORDER_STATUS.waitComment];

/**
 * The buttons an order shows, in display order. Cancelling and paying only while unpaid; confirming receipt once
 * shipped; reviewing once received; an after-sale request while paid and unfinished (the server also wants it
 * within 7 days of payment and before settlement, and says so); the after-sale's progress while one runs or
 * after one finished (`refund_status` 2: completed, or refused and the order back where it was).
 *
 * @example orderActions({ order_status: 1, refund_status: 0 }) // ['pay', 'cancel', 'detail']
 */
export function orderActions(order: { order_status: number; refund_status?: number | null }): OrderAction[] {
  const s = order.order_status;
  const actions: OrderAction[] = [];
  if (s === ORDER_STATUS.waitPay) actions.push('pay', 'cancel');
  if (s === ORDER_STATUS.waitReceipt) actions.push('confirm');
  if (s === ORDER_STATUS.waitComment) actions.push('comment');
  if (REFUNDABLE.includes(s)) actions.push('refund');
  // A finished after-sale also marks a refused one: the order went back to its status and may be asked again.
  if (s === ORDER_STATUS.afterSale || order.refund_status === ORDER_REFUND_STATUS.finished) actions.push('viewRefund');
  actions.push('detail');
  return actions;
}

/**
 * The page an action opens; null for the two that change the order in place (cancel, confirm receipt).
 *
 * @example actionHref('comment', 7) // '/user/order/comment/7'
 */
export function actionHref(action: OrderAction, id: number): string | null {
  switch (action) {
    case 'pay':
      return paramsPath('/order/pay', { order_id: [id] });
    case 'comment':
      return `/user/order/comment/${id}`;
    case 'refund':
      return `/user/order/refund/${id}`;
    case 'viewRefund':
      return `/user/order/refund_form/${id}`;
    case 'detail':
      return `/user/order/${id}`;
    case 'cancel':
    case 'confirm':
      return null;
  }
}

/**
 * The after-sale types an order may ask for: money back only while nothing was shipped, a return or exchange
 * too once the goods left the store.
 *
 * @example refundTypes(2) // [0]
 */
export function refundTypes(orderStatus: number): (0 | 1)[] {
  if (orderStatus === ORDER_STATUS.waitDelivery) return [REFUND_TYPE.refund];
  if (orderStatus === ORDER_STATUS.waitReceipt || orderStatus === ORDER_STATUS.waitComment)
    return [REFUND_TYPE.refund, REFUND_TYPE.return];
  return [];
}

export type RefundState = 'pending' | 'refused' | 'waitBuyerShip' | 'waitSeller' | 'waitBuyerConfirm' | 'finished';
export type RefundVerifyKey = 'pending' | 'approved' | 'refused';

type RefundFacts = Pick<RefundRow, 'refund_type' | 'refund_verify' | 'refund_step'>;

/** The review state of a request. */
export function refundVerify(refund: Pick<RefundRow, 'refund_verify'>): RefundVerifyKey {
  if (refund.refund_verify === REFUND_VERIFY.approved) return 'approved';
  if (refund.refund_verify === REFUND_VERIFY.refused) return 'refused';
  return 'pending';
}

/**
 * Where an after-sale stands (the labels of the server's `refund_status_cn`): waiting for review, refused,
 * or the step of an approved return. An approved refund-only request is paid back at once, so it is finished whatever its step says.
 */
export function refundState(refund: RefundFacts): RefundState {
  const verify = refundVerify(refund);
  if (verify !== 'approved') return verify;
  if (refund.refund_type === REFUND_TYPE.refund) return 'finished';
  switch (refund.refund_step) {
    case REFUND_STEP.waitBuyerShip:
      return 'waitBuyerShip';
    case REFUND_STEP.waitSeller:
      return 'waitSeller';
    case REFUND_STEP.waitBuyerConfirm:
      return 'waitBuyerConfirm';
    default:
      return 'finished';
  }
}

/** An approved return waits for the buyer's courier and tracking number. */
export const canShipBack = (refund: RefundFacts): boolean => refundState(refund) === 'waitBuyerShip';

/** The store re-shipped an exchange: the buyer confirms it arrived (`refund_step: 3`). */
export const canConfirmExchange = (refund: RefundFacts): boolean => refundState(refund) === 'waitBuyerConfirm';

/** Tracking numbers the server takes: letters, digits and '-', 20 at most. */
export const TRACKING_NO = /^[0-9A-Za-z-]{1,20}$/;

/** Pictures one review or after-sale request may carry (the server refuses more). */
export const MAX_PICTURES = 6;
