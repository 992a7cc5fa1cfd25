import { and, between, eq, gt, gte, ilike, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getTableColumns } from 'drizzle-orm';
import { SEARCH_OPERATORS } from '@shop/contract/list';
import { badInput, invalid } from './envelope.ts';
import type { Input } from './input.ts';

/** A relation a resource declares, usable by `isWith` (embed rows) and `v|whereHas|rel` (filter by them). */
export interface Relation {
  table: PgTable;
  /** belongsTo embeds one row (or null), hasMany an array. Either way `local` (own column) = `foreign` (theirs). */
  kind: 'belongsTo' | 'hasMany';
  local: string;
  foreign: string;
  /** Related columns a `whereHas` filter may use. */
  search?: readonly string[];
  /** Related columns never sent to a client (passwords are always removed). */
  hidden?: readonly string[];
}

/** Parameters of the list protocol that are never column filters. */
export const RESERVED_PARAMS = new Set([
  'page',
  'per_page',
  'isAll',
  'isWith',
  'isResource',
  'isChildren',
  'total',
  'last_page',
  'current_page',
  'count',
  'sort_type',
  'sort_order',
  'lang',
  'provider',
  'token',
  '_',
  '_t',
]);

/** The clients' named operators (one list, in the contract) and the plain comparison signs qwshop also took. */
const OPS = new Set<string>([...SEARCH_OPERATORS, '=', '<>', '>', '>=', '<', '<=']);

export function columnsOf(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table) as Record<string, PgColumn>;
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Turns one raw value into a value fit for `column`, or a 400 naming the field. Forms send strings; the
 * database would otherwise fail with a 500 on 'abc' for an integer.
 */
export function coerce(column: PgColumn, field: string, raw: unknown): string | number | null {
  const type = column.columnType;
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'object') throw invalid('badValue', { field });
  let s = String(raw).trim();
  if (type === 'PgInteger' || type === 'PgSmallInt' || type === 'PgBigInt53' || type === 'PgSerial') {
    if (s === 'true') s = '1';
    if (s === 'false') s = '0';
    if (!/^-?\d{1,15}$/.test(s)) throw invalid('badValue', { field });
    const n = Number(s);
    if (type === 'PgSmallInt' && Math.abs(n) > 32767) throw invalid('badValue', { field });
    if (type === 'PgInteger' && Math.abs(n) > 2147483647) throw invalid('badValue', { field });
    return n;
  }
  if (type === 'PgNumeric' || type === 'PgDoublePrecision' || type === 'PgReal') {
    if (!/^-?\d{1,12}(\.\d{1,6})?$/.test(s)) throw invalid('badValue', { field });
    return s;
  }
  if (type === 'PgTimestampString' || type === 'PgTimestamp' || type === 'PgDateString' || type === 'PgDate') {
    if (s === '') return null;
    if (!/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/.test(s)) throw invalid('badValue', { field });
    return s.replace('T', ' ');
  }
  return s;
}

interface FilterSpec {
  table: PgTable;
  searchable: ReadonlySet<string>;
  relations: Record<string, Relation>;
  /** Keys this resource reads itself (custom filters); skipped here. */
  ownParams?: ReadonlySet<string>;
}

/**
 * qwshop's filter grammar (`k=v`, `k[]=a&k[]=b`, `k=v|op`, `k=v|whereHas|rel[|op]`) over a whitelist:
 * only declared fields, only the listed operators, values coerced per column type, always parameterised.
 */
export function buildFilters(input: Input, spec: FilterSpec): SQL[] {
  const cols = columnsOf(spec.table);
  const out: SQL[] = [];
  for (const [key, raw] of Object.entries(input)) {
    if (RESERVED_PARAMS.has(key) || spec.ownParams?.has(key)) continue;
    if (raw === '' || raw === undefined || raw === null) continue;
    if (Array.isArray(raw) || (typeof raw === 'object' && raw !== null)) {
      const col = searchColumn(cols, spec.searchable, key);
      const values = Object.values(raw as object).filter((v) => v !== '' && v !== null);
      if (values.length !== 2) throw badInput('badValue', { field: key });
      out.push(and(gte(col, coerce(col, key, values[0])), lt(col, coerce(col, key, values[1])))!);
      continue;
    }
    const parts = String(raw).split('|');
    const value = parts[0] ?? '';
    const op = parts[1];
    if (op === undefined) {
      const col = searchColumn(cols, spec.searchable, key);
      out.push(eq(col, coerce(col, key, value)));
      continue;
    }
    if (!OPS.has(op)) throw badInput('badOperator', { op });
    if (op === 'whereHas') {
      out.push(whereHas(spec, key, value, parts[2] ?? '', parts[3]));
      continue;
    }
    const col = searchColumn(cols, spec.searchable, key);
    out.push(condition(col, key, op, value));
  }
  return out;
}

function searchColumn(cols: Record<string, PgColumn>, searchable: ReadonlySet<string>, key: string): PgColumn {
  const col = cols[key];
  if (!col || !searchable.has(key)) throw badInput('notSearchable', { field: key });
  return col;
}

function condition(col: PgColumn, field: string, op: string, value: string): SQL {
  switch (op) {
    case 'like':
      return ilike(col, `%${escapeLike(value)}%`);
    case 'likeRight':
      return ilike(col, `${escapeLike(value)}%`);
    case 'likeLeft':
      return ilike(col, `%${escapeLike(value)}`);
    case 'gt':
    case '>':
      return gt(col, coerce(col, field, value));
    case 'lt':
    case '<':
      return lt(col, coerce(col, field, value));
    case 'ngt':
    case '>=':
      return gte(col, coerce(col, field, value));
    case 'nlt':
    case '<=':
      return lte(col, coerce(col, field, value));
    case '=':
      return eq(col, coerce(col, field, value));
    case '<>':
      return ne(col, coerce(col, field, value));
    case 'in': {
      const items = value.split(',').filter((v) => v !== '');
      if (!items.length) return sql`false`;
      if (items.length > 1000) throw badInput('badValue', { field });
      return inArray(
        col,
        items.map((v) => coerce(col, field, v)),
      );
    }
    case 'between': {
      const [a, b] = value.split(',');
      if (a === undefined || b === undefined) throw badInput('badValue', { field });
      return between(col, coerce(col, field, a), coerce(col, field, b));
    }
    default:
      throw badInput('badOperator', { op });
  }
}

function whereHas(spec: FilterSpec, field: string, value: string, relName: string, op: string | undefined): SQL {
  const rel = spec.relations[relName];
  if (!rel || !rel.search?.includes(field)) throw badInput('notSearchable', { field: `${relName}.${field}` });
  const relCols = columnsOf(rel.table);
  const ownCols = columnsOf(spec.table);
  const target = relCols[field];
  const local = ownCols[rel.local];
  const foreign = relCols[rel.foreign];
  const relDeleted = relCols.deleted_at;
  if (!target || !local || !foreign) throw badInput('notSearchable', { field });
  const match = op ? condition(target, field, op === '=' ? '=' : op, value) : condition(target, field, 'like', value);
  const link = eq(foreign, local);
  const live = relDeleted ? sql`and ${relDeleted} is null` : sql``;
  return sql`exists (select 1 from ${rel.table} where ${link} and ${match} ${live})`;
}
