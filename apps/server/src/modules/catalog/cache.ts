import type { Kv } from '../../lib/kv.ts';

/**
 * A short-lived cache of public catalogue answers in app.kv (shared by every instance when Redis is configured).
 *
 * Keys carry the catalogue version, which every catalogue write of this module bumps, so a seller's edit shows at
 * once; changes made elsewhere (sales and stock after an order, a store closed by the admin) show when an entry
 * goes stale: after FRESH_MS (5 s) the next reader still gets the old answer immediately while one refresh per
 * process runs in the background (stale-while-revalidate), so a popular page never makes a crowd of requests
 * queue behind the database at the same moment, which PGlite, running one query at a time, could not absorb.
 */
const VERSION_KEY = 'catalog:version';
/**
 * On PGlite a refresh runs on the event loop (WASM in-process), so every refresh stalls all requests for its
 * duration; refreshing each hot answer at most every few seconds keeps that to a fraction of a percent.
 */
const FRESH_MS = 5_000;
/** A stale answer may still be served while it refreshes for this many times its freshness (bounds MemoryKv too). */
const KEEP_FACTOR = 3;

/** Refreshes running in this process, per store and key: concurrent misses share one computation. */
const running = new WeakMap<Kv, Map<string, Promise<string>>>();

/** The current catalogue version (part of every cache key). */
export async function catalogVersion(kv: Kv): Promise<string> {
  return (await kv.get(VERSION_KEY)) ?? '0';
}

/**
 * Makes every cached catalogue answer obsolete. Call after a write that changes what the storefront lists
 * (goods, SKUs, classes, brands, a store's status).
 */
export async function bumpCatalogVersion(kv: Kv): Promise<void> {
  await kv.set(VERSION_KEY, `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
}

function compute(kv: Kv, key: string, produce: () => Promise<string>, keepMs: number): Promise<string> {
  let inFlight = running.get(kv);
  if (!inFlight) running.set(kv, (inFlight = new Map<string, Promise<string>>()));
  const pending = inFlight.get(key);
  if (pending) return pending;
  const flights = inFlight;
  const p = (async () => {
    try {
      const body = await produce();
      await kv.set(key, `${Date.now()}\n${body}`, keepMs);
      return body;
    } finally {
      flights.delete(key);
    }
  })();
  flights.set(key, p);
  return p;
}

/**
 * The body cached under `key` (a JSON text, sent as is: no parse and re-serialise on a hit), or `produce()`'s.
 * `key` must already include {@link catalogVersion} and everything the answer depends on.
 */
export async function cachedJson(
  kv: Kv,
  key: string,
  produce: () => Promise<string>,
  freshMs = FRESH_MS,
): Promise<string> {
  const hit = await kv.get(key);
  if (hit !== null) {
    const cut = hit.indexOf('\n');
    const at = Number(hit.slice(0, cut));
    const body = hit.slice(cut + 1);
    if (Date.now() - at > freshMs) {
      compute(kv, key, produce, freshMs * KEEP_FACTOR).catch((err: unknown) =>
        console.error('catalog cache: refresh failed', err),
      );
    }
    return body;
  }
  return compute(kv, key, produce, freshMs * KEEP_FACTOR);
}
