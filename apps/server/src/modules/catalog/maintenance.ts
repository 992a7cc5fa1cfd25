import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PGliteRemote } from '../../db/pglite-remote.ts';

/** How often the embedded database's planner statistics are refreshed. */
const EVERY_MS = 10 * 60_000;

/**
 * PostgreSQL's autovacuum keeps planner statistics current; PGlite has none, so without this the planner would
 * estimate a 100k-goods table from defaults forever and could pick a full scan over the listing and search
 * indexes. On PGlite only: ANALYZE once the server is ready (after migrations and the seed), then every
 * ten minutes in the background.
 */
export async function plannerStatistics(app: FastifyInstance): Promise<void> {
  const client = (app.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite) && !(client instanceof PGliteRemote)) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const analyze = async () => {
    if (running) return;
    running = true;
    try {
      await app.db.execute(sql`analyze`);
    } catch (err) {
      app.log.warn({ err }, 'analyze failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    await analyze();
    timer = setInterval(() => void analyze(), EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
