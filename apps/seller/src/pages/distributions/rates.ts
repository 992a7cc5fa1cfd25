import { DISTRIBUTION_LIMITS } from '@shop/contract/distribution';

/** The three levels' rate fields, in order. */
export const RATE_FIELDS = ['lev_1', 'lev_2', 'lev_3'] as const;
export type RateField = (typeof RATE_FIELDS)[number];

/** A form error: a key under `resources.seller_distributions.errors` and its values. */
export interface RateError {
  key: 'goods' | 'rate' | 'total';
  values?: Record<string, unknown>;
}

/** A percent as typed or sent (10, '10.5'); undefined when blank or not a number with at most two decimals. */
export function rateOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return undefined;
  return Number(text);
}

/** The sum of the levels in hundredths of a percent (integers, so 33.33 × 3 is not a float drift past 100). */
function totalBasisPoints(values: Record<string, unknown>): number {
  return RATE_FIELDS.reduce((sum, f) => sum + Math.round((rateOf(values[f]) ?? 0) * 100), 0);
}

/**
 * What is wrong with a plan, per field, as the server checks it: a goods picked, each level 0..100 with at
 * most two decimals, and the three together at most 100 (the total error is put on every level that is not
 * itself wrong, so whichever the user edits shows it).
 *
 * @example rateErrors({ goods_id: 3, lev_1: 60, lev_2: 50, lev_3: 0 }).lev_1 // { key: 'total', values: { total: '110' } }
 */
export function rateErrors(values: Record<string, unknown>): Partial<Record<'goods_id' | RateField, RateError>> {
  const errors: Partial<Record<'goods_id' | RateField, RateError>> = {};
  const goods = Number(values.goods_id);
  if (!Number.isInteger(goods) || goods <= 0) errors.goods_id = { key: 'goods' };
  for (const f of RATE_FIELDS) {
    const rate = rateOf(values[f]);
    if (rate === undefined || rate > DISTRIBUTION_LIMITS.maxRate) errors[f] = { key: 'rate' };
  }
  const total = totalBasisPoints(values);
  if (total > DISTRIBUTION_LIMITS.maxTotalRate * 100) {
    const error: RateError = { key: 'total', values: { total: String(total / 100) } };
    for (const f of RATE_FIELDS) errors[f] ??= error;
  }
  return errors;
}

/** The body of `POST|PUT /Seller/distributions`: the goods id and the three rates as '10.00' strings. */
export function planPayload(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { goods_id: Number(values.goods_id) };
  for (const f of RATE_FIELDS) body[f] = (rateOf(values[f]) ?? 0).toFixed(2);
  return body;
}

/** The form's values of a loaded plan (rates as numbers for the number inputs). */
export function planValues(row: Record<string, unknown> | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = { goods_id: row ? Number(row.goods_id) || undefined : undefined };
  for (const f of RATE_FIELDS) values[f] = row ? (rateOf(row[f]) ?? 0) : 0;
  return values;
}
