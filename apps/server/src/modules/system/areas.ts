import { and, eq, isNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { areas as descriptor } from '@shop/contract/resources/system';
import { areaTreeRequestSchema } from '@shop/contract/requests/system';
import type { Tx } from '../../db/client.ts';
import { areas } from '../../db/schema/index.ts';
import { badInput, fail, invalid } from '../../http/envelope.ts';
import { defineResource } from '../../http/resource.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { areaChildren, areaTree, forgetAreas, rebuildAreas, type AreaTreeType } from './area-cache.ts';
import { mustBeUnique } from './checks.ts';

/**
 * Admin CRUD of the province/city/district table. The tree links by code (`pid` = parent's code, '0' for
 * provinces), so a code must be unique, a parent must exist, `deep` follows from the parent, and no write may
 * leave an area whose parent code is gone (deleting a node with children, or re-coding it, is refused).
 */
export async function areaAdminRoutes(app: FastifyInstance): Promise<void> {
  // After the write's transaction has committed (not inside it) and before the answer leaves, drop this process's
  // cached tree: a client that reads right after its write must see it, whatever other onResponse work runs.
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method !== 'GET') forgetAreas(req.server.db);
    return payload;
  });

  await app.register(
    defineResource({
      descriptor,
      table: areas,
      hooks: {
        beforeWrite(values, _ctx, id) {
          if (typeof values.code === 'string' && !/^\d{1,20}$/.test(values.code))
            throw invalid('badValue', { field: 'code' });
          if (typeof values.pid === 'string') {
            if (values.pid !== '0' && !/^\d{1,20}$/.test(values.pid)) throw invalid('badValue', { field: 'pid' });
            // On create, a provisional level from the parent code's shape (2 digits province, 4 city) so the
            // answer carries it; afterWrite sets the real one from the parent row (and compares on update).
            if (id === undefined) values.deep = values.pid === '0' ? 0 : values.pid.length <= 2 ? 1 : 2;
          }
        },
        // On the write's transaction: a refusal rolls the write back.
        async afterWrite(tx, id, ctx) {
          const [row] = await tx
            .select({ code: areas.code, pid: areas.pid, deep: areas.deep })
            .from(areas)
            .where(eq(areas.id, id))
            .limit(1);
          if (!row) return;
          await mustBeUnique(
            tx,
            areas,
            { id: areas.id, deleted: areas.deleted_at, column: areas.code },
            'code',
            row.code,
            id,
          );
          if (row.pid === row.code) throw invalid('badValue', { field: 'pid' });
          let deep = 0;
          if (row.pid !== '0') {
            const [parent] = await tx
              .select({ deep: areas.deep })
              .from(areas)
              .where(and(eq(areas.code, row.pid), isNull(areas.deleted_at)))
              .limit(1);
            // The pickers offer provinces and cities as parents: districts are the last level.
            if (!parent || parent.deep >= 2) throw invalid('badValue', { field: 'pid' });
            deep = parent.deep + 1;
          }
          if (deep !== row.deep) {
            // Moving a node with children to another level would leave their `deep` wrong.
            const [child] = await tx
              .select({ id: areas.id })
              .from(areas)
              .where(and(eq(areas.pid, row.code), isNull(areas.deleted_at)))
              .limit(1);
            if (child) throw fail('hasChildren');
            await tx.update(areas).set({ deep }).where(eq(areas.id, id));
          }
          // A new code would strand the children that point at the old one.
          if ('code' in ctx.input && (await hasOrphans(tx))) throw fail('hasChildren');
        },
        async afterDestroy(tx) {
          if (await hasOrphans(tx)) throw fail('hasChildren');
        },
      },
    }),
  );

  app.get(
    '/clear_area',
    {
      // A GET (qwshop's) that rebuilds this instance's area cache: a change of state, so audited.
      config: { name: 'admin.base.clearArea', audit: true },
      ...documented({ tags: ['admin'], summary: 'Rebuild the cached area tree' }),
    },
    async (req) => {
      return { code: 200, msg: 'ok', data: await rebuildAreas(req.server.db) };
    },
  );
}

/** True when a live area points at a parent code no live area has (a write would have stranded it). */
async function hasOrphans(tx: Tx): Promise<boolean> {
  const parent = alias(areas, 'parent');
  const rows = await tx
    .select({ id: areas.id })
    .from(areas)
    .where(
      and(
        isNull(areas.deleted_at),
        ne(areas.pid, '0'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(parent)
            .where(and(eq(parent.code, areas.pid), isNull(parent.deleted_at))),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** GET /api/load_areas: the cached tree (`type`, `deep`), or one level for the lazy cascader (`isLazy`, `pid`). */
export async function areaPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/load_areas',
    documented({
      tags: ['public'],
      summary: 'Area tree (cached), or one level with isLazy',
      query: areaTreeRequestSchema,
    }),
    async (req) => {
      const input = parseInput(areaTreeRequestSchema, req);
      if (input.isLazy) {
        const pid = input.pid || '0';
        return { code: 200, msg: 'ok', data: await areaChildren(req.server.db, pid) };
      }
      const raw = input.type || 'getAreaChildren';
      // Areas always nest by code; getChildren is accepted as the same tree, getTree is its flat form.
      let type: AreaTreeType;
      if (raw === 'getAreaChildren' || raw === 'getChildren') type = 'getAreaChildren';
      else if (raw === 'getTree') type = 'getTree';
      else throw badInput('badTreeType');
      const deep = Math.max(-1, Math.min(10, input.deep));
      return { code: 200, msg: 'ok', data: await areaTree(req.server.db, type, deep) };
    },
  );
}
