import { EventEmitter } from 'node:events';

export type MessageHandler = (message: string) => void;
/**
 * Told `false` when the subscription's connection drops (messages published from then on are lost) and `true` once
 * the subscription is confirmed again, so a subscriber that mirrors a value can stop trusting it meanwhile.
 */
export type LinkHandler = (live: boolean) => void;

/**
 * Shared state that must hold across server instances: in-process by default, Redis when REDIS_URL is set.
 * Only what really needs sharing goes here (rate-limit windows, flash-sale stock, chat fan-out).
 */
export interface Kv {
  readonly kind: 'memory' | 'redis';
  /** Increments a counter that expires `windowMs` after its first increment; returns the count and reset time. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Stores a string value, optionally expiring after `ttlMs`. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** The value, or null when absent or expired. */
  get(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /**
   * Atomically takes `n` (a positive integer) from an integer value when at least `n` is left: answers the
   * value after the decrement, or null when the key is absent or holds less (nothing changes then).
   * Flash-sale stock relies on this never overselling, across every instance.
   */
  decrIfEnough(key: string, n: number): Promise<number | null>;
  /** Stores `value` only when the key is absent; answers whether it did (a counter's first reader seeds it). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Adds `n` to an integer value that exists; an absent key stays absent (it is seeded again from the truth). */
  incrIfPresent(key: string, n: number): Promise<void>;
  /** Delivers `message` to every subscriber of `channel` (on every instance sharing this Kv). */
  publish(channel: string, message: string): Promise<void>;
  /**
   * Calls `handler` for each message on `channel` from the moment the promise resolves; returns an unsubscribe.
   * `onLink` hears when delivery stops and resumes (never, in process).
   */
  subscribe(channel: string, handler: MessageHandler, onLink?: LinkHandler): Promise<() => Promise<void>>;
  /** True when the store answers (health checks). */
  ping(): Promise<boolean>;
  /** Errors the store raised so far, dropped connections and failed commands (metrics); none in process. */
  errors?(): number;
  close(): Promise<void>;
}

/** Both implementations refuse the same bad amounts, so a caller's bug shows up in tests on either. */
export function assertAmount(n: number): void {
  if (!Number.isSafeInteger(n) || n < 1)
    throw new RangeError(`decrIfEnough: amount must be a positive integer, got ${n}`);
}

/**
 * Calls a subscriber without letting its exception break delivery to the others or crash the process
 * (a bug in one chat handler must not take the server down); the error is still reported.
 */
export function deliver(handler: MessageHandler, message: string): void {
  try {
    handler(message);
  } catch (err) {
    console.error('kv: a subscriber failed on a message', err);
  }
}

export class MemoryKv implements Kv {
  readonly kind = 'memory' as const;
  private windows = new Map<string, { count: number; resetAt: number }>();
  private values = new Map<string, { value: string; expiresAt: number }>();
  private bus = new EventEmitter().setMaxListeners(0);
  private sweeper = setInterval(() => this.sweep(), 60_000).unref();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetAt: w.resetAt };
  }

  async set(key: string, value: string, ttlMs?: number) {
    this.values.set(key, { value, expiresAt: ttlMs && ttlMs > 0 ? Date.now() + ttlMs : Infinity });
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async del(key: string) {
    // One key space, as in Redis: a counter made by `hit` goes too.
    this.windows.delete(key);
    this.values.delete(key);
  }

  async decrIfEnough(key: string, n: number) {
    assertAmount(n);
    // No await between read and write: the event loop makes this atomic within the process.
    const entry = this.live(key);
    if (!entry) return null;
    const current = Number(entry.value);
    if (!Number.isSafeInteger(current) || current < n) return null;
    entry.value = String(current - n);
    return current - n;
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.live(key)) return false;
    await this.set(key, value, ttlMs);
    return true;
  }

  async incrIfPresent(key: string, n: number) {
    assertAmount(n);
    const entry = this.live(key);
    const current = Number(entry?.value);
    if (entry && Number.isSafeInteger(current)) entry.value = String(current + n);
  }

  async publish(channel: string, message: string) {
    // Asynchronous like Redis, so a publisher never runs subscriber code inside its own call stack.
    const handlers = this.bus.listeners(channel) as MessageHandler[];
    if (handlers.length) queueMicrotask(() => handlers.forEach((h) => deliver(h, message)));
  }

  async subscribe(channel: string, handler: MessageHandler) {
    this.bus.on(channel, handler);
    return async () => {
      this.bus.off(channel, handler);
    };
  }

  async ping() {
    return true;
  }

  private live(key: string) {
    const entry = this.values.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.values.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = Date.now();
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    for (const [k, v] of this.values) if (v.expiresAt <= now) this.values.delete(k);
  }

  async close() {
    clearInterval(this.sweeper);
    this.windows.clear();
    this.values.clear();
    this.bus.removeAllListeners();
  }
}
