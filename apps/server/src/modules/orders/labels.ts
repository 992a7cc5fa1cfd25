import { REFUND_VERIFY } from '@shop/contract/orders';
import type { Lang } from '../../http/messages.ts';

type Pair = readonly [string, string];

const ORDER: Record<number, Pair> = {
  0: ['订单取消', 'Cancelled'],
  1: ['等待支付', 'Waiting payment'],
  2: ['等待发货', 'Waiting delivery'],
  3: ['等待收货', 'Waiting receipt'],
  4: ['等待评论', 'Waiting comment'],
  6: ['订单完成', 'Completed'],
};
/** A paid order (2) whose group is not complete yet: it ships only once the group is. */
const GROUP_WAITING: Pair = ['待成团', 'Waiting for group'];
const AFTER_SALE: Pair[] = [
  ['售后退款', 'After-sale refund'],
  ['售后退货', 'After-sale return'],
];
const PAYMENT: Record<string, Pair> = {
  wechat: ['微信支付', 'WeChat Pay'],
  alipay: ['支付宝支付', 'Alipay'],
  balance: ['余额支付', 'Balance'],
};
const UNPAID: Pair = ['等待支付', 'Waiting payment'];

const pick = (pair: Pair, lang: Lang) => pair[lang === 'en' ? 1 : 0];

/**
 * `order_status_cn`; status 5 reads by the kind of after-sale (qwshop always said 售后退款, even for a return), and
 * a paid order still waiting for its group says so (`groupWaiting`, docs/statuses.md#orders).
 */
export function orderStatusText(status: number, refundStatus: number, lang: Lang, groupWaiting = false): string {
  if (status === 5) return pick(AFTER_SALE[refundStatus === 1 ? 1 : 0]!, lang);
  if (status === 2 && groupWaiting) return pick(GROUP_WAITING, lang);
  const pair = ORDER[status];
  return pair ? pick(pair, lang) : String(status);
}

/** `payment_name_cn` (alipay is named, unlike qwshop). */
export function paymentText(name: string, lang: Lang): string {
  return pick(PAYMENT[name] ?? UNPAID, lang);
}

const REFUND_STATE: Record<string, Pair> = {
  pending: ['等待审核', 'Waiting for review'],
  refused: ['拒绝审核', 'Refused'],
  step0: ['等待用户发货', 'Waiting for the buyer to ship back'],
  step1: ['等待商家确认', 'Waiting for the seller'],
  step2: ['等待用户确认', 'Waiting for the buyer to confirm'],
  step3: ['售后处理完成', 'After-sale completed'],
};

/** `refund_status_cn` of an after-sale row (docs/statuses.md#after-sale); '' without one. */
export function refundStateText(
  refund: { refund_verify: number; refund_step: number } | undefined,
  lang: Lang,
): string {
  if (!refund) return '';
  if (refund.refund_verify === REFUND_VERIFY.pending) return pick(REFUND_STATE.pending!, lang);
  if (refund.refund_verify === REFUND_VERIFY.refused) return pick(REFUND_STATE.refused!, lang);
  return pick(REFUND_STATE[`step${refund.refund_step}`] ?? REFUND_STATE.step3!, lang);
}
