import type { MoneyLogType } from '@shop/api/endpoints/finance';

/** The three history pages (balance, frozen funds, points) by route name: their `is_type` and text key. */
export const MONEY_LOG_KINDS = {
  'user.money': { type: 0, key: 'money' },
  'user.frozen_money': { type: 1, key: 'frozen' },
  'user.integral': { type: 2, key: 'integral' },
} as const satisfies Record<string, { type: MoneyLogType; key: string }>;

export type MoneyLogKind = (typeof MONEY_LOG_KINDS)[keyof typeof MONEY_LOG_KINDS];

/** The kind of a route name; the balance for any other (the page is only routed under the three names). */
export function moneyLogKind(routeName: string): MoneyLogKind {
  return routeName in MONEY_LOG_KINDS
    ? MONEY_LOG_KINDS[routeName as keyof typeof MONEY_LOG_KINDS]
    : MONEY_LOG_KINDS['user.money'];
}

/**
 * A log's change as the list shows it: the server's string, '+' before an income, a debit as
 * it comes; `income` picks the styling.
 *
 * @example signedChange('3.30') // { text: '+3.30', income: true }
 */
export function signedChange(value: string | number | null | undefined): { text: string; income: boolean } {
  const text = String(value ?? '').trim() || '0';
  if (text.startsWith('-')) return { text, income: false };
  return { text: text.startsWith('+') ? text : `+${text}`, income: true };
}

/** A balance of the user record as text: the server's value, '0.00' (points '0') when it has none. */
export function balanceText(value: unknown, points: boolean): string {
  if (typeof value === 'number') return points ? String(value) : value.toFixed(2);
  if (typeof value === 'string' && value.trim()) return value.trim();
  return points ? '0' : '0.00';
}
