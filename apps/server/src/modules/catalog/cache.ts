import type { FastifyInstance } from 'fastify';
import type { Kv } from '../../lib/kv.ts';
import { MirroredValue } from '../../lib/mirrored-value.ts';
import { NearCache, perKv } from '../../lib/near-cache.ts';

/**
 * A short-lived cache of public catalogue answers: in this process first, then in app.kv (shared by every instance
 * when Redis is configured), so a hit costs no round trip to Redis.
 *
 * Keys carry the catalogue version, which the writes that change what the storefront lists bump (goods, classes,
 * brands, stores), so a seller's edit shows at once on every instance (the version is mirrored in each process and
 * the bump announced to all). What shoppers' own actions change (stock, sales, a flash sale's units sold, coupon
 * copies left, group-buy members) bumps a second version, the counters', which only the answers that show those
 * figures per goods carry (the goods page, the flash-sale list): every order would otherwise make every list, count
 * and home block of the shop recompute, on every instance. Lists show their sales figures and sort by them within
 * their freshness. Any other change shows when an entry goes stale: after
 * FRESH_MS (5 s) the next reader still gets the old answer immediately while one refresh per process runs in the
 * background (stale-while-revalidate), so a popular page never makes a crowd of requests queue behind the database
 * at the same moment, which PGlite, running one query at a time, could not absorb. See docs/caching.md.
 */
const VERSION_KEY = 'catalog:version';
const VERSION_CHANNEL = 'catalog:version';
const COUNTERS_KEY = 'catalog:counters';
const COUNTERS_CHANNEL = 'catalog:counters';
/**
 * On PGlite a refresh runs on the event loop (WASM in-process), so every refresh stalls all requests for its
 * duration; refreshing each hot answer at most every few seconds keeps that to a fraction of a percent.
 */
const FRESH_MS = 5_000;
/** A stale answer may still be served while it refreshes for this many times its freshness. */
const KEEP_FACTOR = 3;
/**
 * The copy in this process: the hot pages and goods of a shop fit many times over (a goods page is a few KB, a
 * list page about 20 KB), while random ids over a huge catalogue cannot make the process grow past a few tens of MB.
 */
const CATALOG_CACHE_BOUNDS = { maxEntries: 5_000, maxChars: 16_000_000 };

const versions = perKv((kv) => new MirroredValue(kv, VERSION_KEY, VERSION_CHANNEL));
const counters = perKv((kv) => new MirroredValue(kv, COUNTERS_KEY, COUNTERS_CHANNEL));
const newVersion = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const answers = perKv((kv) => new NearCache(kv, CATALOG_CACHE_BOUNDS, 'catalog cache'));

/** The current catalogue version (part of every cache key). */
export async function catalogVersion(kv: Kv): Promise<string> {
  // The counters' mirror starts with the catalogue's, so a goods page is free of round trips as soon as lists are.
  counters(kv).watch();
  return (await versions(kv).get()) ?? '0';
}

/**
 * The version of the answers that show per-goods counters (the goods page, the flash-sale list): the catalogue's
 * and the counters'.
 */
export async function countersVersion(kv: Kv): Promise<string> {
  const [catalog, live] = await Promise.all([catalogVersion(kv), counters(kv).get()]);
  return `${catalog}.${live ?? '0'}`;
}

/**
 * Makes every cached catalogue answer obsolete, on every instance. Call after a write that changes what the
 * storefront lists (goods, SKUs, classes, brands, a store's status).
 */
export async function bumpCatalogVersion(kv: Kv): Promise<void> {
  await versions(kv).set(newVersion());
}

/**
 * Makes the cached goods pages and flash-sale lists obsolete, on every instance. Call after a shopper's action
 * that changes the counters they show (an order placed, paid or cancelled, a coupon claimed, a group buy that
 * ends), so the next goods page reads them.
 */
export async function bumpCounters(kv: Kv): Promise<void> {
  await counters(kv).set(newVersion());
}

/**
 * Bumps the catalogue version after every write (any method but GET) of the routes of this plugin scope and the
 * scopes it registers: in onSend, after the write committed and before the answer leaves, so the very next
 * storefront read, on any instance, sees the change.
 */
export function bumpCatalogOnWrite(app: FastifyInstance): void {
  app.addHook('onSend', async (req) => {
    if (req.method !== 'GET') await bumpCatalogVersion(req.server.kv);
  });
}

/**
 * The body cached under `key` (a JSON text, sent as is: no parse and re-serialise on a hit; the same string on
 * each hit of this process), or `produce()`'s. `key` must already include {@link catalogVersion} and everything
 * the answer depends on.
 */
export function cachedJson(kv: Kv, key: string, produce: () => Promise<string>, freshMs = FRESH_MS): Promise<string> {
  return answers(kv).get(key, produce, { freshMs, keepMs: freshMs * KEEP_FACTOR });
}
