import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { shanghaiTime } from '../../lib/time.ts';
import { noteChange } from '../audit-changes.ts';
import { ApiError, fail, invalid } from '../envelope.ts';
import type { ResourceContext } from './context.ts';
import { importRows, parseId, parseIds, writableValues } from './values.ts';
import type { Row } from './types.ts';

/** Columns of a resource the audit trail masks besides the secrets by name: those never sent to a client. */
function auditSecret(rc: ResourceContext): (field: string) => boolean {
  const { hidden = [], masked = {} } = rc.def;
  return (field) => hidden.includes(field) || field in masked;
}

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
    noteChange(req, { resource: def.path, action: 'create', after: row, secret: auditSecret(rc) });
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
      const where = and(eq(idCol, id), ...rc.baseWhere(ctx));
      // The row as it was, for the audit trail's old values (locked: a concurrent edit cannot slip between).
      const [before] = (await tx.select().from(table).where(where).for('update')) as Row[];
      if (!before) return undefined;
      const [after] = (await tx
        .update(table)
        .set(values as never)
        .where(where)
        .returning()) as Row[];
      if (!after) return undefined;
      await def.hooks?.afterWrite?.(tx, id, ctx, 'update');
      return { before, after };
    });
    if (!updated) throw fail('editDataError');
    noteChange(req, { resource: def.path, action: 'update', ...updated, secret: auditSecret(rc) });
    return { code: 200, msg: 'ok', data: 1 };
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
      const rows = (
        set
          ? await tx
              .update(table)
              .set(set as never)
              .where(and(inArray(idCol, ids), ...rc.baseWhere(ctx)))
              .returning()
          : await tx
              .delete(table)
              .where(and(inArray(idCol, ids), ...rc.baseWhere(ctx)))
              .returning()
      ) as Row[];
      const done = rows.map((r) => Number(r.id));
      if (done.length) await def.hooks?.afterDestroy?.(tx, done, ctx);
      return rows;
    });
    if (!n.length) throw fail('findDataError');
    // The trail names each deleted record; its fields are as they were, so none is listed.
    for (const row of n) noteChange(req, { resource: def.path, action: 'delete', before: row, fields: [] });
    return { code: 200, msg: 'ok', data: n.length };
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
    const created = await req.server.db.transaction(async (tx) => {
      const out: Row[] = [];
      for (const [i, r] of rows.entries()) {
        try {
          out.push(await rc.createOne(tx, r, ctx));
        } catch (e) {
          throw e instanceof ApiError ? e.at(`#${i + 1}`) : e;
        }
      }
      return out;
    });
    for (const row of created)
      noteChange(req, { resource: rc.def.path, action: 'create', after: row, secret: auditSecret(rc) });
    return { code: 200, msg: 'ok', data: created.length };
  };
}
