import { afterAll, describe, expect, it, vi } from 'vitest';
import { MemoryKv, type Kv } from '../src/lib/kv.ts';
import { createRedisKv } from '../src/lib/redis-kv.ts';
import { dropPrefix, redisForTests, testPrefix } from './redis-probe.ts';

const redisUrl = await redisForTests();
const prefix = testPrefix('kv');
const opened: Kv[] = [];

afterAll(async () => {
  await Promise.all(opened.map((kv) => kv.close()));
  if (redisUrl) await dropPrefix(redisUrl, prefix);
});

async function open(kind: 'memory' | 'redis', keyPrefix = prefix): Promise<Kv> {
  const kv = kind === 'memory' ? new MemoryKv() : await createRedisKv(redisUrl!, { prefix: keyPrefix });
  opened.push(kv);
  return kv;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves with the messages a channel received once `count` arrived (or what came within a second). */
function collect(kv: Kv, channel: string, count: number, waitMs = 1000) {
  const got: string[] = [];
  let done!: () => void;
  const arrived = new Promise<void>((r) => (done = r));
  const timer = setTimeout(() => done(), waitMs);
  const ready = kv.subscribe(channel, (m) => {
    got.push(m);
    if (got.length === count) {
      clearTimeout(timer);
      done();
    }
  });
  return { ready, messages: arrived.then(() => got) };
}

if (!redisUrl) console.warn('kv.test: no Redis (REDIS_URL unset, nothing on 127.0.0.1:6379): Redis half skipped');

// The same table runs against both implementations: what the shop relies on must hold for either.
describe.each([
  ['memory', true],
  ['redis', !!redisUrl],
] as const)('%s kv', (kind, available) => {
  const test = it.runIf(available);

  test('set / get / del, with and without expiry', async () => {
    const kv = await open(kind);
    expect(await kv.get('absent')).toBeNull();
    await kv.set('a', 'one');
    expect(await kv.get('a')).toBe('one');
    await kv.set('a', 'two');
    expect(await kv.get('a')).toBe('two');
    await kv.del('a');
    expect(await kv.get('a')).toBeNull();
    await kv.set('short', 'x', 60);
    expect(await kv.get('short')).toBe('x');
    await sleep(150);
    expect(await kv.get('short')).toBeNull();
    // del forgets a counter too: both stores hold one key space.
    await kv.hit('counter', 60_000);
    await kv.hit('counter', 60_000);
    await kv.del('counter');
    expect((await kv.hit('counter', 60_000)).count).toBe(1);
  });

  test('decrIfEnough takes only what is there, atomically', async () => {
    const kv = await open(kind);
    expect(await kv.decrIfEnough('stock:none', 1)).toBeNull();
    await kv.set('stock:1', '10');
    expect(await kv.decrIfEnough('stock:1', 3)).toBe(7);
    expect(await kv.decrIfEnough('stock:1', 8)).toBeNull();
    expect(await kv.get('stock:1')).toBe('7');
    expect(await kv.decrIfEnough('stock:1', 7)).toBe(0);
    expect(await kv.decrIfEnough('stock:1', 1)).toBeNull();
    expect(await kv.get('stock:1')).toBe('0');
    await kv.set('stock:text', 'lots');
    expect(await kv.decrIfEnough('stock:text', 1)).toBeNull();
    expect(await kv.get('stock:text')).toBe('lots');
    for (const bad of [0, -1, 1.5, Number.NaN])
      await expect(kv.decrIfEnough('stock:1', bad)).rejects.toThrow(RangeError);
  });

  test('setIfAbsent seeds once; incrIfPresent gives back only to a counter that exists', async () => {
    const kv = await open(kind);
    const seeded = await Promise.all(Array.from({ length: 5 }, (_, i) => kv.setIfAbsent('quota:seed', String(10 + i), 5000)));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    expect(await kv.get('quota:seed')).toBe('10');
    await kv.incrIfPresent('quota:seed', 3);
    expect(await kv.get('quota:seed')).toBe('13');
    await kv.incrIfPresent('quota:absent', 3);
    expect(await kv.get('quota:absent')).toBeNull();
    await expect(kv.incrIfPresent('quota:seed', 0)).rejects.toThrow(RangeError);
  });

  test('decrIfEnough never oversells under concurrency', async () => {
    const kv = await open(kind);
    await kv.set('stock:race', '100');
    const results = await Promise.all(Array.from({ length: 150 }, () => kv.decrIfEnough('stock:race', 1)));
    expect(results.filter((r) => r !== null)).toHaveLength(100);
    expect(new Set(results.filter((r) => r !== null)).size).toBe(100);
    expect(await kv.get('stock:race')).toBe('0');
  });

  test('decrIfEnough keeps the expiry of the stock key', async () => {
    const kv = await open(kind);
    await kv.set('stock:ttl', '5', 100);
    expect(await kv.decrIfEnough('stock:ttl', 2)).toBe(3);
    await sleep(200);
    expect(await kv.get('stock:ttl')).toBeNull();
  });

  test('hit counts within a window and starts over after it', async () => {
    const kv = await open(kind);
    const first = await kv.hit('rl:x', 100);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThan(Date.now());
    expect((await kv.hit('rl:x', 100)).count).toBe(2);
    expect((await kv.hit('rl:y', 100)).count).toBe(1);
    await sleep(200);
    expect((await kv.hit('rl:x', 100)).count).toBe(1);
  });

  test('publish reaches every subscriber of the channel, and only them', async () => {
    const kv = await open(kind);
    const a = collect(kv, 'chat:1', 2);
    const b = collect(kv, 'chat:1', 2);
    const other = collect(kv, 'chat:2', 1, 300);
    await Promise.all([a.ready, b.ready, other.ready]);
    await kv.publish('chat:1', 'hello');
    await kv.publish('chat:1', '{"json":true}');
    expect(await a.messages).toEqual(['hello', '{"json":true}']);
    expect(await b.messages).toEqual(['hello', '{"json":true}']);
    expect(await other.messages).toEqual([]);
  });

  test('unsubscribe stops delivery; a throwing handler does not stop the others', async () => {
    const kv = await open(kind);
    const got: string[] = [];
    const stop = await kv.subscribe('chat:3', (m) => got.push(`a:${m}`));
    await kv.subscribe('chat:3', () => {
      throw new Error('handler bug');
    });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const kept = collect(kv, 'chat:3', 2);
      await kept.ready;
      await kv.publish('chat:3', '1');
      await sleep(100);
      await stop();
      await kv.publish('chat:3', '2');
      expect(await kept.messages).toEqual(['1', '2']);
      expect(got).toEqual(['a:1']);
      expect(reported).toHaveBeenCalledTimes(2);
    } finally {
      reported.mockRestore();
    }
  });

  test('ping answers', async () => {
    expect(await (await open(kind)).ping()).toBe(true);
  });
});

describe.runIf(!!redisUrl)('redis kv across connections', () => {
  it('instances with the same prefix share keys and channels; another prefix sees nothing', async () => {
    const a = await open('redis');
    const b = await open('redis');
    const stranger = await open('redis', testPrefix('other'));
    await a.set('shared', 'v');
    expect(await b.get('shared')).toBe('v');
    expect(await stranger.get('shared')).toBeNull();
    const onB = collect(b, 'fanout', 1);
    const onStranger = collect(stranger, 'fanout', 1, 300);
    await Promise.all([onB.ready, onStranger.ready]);
    await a.publish('fanout', 'across');
    expect(await onB.messages).toEqual(['across']);
    expect(await onStranger.messages).toEqual([]);
  });
});
