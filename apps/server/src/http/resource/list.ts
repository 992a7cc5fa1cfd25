import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { flag, int, str } from '../input.ts';
import { collection, paginator } from '../paginate.ts';
import { buildFilters, coerce } from '../search.ts';
import type { ResourceContext } from './context.ts';
import type { ResourceCtx, Row } from './types.ts';

const MAX_PER_PAGE = 500;
const MAX_ALL = 10000;

/** One list call: its caller, conditions and database. */
interface ListCall {
  req: FastifyRequest;
  ctx: ResourceCtx;
  where: SQL[];
}

/**
 * `GET path`: one tree level (`isChildren`), every row (`isAll`) or a page; raw paginator rows, or the
 * resource's formatted items.
 */
export function listHandler(rc: ResourceContext) {
  return async function list(req: FastifyRequest) {
    const ctx = rc.ctxOf(req);
    const tree = rc.def.tree && flag(ctx.input, 'isChildren') ? rc.def.tree : undefined;
    const call: ListCall = { req, ctx, where: listWhere(rc, ctx, tree !== undefined) };
    if (tree) return { code: 200, msg: 'ok', data: await listTreeLevel(rc, call, tree.key) };
    if (flag(ctx.input, 'isAll')) return { code: 200, msg: 'ok', data: await listAll(rc, call) };
    return { code: 200, msg: 'ok', data: await listPage(rc, call) };
  };
}

/** The base conditions plus the filter grammar; in tree mode `pid` picks the level, it is no filter. */
function listWhere(rc: ResourceContext, ctx: ResourceCtx, treeMode: boolean): SQL[] {
  const where = rc.baseWhere(ctx);
  const filterInput = treeMode ? { ...ctx.input, pid: undefined } : ctx.input;
  where.push(
    ...buildFilters(filterInput, {
      table: rc.table,
      searchable: rc.searchable,
      relations: rc.def.relations ?? {},
      ownParams: new Set(rc.def.ownParams ?? []),
    }),
  );
  return where;
}

/** The children of `pid`, each with `has_children` set to one of its own children (or null) for the arrow. */
async function listTreeLevel(rc: ResourceContext, { req, ctx, where }: ListCall, keyName: string): Promise<unknown> {
  const { def, table, col, deletedCol } = rc;
  const db = req.server.db;
  const input = ctx.input;
  const pid = str(input, 'pid') || '0';
  where.push(eq(col('pid'), coerce(col('pid'), 'pid', pid)));
  const rows = (await db
    .select()
    .from(table)
    .where(and(...where))
    .orderBy(...rc.orderBy(input))
    .limit(MAX_ALL)) as Row[];
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
    return { ...rc.present(r), has_children: child ? rc.present(child) : null };
  });
  await rc.embed(db, out, input);
  return def.format?.list ? await def.format.list(out, ctx) : out;
}

/** `isAll`: every matching row (capped), not paginated. */
async function listAll(rc: ResourceContext, { req, ctx, where }: ListCall): Promise<unknown> {
  const db = req.server.db;
  const rows = (
    (await db
      .select()
      .from(rc.table)
      .where(and(...where))
      .orderBy(...rc.orderBy(ctx.input))
      .limit(MAX_ALL)) as Row[]
  ).map((r) => rc.present(r));
  await rc.embed(db, rows, ctx.input);
  return rc.def.format?.list ? await rc.def.format.list(rows, ctx) : rows;
}

/** One page: the paginator of the reference, or the formatted collection with its extra keys. */
async function listPage(rc: ResourceContext, { req, ctx, where }: ListCall): Promise<unknown> {
  const { def, table } = rc;
  const db = req.server.db;
  const input = ctx.input;
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
      .orderBy(...rc.orderBy(input))
      .limit(perPage)
      .offset((page - 1) * perPage)) as Row[]
  ).map((r) => rc.present(r));
  await rc.embed(db, rows, input);
  if (def.format?.list) {
    const items = await def.format.list(rows, ctx);
    const extra = def.format.listExtra ? await def.format.listExtra(ctx) : {};
    return collection(items, total, page, perPage, extra);
  }
  return paginator(req, rows, total, page, perPage);
}
