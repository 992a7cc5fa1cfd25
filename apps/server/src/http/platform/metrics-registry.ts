import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { Kv } from '../../lib/kv.ts';
import { nearCachesOf } from '../../lib/near-cache.ts';
import { chatHubOf } from '../../modules/chat/bus.ts';
import { watchRuntime } from './runtime-metrics.ts';

/** Every metric's name starts with this, the process and runtime ones included. */
export const PREFIX = 'shop_';

/**
 * One app's metrics, in a registry of its own (tests build many apps in one process). The counters the modules
 * move (orders, payments, refunds, refused flash-sale attempts) always exist, so the modules need no check; what
 * costs something per request or statement is only observed when the metrics are served (`watch`).
 */
export class ShopMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'Requests answered, by method, route pattern (unknown addresses as "unmatched") and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from a request received to its answer sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly statementDuration = new Histogram({
    name: `${PREFIX}db_statement_duration_seconds`,
    help: 'Time from a database statement handed to the driver to its answer (waiting for a connection included).',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  readonly ordersPlaced = new Counter({
    name: `${PREFIX}orders_placed_total`,
    help: 'Orders created by checkouts (one per store of a basket).',
    registers: [this.registry],
  });

  readonly payments = new Counter({
    name: `${PREFIX}payments_total`,
    help: 'Payments settled, by method (balance, wechat, alipay).',
    labelNames: ['method'] as const,
    registers: [this.registry],
  });

  readonly refunds = new Counter({
    name: `${PREFIX}refunds_total`,
    help: "After-sales that paid the buyer back (to the buyer's balance).",
    registers: [this.registry],
  });

  readonly flashSaleRefused = new Counter({
    name: `${PREFIX}flash_sale_refused_total`,
    help: 'Checkouts refused by a flash sale, by reason (sold_out, over_limit: the per-buyer limit).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  /** Starts what observes the process: runtime metrics, statement durations, and the figures read when scraped. */
  watch(database: Database, kv: Kv): () => void {
    const registers = [this.registry];
    const stopRuntime = watchRuntime(this.registry, PREFIX);
    const observe = (seconds: number) => this.statementDuration.observe(seconds);
    database.statementWatchers.add(observe);

    // Read from the pieces that count for themselves, when scraped: a cache hit costs one increment of a number.
    new Counter({
      name: `${PREFIX}cache_requests_total`,
      help: 'Cached answers asked for, by cache (catalog, dashboard, sitemap) and result (hit: no computation).',
      labelNames: ['cache', 'result'] as const,
      registers,
      collect() {
        this.reset();
        for (const c of nearCachesOf(kv)) {
          const cache = c.name.replace(/ cache$/, '');
          this.inc({ cache, result: 'hit' }, c.hits);
          this.inc({ cache, result: 'miss' }, c.misses);
        }
      },
    });
    new Counter({
      name: `${PREFIX}redis_errors_total`,
      help: 'Errors from Redis: dropped or refused connections and failed commands (0 without Redis).',
      registers,
      collect() {
        this.reset();
        this.inc(kv.errors?.() ?? 0);
      },
    });
    new Gauge({
      name: `${PREFIX}websockets_open`,
      help: 'Chat sockets open on this instance (signed in or guest, once their first frame is read).',
      registers,
      collect() {
        this.set(chatHubOf(kv)?.size ?? 0);
      },
    });
    const pool = database.pool;
    if (pool) {
      const poolGauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name: `${PREFIX}db_pool_${name}`,
          help,
          registers,
          collect() {
            this.set(read());
          },
        });
      poolGauge('connections', 'PostgreSQL connections the pool holds (PG_POOL_SIZE at most).', () => pool.totalCount);
      poolGauge('idle', 'PostgreSQL connections open and unused.', () => pool.idleCount);
      poolGauge('waiting', 'Statements waiting for a free PostgreSQL connection.', () => pool.waitingCount);
    }
    return () => {
      stopRuntime();
      database.statementWatchers.delete(observe);
    };
  }
}
