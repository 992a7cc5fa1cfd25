import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { articles as descriptor } from '@shop/contract/resources/content';
import { articleMenus, articles } from '../../db/schema/index.ts';
import { fail, invalid } from '../../http/envelope.ts';
import { defineResource, type Row } from '../../http/resource.ts';
import { documented } from '../../http/route-input.ts';

/** ArticleCollection of qwshop: the category's name as `class_name` ("" when it is gone). */
async function articleCollection(rows: Row[], db: FastifyInstance['db']): Promise<Row[]> {
  const ids = [...new Set(rows.map((r) => Number(r.pid)).filter((n) => n > 0))];
  const menus = ids.length
    ? await db
        .select({ id: articleMenus.id, name: articleMenus.name })
        .from(articleMenus)
        .where(and(inArray(articleMenus.id, ids), isNull(articleMenus.deleted_at)))
    : [];
  const names = new Map(menus.map((m) => [m.id, m.name]));
  return rows.map((r) => ({
    id: r.id,
    pid: r.pid,
    class_name: names.get(Number(r.pid)) ?? '',
    belong_id: r.belong_id,
    name: r.name,
    content: r.content,
    click: r.click,
    created_at: r.created_at,
  }));
}

/** Help/CMS articles of the admin owner; a category is one of the owner's article menus. */
export async function articleAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      descriptor,
      table: articles,
      relations: {
        article_menu: { table: articleMenus, kind: 'belongsTo', local: 'pid', foreign: 'id', search: ['name'] },
      },
      format: { list: (rows, ctx) => articleCollection(rows, ctx.req.server.db) },
      hooks: {
        // The category must be one of the owner's live article menus.
        async afterWrite(tx, id, ctx) {
          if (!('pid' in ctx.input)) return;
          const [menu] = await tx
            .select({ id: articleMenus.id })
            .from(articles)
            .innerJoin(articleMenus, eq(articleMenus.id, articles.pid))
            .where(
              and(eq(articles.id, id), eq(articleMenus.belong_id, ctx.ownerId ?? -1), isNull(articleMenus.deleted_at)),
            )
            .limit(1);
          if (!menu) throw invalid('badValue', { field: 'pid' });
        },
      },
    }),
  );
}

/** GET /api/article/{name}: the article titled `name` (raw row), counting the view. */
export async function articlePublicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/article/:name',
    documented({ tags: ['public'], summary: 'Article by title (counts a click)' }),
    async (req) => {
      const { name } = req.params as { name: string };
      const db = req.server.db;
      const [found] = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.name, name.slice(0, 80)), isNull(articles.deleted_at)))
        .orderBy(asc(articles.id))
        .limit(1);
      if (!found) throw fail('article.notFound');
      // One atomic increment, so concurrent readers never lose a click.
      const [row] = await db
        .update(articles)
        .set({ click: sql`${articles.click} + 1` })
        .where(eq(articles.id, found.id))
        .returning();
      return { code: 200, msg: 'ok', data: row ?? [] };
    },
  );
}
