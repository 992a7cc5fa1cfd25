import { hashPassword } from '../../lib/password.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import { badInput, invalid } from '../envelope.ts';
import type { Input } from '../input.ts';
import { coerce, columnsOf } from '../search.ts';
import type { Row } from './types.ts';

/** What a resource's descriptor adds to a column's own checks. */
export interface FieldLimit {
  max?: number | undefined;
  enum?: readonly (string | number)[] | undefined;
}

const ALWAYS_HIDDEN = ['password', 'pay_password'];
const HASHED = new Set(['password', 'pay_password']);

/** Removes hidden columns from a row. */
export function strip(row: Row, hidden: readonly string[] = []): Row {
  const out: Row = { ...row };
  for (const k of ALWAYS_HIDDEN) delete out[k];
  for (const k of hidden) delete out[k];
  return out;
}

/** Parses `{ids}` of a destroy (or a single show/update id); non-numeric items are dropped as in the reference. */
export function parseIds(raw: string): number[] {
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => /^\d{1,9}$/.test(s))
        .map(Number)
        .filter((n) => n > 0),
    ),
  ];
}

/** A single `:id` path parameter; anything but a positive integer is bad input. */
export function parseId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw badInput('badValue', { field: 'id' });
  return Number(raw);
}

/**
 * Values for a write: only the given columns, coerced to their types and lengths, secrets hashed, rich text
 * cleaned. An empty password means "keep the current one"; an empty optional field takes its default.
 */
export async function writableValues(
  table: PgTable,
  fields: readonly string[],
  input: Input,
  mode: 'create' | 'update',
  opts: {
    richText?: readonly string[] | undefined;
    required?: readonly string[] | undefined;
    defaultWhenAbsent?: readonly string[] | undefined;
    limits?: Readonly<Record<string, FieldLimit>> | undefined;
  } = {},
): Promise<Row> {
  const cols = columnsOf(table);
  const values: Row = {};
  for (const field of fields) {
    if (!(field in input)) continue;
    const c = cols[field];
    if (!c) throw new Error(`unknown column ${field}`);
    let raw = input[field];
    // The proofs and length rules read a secret only as text: a number or a list would slip past them here.
    if (HASHED.has(field) && raw !== undefined && raw !== null && typeof raw !== 'string') {
      throw invalid('badValue', { field });
    }
    if (Array.isArray(raw)) raw = raw.join(',');
    if (raw === '' || raw === null || raw === undefined) {
      if (HASHED.has(field)) continue;
      if (c.notNull) {
        if (c.hasDefault) {
          if (mode === 'create') continue;
          const d = (c as unknown as { default?: unknown }).default;
          if (typeof d === 'string' || typeof d === 'number') values[field] = d;
          continue;
        }
        values[field] = '';
        continue;
      }
      values[field] = null;
      continue;
    }
    let v = coerce(c, field, raw);
    const limit = opts.limits?.[field];
    const columnMax = (c as unknown as { length?: number }).length;
    const max = limit?.max && columnMax ? Math.min(limit.max, columnMax) : (limit?.max ?? columnMax);
    if (typeof v === 'string' && max && v.length > max) throw invalid('tooLong', { field, max });
    if (limit?.enum && !limit.enum.some((allowed) => String(allowed) === String(v))) {
      throw invalid('badValue', { field });
    }
    if (typeof v === 'string' && HASHED.has(field)) v = await hashPassword(v);
    if (typeof v === 'string' && opts.richText?.includes(field)) v = sanitizeRichText(v);
    values[field] = v;
  }
  for (const field of opts.required ?? []) {
    // On create a required field must be given; on update (and on create, for a field with a default when absent)
    // it may be omitted but never blanked.
    // Judged on the value as written: an array is joined first, so `name[]=` blanks the field as `name=` does.
    const given = field in input;
    const raw = Array.isArray(input[field]) ? (input[field] as unknown[]).join(',') : input[field];
    const blank = raw === '' || raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
    const mustBeGiven = mode === 'create' && !opts.defaultWhenAbsent?.includes(field);
    if (mustBeGiven ? !given || blank || values[field] === '' : given && blank) {
      throw invalid('required', { field });
    }
  }
  return values;
}

/** Import bodies arrive as `0[name]=x&1[name]=y` (a qs-encoded array) or under `data`/`rows`/`list`. */
export function importRows(input: Input): Input[] {
  const pick = (v: unknown): Input[] | undefined => {
    if (Array.isArray(v)) return (v as unknown[]).filter((x): x is Input => !!x && typeof x === 'object');
    if (v && typeof v === 'object') {
      const vals = Object.entries(v as Record<string, unknown>).filter(([k]) => /^\d+$/.test(k));
      if (vals.length) return vals.map(([, x]) => x).filter((x): x is Input => !!x && typeof x === 'object');
    }
    return undefined;
  };
  return pick(input.data) ?? pick(input.rows) ?? pick(input.list) ?? pick(input) ?? [];
}
