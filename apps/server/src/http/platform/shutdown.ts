import type { FastifyInstance } from 'fastify';

/** The close code a server going away for a restart sends (RFC 6455 registry): the clients reconnect on it. */
export const SERVICE_RESTART = 1012;

const stopping = new WeakSet<FastifyInstance>();

/** True from the moment `shutDown` starts: readiness answers 503 and timed tasks take no new period. */
export function isStopping(app: FastifyInstance): boolean {
  return stopping.has(app);
}

/** Work to run when the grace period ran out before the app closed (e.g. releasing a timed task's period). */
const onGraceOver = new WeakMap<FastifyInstance, (() => Promise<void>)[]>();

export function whenGraceRunsOut(app: FastifyInstance, work: () => Promise<void>): void {
  onGraceOver.set(app, [...(onGraceOver.get(app) ?? []), work]);
}

/**
 * Stops the app the way a load balancer expects: readiness turns 503 at once, the listener stops accepting,
 * chat sockets are told to reconnect elsewhere (1012), requests in flight finish. 'clean' when all of that ended
 * within `graceMs`; 'forced' when the grace period ran out first (the caller exits anyway: what was still running
 * is cut, and timed tasks it led are handed back so another instance runs their period).
 */
export async function shutDown(app: FastifyInstance, graceMs: number): Promise<'clean' | 'forced'> {
  stopping.add(app);
  // Sockets first: a socket holds its connection open forever, and every client reconnecting to another
  // instance (with its backoff's jitter) is better than all of them finding the port closed at once.
  for (const client of app.websocketServer?.clients ?? []) client.close(SERVICE_RESTART, 'service restart');
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'forced'>((resolve) => {
    timer = setTimeout(() => resolve('forced'), graceMs);
  });
  const closed = app.close().then(() => 'clean' as const);
  try {
    const outcome = await Promise.race([closed, graceOver]);
    if (outcome === 'forced') {
      for (const work of onGraceOver.get(app) ?? []) await work().catch((err) => app.log.error({ err }, 'hand-over'));
    }
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}
