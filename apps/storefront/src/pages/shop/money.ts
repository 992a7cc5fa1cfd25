/** Money of the wire ('12.50') as integer cents, and back: totals are summed in cents, never in floats. */
export function cents(value: string | number | null | undefined): number {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(String(value ?? '').trim());
  if (!m) return 0;
  const n = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -n : n;
}

export function yuan(c: number): string {
  const abs = Math.abs(Math.round(c));
  return `${c < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The sum of wire amounts, added in cents: `sumYuan(['0.10', '0.20'])` is '0.30', never '0.30000000000000004'. */
export function sumYuan(values: readonly (string | number | null | undefined)[]): string {
  return yuan(values.reduce<number>((sum, value) => sum + cents(value), 0));
}
