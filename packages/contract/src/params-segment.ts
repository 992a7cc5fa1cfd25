/**
 * The storefront's `:params` encoding: `base64(JSON.stringify(object))`,
 * used by `/s/:params?`, `/collectives/:params?`, `/order/before/:params`, `/order/pay/:params` and the
 * `params` query field of `GET /goods` and `GET /stores`. The server decodes it with plain base64 + JSON, so
 * the wire format stays the standard alphabet; unlike the original's `btoa` it is UTF-8 safe here.
 */
export type ParamsObject = Record<string, unknown>;

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(encoded: string): string {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Encodes an object as the `params` value.
 *
 * @example encodeParams({ keywords: '' }) // 'eyJrZXl3b3JkcyI6IiJ9'
 */
export function encodeParams(params: ParamsObject): string {
  return toBase64(JSON.stringify(params));
}

/**
 * Decodes a `params` value into its object; anything unreadable (bad base64, bad JSON, not an object)
 * reads as `{}` so a hand-edited address shows the unfiltered list instead of an error. Accepts the value
 * still URL-encoded (as a path segment may arrive), the URL-safe alphabet and missing padding.
 *
 * @example decodeParams('eyJrZXl3b3JkcyI6IiJ9') // { keywords: '' }
 */
export function decodeParams(segment: string | null | undefined): ParamsObject {
  if (!segment) return {};
  try {
    let text = segment.includes('%') ? decodeURIComponent(segment) : segment;
    text = text.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
    text = text.padEnd(text.length + ((4 - (text.length % 4)) % 4), '=');
    const value: unknown = JSON.parse(fromBase64(text));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ParamsObject) : {};
  } catch {
    return {};
  }
}

/**
 * A link whose last segment is the encoded object, URL-encoded so `+`, `/` and `=` survive the path.
 *
 * @example paramsPath('/s', { keywords: '' }) // '/s/eyJrZXl3b3JkcyI6IiJ9'
 */
export function paramsPath(base: string, params: ParamsObject): string {
  return `${base}/${encodeURIComponent(encodeParams(params))}`;
}

/**
 * Free text inside a params object is percent-encoded first, as the original client does and as the server
 * expects (it URL-decodes `keywords`): a literal `%` or `+` in a search then reaches the server intact.
 */
export function encodeKeywords(text: string): string {
  return encodeURIComponent(text.trim());
}

/** The readable text of an encoded `keywords` value ('' for none; the literal "undefined" counts as none). */
export function decodeKeywords(value: unknown): string {
  if (typeof value !== 'string' || value === 'undefined') return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
