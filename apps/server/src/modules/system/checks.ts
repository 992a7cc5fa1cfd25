import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { fail, invalid } from '../../http/envelope.ts';
import type { Row } from '../../http/resource.ts';

/**
 * Small write checks shared by the system and content resources (used from `hooks.beforeWrite`).
 * They throw the envelope errors, so a refused write changes nothing.
 */

/** The engine enforces `required` on create only; an update must not blank those fields either. */
export function keepRequired(values: Row, fields: readonly string[]): void {
  for (const f of fields) {
    if (!(f in values)) continue;
    const v = values[f];
    if (v === undefined || v === null || v === '') throw invalid('required', { field: f });
  }
}

/**
 * Links and image paths a page renders: a site-relative path or an http(s) URL, never `javascript:`,
 * `data:` or a protocol-relative `//host` that would take a shopper elsewhere unnoticed.
 */
export function safeLinks(values: Row, fields: readonly string[]): void {
  for (const f of fields) {
    const v = values[f];
    if (typeof v !== 'string' || v === '') continue;
    if (!/^(\/(?!\/)|https?:\/\/)/i.test(v) || /[\s<>"']/.test(v)) throw invalid('badValue', { field: f });
  }
}

/** Refuses a value already used by another live row (lookup keys such as agreement enames, area codes). */
export async function mustBeUnique(
  db: Db,
  table: PgTable,
  cols: { id: PgColumn; deleted: PgColumn; column: PgColumn },
  field: string,
  value: unknown,
  exceptId: number | undefined,
  extra?: SQL,
): Promise<void> {
  if (typeof value !== 'string' || value === '') return;
  const rows = await db
    .select({ id: cols.id })
    .from(table)
    .where(and(eq(cols.column, value), isNull(cols.deleted), exceptId ? ne(cols.id, exceptId) : undefined, extra))
    .limit(1);
  if (rows.length) throw fail('exists', { field });
}
