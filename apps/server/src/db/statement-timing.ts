import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** Told each statement's duration, in seconds, from the moment it was handed to the driver to its answer. */
export type StatementWatcher = (seconds: number) => void;

/**
 * Who wants statement durations (an app's metrics), per database. A database opened by a test may serve several
 * apps one after another, so each app adds its watcher and removes it when it closes; with none, a statement costs
 * one size check more.
 */
export type StatementWatchers = Set<StatementWatcher>;

function tell(watchers: StatementWatchers, start: number): void {
  const seconds = (performance.now() - start) / 1000;
  for (const w of watchers) w(seconds);
}

/**
 * A `pg.Client` for the pool that times every statement, the pool's own (`pool.query`, which passes a callback)
 * and those of a checked-out client (Drizzle's transactions, which await a promise). A cursor or a stream (a
 * submittable) is left untimed: the shop sends none.
 */
export function timedPgClient(watchers: StatementWatchers): typeof pg.Client {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- only ever called with `apply` on a client
  const plain = pg.Client.prototype.query as (...a: unknown[]) => unknown;
  class TimedClient extends pg.Client {}
  // Assigned rather than declared: pg's overloads cannot be restated one by one; the arguments pass unchanged.
  TimedClient.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]): unknown {
    if (watchers.size === 0) return plain.apply(this, args);
    const start = performance.now();
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        tell(watchers, start);
        (last as (...a: unknown[]) => void)(...answer);
      };
      return plain.apply(this, args);
    }
    const result = plain.apply(this, args);
    if (result instanceof Promise) return result.finally(() => tell(watchers, start));
    return result;
  } as typeof pg.Client.prototype.query;
  return TimedClient;
}

type Query = (...args: unknown[]) => Promise<unknown>;
interface PgliteLike {
  query: Query;
  transaction<T>(work: (tx: never) => Promise<T>): Promise<T>;
}

function timedQuery(query: Query, watchers: StatementWatchers): Query {
  return (...args) => {
    if (watchers.size === 0) return query(...args);
    const start = performance.now();
    return query(...args).finally(() => tell(watchers, start));
  };
}

/**
 * Times the statements Drizzle sends through a PGlite client (in this thread or its worker): `query`, and `query`
 * of each transaction's handle. On PGlite's own thread the time includes waiting for the one connection.
 */
export function timePglite(client: PgliteLike, watchers: StatementWatchers): void {
  client.query = timedQuery(client.query.bind(client), watchers);
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx: { query: Query }) => {
      const timed = Object.create(tx) as { query: Query };
      timed.query = timedQuery(tx.query.bind(tx), watchers);
      return work(timed as never);
    });
}
