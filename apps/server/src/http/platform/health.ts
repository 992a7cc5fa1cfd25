import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';

type Check = 'ok' | 'error' | 'off';

/** Fails a check that hangs (a stuck pool or a partitioned Redis) instead of letting the probe time out. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return (await Promise.race([probe().catch(() => false), timeout])) ? 'ok' : 'error';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness/readiness for load balancers: `select 1` on the database and a Redis PING when Redis is configured.
 * 200 `{status:'ok', db, redis}` or 503 with the failing part marked 'error'. Registered outside /api's
 * plugin, so the rate limit never turns a probe into a 429.
 */
export function registerHealth(app: FastifyInstance): void {
  const handler = async (_req: unknown, reply: FastifyReply) => {
    const [db, redis] = await Promise.all([
      within(3000, async () => {
        await app.db.execute(sql`select 1`);
        return true;
      }),
      app.kv.kind === 'redis' ? within(3000, () => app.kv.ping()) : Promise.resolve<Check>('off'),
    ]);
    const ok = db === 'ok' && redis !== 'error';
    reply.header('cache-control', 'no-store');
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'error', db, redis });
  };
  const schema = { tags: ['platform'], summary: 'Health: database ping and Redis ping (when configured)' };
  app.get('/health', { schema }, handler);
  app.get('/api/health', { schema }, handler);
}
