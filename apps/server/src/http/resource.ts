import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { hashPassword } from '../lib/password.ts';
import { shanghaiTime } from '../lib/time.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import type { Area } from './context.ts';
import { ApiError, badInput, fail, invalid } from './envelope.ts';
import { flag, int, str, type Input } from './input.ts';
import { collection, paginator } from './paginate.ts';
import { buildFilters, coerce, columnsOf, type Relation } from './search.ts';

export type Verb = 'index' | 'show' | 'store' | 'update' | 'destroy' | 'import';
export type Row = Record<string, unknown>;

export interface ResourceCtx {
  req: FastifyRequest;
  input: Input;
  /** Value of the owner column for this caller (store id, admin owner id, user id), when the resource has one. */
  ownerId: number | undefined;
}

export interface ResourceDef<T extends PgTable = PgTable> {
  area: Area;
  /** Path under the area prefix, e.g. 'admins' → /api/Admin/admins; also the route-name segment. */
  path: string;
  table: T;
  verbs?: readonly Verb[];
  /**
   * Row ownership: every read, update and delete is limited to rows whose `column` equals `value(req)` and every
   * create forces it. For the Seller area this is how a store sees only its own data: by construction.
   */
  owner?: { column: string; value: (req: FastifyRequest) => number };
  /** Columns a client may write. Everything else in a body is ignored (ids, timestamps, formatter extras). */
  writable: readonly string[];
  /** Columns that must be non-empty on create. */
  required?: readonly string[];
  /** Columns never sent to a client. `password` and `pay_password` always are. */
  hidden?: readonly string[];
  /** Rich-text columns: the HTML part is sanitised on write (`HTML##qingwuit##JSON`). */
  richText?: readonly string[];
  /** Columns the list may filter on (all operators of the grammar apply). */
  search?: readonly string[];
  /** Columns the list may sort on with `sort_type` / `sort_order`. */
  sort?: readonly string[];
  /** Default order; `id desc` when unset. */
  order?: readonly { field: string; dir: 'asc' | 'desc' }[];
  /** Tree tables: children have `pid` = parent's `key` (areas link by code). */
  tree?: { key: 'id' | 'code' };
  relations?: Record<string, Relation>;
  /** Rows that can never be deleted (admin 1, role 1). */
  protectedIds?: readonly number[];
  /** Extra list parameters this resource reads itself (skipped by the filter grammar). */
  ownParams?: readonly string[];
  /** Extra fixed conditions for every read/update/delete (beside the owner). */
  scope?: (ctx: ResourceCtx) => SQL | undefined;
  format?: {
    /** When set, the list answers shape B with these items instead of raw paginator A. */
    list?: (rows: Row[], ctx: ResourceCtx) => Promise<unknown[]> | unknown[];
    /** Extra top-level keys of a formatted list (e.g. store counts). */
    listExtra?: (ctx: ResourceCtx) => Promise<Record<string, unknown>>;
    show?: (row: Row, ctx: ResourceCtx) => Promise<unknown> | unknown;
  };
  hooks?: {
    /**
     * Adjust or validate the values about to be written (throw to refuse). `id` is set on update. Runs inside the
     * write's transaction: query through `tx`, never `req.server.db` (PGlite has one connection, so a second
     * query outside the transaction would wait for ever).
     */
    beforeWrite?: (values: Row, ctx: ResourceCtx, id: number | undefined, tx: Tx) => Promise<void> | void;
    /** Runs in the write's transaction (sync pivot tables etc.). */
    afterWrite?: (tx: Tx, id: number, ctx: ResourceCtx, mode: 'create' | 'update') => Promise<void>;
    afterDestroy?: (tx: Tx, ids: number[], ctx: ResourceCtx) => Promise<void>;
  };
  /** What a create answers: the inserted row (default, as the reference) or `[]`. */
  createAnswer?: 'row' | 'empty';
  /** Maximum rows accepted by one import. */
  importLimit?: number;
}

const ALWAYS_HIDDEN = ['password', 'pay_password'];
const HASHED = new Set(['password', 'pay_password']);
const MAX_PER_PAGE = 500;
const MAX_ALL = 10000;

const areaSegment = (area: Area) => (area === 'admin' ? 'admin' : area === 'seller' ? 'seller' : 'home');

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

function parseId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw badInput('badValue', { field: 'id' });
  return Number(raw);
}

/**
 * The generic resource: the five routes of the reference (list, show, create, update, delete by comma-separated
 * ids) plus `import/excel`, over one table, with whitelisted writes, filters and sorts, soft deletes, tree mode,
 * relations and ownership scoping. Domain actions live beside it as explicit routes.
 */
export function defineResource<T extends PgTable>(def: ResourceDef<T>) {
  const table: PgTable = def.table;
  const cols = columnsOf(table);
  const col = (name: string): PgColumn => {
    const c = cols[name];
    if (!c) throw new Error(`resource ${def.path}: unknown column ${name}`);
    return c;
  };
  // Fail at start-up, not at request time, when a config names a column the table lacks.
  for (const f of [...def.writable, ...(def.search ?? []), ...(def.sort ?? []), ...(def.required ?? [])]) col(f);
  if (def.owner) col(def.owner.column);
  const idCol = col('id');
  const deletedCol = cols.deleted_at;
  const searchable = new Set(def.search ?? []);
  const sortable = new Set(def.sort ?? []);
  const verbs = new Set<Verb>(def.verbs ?? ['index', 'show', 'store', 'update', 'destroy', 'import']);
  const hidden = def.hidden ?? [];
  const routeBase = `${areaSegment(def.area)}.${def.path.replaceAll('/', '.')}`;

  const ctxOf = (req: FastifyRequest): ResourceCtx => ({
    req,
    input: req.input,
    ownerId: def.owner ? def.owner.value(req) : undefined,
  });

  /** Conditions every access shares: live rows, the caller's own rows, the resource's fixed scope. */
  const baseWhere = (ctx: ResourceCtx): SQL[] => {
    const w: SQL[] = [];
    if (deletedCol) w.push(isNull(deletedCol));
    if (def.owner) w.push(eq(col(def.owner.column), ctx.ownerId ?? -1));
    const extra = def.scope?.(ctx);
    if (extra) w.push(extra);
    return w;
  };

  const orderBy = (input: Input) => {
    const field = str(input, 'sort_type');
    if (field) {
      if (!sortable.has(field)) throw badInput('notSortable', { field });
      const dir = str(input, 'sort_order').toLowerCase() === 'asc' ? asc : desc;
      return [dir(col(field)), desc(idCol)];
    }
    const order = def.order ?? [{ field: 'id', dir: 'desc' as const }];
    return order.map((o) => (o.dir === 'asc' ? asc(col(o.field)) : desc(col(o.field))));
  };

  async function embed(db: Db, rows: Row[], input: Input): Promise<void> {
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

  return async function register(app: FastifyInstance): Promise<void> {
    const base = `/${def.path}`;

    if (verbs.has('index')) {
      app.get(
        base,
        { config: { name: `${routeBase}.index` }, schema: { tags: [def.area], summary: `List ${def.path}` } },
        async (req) => {
          const ctx = ctxOf(req);
          const input = ctx.input;
          const where = baseWhere(ctx);
          const treeMode = def.tree && flag(input, 'isChildren');
          const filterInput = treeMode ? { ...input, pid: undefined } : input;
          where.push(
            ...buildFilters(filterInput, {
              table: table,
              searchable,
              relations: def.relations ?? {},
              ownParams: new Set(def.ownParams ?? []),
            }),
          );
          const db = req.server.db;
          if (treeMode) {
            const pid = str(input, 'pid') || '0';
            where.push(eq(col('pid'), coerce(col('pid'), 'pid', pid)));
            const rows = (await db
              .select()
              .from(table)
              .where(and(...where))
              .orderBy(...orderBy(input))
              .limit(MAX_ALL)) as Row[];
            const keyName = def.tree!.key;
            const keys = rows.map((r) => r[keyName]) as (string | number)[];
            const kids = keys.length
              ? ((await db
                  .select()
                  .from(table)
                  .where(
                    and(
                      inArray(
                        col('pid'),
                        keys.map((k) => coerce(col('pid'), 'pid', k)),
                      ),
                      deletedCol ? isNull(deletedCol) : undefined,
                    ),
                  )) as Row[])
              : [];
            const out = rows.map((r) => {
              const child = kids.find((k) => String(k.pid) === String(r[keyName]));
              return { ...strip(r, hidden), has_children: child ? strip(child, hidden) : null };
            });
            await embed(db, out, input);
            return { code: 200, msg: 'ok', data: def.format?.list ? await def.format.list(out, ctx) : out };
          }
          if (flag(input, 'isAll')) {
            const rows = (
              (await db
                .select()
                .from(table)
                .where(and(...where))
                .orderBy(...orderBy(input))
                .limit(MAX_ALL)) as Row[]
            ).map((r) => strip(r, hidden));
            await embed(db, rows, input);
            return { code: 200, msg: 'ok', data: def.format?.list ? await def.format.list(rows, ctx) : rows };
          }
          const page = Math.max(1, int(input, 'page', 1));
          const perPage = Math.min(MAX_PER_PAGE, Math.max(1, int(input, 'per_page', 30)));
          const [totalRow] = await db
            .select({ n: count() })
            .from(table)
            .where(and(...where));
          const total = Number(totalRow?.n ?? 0);
          const rows = (
            (await db
              .select()
              .from(table)
              .where(and(...where))
              .orderBy(...orderBy(input))
              .limit(perPage)
              .offset((page - 1) * perPage)) as Row[]
          ).map((r) => strip(r, hidden));
          await embed(db, rows, input);
          if (def.format?.list) {
            const items = await def.format.list(rows, ctx);
            const extra = def.format.listExtra ? await def.format.listExtra(ctx) : {};
            return { code: 200, msg: 'ok', data: collection(items, total, page, perPage, extra) };
          }
          return { code: 200, msg: 'ok', data: paginator(req, rows, total, page, perPage) };
        },
      );
    }

    if (verbs.has('show')) {
      app.get(
        `${base}/:id`,
        { config: { name: `${routeBase}.show` }, schema: { tags: [def.area], summary: `Show one of ${def.path}` } },
        async (req) => {
          const ctx = ctxOf(req);
          const id = parseId((req.params as { id: string }).id);
          const [row] = (await req.server.db
            .select()
            .from(table)
            .where(and(eq(idCol, id), ...baseWhere(ctx)))
            .limit(1)) as Row[];
          if (!row) throw fail('findDataError');
          const clean = strip(row, hidden);
          return { code: 200, msg: 'ok', data: def.format?.show ? await def.format.show(clean, ctx) : clean };
        },
      );
    }

    async function createOne(tx: Tx, input: Input, ctx: ResourceCtx): Promise<Row> {
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

    if (verbs.has('store')) {
      app.post(
        base,
        { config: { name: `${routeBase}.store` }, schema: { tags: [def.area], summary: `Create one of ${def.path}` } },
        async (req) => {
          const ctx = ctxOf(req);
          const row = await req.server.db.transaction((tx) => createOne(tx, ctx.input, ctx));
          return { code: 200, msg: 'ok', data: def.createAnswer === 'empty' ? [] : strip(row, hidden) };
        },
      );
    }

    if (verbs.has('update')) {
      const handler = async (req: FastifyRequest) => {
        const ctx = ctxOf(req);
        const id = parseId((req.params as { id: string }).id);
        const values = await writableValues(table, def.writable, ctx.input, 'update', def);
        if (def.owner) values[def.owner.column] = ctx.ownerId;
        if (cols.updated_at) values.updated_at = shanghaiTime();
        const updated = await req.server.db.transaction(async (tx) => {
          await def.hooks?.beforeWrite?.(values, ctx, id, tx);
          const rows = await tx
            .update(table)
            .set(values as never)
            .where(and(eq(idCol, id), ...baseWhere(ctx)))
            .returning({ id: idCol });
          if (!rows.length) return 0;
          await def.hooks?.afterWrite?.(tx, id, ctx, 'update');
          return rows.length;
        });
        if (!updated) throw fail('editDataError');
        return { code: 200, msg: 'ok', data: updated };
      };
      const opts = {
        config: { name: `${routeBase}.update` },
        schema: { tags: [def.area], summary: `Update one of ${def.path}` },
      };
      app.put(`${base}/:id`, opts, handler);
      app.patch(`${base}/:id`, opts, handler);
    }

    if (verbs.has('destroy')) {
      app.delete(
        `${base}/:ids`,
        {
          config: { name: `${routeBase}.destroy` },
          schema: { tags: [def.area], summary: `Delete ${def.path} (comma-separated ids)` },
        },
        async (req) => {
          const ctx = ctxOf(req);
          const ids = parseIds((req.params as { ids: string }).ids).filter((id) => !def.protectedIds?.includes(id));
          if (!ids.length) throw fail('findDataError');
          const n = await req.server.db.transaction(async (tx) => {
            const set = deletedCol ? { deleted_at: shanghaiTime() } : undefined;
            const rows = set
              ? await tx
                  .update(table)
                  .set(set as never)
                  .where(and(inArray(idCol, ids), ...baseWhere(ctx)))
                  .returning({ id: idCol })
              : await tx
                  .delete(table)
                  .where(and(inArray(idCol, ids), ...baseWhere(ctx)))
                  .returning({ id: idCol });
            const done = rows.map((r) => Number(r.id));
            if (done.length) await def.hooks?.afterDestroy?.(tx, done, ctx);
            return done.length;
          });
          if (!n) throw fail('findDataError');
          return { code: 200, msg: 'ok', data: n };
        },
      );
    }

    if (verbs.has('import') && verbs.has('store')) {
      app.post(
        `${base}/import/excel`,
        { config: { name: `${routeBase}.import` }, schema: { tags: [def.area], summary: `Import ${def.path} rows` } },
        async (req) => {
          const ctx = ctxOf(req);
          const rows = importRows(req.input);
          if (!rows.length) throw invalid('importEmpty');
          const limit = def.importLimit ?? 2000;
          if (rows.length > limit) throw invalid('tooLong', { field: 'rows', max: limit });
          // All or nothing: one bad row rolls the whole import back and names its line.
          const n = await req.server.db.transaction(async (tx) => {
            let i = 0;
            for (const r of rows) {
              i += 1;
              try {
                await createOne(tx, r, ctx);
              } catch (e) {
                throw e instanceof ApiError ? e.at(`#${i}`) : e;
              }
            }
            return rows.length;
          });
          return { code: 200, msg: 'ok', data: n };
        },
      );
    }
  };
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
  opts: { richText?: readonly string[] | undefined; required?: readonly string[] | undefined } = {},
): Promise<Row> {
  const cols = columnsOf(table);
  const values: Row = {};
  for (const field of fields) {
    if (!(field in input)) continue;
    const c = cols[field];
    if (!c) throw new Error(`unknown column ${field}`);
    let raw = input[field];
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
    const max = (c as unknown as { length?: number }).length;
    if (typeof v === 'string' && max && v.length > max) throw invalid('tooLong', { field, max });
    if (typeof v === 'string' && HASHED.has(field)) v = await hashPassword(v);
    if (typeof v === 'string' && opts.richText?.includes(field)) v = sanitizeRichText(v);
    values[field] = v;
  }
  for (const field of opts.required ?? []) {
    // On create a required field must be given; on update it may be omitted but never blanked.
    const given = field in input;
    const raw = input[field];
    const blank = raw === '' || raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
    if (mode === 'create' ? !given || blank || values[field] === '' : given && blank) {
      throw invalid('required', { field });
    }
  }
  return values;
}

/** Import bodies arrive as `0[name]=x&1[name]=y` (a qs-encoded array) or under `data`/`rows`/`list`. */
function importRows(input: Input): Input[] {
  const pick = (v: unknown): Input[] | undefined => {
    if (Array.isArray(v)) return v.filter((x): x is Input => !!x && typeof x === 'object');
    if (v && typeof v === 'object') {
      const vals = Object.entries(v).filter(([k]) => /^\d+$/.test(k));
      if (vals.length) return vals.map(([, x]) => x).filter((x): x is Input => !!x && typeof x === 'object');
    }
    return undefined;
  };
  return pick(input.data) ?? pick(input.rows) ?? pick(input.list) ?? pick(input) ?? [];
}
