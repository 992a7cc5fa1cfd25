import type { ReactNode } from 'react';
import { DISTRIBUTION_LEVEL_NAMES } from '@shop/contract/distribution';
import { CASH_STATUS } from '@shop/contract/finance';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { round2 } from '@shop/ui/widgets/money';
import { StatusMapTag } from '@shop/ui/widgets/StatusMapTag';
import { CASH_STATUS_TAGS } from './finance-status.ts';
import { useOrderText } from './orders/useOrderText.ts';

const SUB_STYLE = { color: 'var(--color-text-3)', fontSize: 12, lineHeight: '18px' } as const;
const CLIP_STYLE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * An amount as the back offices show money: '￥' and two decimals; '-' when blank or not a number.
 *
 * @example yuan('12.5') // '￥12.50'
 */
export function yuan(value: unknown): string {
  const text = asText(value).trim();
  if (!text || !Number.isFinite(Number(text))) return '-';
  return `￥${round2(Number(text)).toFixed(2)}`;
}

/**
 * What a withdrawal moves, in cents: the gross amount that left the balance, the fee kept and what is paid out (the
 * row stores the net amount in `money` and the fee in `commission`).
 *
 * @example cashAmounts({ money: '9.80', commission: '0.20' }) // { gross: 1000, fee: 20, net: 980 }
 */
export function cashAmounts(row: CrudRow): { gross: number; fee: number; net: number } {
  const cents = (value: unknown) => Math.round(Number(asText(value) || '0') * 100) || 0;
  const net = cents(row.money);
  const fee = cents(row.commission);
  return { gross: net + fee, fee, net };
}

/**
 * A points amount: whole points without the decimals the column stores ('300.00' → '300'); '-' when blank.
 *
 * @example points('300.00') // '300'
 */
export function points(value: unknown): string {
  const text = asText(value).trim();
  if (!text || !Number.isFinite(Number(text))) return '-';
  return String(round2(Number(text)));
}

/**
 * A list cell of two lines: the value, and a smaller grey detail under it (both cut with an ellipsis), so a
 * narrow table keeps every fact without another column.
 */
export function Stacked({ main, sub, testId }: { main: ReactNode; sub?: ReactNode; testId?: string }) {
  // A cut text is read whole on hover.
  const whole = (node: ReactNode) => (typeof node === 'string' ? node : undefined);
  return (
    <div data-testid={testId} style={{ minWidth: 0 }}>
      <div style={CLIP_STYLE} title={whole(main)}>
        {main}
      </div>
      {sub ? (
        <div style={{ ...SUB_STYLE, ...CLIP_STYLE }} title={whole(sub)}>
          {sub}
        </div>
      ) : null}
    </div>
  );
}

/** The bank account a withdrawal is paid into: holder and bank, the card number under them. */
export function CashAccount({ row }: { row: CrudRow }) {
  const holder = [asText(row.name), asText(row.bank_name)].filter(Boolean).join(' · ');
  return <Stacked main={holder || '-'} sub={asText(row.card_no)} />;
}

/** A withdrawal's state; a refused one shows its reason under the tag (the applicant's answer). */
export function CashStatus({ row }: { row: CrudRow }) {
  const refused = asText(row.cash_status) === String(CASH_STATUS.refused);
  const tag = (
    <StatusMapTag map={CASH_STATUS_TAGS} value={row.cash_status} data-testid={`cash-status-${asText(row.id)}`} />
  );
  return refused && asText(row.refuse_info) ? <Stacked main={tag} sub={asText(row.refuse_info)} /> : tag;
}

/** A commission: the amount, and under it the rate of the amount it was computed on. */
export function Commission({ row }: { row: CrudRow }) {
  const text = useOrderText();
  const rate = asText(row.lev) || '0';
  return (
    <Stacked
      main={yuan(row.commission)}
      sub={text('resources.finance_status.rateOf', { rate, base: yuan(row.money) })}
    />
  );
}

/**
 * A commission log's level in the page's language: the server writes qwshop's Chinese names (一级分销 ...); a name
 * it does not know stays as written.
 */
export function CommissionLevel({ name }: { name: unknown }) {
  const text = useOrderText();
  const written = asText(name);
  const level = DISTRIBUTION_LEVEL_NAMES.findIndex((known) => known === written);
  return <>{level < 0 ? written || '-' : text(`resources.finance_status.level.${level + 1}`)}</>;
}
