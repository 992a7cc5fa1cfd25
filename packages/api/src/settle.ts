import { CODE } from '@shop/contract/envelope';
import type { ApiError } from './base-api.ts';
import { httpHooks } from './http.ts';

/**
 * How a screen reads one call it makes on a user's action: the data, or the server's refusal with its message
 * ('' when the request itself failed: the http client has already said why).
 */
export type Settled<T> = { ok: true; data: T } | { ok: false; msg: string; error: ApiError };

/** What awaiting an RTK Query `initiate` or a mutation trigger gives. */
export type CallResult<T> = { data?: T; error?: unknown } | { data: T } | { error: unknown };

function asApiError(error: unknown): ApiError {
  if (error && typeof error === 'object' && 'status' in error) return error as ApiError;
  return { status: 'FETCH_ERROR', msg: String(error), transport: true };
}

/**
 * Settles an awaited RTK Query call into `Settled`.
 *
 * @example const order = await settle(dispatch(ordersApi.endpoints.backOrder.initiate(args, FRESH)));
 */
export async function settle<T>(call: PromiseLike<CallResult<T>>): Promise<Settled<T>> {
  const result = (await call) as { data?: T; error?: unknown };
  if (result.error !== undefined || !('data' in result)) {
    const error = asApiError(result.error);
    return { ok: false, msg: error.transport ? '' : error.msg, error };
  }
  return { ok: true, data: result.data as T };
}

/**
 * For a call whose caller never handled a failed request: rejects as the http client's own calls do (the
 * client has already told the user), so the screen stays as it was.
 */
export function unlessTransport<T>(settled: Settled<T>): Settled<T> {
  if (!settled.ok && settled.error.transport) throw new Error(settled.error.msg);
  return settled;
}

/** Options of an imperative read that must reach the server each time (a dialog's fresh copy). */
export const FRESH = { subscribe: false, forceRefetch: true } as const;

/** Codes whose message the http client has already shown (expired login, no permission, too frequent). */
const TOASTED_CODES: ReadonlySet<number> = new Set([CODE.loginExpired, CODE.noPermission, CODE.tooFrequent]);

/** A refusal the http client stayed silent about: an envelope error without data. */
export function refusalNeedsToast(error: ApiError): boolean {
  if (error.transport || typeof error.status !== 'number') return false;
  const body = error.body;
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('code' in body)) return false;
  if (TOASTED_CODES.has(Number(body.code))) return false;
  const data = (body as { data?: unknown }).data;
  return !(Boolean(data) || data === false || data === 0);
}

export interface WriteTexts {
  /** Toast on success (omit for none). */
  success?: string;
  /** Toast on a refusal the server gave no message for. */
  failure: string;
}

/**
 * One write on a user's action (approve a store, save settings, reply to a review): a success toast, and a
 * toast for the refusals the http client stays silent about, so a refused action never fails without a word.
 *
 * @example if ((await settleWrite(updateStore({ id, data }), texts)).ok) close();
 */
export async function settleWrite<T>(call: PromiseLike<CallResult<T>>, texts: WriteTexts): Promise<Settled<T>> {
  const settled = await settle(call);
  if (settled.ok) {
    if (texts.success) httpHooks().notify.success(texts.success);
  } else if (refusalNeedsToast(settled.error)) {
    httpHooks().notify.error(settled.error.msg || texts.failure);
  }
  return settled;
}
