/** Money display rules: '+' before amounts ≥ 0 (red), negatives as they are (green). */

/**
 * Rounds to `digits` decimals (2 by default), half away from zero and
 * without the binary drift of `Math.round(x * 100) / 100` (1.005 → 1.01).
 *
 * @example round2(1.005) // 1.01
 * @example round2(2.345, 1) // 2.3
 */
export function round2(value: number | string, digits = 2): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return 0;
  const sign = n < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(n)}e${digits}`);
  return (sign * Math.round(shifted)) / 10 ** digits;
}

/**
 * An amount as plain money text: '￥' and two decimals, or undefined when it is not a number.
 *
 * @example amountText('12.5') // '￥12.50'
 */
export function amountText(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return undefined;
  return `￥${round2(n).toFixed(2)}`;
}

export type MoneyTone = 'income' | 'expense';

/** Tone → colour (red for income, green for expense, as the shop shows money logs). */
export const MONEY_COLORS = {
  income: 'rgb(var(--red-6, 245 63 63))',
  expense: 'rgb(var(--green-6, 0 180 42))',
} as const satisfies Record<MoneyTone, string>;

/**
 * The text and tone of an amount, or undefined when it is not a number.
 *
 * @example formatMoney(12) // { text: '+12.00', tone: 'income' }
 * @example formatMoney('-3.5') // { text: '-3.50', tone: 'expense' }
 */
export function formatMoney(value: number | string | null | undefined): { text: string; tone: MoneyTone } | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return undefined;
  const rounded = round2(n);
  const text = Math.abs(rounded).toFixed(2);
  return rounded >= 0 ? { text: `+${text}`, tone: 'income' } : { text: `-${text}`, tone: 'expense' };
}
