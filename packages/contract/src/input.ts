import { z } from 'zod';

/**
 * Building blocks of request schemas (`requests/*.ts`). The clients send forms (qs-encoded, every value a string)
 * and JSON (numbers, booleans) to the same routes, and the server reads query and body as one input, so a field
 * is documented as the scalars it may arrive as and read the way the server always read it. A field built here
 * never refuses: the route's own check answers a wrong value with its message, in its order (some run only after
 * the sign-in attempt counter or a database read). A field that must refuse at once is written with plain zod
 * (`z.enum`, `.regex`) beside them, and the route says which answer its refusal gets.
 */

const scalar = z.union([z.string(), z.number(), z.boolean()]);

const trimmed = (v: string | number | boolean | undefined): string => (v === undefined ? '' : String(v).trim());

/**
 * A scalar read as trimmed text; '' when absent or not a scalar (an array, an object, null). An empty value still
 * reaches the route's check, so a field the route needs is documented as optional and says so in its description.
 */
export function text() {
  return scalar.optional().catch('').transform(trimmed);
}

/** Like `text()`, but undefined when the field was not sent at all: for routes where sending it means something. */
export function presentText() {
  return scalar
    .nullable()
    .optional()
    .catch(null)
    .transform((v) => (v === undefined ? undefined : v === null ? '' : trimmed(v)));
}

/** A secret (password, code) exactly as sent, untrimmed; '' when absent or not a string. */
export function secret() {
  return z
    .string()
    .optional()
    .catch('')
    .transform((v) => v ?? '');
}

const whole = (s: string): number | undefined =>
  /^-?\d+$/.test(s) && Number.isSafeInteger(Number(s)) ? Number(s) : undefined;

/**
 * A whole number sent as a JSON number or as decimal digits (surrounding spaces ignored); `fallback` when absent,
 * not a whole number or beyond the safe integers.
 */
export function integer(fallback: number) {
  return z
    .union([z.number().int(), z.string()])
    .optional()
    .catch(undefined)
    .transform((v) => whole(trimmed(v)) ?? fallback);
}

/** A whole number read as `integer()` reads it, but undefined when absent or not one: for a field another stands in for. */
export function maybeInteger() {
  return scalar
    .optional()
    .catch(undefined)
    .transform((v) => whole(trimmed(v)));
}

/** A filter on a whole number: undefined when absent or empty, `bad` when sent but not a whole number. */
export function optionalInteger(bad: number) {
  return text().transform((s) => (s === '' ? undefined : (whole(s) ?? bad)));
}

/**
 * A field whose several shapes the route reads itself (JSON text or object, a list or comma text): documented as
 * `documented`, but any value is kept as sent, so the route's reading stays the one judge.
 */
export function raw<T extends z.ZodType>(documented: T) {
  return documented
    .optional()
    .catch((ctx) => ctx.input as z.output<T>)
    .transform((v): unknown => v);
}

/** A switch: any value but '', '0' and 'false' (in any case) is on. */
export function flag() {
  return scalar
    .optional()
    .catch('')
    .transform((v) => {
      const s = trimmed(v).toLowerCase();
      return s !== '' && s !== '0' && s !== 'false';
    });
}

/** `page` and `per_page` of a paginated list, for spreading into its request schema (the route clamps them). */
export const pageFields = {
  page: integer(1).describe('1-based page'),
  per_page: integer(30).describe('rows per page (30 when absent)'),
};

/** A list sent as an array (`k[]=a`, `k[0]=a`, JSON) or as comma-separated text; [] when absent. */
export function textList() {
  return raw(z.union([z.array(z.string()), z.string()])).transform((v): string[] => {
    if (Array.isArray(v)) return v.map((x) => String(x));
    if (v && typeof v === 'object') return Object.values(v).map((x) => String(x));
    const s = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v).trim() : '';
    return s ? s.split(',') : [];
  });
}
