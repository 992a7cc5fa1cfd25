import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isStopping } from './shutdown.ts';

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
 * Probes for load balancers and orchestrators, registered outside /api's plugin so the rate limit never turns a
 * probe into a 429. Liveness (`/health/live`) only says the process answers: it touches nothing, so a slow database
 * never gets a healthy process restarted. Readiness (`/health/ready`, and `/health` and `/api/health` that docs
 * and existing probes use): `select 1` on the database and a Redis PING when Redis is configured, 200
 * `{status:'ok', db, redis}` or 503 with the failing part marked 'error'; 503 `{status:'stopping'}` from the
 * moment a shutdown starts, so the balancer sends new work elsewhere while requests in flight finish.
 */
export function registerHealth(app: FastifyInstance): void {
  const ready = async (_req: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (isStopping(app)) return reply.status(503).send({ status: 'stopping' });
    const [db, redis] = await Promise.all([
      within(3000, async () => {
        await app.db.execute(sql`select 1`);
        return true;
      }),
      app.kv.kind === 'redis' ? within(3000, () => app.kv.ping()) : Promise.resolve<Check>('off'),
    ]);
    const ok = db === 'ok' && redis !== 'error';
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'error', db, redis });
  };
  const schema = { tags: ['platform'], summary: 'Readiness: database ping and Redis ping (when configured)' };
  app.get('/health', { schema }, ready);
  app.get('/health/ready', { schema }, ready);
  app.get('/api/health', { schema }, ready);
  app.get(
    '/health/live',
    { schema: { tags: ['platform'], summary: 'Liveness: the process answers (no database or Redis call)' } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.send({ status: 'ok' });
    },
  );
}
