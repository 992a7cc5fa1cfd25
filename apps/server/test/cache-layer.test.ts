import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { goods } from '../src/db/schema/index.ts';
import { MemoryKv, type Kv } from '../src/lib/kv.ts';
import { NearCache } from '../src/lib/near-cache.ts';
import { bumpCounters } from '../src/modules/catalog/cache.ts';
import { createRedisKv } from '../src/lib/redis-kv.ts';
import { onPostgres } from './helper.ts';
import { dropPrefix, redisForTests, testPrefix } from './redis-probe.ts';
import { twoInstances, type TwoInstances } from './two-instances.ts';

/**
 * The in-process layer in front of the shared cache (docs/caching.md): on two instances sharing one Redis, a hit
 * costs no Redis command, a seller's edit on one instance shows on the other's next request, a stale answer is
 * served while one refresh runs, and the copy in each process stays within its bounds.
 */
const redisUrl = await redisForTests();

/** Passes every call to the real store and counts them: each one is a round trip to Redis. */
function counting(inner: Kv): Kv & { commands: number } {
  const c = {
    commands: 0,
    kind: inner.kind,
    hit: (k: string, w: number) => (c.commands++, inner.hit(k, w)),
    set: (k: string, v: string, t?: number) => (c.commands++, inner.set(k, v, t)),
    get: (k: string) => (c.commands++, inner.get(k)),
    del: (k: string) => (c.commands++, inner.del(k)),
    decrIfEnough: (k: string, n: number) => (c.commands++, inner.decrIfEnough(k, n)),
    setIfAbsent: (k: string, v: string, t: number) => (c.commands++, inner.setIfAbsent(k, v, t)),
    incrIfPresent: (k: string, n: number) => (c.commands++, inner.incrIfPresent(k, n)),
    publish: (ch: string, m: string) => (c.commands++, inner.publish(ch, m)),
    subscribe: (...args: Parameters<Kv['subscribe']>) => (c.commands++, inner.subscribe(...args)),
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
  return c;
}

const kvOf = (app: FastifyInstance) => app.kv as Kv & { commands: number };

/** Over HTTP on the instance's port, as a shopper's request reaches one instance behind a load balancer. */
async function get(app: FastifyInstance, url: string) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const body = await (await fetch(`http://127.0.0.1:${address.port}${url}`)).text();
  return { body, json: JSON.parse(body) as { code: number; data: { goods_name?: string } } };
}

/** Commands `app` sent to Redis while `work` ran. */
async function commandsDuring(app: FastifyInstance, work: () => Promise<unknown>): Promise<number> {
  const before = kvOf(app).commands;
  await work();
  return kvOf(app).commands - before;
}

/** Waits (without asserting on time) until `check` holds; fails after many tries. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let n = 0; n < 200; n += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}

describe.runIf(!!redisUrl)(
  `the catalogue cache on two instances sharing one Redis (${onPostgres ? 'PostgreSQL' : 'PGlite'})`,
  () => {
    let two: TwoInstances;
    let sellerToken = '';
    let goodsId = 0;
    const LIST = '/api/goods?page=1';
    const detail = () => `/api/goods/${goodsId}`;

    beforeAll(async () => {
      two = await twoInstances({ redisUrl: redisUrl!, name: 'cache', postgres: onPostgres, wrapKv: counting });
      const login = await two.a.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: qs.stringify({ username: '18888888888', password: '123456', provider: 'users', area: 'seller' }),
      });
      sellerToken = login.json<{ data: { access_token: string } }>().data.access_token;
      const mine = await two.a.app.inject({
        method: 'GET',
        url: `/api/Seller/goods?${qs.stringify({ page: 1, per_page: 1, goods_status: 1, goods_verify: 1 })}`,
        headers: { authorization: `Bearer ${sellerToken}` },
      });
      goodsId = mine.json<{ data: { data: { id: number }[] } }>().data.data[0]!.id;
      // Each instance subscribes on its first catalogue read; until Redis confirms, the version is read from it.
      for (const i of [two.a, two.b])
        await until(async () => (await commandsDuring(i.app, () => get(i.app, LIST))) === 0, 'a free hit');
    }, 180_000);

    afterAll(async () => {
      vi.useRealTimers();
      await two?.close();
    });

    it('answers a cached list or goods page without a Redis command, with the same text each time', async () => {
      const first = await get(two.a.app, detail());
      expect(first.json.code).toBe(200);
      for (const url of [LIST, detail()]) {
        let bodies: string[] = [];
        const n = await commandsDuring(two.a.app, async () => {
          bodies = await Promise.all(Array.from({ length: 5 }, async () => (await get(two.a.app, url)).body));
        });
        expect(n).toBe(0);
        expect(new Set(bodies).size).toBe(1);
      }
    });

    it('takes an answer the other instance computed from Redis (one read), then serves it locally', async () => {
      const onA = await get(two.a.app, detail());
      // B never asked for this page: one read of the entry A stored, no computation of its own (no write).
      expect(await commandsDuring(two.b.app, () => get(two.b.app, detail()))).toBe(1);
      expect((await get(two.b.app, detail())).body).toBe(onA.body);
      expect(await commandsDuring(two.b.app, () => get(two.b.app, detail()))).toBe(0);
    });

    it("shows a seller's edit made on A on B's very next request, list and goods page", async () => {
      const listed = async (app: FastifyInstance) => (await get(app, detail())).json.code === 200;
      const inList = async (app: FastifyInstance) => (await get(app, LIST)).body.includes(`"id":${goodsId},`);
      expect(await listed(two.b.app)).toBe(true);
      const shelve = async (status: 0 | 1) => {
        const res = await two.a.app.inject({
          method: 'PUT',
          url: `/api/Seller/goods/${goodsId}`,
          headers: { authorization: `Bearer ${sellerToken}`, 'content-type': 'application/x-www-form-urlencoded' },
          payload: qs.stringify({ goods_status: status }),
        });
        expect(res.json<{ data: unknown }>().data).toBe(1);
      };
      const wasInList = await inList(two.b.app);
      await shelve(0);
      expect(await listed(two.b.app)).toBe(false);
      expect(await inList(two.b.app)).toBe(false);
      expect(await listed(two.a.app)).toBe(false);
      await shelve(1);
      expect(await listed(two.b.app)).toBe(true);
      expect(await inList(two.b.app)).toBe(wasInList);
      // Once the new answers are in, hits are free again.
      expect(await commandsDuring(two.b.app, () => get(two.b.app, detail()))).toBe(0);
    });

    it("shows a shopper's order made on A on B's very next goods page, and leaves B's lists cached", async () => {
      const stockOn = async (app: FastifyInstance) =>
        (JSON.parse((await get(app, detail())).body) as { data: { goods_stock: number } }).data.goods_stock;
      const before = await stockOn(two.b.app);
      await get(two.b.app, LIST);
      // What an order does to the goods (the checkout tests place real ones), then its bump, on A.
      const [row] = await two.setup.db.select({ stock: goods.goods_stock }).from(goods).where(eq(goods.id, goodsId));
      await two.setup.db
        .update(goods)
        .set({ goods_stock: row!.stock - 1 })
        .where(eq(goods.id, goodsId));
      await bumpCounters(two.a.app.kv);
      expect(await stockOn(two.b.app)).toBe(before - 1);
      // The lists, counts and home blocks are not keyed by the counters: a hit, no command.
      expect(await commandsDuring(two.b.app, () => get(two.b.app, LIST))).toBe(0);
    });

    it('serves a stale answer while one refresh runs, and an instance takes the fresher one the other stored', async () => {
      const before = (await get(two.a.app, detail())).json.data.goods_name!;
      await get(two.b.app, detail());
      // A change the catalogue version does not announce (like sales after an order): shows when the entry is stale.
      await two.setup.db
        .update(goods)
        .set({ goods_name: `${before} (renamed)` })
        .where(eq(goods.id, goodsId));
      expect((await get(two.a.app, detail())).json.data.goods_name).toBe(before);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6_000 });
      // Stale on A: the old answer at once, and one refresh behind it.
      const stale = await Promise.all(Array.from({ length: 5 }, () => get(two.a.app, detail())));
      expect(stale.map((s) => s.json.data.goods_name)).toEqual(Array(5).fill(before));
      await until(async () => (await get(two.a.app, detail())).json.data.goods_name !== before, 'the refresh on A');
      // Stale on B too, but A has stored a fresh answer: B reads it (one read) rather than computing its own.
      let n = 0;
      await until(async () => {
        n += await commandsDuring(two.b.app, () => get(two.b.app, detail()));
        return (await get(two.b.app, detail())).json.data.goods_name !== before;
      }, 'the refresh on B');
      expect(n).toBe(1);
      vi.useRealTimers();
    });

    it('notices a change announced while its subscription was down', async () => {
      const admin = new Redis(redisUrl!);
      try {
        const clients = String(await admin.client('LIST'))
          .split('\n')
          .filter((line) => line.includes(` name=${two.prefix}sub `));
        expect(clients).toHaveLength(2);
        for (const line of clients) await admin.client('KILL', 'ID', /id=(\d+)/.exec(line)![1]!);
      } finally {
        admin.disconnect();
      }
      const res = await two.a.app.inject({
        method: 'PUT',
        url: `/api/Seller/goods/${goodsId}`,
        headers: { authorization: `Bearer ${sellerToken}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: qs.stringify({ goods_status: 0 }),
      });
      expect(res.json<{ data: unknown }>().data).toBe(1);
      await until(async () => (await get(two.b.app, detail())).json.code !== 200, 'the change on B');
      // Subscribed again: free hits once more.
      await until(async () => (await commandsDuring(two.b.app, () => get(two.b.app, LIST))) === 0, 'a free hit');
    });
  },
);

describe('the process copy of cached answers', () => {
  const bounds = { maxEntries: 10, maxChars: 500 };
  const fresh = { freshMs: 60_000, keepMs: 120_000 };
  const prefix = testPrefix('near');
  afterAll(async () => {
    if (redisUrl) await dropPrefix(redisUrl, prefix);
  });

  it.each([
    ['in process', false],
    ['in front of Redis', true],
  ] as const)('stays within its bounds (%s)', async (_name, overRedis) => {
    if (overRedis && !redisUrl) return;
    const kv = counting(overRedis ? await createRedisKv(redisUrl!, { prefix }) : new MemoryKv());
    try {
      const cache = new NearCache(kv, bounds, 'test cache');
      let computed = 0;
      const produce = (n: number, size: number) => async () => (computed++, String(n).padEnd(size, '.'));
      for (let n = 0; n < 40; n += 1) await cache.get(`k${n}`, produce(n, 30), fresh);
      expect(cache.size.entries).toBe(bounds.maxEntries);
      for (let n = 40; n < 45; n += 1) await cache.get(`k${n}`, produce(n, 200), fresh);
      expect(cache.size.chars).toBeLessThanOrEqual(bounds.maxChars);
      // The latest is held here; the oldest was dropped: Redis still has it (one read), in process it is computed.
      const before = { computed, commands: kv.commands };
      expect(await cache.get('k44', produce(44, 200), fresh)).toBe('44'.padEnd(200, '.'));
      expect(await cache.get('k0', produce(0, 30), fresh)).toBe('0'.padEnd(30, '.'));
      expect(computed - before.computed).toBe(overRedis ? 0 : 1);
      expect(kv.commands - before.commands).toBe(overRedis ? 1 : 0);
    } finally {
      await kv.close();
    }
  });
});
