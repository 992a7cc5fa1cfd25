import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { shanghaiTime } from '../../lib/time.ts';
import type { Area } from '../context.ts';
import { badInput } from '../envelope.ts';
import { str, type Input } from '../input.ts';
import { columnsOf } from '../search.ts';
import type { ResourceCtx, ResourceDef, Row } from './types.ts';
import { strip, writableValues } from './values.ts';

/** What every handler of one resource shares: its table, columns, access conditions and row helpers. */
export interface ResourceContext {
  def: ResourceDef;
  table: PgTable;
  cols: Record<string, PgColumn>;
  /** A column by name; throws on a name the table lacks (a configuration mistake, not a client one). */
  col: (name: string) => PgColumn;
  idCol: PgColumn;
  deletedCol: PgColumn | undefined;
  searchable: ReadonlySet<string>;
  hidden: readonly string[];
  /** A row as clients may see it: hidden columns removed, masked ones masked. */
  present: (row: Row) => Row;
  /** Route-name prefix: `admin.goods`, `seller.goods`, `home.addresses`. */
  routeBase: string;
  ctxOf: (req: FastifyRequest) => ResourceCtx;
  /** Conditions every access shares: live rows, the caller's own rows, the resource's fixed scope. */
  baseWhere: (ctx: ResourceCtx) => SQL[];
  orderBy: (input: Input) => SQL[];
  /** Attaches the relations the list asked for with `isWith`. */
  embed: (db: Db, rows: Row[], input: Input) => Promise<void>;
  /** Inserts one row from a body (create and each import line), with the owner forced and the hooks run. */
  createOne: (tx: Tx, input: Input, ctx: ResourceCtx) => Promise<Row>;
}

const areaSegment = (area: Area) => (area === 'admin' ? 'admin' : area === 'seller' ? 'seller' : 'home');

/**
 * Builds the shared context of a resource once, at registration. Every column the configuration names is checked
 * here so a typo fails at start-up, not at request time.
 */
export function resourceContext(def: ResourceDef): ResourceContext {
  const table: PgTable = def.table;
  const cols = columnsOf(table);
  const col = (name: string): PgColumn => {
    const c = cols[name];
    if (!c) throw new Error(`resource ${def.path}: unknown column ${name}`);
    return c;
  };
  for (const f of [...def.writable, ...(def.search ?? []), ...(def.sort ?? []), ...(def.required ?? [])]) col(f);
  if (def.owner) col(def.owner.column);
  if (def.owner?.ownRow) col(def.owner.ownRow);
  const idCol = col('id');
  /** The caller's rows: those the owner holds, and the owner's own row when the resource lists it. */
  const ownerWhere = (owner: NonNullable<ResourceDef['owner']>, ownerId: number): SQL => {
    const held = eq(col(owner.column), ownerId);
    return owner.ownRow ? (or(held, eq(col(owner.ownRow), ownerId)) ?? held) : held;
  };
  const deletedCol = cols.deleted_at;
  const hidden = def.hidden ?? [];
  const present = (row: Row): Row => {
    const out = strip(row, hidden);
    for (const [k, mask] of Object.entries(def.masked ?? {})) if (k in out) out[k] = mask(out[k]);
    return out;
  };

  const ctxOf = (req: FastifyRequest): ResourceCtx => ({
    req,
    input: req.input,
    ownerId: def.owner ? def.owner.value(req) : undefined,
  });

  const baseWhere = (ctx: ResourceCtx): SQL[] => {
    const w: SQL[] = [];
    if (deletedCol) w.push(isNull(deletedCol));
    if (def.owner) w.push(ownerWhere(def.owner, ctx.ownerId ?? -1));
    const extra = def.scope?.(ctx);
    if (extra) w.push(extra);
    return w;
  };

  const rc: ResourceContext = {
    def,
    table,
    cols,
    col,
    idCol,
    deletedCol,
    searchable: new Set(def.search ?? []),
    hidden,
    present,
    routeBase: `${areaSegment(def.area)}.${def.path.replaceAll('/', '.')}`,
    ctxOf,
    baseWhere,
    orderBy: orderByOf(def, col, idCol),
    embed: (db, rows, input) => embedRelations(def, db, rows, input),
    createOne: (tx, input, ctx) => createOne(rc, tx, input, ctx),
  };
  return rc;
}

/** `sort_type` / `sort_order` when the column is sortable (id breaks ties), else the resource's default order. */
function orderByOf(def: ResourceDef, col: (name: string) => PgColumn, idCol: PgColumn): (input: Input) => SQL[] {
  const sortable = new Set(def.sort ?? []);
  return (input) => {
    const field = str(input, 'sort_type');
    if (field) {
      if (!sortable.has(field)) throw badInput('notSortable', { field });
      const dir = str(input, 'sort_order').toLowerCase() === 'asc' ? asc : desc;
      return [dir(col(field)), desc(idCol)];
    }
    const order = def.order ?? [{ field: 'id', dir: 'desc' as const }];
    return order.map((o) => (o.dir === 'asc' ? asc(col(o.field)) : desc(col(o.field))));
  };
}

async function embedRelations(def: ResourceDef, db: Db, rows: Row[], input: Input): Promise<void> {
  const names = str(input, 'isWith')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) {
    const rel = def.relations?.[name];
    // A formatted resource already answers what its pages ask `isWith` for (the order lists' store, user, refund).
    if (!rel && def.format?.list) continue;
    if (!rel) throw badInput('badValue', { field: 'isWith' });
    const relCols = columnsOf(rel.table);
    const foreign = relCols[rel.foreign];
    if (!foreign) throw new Error(`relation ${name}: unknown column ${rel.foreign}`);
    const keys = [...new Set(rows.map((r) => r[rel.local]).filter((v) => v !== null && v !== undefined))] as (
      string | number
    )[];
    const found = keys.length
      ? ((await db
          .select()
          .from(rel.table)
          .where(and(inArray(foreign, keys), relCols.deleted_at ? isNull(relCols.deleted_at) : undefined))) as Row[])
      : [];
    for (const r of rows) {
      const matches = found.filter((f) => f[rel.foreign] === r[rel.local]).map((f) => strip(f, rel.hidden));
      r[name] = rel.kind === 'belongsTo' ? (matches[0] ?? null) : matches;
    }
  }
}

async function createOne(rc: ResourceContext, tx: Tx, input: Input, ctx: ResourceCtx): Promise<Row> {
  const { def, table, cols } = rc;
  const values = await writableValues(table, def.writable, input, 'create', def);
  if (def.owner) values[def.owner.column] = ctx.ownerId;
  await def.hooks?.beforeWrite?.(values, { ...ctx, input }, undefined, tx);
  const now = shanghaiTime();
  if (cols.created_at) values.created_at = now;
  if (cols.updated_at) values.updated_at = now;
  const [row] = (await tx
    .insert(table)
    .values(values as never)
    .returning()) as Row[];
  await def.hooks?.afterWrite?.(tx, Number(row!.id), { ...ctx, input }, 'create');
  return row!;
}
