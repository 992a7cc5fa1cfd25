/**
 * The money vocabularies both back offices show, as status maps: withdrawals and referral commissions (one source
 * for the Admin's review and the Seller's own lists), and the points mall's shelf and order states, which read
 * the goods and order vocabularies. Withdrawal and commission labels live in the back-office group
 * `packages/i18n/src/backoffice/points.ts` under `resources.finance_status`.
 */
import { DISTRIBUTION_LOG_STATUS } from '@shop/contract/distribution';
import { CASH_STATUS } from '@shop/contract/finance';
import { INTEGRAL_ORDER_STATUS } from '@shop/contract/integral';
import type { StatusMap } from '@shop/ui/widgets/status-map';
import { ORDER_STATUS } from './orders/order-status.ts';
import { GOODS_STATUS } from './shop-status.ts';

const key = (group: string, code: number) => `resources.finance_status.${group}.${code}`;

/** `cashes.cash_status`: 0 waiting for the platform, 1 paid out, 2 refused (the reason in `refuse_info`). */
export const CASH_STATUS_TAGS = {
  [CASH_STATUS.pending]: { color: 'orange', label: key('cash', CASH_STATUS.pending) },
  [CASH_STATUS.paid]: { color: 'green', label: key('cash', CASH_STATUS.paid) },
  [CASH_STATUS.refused]: { color: 'red', label: key('cash', CASH_STATUS.refused) },
} as const satisfies StatusMap;

/** `distribution_logs.status`: 0 waiting for settlement, 1 credited to the earner, 2 cancelled (refunded order). */
export const COMMISSION_STATUS_TAGS = {
  [DISTRIBUTION_LOG_STATUS.pending]: { color: 'orange', label: key('commission', DISTRIBUTION_LOG_STATUS.pending) },
  [DISTRIBUTION_LOG_STATUS.paid]: { color: 'green', label: key('commission', DISTRIBUTION_LOG_STATUS.paid) },
  [DISTRIBUTION_LOG_STATUS.cancelled]: { color: 'gray', label: key('commission', DISTRIBUTION_LOG_STATUS.cancelled) },
} as const satisfies StatusMap;

/** `integral_goods.goods_status`: on or off the shelf, as the goods say it. */
export const POINTS_SHELF_TAGS = GOODS_STATUS;

/**
 * `integral_orders.order_status`: the order vocabulary's states a points order takes (cancelled, waiting for
 * payment, waiting for delivery, completed: shipping completes it).
 */
export const POINTS_ORDER_TAGS = {
  [INTEGRAL_ORDER_STATUS.waitPay]: ORDER_STATUS[1],
  [INTEGRAL_ORDER_STATUS.paid]: ORDER_STATUS[2],
  [INTEGRAL_ORDER_STATUS.completed]: ORDER_STATUS[6],
  [INTEGRAL_ORDER_STATUS.cancelled]: ORDER_STATUS[0],
} as const satisfies StatusMap;
