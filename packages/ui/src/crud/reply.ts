import type { ApiError } from '@shop/api';

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A create or update whose reply carries a truthy code, data and msg at once is an error, and the dialog
 * stays open: the original client behaved so and the server relies on it. The value tested is what the
 * client resolves for a success — the payload — so an answer whose payload is itself a full envelope is refused too.
 *
 * @example isErrorReply({ code: 500, data: { field: 'name' }, msg: 'Name taken' }) // true
 * @example isErrorReply({ id: 3, name: 'tea' }) // false
 */
export function isErrorReply(value: unknown): value is { code: unknown; data: unknown; msg: unknown } {
  if (!isObject(value)) return false;
  return Boolean(value.code) && Boolean(value.data) && Boolean(value.msg);
}

/** The message of an error answer, if it carries one. */
export function replyMessage(value: unknown): string {
  if (!isObject(value)) return '';
  return typeof value.msg === 'string' ? value.msg : '';
}

/** `data` counts as present when truthy, false or 0 — the http client's rule for toasting. */
function hasData(data: unknown): boolean {
  return Boolean(data) || data === false || data === 0;
}

/**
 * Whether a failed call still needs a toast: the http client already shows the message of envelope
 * errors that carry data, of 401/402/429 and of every HTTP error, but stays silent for an envelope error
 * without data — which would otherwise leave the user with a dialog that silently refuses to close.
 */
export function needsOwnToast(error: ApiError): boolean {
  if (typeof error.status !== 'number') return false;
  const body = error.body;
  if (!isObject(body) || !('code' in body)) return false;
  if ([401, 402, 429].includes(Number(body.code))) return false;
  return !hasData(body.data);
}

/** True for the SPA's HTML page answered to a list call that has no API route (ignored). */
export function isHtmlAnswer(error: unknown): boolean {
  return isObject(error) && typeof error.body === 'string';
}

/** Why the server refused a write: its message, and the form field it names (a 422's `data.field`), if any. */
export interface WriteRefusal {
  message: string;
  field?: string;
}

/** What a form asks of a write besides its body. */
export interface WriteOptions {
  /** Told the server's refusal (after the toast), e.g. to show the message under the field it names. */
  onRefused?: (refusal: WriteRefusal) => void;
}

/**
 * The refusal an error answer or envelope carries: its message and the field its data names.
 *
 * @example refusalOf({ code: 422, msg: 'Too long', data: { field: 'name' } }, 'Failed') // { message: 'Too long', field: 'name' }
 */
export function refusalOf(body: unknown, fallback: string): WriteRefusal {
  const data = isObject(body) ? body.data : undefined;
  const field = isObject(data) && typeof data.field === 'string' && data.field ? data.field : undefined;
  const message = replyMessage(body) || fallback;
  return field ? { message, field } : { message };
}

/** Narrows what RTK Query's `unwrap()` rejects with. */
export function asApiError(error: unknown): ApiError {
  if (isObject(error) && 'status' in error) return error as unknown as ApiError;
  return { status: 'FETCH_ERROR', msg: String(error) };
}
