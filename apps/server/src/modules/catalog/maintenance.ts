import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { PGliteRemote } from '../../db/pglite-remote.ts';
import { upkeepTables } from './table-upkeep.ts';

/** How often the embedded database's tables are looked at (autovacuum's `autovacuum_naptime`). */
const EVERY_MS = 60_000;

/**
 * PostgreSQL's autovacuum keeps planner statistics current and marks the pages whose rows everyone sees in the
 * visibility map; PGlite has no autovacuum. Without statistics the planner estimates a 100k-goods table from
 * defaults and can pick a full scan over the listing and search indexes; without the map, an index-only scan (a
 * deep page of the goods list walks 30,000 index entries) visits the table for every entry. On PGlite only: once
 * the server is ready (after migrations, the seed, or a bulk import while it was stopped), then every minute, each
 * table that needs it is vacuumed or analyzed as autovacuum would (`table-upkeep.ts`), one table at a time.
 */
export async function tableUpkeep(app: FastifyInstance): Promise<void> {
  const client = (app.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite) && !(client instanceof PGliteRemote)) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let looked = false;
  const upkeep = async () => {
    if (running) return;
    running = true;
    try {
      // Table sizes on the first look only: after it, the statistics counters (kept while PGlite runs) tell.
      const runs = await upkeepTables(app.db, { sizes: !looked });
      looked = true;
      if (runs.length) app.log.info({ runs }, 'database upkeep');
    } catch (err) {
      app.log.warn({ err }, 'database upkeep failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    await upkeep();
    timer = setInterval(() => void upkeep(), EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
