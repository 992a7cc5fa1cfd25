/**
 * The order vocabularies (docs/statuses.md) as status maps. Label keys live in the back-office
 * group `packages/i18n/src/backoffice/orders.ts` under `resources.order_status`.
 */
import type { StatusMap } from '@shop/ui/widgets/status-map';

const key = (group: string, code: string | number) => `resources.order_status.${group}.${code}`;

/** `orders.order_status` as stored: 0 cancelled … 6 completed, 5 in after-sale (its kind in `refund_status`). */
export const ORDER_STATUS_CODES = [1, 2, 3, 4, 5, 6, 0] as const;
export type OrderStatusCode = (typeof ORDER_STATUS_CODES)[number];

/**
 * What an order shows: the stored status, except that after-sale (5) reads by its kind — refund only,
 * return, or after-sale completed — and a paid order whose group is not complete waits for the group (ten
 * states in all).
 */
export type OrderStage = Exclude<OrderStatusCode, 5> | 'group' | 'refund' | 'return' | 'after_done';

/** The ten displayed states, coloured by what they ask of the store. */
export const ORDER_STAGE = {
  0: { color: 'gray', label: key('order', 0) },
  1: { color: 'orange', label: key('order', 1) },
  2: { color: 'red', label: key('order', 2) },
  group: { color: 'orange', label: key('order', 'group') },
  3: { color: 'arcoblue', label: key('order', 3) },
  4: { color: 'purple', label: key('order', 4) },
  6: { color: 'green', label: key('order', 6) },
  refund: { color: 'orange', label: key('order', 'refund') },
  return: { color: 'orange', label: key('order', 'return') },
  after_done: { color: 'gray', label: key('order', 'after_done') },
} as const satisfies StatusMap<OrderStage>;

/** The stored codes, for the status filter, the tabs and the Admin's status edit (5 is "after-sale"). */
export const ORDER_STATUS = {
  1: ORDER_STAGE[1],
  2: ORDER_STAGE[2],
  3: ORDER_STAGE[3],
  4: ORDER_STAGE[4],
  5: { color: 'orange', label: key('order', 5) },
  6: ORDER_STAGE[6],
  0: ORDER_STAGE[0],
} as const satisfies StatusMap<OrderStatusCode>;

/** The state of an after-sale row (the server's `refund_status_cn`). */
export type RefundState = 'pending' | 'refused' | 'step0' | 'step1' | 'step2' | 'step3';
export const REFUND_STATE = {
  pending: { color: 'orange', label: key('refund_state', 'pending') },
  refused: { color: 'red', label: key('refund_state', 'refused') },
  step0: { color: 'arcoblue', label: key('refund_state', 'step0') },
  step1: { color: 'red', label: key('refund_state', 'step1') },
  step2: { color: 'arcoblue', label: key('refund_state', 'step2') },
  step3: { color: 'green', label: key('refund_state', 'step3') },
} as const satisfies StatusMap<RefundState>;

/** `refunds.refund_type`: 0 refund only, 1 return (money back or an exchange). */
export const REFUND_TYPE = {
  0: { color: 'orange', label: key('refund_type', 0) },
  1: { color: 'purple', label: key('refund_type', 1) },
} as const satisfies StatusMap<0 | 1>;

/** `order_settlements.status`: 0 pending, 1 settled, 2 refused. */
export const SETTLEMENT_STATUS = {
  0: { color: 'orange', label: key('settlement', 0) },
  1: { color: 'green', label: key('settlement', 1) },
  2: { color: 'red', label: key('settlement', 2) },
} as const satisfies StatusMap<0 | 1 | 2>;

/** `orders.payment_name`; an order not paid yet has none. */
export const PAYMENT_METHOD = {
  wechat: { color: 'green', label: key('payment', 'wechat') },
  alipay: { color: 'arcoblue', label: key('payment', 'alipay') },
  balance: { color: 'orange', label: key('payment', 'balance') },
  none: { color: 'gray', label: key('payment', 'none') },
} as const satisfies StatusMap<'wechat' | 'alipay' | 'balance' | 'none'>;
