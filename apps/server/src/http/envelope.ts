import type { MessageKey } from './messages.ts';

/** qwshop's envelope. `data` is never null: `[]` stands for "nothing", as the clients expect. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T | never[];
}

/**
 * A failure the client should see as `{code, msg, data}`. `msg` is a message key (translated per request)
 * or literal text. HTTP status stays 200 for business errors (qwshop's clients read `code`), and is
 * 400 for malformed input that no form of ours produces (unknown search field, bad operator, bad id).
 */
export class ApiError extends Error {
  constructor(
    public readonly key: MessageKey | string,
    public readonly code = 500,
    public readonly data: unknown = [],
    public readonly params?: Record<string, string | number>,
    public readonly httpStatus = 200,
    /** Prepended to the translated message, e.g. the spreadsheet row an import failed on. */
    public readonly context = '',
  ) {
    super(key);
  }

  /** The same error, located (e.g. `#3`). */
  at(context: string): ApiError {
    return new ApiError(this.key, this.code, this.data, this.params, this.httpStatus, context);
  }
}

/** Business rule failure: HTTP 200, code 500. */
export const fail = (key: MessageKey | string, params?: Record<string, string | number>, data: unknown = []) =>
  new ApiError(key, 500, data, params);

/**
 * A field value a form sent is invalid (empty required field, too long, not a number): code 422 in an HTTP 200
 * envelope, so the clients show the message next to the form instead of a bare HTTP status text.
 */
export const invalid = (key: MessageKey | string, params?: Record<string, string | number>) =>
  new ApiError(key, 422, [], params);

/** Malformed use of the protocol (unknown search/sort field, unknown operator, bad id): HTTP 400, code 400. */
export const badInput = (key: MessageKey | string, params?: Record<string, string | number>) =>
  new ApiError(key, 400, [], params, 400);

export const unauthorized = (key: MessageKey = 'loginInv') => new ApiError(key, 401);
export const forbidden = () => new ApiError('pmsThr', 403);

/** Normalise a payload for the wire: undefined/null become [] as in qwshop. */
export function wireData(data: unknown): unknown {
  return data === undefined || data === null ? [] : data;
}
