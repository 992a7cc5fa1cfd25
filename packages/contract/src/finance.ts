/** `cashes.cash_status`: a withdrawal request waits for the platform, which pays it out or refuses it. */
export const CASH_STATUS = { pending: 0, paid: 1, refused: 2 } as const;

/** Money log names of withdrawals (qwshop's texts; clients show them in the money history). */
export const CASH_LOG = {
  /** A shopper's request: the amount moves from balance to frozen money. */
  userRequest: '资金提现',
  /** A store's request. */
  storeRequest: '商家提现',
  /** The store took its pending request back. */
  cancel: '取消提现',
  /** The platform paid it out: the frozen amount leaves the shop. */
  paid: '提现成功',
  /** The platform refused it: the frozen amount goes back to the balance. */
  refused: '拒绝提现',
} as const;

/**
 * An order a money log line is about (`money_logs` answers' computed `orders`): the line's `info` cites a payment,
 * order or settlement number, which is resolved to the orders of the log's owner it covers.
 */
export interface LogOrder {
  id: number;
  order_no: string;
}
