/**
 * Shared state that must hold across server instances: in-process by default, Redis when REDIS_URL is set.
 * Only what really needs sharing goes here (rate-limit windows, flash-sale stock, chat fan-out).
 */
export interface Kv {
  readonly kind: 'memory' | 'redis';
  /** Increments a counter that expires `windowMs` after its first increment; returns the count and reset time. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  close(): Promise<void>;
}

export class MemoryKv implements Kv {
  readonly kind = 'memory' as const;
  private windows = new Map<string, { count: number; resetAt: number }>();
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

  private sweep() {
    const now = Date.now();
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }

  async close() {
    clearInterval(this.sweeper);
    this.windows.clear();
  }
}
