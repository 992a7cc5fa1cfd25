import { Redis } from 'ioredis';
import type { Kv } from './kv.ts';

/** Lua keeps increment + first-hit expiry atomic, so concurrent instances never lose a window's TTL. */
const HIT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}
`;

export async function createRedisKv(url: string): Promise<Kv> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, keyPrefix: 'shop:' });
  await redis.connect();
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, key, String(windowMs))) as [number, number];
      return { count, resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
