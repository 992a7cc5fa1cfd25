/**
 * The withdrawal review's rules, apart from the view so they are tested on their own: which rows can be reviewed,
 * what a decision must carry (a refusal needs its reason), the amounts and the fee setting as the page shows them.
 */
import { CASH_STATUS } from '@shop/contract/finance';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';

/** The columns' widths on the server (cashes.refuse_info, cashes.remark). */
export const REFUSE_INFO_MAX = 255;
export const REMARK_MAX = 30;

/** Only a pending request is decided (the server refuses a decided one). */
export function canReview(row: CrudRow): boolean {
  return asText(row.cash_status) === String(CASH_STATUS.pending);
}

/** The platform's decision on a request. */
export type CashDecision = typeof CASH_STATUS.paid | typeof CASH_STATUS.refused;

export interface CashReview {
  decision: CashDecision;
  /** Why it is refused; required only to refuse. */
  reason: string;
  remark: string;
}

/** What is wrong with a review, keyed as `resources.cashes.review.<error>`. */
export type ReviewError = 'reasonRequired' | 'reasonTooLong' | 'remarkTooLong';

/**
 * Checks a review as the server will, so the dialog says what is wrong before anything is sent.
 *
 * @example reviewError({ decision: 2, reason: ' ', remark: '' }) // 'reasonRequired'
 */
export function reviewError(review: CashReview): ReviewError | undefined {
  const reason = review.reason.trim();
  if (review.decision === CASH_STATUS.refused) {
    if (!reason) return 'reasonRequired';
    if (reason.length > REFUSE_INFO_MAX) return 'reasonTooLong';
  }
  if (review.remark.trim().length > REMARK_MAX) return 'remarkTooLong';
  return undefined;
}

/** The review form's values (`cash_status`, `refuse_info`, `remark`) as a review; anything but a refusal pays. */
export function reviewOf(values: CrudRow): CashReview {
  const decision = asText(values.cash_status) === String(CASH_STATUS.refused) ? CASH_STATUS.refused : CASH_STATUS.paid;
  return { decision, reason: asText(values.refuse_info), remark: asText(values.remark) };
}

/**
 * The review form's problems by field (the reason's or the note's), keyed as `resources.cashes.review.<key>`.
 *
 * @example reviewProblems({ cash_status: 2, refuse_info: '' }) // { refuse_info: { key: 'reasonRequired' } }
 */
export function reviewProblems(values: CrudRow): Partial<Record<'refuse_info' | 'remark', { key: ReviewError }>> {
  const error = reviewError(reviewOf(values));
  if (!error) return {};
  return error === 'remarkTooLong' ? { remark: { key: error } } : { refuse_info: { key: error } };
}

/**
 * The body of `PUT /Admin/cashes/{id}`: paying out sends no reason (the server clears it anyway).
 *
 * @example reviewBody({ decision: 1, reason: 'x', remark: '' }) // { cash_status: 1, refuse_info: '', remark: '' }
 */
export function reviewBody(review: CashReview): { cash_status: CashDecision; refuse_info: string; remark: string } {
  return {
    cash_status: review.decision,
    refuse_info: review.decision === CASH_STATUS.refused ? review.reason.trim() : '',
    remark: review.remark.trim(),
  };
}

/**
 * The withdrawal fee percentage of the `store` setting (`cash`), as the server reads it: a number from 0 to 100
 * with at most two decimals; undefined when unset or not such a number (the server then charges nothing).
 *
 * @example feeRate({ goods_verify: 'true', cash: '2.5' }) // '2.5'
 */
export function feeRate(store: unknown): string | undefined {
  const raw = store && typeof store === 'object' ? (store as Record<string, unknown>).cash : undefined;
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  const basisPoints = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return basisPoints <= 10_000 ? String(basisPoints / 100) : undefined;
}

/** Who asked: a store (`store_id` > 0) or a member (`user_id`). */
export function ownerOf(row: CrudRow): { kind: 'store' | 'user'; id: string } | undefined {
  const store = Number(row.store_id);
  if (store > 0) return { kind: 'store', id: String(store) };
  const user = Number(row.user_id);
  return user > 0 ? { kind: 'user', id: String(user) } : undefined;
}
