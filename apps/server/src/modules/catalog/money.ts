/**
 * Money of the catalogue as integer cents: the database holds numeric(…,2) strings ('12.50'), code never adds or
 * scales floats.
 */

/** '12.5' / '12.50' / 12.5 → 1250. Throws on anything that is not a non-negative decimal with at most 2 places. */
export function toCents(value: string | number): number {
  const s = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) throw new RangeError(`not a money amount: ${s}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 1250 → '12.50' (the wire and column format). */
export function fromCents(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/**
 * A price after a percent-off discount ('10.00' = 10 % off), rounded half up to the cent:
 * price × (1 − discount / 100). The discount's 2 decimals make it an integer of hundredths of a percent.
 */
export function discounted(priceCents: number, discount: string): number {
  const off = Math.min(10000, toCents(discount));
  return Math.floor((priceCents * (10000 - off) + 5000) / 10000);
}
