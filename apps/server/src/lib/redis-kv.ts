import { Redis } from 'ioredis';
import { assertAmount, deliver, type Kv, type LinkHandler, type MessageHandler } from './kv.ts';

/** Lua keeps increment + first-hit expiry atomic, so concurrent instances never lose a window's TTL. */
const HIT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}
`;

/**
 * Read-compare-decrement in one script: Redis runs it without interleaving, so stock shared by every instance
 * is never oversold. A non-integer value counts as "not enough" rather than erroring. DECRBY keeps the TTL.
 */
const DECR_IF_ENOUGH = `
local v = tonumber(redis.call('GET', KEYS[1]))
if v == nil or v < tonumber(ARGV[1]) then return false end
return redis.call('DECRBY', KEYS[1], ARGV[1])
`;

/** INCRBY only on a key that exists, so a give-back never creates a counter without its TTL. */
const INCR_IF_PRESENT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
return redis.call('INCRBY', KEYS[1], ARGV[1])
`;

export interface RedisKvOptions {
  /**
   * Prepended to every key and channel, so several shops (or parallel test runs) can share one Redis.
   * Default 'shop:'.
   */
  prefix?: string;
}

export async function createRedisKv(url: string, opts: RedisKvOptions = {}): Promise<Kv> {
  const prefix = opts.prefix ?? 'shop:';
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, keyPrefix: prefix });
  // Counted for the metrics; logged as ioredis logs an error nobody listens to, since listening silences it.
  let errors = 0;
  const connectionError = (err: Error) => {
    errors++;
    console.warn('redis:', err.message);
  };
  const counted = <T>(command: Promise<T>): Promise<T> =>
    command.catch((err: unknown) => {
      errors++;
      throw err;
    });
  redis.on('error', connectionError);
  await redis.connect();

  // A connection in subscriber mode can run nothing else, so pub/sub gets its own, opened on first use.
  // ioredis' keyPrefix does not apply to channels (they are not keys): the prefix is added by hand.
  let subscriber: Redis | undefined;
  const channels = new Map<
    string,
    { handlers: Set<MessageHandler>; links: Set<LinkHandler>; ready: Promise<unknown> }
  >();
  const tellLinks = (live: boolean) => {
    for (const entry of channels.values()) for (const l of [...entry.links]) l(live);
  };
  const subscriberConnection = async (): Promise<Redis> => {
    if (subscriber) return subscriber;
    // Named, so an operator (or a test) can tell the shop's subscriber apart in CLIENT LIST.
    const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: `${prefix}sub` });
    sub.on('error', connectionError);
    sub.on('message', (channel: string, message: string) => {
      const entry = channels.get(channel);
      if (entry) for (const h of [...entry.handlers]) deliver(h, message);
    });
    // ioredis subscribes again by itself after a reconnect but says not when Redis confirmed it: subscribing once
    // more (idempotent) gives a reply that comes after both.
    let dropped = false;
    sub.on('close', () => {
      if (dropped) return;
      dropped = true;
      tellLinks(false);
    });
    sub.on('ready', () => {
      if (!dropped) return;
      const names = [...channels.keys()];
      (names.length ? sub.subscribe(...names) : Promise.resolve())
        .then(() => {
          dropped = false;
          tellLinks(true);
        })
        .catch(() => undefined); // dropped again: the next 'ready' retries
    });
    subscriber = sub;
    await sub.connect();
    return sub;
  };

  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const [count, ttl] = (await counted(redis.eval(HIT, 1, key, String(windowMs)))) as [number, number];
      return { count, resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async set(key, value, ttlMs) {
      if (ttlMs && ttlMs > 0) await counted(redis.set(key, value, 'PX', Math.ceil(ttlMs)));
      else await counted(redis.set(key, value));
    },
    async get(key) {
      return counted(redis.get(key));
    },
    async del(key) {
      await counted(redis.del(key));
    },
    async decrIfEnough(key, n) {
      assertAmount(n);
      const left = (await counted(redis.eval(DECR_IF_ENOUGH, 1, key, String(n)))) as number | null;
      return left === null ? null : Number(left);
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await counted(redis.set(key, value, 'PX', Math.ceil(ttlMs), 'NX'))) === 'OK';
    },
    async incrIfPresent(key, n) {
      assertAmount(n);
      await counted(redis.eval(INCR_IF_PRESENT, 1, key, String(n)));
    },
    async publish(channel, message) {
      await counted(redis.publish(prefix + channel, message));
    },
    async subscribe(channel, handler, onLink) {
      const full = prefix + channel;
      const sub = await subscriberConnection();
      let entry = channels.get(full);
      if (!entry) {
        entry = { handlers: new Set(), links: new Set(), ready: sub.subscribe(full) };
        channels.set(full, entry);
      }
      entry.handlers.add(handler);
      if (onLink) entry.links.add(onLink);
      // Resolves once Redis confirmed the subscription: messages published after this are received.
      await entry.ready;
      return async () => {
        const current = channels.get(full);
        if (onLink) current?.links.delete(onLink);
        if (!current?.handlers.delete(handler) || current.handlers.size > 0) return;
        channels.delete(full);
        await sub.unsubscribe(full).catch(() => undefined);
      };
    },
    errors: () => errors,
    async ping() {
      try {
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      channels.clear();
      const quit = async (c: Redis) => {
        await c.quit().catch(() => c.disconnect());
      };
      await Promise.all([redis, ...(subscriber ? [subscriber] : [])].map(quit));
    },
  };
}
