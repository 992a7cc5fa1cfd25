import type { Kv } from './kv.ts';

/** After a failed subscription, requests read the store directly and a new attempt waits this long. */
const RETRY_MS = 1_000;

/**
 * A small value in the shared store that every request reads (the catalogue version), mirrored in this process so
 * that reading it costs no round trip. Each write is announced on a channel; on the announcement (and after this
 * instance's own write) the mirror reads the value again rather than trusting the message, because two writers'
 * announcements may arrive in another order than their writes: reads go down one connection in order, so the
 * latest read issued is never older than the latest write announced. Until the subscription is confirmed, and
 * from the moment its connection drops until it is confirmed again (messages in between are lost), each call reads
 * the store. See docs/caching.md.
 */
export class MirroredValue {
  /** The latest read issued while subscribed: what callers get (pending for one round trip after a change). */
  private current: Promise<string | null> | null = null;
  private live = false;
  private subscribing = false;
  private retryAfter = 0;

  constructor(
    private readonly kv: Kv,
    private readonly key: string,
    private readonly channel: string,
  ) {}

  get(): Promise<string | null> {
    if (this.live) return this.current ?? this.reread();
    this.subscribe();
    return this.kv.get(this.key);
  }

  /** Starts mirroring now (no read), so the first `get` after the subscription is confirmed costs no round trip. */
  watch(): void {
    if (!this.live) this.subscribe();
  }

  /** Stores `value` and tells every instance; this one reads it back at once, the others on the message. */
  async set(value: string): Promise<void> {
    await this.kv.set(this.key, value);
    if (this.live) void this.reread();
    await this.kv.publish(this.channel, value);
  }

  private reread(): Promise<string | null> {
    const read = this.kv.get(this.key);
    // A failed read must not stick: the next call reads again.
    read.catch(() => {
      if (this.current === read) this.current = null;
    });
    this.current = read;
    return read;
  }

  private subscribe(): void {
    if (this.subscribing || Date.now() < this.retryAfter) return;
    this.subscribing = true;
    this.kv
      .subscribe(
        this.channel,
        () => void this.reread(),
        (live) => {
          if (live) void this.reread();
          this.live = live;
        },
      )
      .then(() => {
        void this.reread();
        this.live = true;
      })
      .catch((err: unknown) => {
        console.error(`mirror of ${this.key}: subscription failed, reading the store meanwhile`, err);
        this.subscribing = false;
        this.retryAfter = Date.now() + RETRY_MS;
      });
  }
}
