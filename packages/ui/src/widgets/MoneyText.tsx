import { formatMoney, MONEY_COLORS } from './money.ts';

export interface MoneyTextProps {
  /** An amount (number or numeric string); empty or non-numeric shows '-'. */
  value: number | string | null | undefined;
}

/**
 * An amount with two decimals: '+' and red when ≥ 0, green when negative.
 *
 * @example <MoneyText value={12} /> // +12.00 (red)
 * @example <MoneyText value="-3.5" /> // -3.50 (green)
 */
export function MoneyText({ value }: MoneyTextProps) {
  const money = formatMoney(value);
  if (!money) return <span>-</span>;
  return (
    <span style={{ color: MONEY_COLORS[money.tone] }} data-tone={money.tone}>
      {money.text}
    </span>
  );
}
