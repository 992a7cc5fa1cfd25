import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import type { Row } from '../../http/resource.ts';
import { invalid } from '../../http/envelope.ts';
import { list, type Input } from '../../http/input.ts';
import { columnsOf } from '../../http/search.ts';

const MAX_LINKS = 1000;

/**
 * The id list a form sends for a many-to-many field (`role_id[]=1&role_id[]=2`, `role_id[0]=1` or `1,2`).
 * `undefined` when the field is absent (links stay as they are); an empty value means "no links".
 * Anything but positive integers is refused before a write starts.
 */
export function idList(input: Input, field: string): number[] | undefined {
  if (!(field in input)) return undefined;
  const raw = list(input, field)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (raw.length > MAX_LINKS) throw invalid('badValue', { field });
  const ids = raw.map((s) => {
    if (!/^\d{1,9}$/.test(s) || Number(s) === 0) throw invalid('badValue', { field });
    return Number(s);
  });
  return [...new Set(ids)];
}

function column(table: PgTable, name: string): PgColumn {
  const c = columnsOf(table)[name];
  if (!c) throw new Error(`unknown column ${name}`);
  return c;
}

/** Refuses ids that are not live rows of `table` (optionally within `scope`, e.g. the caller's own roles). */
export async function assertLive(
  tx: Tx,
  table: PgTable,
  ids: readonly number[],
  field: string,
  scope?: SQL,
): Promise<void> {
  if (!ids.length) return;
  const idCol = column(table, 'id');
  const rows = await tx
    .select({ id: idCol })
    .from(table)
    .where(and(inArray(idCol, [...ids]), isNull(column(table, 'deleted_at')), scope));
  if (rows.length !== ids.length) throw invalid('badValue', { field });
}

/** A pivot table and its two columns, e.g. admin_to_roles (admin_id → role_id). */
export interface Pivot {
  table: PgTable;
  from: string;
  to: string;
}

/**
 * Makes `from = id` link exactly `ids`. Pivot rows carry no history, so replaced links are removed outright
 * (as Laravel's sync() does) instead of being soft-deleted.
 */
export async function syncLinks(tx: Tx, pivot: Pivot, id: number, ids: readonly number[]): Promise<void> {
  await tx.delete(pivot.table).where(eq(column(pivot.table, pivot.from), id));
  if (ids.length) await tx.insert(pivot.table).values(ids.map((to) => ({ [pivot.from]: id, [pivot.to]: to })));
}

/** Removes every link of the given rows on `side` (used when those rows are deleted). */
export async function detachLinks(tx: Tx, pivot: Pivot, side: 'from' | 'to', ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await tx.delete(pivot.table).where(inArray(column(pivot.table, pivot[side]), [...ids]));
}

/** One side of a role's links: the linked table and the pivot holding `role_id` + `key`. */
interface RoleSide {
  table: PgTable;
  pivot: PgTable;
  key: 'menu_id' | 'permission_id';
  /** Order of the linked rows (menus by is_sort, permissions by id). */
  order: readonly string[];
}

async function linkedRows(db: Db, roleId: number, side: RoleSide): Promise<Row[]> {
  const cols = columnsOf(side.table);
  const pivotCols = columnsOf(side.pivot);
  const rows = (await db
    .select({ item: side.table })
    .from(side.table)
    .innerJoin(side.pivot, eq(pivotCols[side.key]!, cols.id!))
    .where(and(eq(pivotCols.role_id!, roleId), isNull(cols.deleted_at!), isNull(pivotCols.deleted_at!)))
    .orderBy(...side.order.map((c) => asc(cols[c]!)))) as { item: Row }[];
  // `code` is the menu sync's key, not part of what the role editor reads.
  return rows.map(({ item: { code: _code, ...item } }) => ({
    ...item,
    pivot: { role_id: roleId, [side.key]: item.id },
  }));
}

/**
 * A role as the role editor reads it (Admin and Seller alike): its live menus and permissions as raw rows with
 * their pivot, plus the `menu_id[]` / `permission_id[]` lists the form checks.
 */
export async function roleWithLinks(db: Db, row: Row, sides: { menus: RoleSide; permissions: RoleSide }): Promise<Row> {
  const id = Number(row.id);
  const menus = await linkedRows(db, id, sides.menus);
  const permissions = await linkedRows(db, id, sides.permissions);
  return {
    ...row,
    menus,
    permissions,
    menu_id: menus.map((m) => m.id),
    permission_id: permissions.map((p) => p.id),
  };
}
