/** Bank card numbers the server accepts: 12 to 30 digits. */
export const CARD_NO = /^\d{12,30}$/;

/** Text limits of the request (the server's). */
export const CASH_MAX = { name: 20, bank_name: 30, card_no: 30, remark: 30 } as const;

/** The request form's fields, in order. */
export type CashField = 'money' | 'name' | 'bank_name' | 'card_no' | 'remark';

/** A form error: a key under `resources.seller_cashes.errors` and its values. */
export interface CashError {
  key: 'required' | 'amount' | 'balance' | 'card' | 'tooLong';
  values?: Record<string, unknown>;
}

/** An amount in cents: digits with at most two decimals; undefined otherwise (a sign, letters, 3 decimals). */
export function centsOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Whether a card number is one the server takes (spaces a user may type between groups are not allowed there). */
export const isCardNo = (value: unknown): boolean => CARD_NO.test(textOf(value));

/**
 * What is wrong with a withdrawal request, per field, as the server checks it; `balanceCents` (the store
 * balance, when it has loaded) caps the amount.
 *
 * @example cashErrors({ money: '50', name: 'Li', bank_name: 'ICBC', card_no: '123' }, 10000).card_no // { key: 'card' }
 */
export function cashErrors(
  values: Record<string, unknown>,
  balanceCents: number | undefined,
): Partial<Record<CashField, CashError>> {
  const errors: Partial<Record<CashField, CashError>> = {};
  const cents = centsOf(values.money);
  const typed = typeof values.money === 'number' ? String(values.money) : textOf(values.money);
  if (!typed) errors.money = { key: 'required' };
  else if (cents === undefined || cents <= 0) errors.money = { key: 'amount' };
  else if (balanceCents !== undefined && cents > balanceCents) {
    errors.money = { key: 'balance', values: { balance: (balanceCents / 100).toFixed(2) } };
  }
  for (const f of ['name', 'bank_name'] as const) {
    const text = textOf(values[f]);
    if (!text) errors[f] = { key: 'required' };
    else if ([...text].length > CASH_MAX[f]) errors[f] = { key: 'tooLong', values: { max: CASH_MAX[f] } };
  }
  if (!textOf(values.card_no)) errors.card_no = { key: 'required' };
  else if (!isCardNo(values.card_no)) errors.card_no = { key: 'card' };
  if ([...textOf(values.remark)].length > CASH_MAX.remark) {
    errors.remark = { key: 'tooLong', values: { max: CASH_MAX.remark } };
  }
  return errors;
}

/** The body of `POST /Seller/cashes`: texts trimmed, the amount as '12.50'. */
export function cashPayload(values: Record<string, unknown>): Record<string, string> {
  const cents = centsOf(values.money) ?? 0;
  return {
    money: (cents / 100).toFixed(2),
    name: textOf(values.name),
    bank_name: textOf(values.bank_name),
    card_no: textOf(values.card_no),
    remark: textOf(values.remark),
  };
}

/** Only a pending request can be taken back. */
export const isPending = (row: Record<string, unknown>): boolean => String(row.cash_status) === '0';
