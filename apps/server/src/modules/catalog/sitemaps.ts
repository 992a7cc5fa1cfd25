import { and, asc, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { goods } from '../../db/schema/index.ts';
import type { SitemapSource } from '../../http/platform/sitemaps.ts';
import { catalogVersion } from './cache.ts';
import { cachedClassRows, classSearchAddress } from './class-pages.ts';
import { listedGoods } from './home-items.ts';

/**
 * The goods on sale (the storefront's listing condition, `listedGoods()`), with the time each last changed. Parts are
 * id ranges: their first ids come from one walk of the listed goods' id index, and a part reads its goods from its
 * first id on, so the last part of 100k goods costs what the first does.
 */
export function goodsSitemap(app: FastifyInstance): SitemapSource {
  return {
    name: 'goods',
    version: () => catalogVersion(app.kv),
    starts: async (size) => {
      const numbered = app.db
        .select({ id: goods.id, n: sql<number>`row_number() over (order by ${goods.id})`.as('n') })
        .from(goods)
        .where(listedGoods())
        .as('numbered');
      const rows = await app.db
        .select({ id: numbered.id })
        .from(numbered)
        .where(sql`(${numbered.n} - 1) % ${size} = 0`)
        .orderBy(asc(numbered.id));
      return rows.map((r) => r.id);
    },
    entries: async (from, size) => {
      const rows = await app.db
        .select({ id: goods.id, updated_at: goods.updated_at })
        .from(goods)
        .where(and(listedGoods(), gte(goods.id, from)))
        .orderBy(asc(goods.id))
        .limit(size);
      return rows.map((r) => ({ path: `/goods/${r.id}`, lastmod: r.updated_at }));
    },
  };
}

/** Every class's goods, at the address the storefront's class links write (a few hundred: read at once). */
export function classesSitemap(app: FastifyInstance): SitemapSource {
  const addresses = async () => {
    const rows = await cachedClassRows(app.db, app.kv);
    return rows
      .map((c) => ({ id: c.id, path: classSearchAddress(rows, c.id), lastmod: c.updated_at }))
      .filter((c): c is { id: number; path: string; lastmod: string | null } => c.path !== null)
      .sort((a, b) => a.id - b.id);
  };
  return {
    name: 'classes',
    version: () => catalogVersion(app.kv),
    starts: async (size) => (await addresses()).filter((_c, i) => i % size === 0).map((c) => c.id),
    entries: async (from, size) =>
      (await addresses())
        .filter((c) => c.id >= from)
        .slice(0, size)
        .map(({ path, lastmod }) => ({ path, lastmod })),
  };
}
