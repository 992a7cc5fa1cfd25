/**
 * What the backup reads about a database from PostgreSQL's own catalogue rather than from the Drizzle schema: the
 * tables that are really there (a table created by a hand-written migration included), their columns as stored, and
 * which of them a sequence numbers. The same queries run on PGlite and on PostgreSQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type Row = Record<string, string | null>;

/** Runs a statement and answers its rows, whichever driver is underneath (both answer `{ rows }`). */
export async function rowsOf<T = Row>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The application's tables (schema public), by name. */
export async function listTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((r) => r.name);
}

export interface TableShape {
  /** Columns a row is written with, in table order: generated columns are left out (the target computes them). */
  columns: string[];
  /** Primary key columns in key order (empty: none). */
  primaryKey: string[];
  /** Columns numbered by a sequence (identity or serial). */
  numbered: string[];
}

export async function tableShape(db: Db, table: string): Promise<TableShape> {
  const columns = await rowsOf<{ name: string; generated: string; identity: string; dflt: string | null }>(
    db,
    sql`select column_name as name, is_generated as generated, is_identity as identity, column_default as dflt
        from information_schema.columns where table_schema = 'public' and table_name = ${table}
        order by ordinal_position`,
  );
  const key = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`public.${quoteIdent(table)}`}::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return {
    columns: columns.filter((c) => c.generated !== 'ALWAYS').map((c) => c.name),
    primaryKey: key.map((k) => k.name),
    numbered: columns.filter((c) => c.identity === 'YES' || (c.dflt ?? '').startsWith('nextval(')).map((c) => c.name),
  };
}

/** The sequence behind a numbered column (identity or serial). */
export async function sequenceOf(db: Db, table: string, column: string): Promise<string> {
  const [row] = await rowsOf<{ seq: string | null }>(
    db,
    sql`select pg_get_serial_sequence(${`public.${quoteIdent(table)}`}, ${column}) as seq`,
  );
  if (!row?.seq) throw new Error(`no sequence behind ${table}.${column}`);
  return row.seq;
}

/** The last migration applied (drizzle's journal in the database), null when none is. */
export async function appliedMigration(db: Db): Promise<{ hash: string; when: number; count: number } | null> {
  const [exists] = await rowsOf<{ ok: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!exists?.ok) return null;
  const rows = await rowsOf<{ hash: string; created_at: string; count: string }>(
    db,
    sql`select hash, created_at::text as created_at, (select count(*) from drizzle.__drizzle_migrations)::text as count
        from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const last = rows[0];
  return last ? { hash: last.hash, when: Number(last.created_at), count: Number(last.count) } : null;
}
