import { httpHooks, requestEnvelope, type EnvelopeResult } from '@shop/api/http';
import { CODE } from '@shop/contract/envelope';

/** What `requestEnvelope` takes: url, method, params, data. */
export type RequestConfig = Parameters<typeof requestEnvelope>[0];

/** Codes whose message the http client has already shown (expired login, no permission, too frequent). */
const TOASTED_CODES: ReadonlySet<number> = new Set([CODE.loginExpired, CODE.noPermission, CODE.tooFrequent]);

function hasData(data: unknown): boolean {
  return Boolean(data) || data === false || data === 0;
}

/** Whether a failed answer still needs a toast: the http client is silent for an envelope error without data. */
export function failureNeedsToast(result: EnvelopeResult): boolean {
  if (result.ok || result.code === undefined || TOASTED_CODES.has(result.code)) return false;
  const body = result.body;
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  return !hasData(data);
}

export interface SendTexts {
  /** Toast on success (omit for none). */
  success?: string;
  /** Toast on a failure the server gave no message for. */
  failure: string;
}

/**
 * One write outside the generic table calls (approve a store, adjust a balance, save settings): the shared
 * http client (area token, form encoding, the shared toasts), a success toast, and a toast for the failures
 * the client stays silent about — so a refused action never fails without a word. Resolves the result, or
 * undefined when the request itself failed (the client has shown the HTTP error).
 *
 * @example const done = await sendWrite({ url: '/Admin/stores/3', method: 'PUT', data: { store_verify: 4 } }, texts);
 */
export async function sendWrite<T = unknown>(
  config: RequestConfig,
  texts: SendTexts,
): Promise<EnvelopeResult<T> | undefined> {
  let result: EnvelopeResult<T>;
  try {
    result = await requestEnvelope<T>(config);
  } catch {
    return undefined;
  }
  if (result.ok) {
    if (texts.success) httpHooks().notify.success(texts.success);
  } else if (failureNeedsToast(result)) {
    httpHooks().notify.error(result.msg || texts.failure);
  }
  return result;
}
