import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { shanghaiTime } from '../../lib/time.ts';
import { ApiError, fail, invalid } from '../envelope.ts';
import type { ResourceContext } from './context.ts';
import { importRows, parseId, parseIds, writableValues } from './values.ts';
import type { Row } from './types.ts';

/** `GET path/{id}`: one row of the caller's scope, formatted when the resource says so. */
export function showHandler(rc: ResourceContext) {
  const { def, table, idCol } = rc;
  return async function show(req: FastifyRequest) {
    const ctx = rc.ctxOf(req);
    const id = parseId((req.params as { id: string }).id);
    const [row] = (await req.server.db
      .select()
      .from(table)
      .where(and(eq(idCol, id), ...rc.baseWhere(ctx)))
      .limit(1)) as Row[];
    if (!row) throw fail('findDataError');
    const clean = rc.present(row);
    return { code: 200, msg: 'ok', data: def.format?.show ? await def.format.show(clean, ctx) : clean };
  };
}

/** `POST path`: one row; answers it (hidden columns removed) or `[]`. */
export function createHandler(rc: ResourceContext) {
  const { def } = rc;
  return async function create(req: FastifyRequest) {
    const ctx = rc.ctxOf(req);
    const row = await req.server.db.transaction((tx) => rc.createOne(tx, ctx.input, ctx));
    return { code: 200, msg: 'ok', data: def.createAnswer === 'empty' ? [] : rc.present(row) };
  };
}

/** `PUT` / `PATCH path/{id}`: the writable columns of one row of the caller's scope; answers the count. */
export function updateHandler(rc: ResourceContext) {
  const { def, table, cols, idCol } = rc;
  return async function update(req: FastifyRequest) {
    const ctx = rc.ctxOf(req);
    const id = parseId((req.params as { id: string }).id);
    const values = await writableValues(table, def.writable, ctx.input, 'update', def);
    if (def.owner) values[def.owner.column] = ctx.ownerId;
    if (cols.updated_at) values.updated_at = shanghaiTime();
    const updated = await req.server.db.transaction(async (tx) => {
      await def.hooks?.beforeWrite?.(values, ctx, id, tx);
      const rows = await tx
        .update(table)
        .set(values as never)
        .where(and(eq(idCol, id), ...rc.baseWhere(ctx)))
        .returning({ id: idCol });
      if (!rows.length) return 0;
      await def.hooks?.afterWrite?.(tx, id, ctx, 'update');
      return rows.length;
    });
    if (!updated) throw fail('editDataError');
    return { code: 200, msg: 'ok', data: updated };
  };
}

/** `DELETE path/{ids}`: soft delete when the table has `deleted_at`; protected ids are skipped; answers the count. */
export function destroyHandler(rc: ResourceContext) {
  const { def, table, idCol, deletedCol } = rc;
  return async function destroy(req: FastifyRequest) {
    const ctx = rc.ctxOf(req);
    const ids = parseIds((req.params as { ids: string }).ids).filter((id) => !def.protectedIds?.includes(id));
    if (!ids.length) throw fail('findDataError');
    const n = await req.server.db.transaction(async (tx) => {
      const set = deletedCol ? { deleted_at: shanghaiTime() } : undefined;
      const rows = set
        ? await tx
            .update(table)
            .set(set as never)
            .where(and(inArray(idCol, ids), ...rc.baseWhere(ctx)))
            .returning({ id: idCol })
        : await tx
            .delete(table)
            .where(and(inArray(idCol, ids), ...rc.baseWhere(ctx)))
            .returning({ id: idCol });
      const done = rows.map((r) => Number(r.id));
      if (done.length) await def.hooks?.afterDestroy?.(tx, done, ctx);
      return done.length;
    });
    if (!n) throw fail('findDataError');
    return { code: 200, msg: 'ok', data: n };
  };
}

/** `POST path/import/excel`: every row created as by `POST path`, all or nothing; answers the count. */
export function importHandler(rc: ResourceContext) {
  const limit = rc.def.importLimit ?? 2000;
  return async function importExcel(req: FastifyRequest) {
    const ctx = rc.ctxOf(req);
    const rows = importRows(req.input);
    if (!rows.length) throw invalid('importEmpty');
    if (rows.length > limit) throw invalid('tooLong', { field: 'rows', max: limit });
    // One bad row rolls the whole import back and names its line.
    const n = await req.server.db.transaction(async (tx) => {
      let i = 0;
      for (const r of rows) {
        i += 1;
        try {
          await rc.createOne(tx, r, ctx);
        } catch (e) {
          throw e instanceof ApiError ? e.at(`#${i}`) : e;
        }
      }
      return rows.length;
    });
    return { code: 200, msg: 'ok', data: n };
  };
}
