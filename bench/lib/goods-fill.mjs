// Fills a shop database with many generated goods for the catalogue benchmark: the one statement of
// goods-fill.sql, so 100k goods take seconds, not 100k round trips.
import fs from 'node:fs';

const TEMPLATE = fs.readFileSync(new URL('./goods-fill.sql', import.meta.url), 'utf8');

/**
 * The statement that appends `count` goods.
 * @param {number} count
 * @returns {string}
 */
export function fillGoodsSql(count) {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  return TEMPLATE.replaceAll('{{count}}', String(count));
}

/**
 * Runs the fill, then (unless `vacuum` is false) VACUUM ANALYZE: the planner statistics of every table and the
 * visibility map (index-only scans), as autovacuum leaves them on a PostgreSQL that has run a while. PGlite has no
 * autovacuum: there the bench leaves that to the server's own table upkeep, which a long-running shop relies on.
 * @param {{ query: (sql: string) => Promise<unknown> }} client  a pg Client or a PGlite instance
 * @param {number} count
 * @param {{ vacuum?: boolean }} [options]
 * @returns {Promise<number>} milliseconds taken
 */
export async function fillGoods(client, count, { vacuum = true } = {}) {
  const started = Date.now();
  // The search index is built without a pending list (see migration 0002) so that searches never scan one; for a
  // bulk load the list is what makes GIN fast, so it is on for the insert and merged by the vacuum after it (on
  // PGlite the server's, when it starts).
  await client.query('alter index goods_search_doc_idx set (fastupdate = on)');
  await client.query(fillGoodsSql(count));
  await client.query('alter index goods_search_doc_idx set (fastupdate = off)');
  if (vacuum) await client.query('vacuum analyze');
  return Date.now() - started;
}
