import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written with its table name. Drizzle leaves columns bare in the select list of a one-table query, so
 * inside a correlated subquery there `"id"` would name the subquery's own table instead of the outer row.
 */
export const col = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
