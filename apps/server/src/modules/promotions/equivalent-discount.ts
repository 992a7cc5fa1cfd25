/**
 * The percent off a flash sale answers. A sale set by its own price has no percent of its own (0 stored), but
 * qwshop's clients price a sale from its percent alone: the goods page shows price × (1 − discount / 100) and the
 * Seller list "discount %". Such a sale answers the percent that gives its price.
 */
import { flashUnitCents } from '../checkout/steps/flash.ts';
import { toCents } from '../catalog/money.ts';

/** Enough decimals for any normal price a goods column holds (numeric(9,2): below 10^9 fen): see below. */
const MAX_DECIMALS = 8;

/**
 * The percent off `normalCents` that gives `chargedCents`, as a decimal text for a client that computes
 * normal × (1 − discount / 100) in floating point.
 *
 * Rounding: two decimals cannot always do it (a step of 0.01 % of ¥1559 is 15.59 fen), so the percent takes the
 * fewest decimals, from 2, with which it lands within half a fen of the charged price, and is rounded down at that
 * precision. Down: the price it gives is then in [charged, charged + 0.5 fen), never below what checkout charges,
 * and any rounding of it to the fen, half up or truncated, shows exactly the charged price. With k decimals the
 * distance is r / (100 × 10^k) fen for a remainder r < normal (in fen), so it is under half a fen once
 * 100 × 10^k > 2 × normal: k = 8 for any goods price.
 *
 * @example equivalentDiscount(155900, 125900) // '19.243' (1559 × 0.80757 = 1259.00163)
 * @example equivalentDiscount(10000, 8000) // '20.00'
 */
export function equivalentDiscount(normalCents: number, chargedCents: number): string {
  if (!(normalCents > 0) || chargedCents >= normalCents) return '0.00';
  if (chargedCents <= 0) return '100.00';
  const normal = BigInt(normalCents);
  const off = BigInt(normalCents - chargedCents);
  for (let k = 2; ; k += 1) {
    // Units of 10^-k percent in the whole price.
    const whole = 100n * 10n ** BigInt(k);
    const units = (whole * off) / normal;
    const remainder = whole * off - units * normal;
    if (2n * remainder < whole || k >= MAX_DECIMALS) return decimalText(units, k);
  }
}

/** `units` of 10^-k as a decimal text with k decimals. */
function decimalText(units: bigint, k: number): string {
  const digits = units.toString().padStart(k + 1, '0');
  return `${digits.slice(0, -k)}.${digits.slice(-k)}`;
}

/** A sale set by its own flash price rather than by a percent. */
export const setByPrice = (sale: { price: string }): boolean => toCents(sale.price) > 0;

/**
 * The `discount` a flash sale answers: its own percent, or for a sale set by its price the equivalent of the unit
 * price checkout charges off `normalCents` (the SKU's price for a sale of one SKU, else the goods' price).
 */
export function shownDiscount(sale: { price: string; discount: string }, normalCents: number): string {
  if (!setByPrice(sale)) return sale.discount;
  return equivalentDiscount(normalCents, flashUnitCents(normalCents, sale));
}
