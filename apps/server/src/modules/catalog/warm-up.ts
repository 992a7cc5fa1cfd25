import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Kv } from '../../lib/kv.ts';
import { publicGoodsDetail } from './goods-detail.ts';
import { listGoods, parseGoodsQuery, SORTS } from './goods-list.ts';

/** Pages of each sort and direction read, and goods pages of the first list page. */
const PAGES = [2, 3, 4];
const DETAILS = 8;

/** A storefront list request as the route parses it, so the warm-up runs exactly what a shopper's request runs. */
const listQuery = (page: number, sortType: string, sortOrder: 'asc' | 'desc') =>
  parseGoodsQuery({
    page,
    per_page: 30,
    params: Buffer.from(JSON.stringify({ sort_type: sortType, sort_order: sortOrder })).toString('base64'),
  });

/**
 * Reads what the first shoppers after a start will ask, and throws the answers away: list pages of every sort in
 * both directions, and the goods pages of the first list page. A server that just started answers its first
 * requests of each kind slowly: PGlite's code runs in WASM, which V8 compiles quickly at first and optimises once
 * it is hot; PostgreSQL's caches of tables and indexes, the kept statements and the server's own JS warm the same
 * way. The bench's first uncached list pages after a start took up to 34 ms on PGlite against 5-10 ms after
 * forty others (docs/catalogue-performance.md, "After a start"). Nothing goes through the answer cache, so no
 * answer is kept that the catalogue did not give a shopper: only the per-filter totals are, as every list page keeps
 * them.
 */
export async function warmCatalogue(db: Db, kv: Kv): Promise<{ lists: number; details: number }> {
  let lists = 0;
  for (const page of PAGES) {
    for (const sortType of ['', ...SORTS] as const) {
      for (const sortOrder of ['desc', 'asc'] as const) {
        await listGoods(db, kv, listQuery(page, sortType, sortOrder));
        lists += 1;
      }
    }
  }
  const first = await listGoods(db, kv, listQuery(1, '', 'desc'));
  let details = 0;
  for (const { id } of (first.data as { id: number }[]).slice(0, DETAILS)) {
    await publicGoodsDetail(db, id);
    details += 1;
  }
  return { lists, details };
}

/** By HTTP server: the hook runs in the catalogue's plugin, the tests hold the root instance. */
const runs = new WeakMap<object, Promise<unknown>>();

/** The warm-up of `app` once it listens (for the tests); undefined before. */
export const catalogWarmUp = (app: FastifyInstance) => runs.get(app.server);

/**
 * Once the server listens, the catalogue is warmed in the background: the server is ready at once, and a shopper's
 * request meanwhile waits at most for one of the warm-up's statements.
 */
export async function catalogWarmUpOnListen(app: FastifyInstance): Promise<void> {
  app.addHook('onListen', async () => {
    const started = Date.now();
    const run = warmCatalogue(app.db, app.kv).then(
      (done) => {
        app.log.info({ ...done, ms: Date.now() - started }, 'catalogue warmed');
        return done;
      },
      (err: unknown) => app.log.warn({ err }, 'catalogue warm-up failed'),
    );
    runs.set(app.server, run);
  });
}
