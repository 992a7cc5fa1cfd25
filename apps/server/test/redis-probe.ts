import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** REDIS_URL, or the local default when a server answers there; undefined = no Redis for this run. */
export async function redisForTests(): Promise<string | undefined> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const url = 'redis://127.0.0.1:6379';
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG' ? url : undefined;
  } catch {
    return undefined;
  } finally {
    probe.disconnect();
  }
}

/** A key prefix no other test run uses, so parallel runs (and files) sharing one Redis never collide. */
export const testPrefix = (what: string): string => `test:${what}:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under `prefix` (the run's leftovers: windows, stock). */
export async function dropPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
