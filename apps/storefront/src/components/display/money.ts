import type { Money } from '@shop/api/endpoints/catalog';

/**
 * A price as shown after '￥': two decimals, '' when the server sent nothing usable.
 *
 * @example price('12.5') // '12.50'
 */
export function price(value: Money | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : String(value);
}
