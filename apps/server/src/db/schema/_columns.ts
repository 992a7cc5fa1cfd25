import { sql } from 'drizzle-orm';
import { integer, timestamp, numeric, varchar, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Column helpers shared by every table, so the conventions of qwshop's data model live in one place:
 * timestamps are Asia/Shanghai wall-clock `timestamp(0)` returned as 'YYYY-MM-DD HH:mm:ss' strings,
 * money is numeric(…,2) returned as '12.50' strings (the wire format), every table soft-deletes.
 */
export const shanghaiNow = sql`(now() at time zone 'Asia/Shanghai')::timestamp(0)`;

export const ts = (name: string) => timestamp(name, { mode: 'string', precision: 0 });

export const pk = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const timestamps = () => ({
  created_at: ts('created_at').default(shanghaiNow),
  updated_at: ts('updated_at').default(shanghaiNow),
  deleted_at: ts('deleted_at'),
});

export const money = (name: string, precision = 10) => numeric(name, { precision, scale: 2 }).notNull().default('0.00');

export const str = (name: string, length: number) => varchar(name, { length }).notNull().default('');

export const int = (name: string) => integer(name).notNull().default(0);

/** tinyint unsigned of qwshop: a NOT NULL smallint with its default (0 unless stated). */
export const tiny = (name: string, dflt = 0) => smallint(name).notNull().default(dflt);

/** NOT NULL text; PostgreSQL invents no implicit '' like non-strict MySQL did, so the default is explicit. */
export const txt = (name: string) => text(name).notNull().default('');

/** decimal(p,s) other than the common money shape (rates, weights, ratings). */
export const dec = (name: string, precision: number, scale = 2, dflt = '0.00') =>
  numeric(name, { precision, scale }).notNull().default(dflt);

/** Site-relative image/file path (/uploads/...); 255 so long OSS URLs fit. */
export const img = (name: string) => str(name, 255);

/** qwshop's ipAddress columns. */
export const ip = (name = 'ip') => varchar(name, { length: 45 }).notNull().default('0.0.0.0');

/**
 * qwshop froze `now()` at migration time as a literal default on these columns;
 * the port uses the insert time instead (optionally shifted, e.g. "5 days" for validity ends).
 */
export const tsNow = (name: string, plus?: string) =>
  ts(name)
    .notNull()
    .default(plus ? sql.raw(`((now() at time zone 'Asia/Shanghai') + interval '${plus}')::timestamp(0)`) : shanghaiNow);
