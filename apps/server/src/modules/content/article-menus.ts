import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { articleMenus as descriptor } from '@shop/contract/resources/content';
import { articleMenuTreeRequestSchema } from '@shop/contract/requests/content';
import type { Db, Tx } from '../../db/client.ts';
import { articleMenus } from '../../db/schema/index.ts';
import { badInput, fail, invalid } from '../../http/envelope.ts';
import { defineResource } from '../../http/resource.ts';
import { buildTree, type TreeType } from '../../lib/tree.ts';
import { nonNegative } from '../system/checks.ts';
import { documented, parseInput } from '../../http/route-input.ts';

/**
 * Parent check for a category: 0 (top) or one of the owner's live categories, and never the category itself or
 * one of its descendants (a cycle would hide a branch from every tree).
 */
async function checkParent(db: Db | Tx, ownerId: number, pid: number, id: number): Promise<void> {
  if (pid === 0) return;
  let cursor = pid;
  for (let hops = 0; cursor !== 0; hops++) {
    if (cursor === id || hops > 50) throw invalid('badValue', { field: 'pid' });
    const [row] = await db
      .select({ pid: articleMenus.pid })
      .from(articleMenus)
      .where(and(eq(articleMenus.id, cursor), eq(articleMenus.belong_id, ownerId), isNull(articleMenus.deleted_at)))
      .limit(1);
    if (!row) throw invalid('badValue', { field: 'pid' });
    cursor = row.pid;
  }
}

async function hasChildren(db: Db | Tx, ids: number[]): Promise<boolean> {
  const kids = await db
    .select({ id: articleMenus.id })
    .from(articleMenus)
    .where(and(inArray(articleMenus.pid, ids), isNull(articleMenus.deleted_at)))
    .limit(1);
  return kids.length > 0;
}

/** Article categories: a tree per admin owner, ordered by is_sort ascending. */
export async function articleMenuAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      descriptor,
      table: articleMenus,
      hooks: {
        beforeWrite(values) {
          nonNegative(values, ['pid', 'is_sort']);
        },
        async afterWrite(tx, id, ctx) {
          const [row] = await tx
            .select({ pid: articleMenus.pid })
            .from(articleMenus)
            .where(eq(articleMenus.id, id))
            .limit(1);
          if (row && 'pid' in ctx.input) await checkParent(tx, ctx.ownerId ?? -1, row.pid, id);
        },
        async afterDestroy(tx, ids) {
          if (await hasChildren(tx, ids)) throw fail('hasChildren');
        },
      },
    }),
  );
}

/** GET /api/load_article_menu: the category tree `{id, name, pid, lev, children?}` (`type`, `deep`). */
export async function articleMenuPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/load_article_menu',
    documented({ tags: ['public'], summary: 'Article category tree', query: articleMenuTreeRequestSchema }),
    async (req) => {
      const input = parseInput(articleMenuTreeRequestSchema, req);
      const type = (input.type || 'getChildren') as TreeType;
      if (type !== 'getChildren' && type !== 'getTree') throw badInput('badTreeType');
      const rows = await req.server.db
        .select({ id: articleMenus.id, name: articleMenus.name, pid: articleMenus.pid })
        .from(articleMenus)
        .where(isNull(articleMenus.deleted_at))
        .orderBy(asc(articleMenus.is_sort), asc(articleMenus.id));
      return { code: 200, msg: 'ok', data: buildTree(rows, type, input.deep) };
    },
  );
}
