import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { fail, invalid } from '../../http/envelope.ts';
import type { Row } from '../../http/resource.ts';

/**
 * Small write checks shared by the system and content resources. The value checks run in `hooks.beforeWrite`;
 * checks that read the database run in `hooks.afterWrite` on the write's own transaction (a create's beforeWrite
 * already runs inside it, and PGlite has a single connection), where throwing rolls the write back.
 */

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
  db: Db | Tx,
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

/** Counters, sizes and sort keys are unsigned in qwshop (tinyint/int unsigned). */
export function nonNegative(values: Row, fields: readonly string[]): void {
  for (const f of fields) {
    const v = values[f];
    if (typeof v === 'number' && v < 0) throw invalid('badValue', { field: f });
  }
}
