import type { Kv } from './kv.ts';

/** How long an answer serves: as is up to `freshMs`, then stale (while one refresh runs) up to `keepMs`. */
export interface Freshness {
  freshMs: number;
  keepMs: number;
}

/** The in-process copy holds at most this many answers and this many characters in all. */
export interface NearCacheBounds {
  maxEntries: number;
  maxChars: number;
}

interface Entry {
  body: string;
  /** When the answer was computed (on whichever instance): its age, hence freshness, is the same everywhere. */
  at: number;
  expiresAt: number;
}

/** One object per shared store: each app (each test app too) has its own kv, hence its own copy and mirror. */
export function perKv<T extends object>(make: (kv: Kv) => T): (kv: Kv) => T {
  const made = new WeakMap<Kv, T>();
  return (kv) => {
    let it = made.get(kv);
    if (!it) made.set(kv, (it = make(kv)));
    return it;
  };
}

const cachesByKv = new WeakMap<Kv, NearCache[]>();

/** The caches made on this shared store so far, i.e. one app's (its metrics read their counts). */
export function nearCachesOf(kv: Kv): readonly NearCache[] {
  return cachesByKv.get(kv) ?? [];
}

/** `${at}\n${body}` as stored in the kv; null for anything else (an absent key, or a value of an older format). */
function parseStored(stored: string | null): { at: number; body: string } | null {
  if (stored === null) return null;
  const cut = stored.indexOf('\n');
  const at = cut > 0 ? Number(stored.slice(0, cut)) : NaN;
  return Number.isFinite(at) ? { at, body: stored.slice(cut + 1) } : null;
}

/**
 * Text answers cached in two levels: a bounded map in this process in front of the shared store (Redis across
 * instances), so a hit costs no round trip and hands back the very string it stored (helpers keyed by the body,
 * such as compressed copies, hit too). An answer computed on one instance is written to the shared store with its
 * time, and another instance missing it locally takes it from there, so the database computes each answer once
 * per freshness period whatever the number of instances. With the in-process store (no Redis) the map is the only
 * copy: the kv would only hold the same strings a second time.
 *
 * Nothing here notices writes: callers put what invalidates an answer into its key (the catalogue version, the
 * day), so an answer computed from data read before a write lands under a key nobody asks for any more.
 * See docs/caching.md.
 */
export class NearCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;
  /** Misses being filled, per key: simultaneous callers share one read of the shared store and one computation. */
  private readonly filling = new Map<string, Promise<string>>();
  /** Keys whose stale answer is being refreshed: one refresh per process, whatever the number of stale hits. */
  private readonly refreshing = new Set<string>();
  private readonly shared: boolean;
  /**
   * Answers given without computing them (from this process, the shared store, or a computation another caller
   * started) and answers computed: plain numbers, read by the metrics when scraped, so a hit costs no more.
   */
  hits = 0;
  misses = 0;

  constructor(
    private readonly kv: Kv,
    private readonly bounds: NearCacheBounds,
    readonly name: string,
  ) {
    this.shared = kv.kind !== 'memory';
    const caches = cachesByKv.get(kv);
    if (caches) caches.push(this);
    else cachesByKv.set(kv, [this]);
  }

  /** The answer under `key`, or `produce()`'s, kept as `freshness` says. */
  get(key: string, produce: () => Promise<string>, freshness: Freshness): Promise<string> {
    const local = this.entries.get(key);
    if (local) {
      const age = Date.now() - local.at;
      if (age <= freshness.freshMs) {
        this.hits++;
        return Promise.resolve(local.body);
      }
      if (age < freshness.keepMs) {
        this.hits++;
        this.refresh(key, produce, freshness, local.at);
        return Promise.resolve(local.body);
      }
      this.forget(key);
    }
    return this.fill(key, produce, freshness);
  }

  /** Answers held in this process (tests check the bounds). */
  get size(): { entries: number; chars: number } {
    return { entries: this.entries.size, chars: this.chars };
  }

  private fill(key: string, produce: () => Promise<string>, freshness: Freshness): Promise<string> {
    const pending = this.filling.get(key);
    if (pending) {
      this.hits++;
      return pending;
    }
    const work = (async () => {
      try {
        const stored = this.shared ? parseStored(await this.kv.get(key)) : null;
        const age = stored ? Date.now() - stored.at : Infinity;
        if (stored && age < freshness.keepMs) {
          this.hits++;
          this.remember(key, stored.body, stored.at, freshness);
          if (age > freshness.freshMs) this.refresh(key, produce, freshness, stored.at);
          return stored.body;
        }
        this.misses++;
        return await this.compute(key, produce, freshness);
      } finally {
        this.filling.delete(key);
      }
    })();
    this.filling.set(key, work);
    return work;
  }

  /** In the background: takes a fresher answer another instance stored, or computes one. */
  private refresh(key: string, produce: () => Promise<string>, freshness: Freshness, staleAt: number): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    (async () => {
      if (this.shared) {
        const stored = parseStored(await this.kv.get(key));
        if (stored && stored.at > staleAt && Date.now() - stored.at <= freshness.freshMs) {
          this.remember(key, stored.body, stored.at, freshness);
          return;
        }
      }
      await this.compute(key, produce, freshness);
    })()
      .catch((err: unknown) => console.error(`${this.name}: refresh failed`, err))
      .finally(() => this.refreshing.delete(key));
  }

  private async compute(key: string, produce: () => Promise<string>, freshness: Freshness): Promise<string> {
    const body = await produce();
    const at = Date.now();
    this.remember(key, body, at, freshness);
    if (this.shared) await this.kv.set(key, `${at}\n${body}`, freshness.keepMs);
    return body;
  }

  private remember(key: string, body: string, at: number, freshness: Freshness): void {
    const old = this.entries.get(key);
    if (old && old.at > at) return;
    if (old) this.forget(key);
    // Re-inserted on each refresh, so the map's order is oldest first: what nobody refreshed lately goes first.
    this.entries.set(key, { body, at, expiresAt: at + freshness.keepMs });
    this.chars += body.length;
    const now = Date.now();
    for (const [k, e] of this.entries) {
      if (k === key) break;
      const over = this.entries.size > this.bounds.maxEntries || this.chars > this.bounds.maxChars;
      if (!over && e.expiresAt > now) break;
      this.forget(k);
    }
  }

  private forget(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.chars -= e.body.length;
  }
}
