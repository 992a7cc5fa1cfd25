import type { FastifyInstance } from 'fastify';
import { goods } from '../../db/schema/index.ts';
import { idRangeSitemap, type SitemapSource } from '../../http/platform/sitemaps.ts';
import { catalogVersion } from './cache.ts';
import { cachedClassRows, classSearchAddress } from './class-pages.ts';
import { listedGoods } from './home-items.ts';

/** The goods on sale (the storefront's listing condition, `listedGoods()`), with the time each last changed. */
export function goodsSitemap(app: FastifyInstance): SitemapSource {
  return idRangeSitemap(app, {
    name: 'goods',
    version: () => catalogVersion(app.kv),
    table: goods,
    id: goods.id,
    updatedAt: goods.updated_at,
    where: listedGoods,
    path: (g) => `/goods/${g.id}`,
  });
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
