/**
 * The server's side of the PGlite worker (db/pglite-worker.ts): the part of PGlite's client that drizzle's pglite
 * driver calls (query with row mode and type parsers, transaction, exec), answered by the database on its own
 * thread, so the event loop stays free while a query runs (docs/architecture.md, "The embedded database").
 *
 * PGlite is one connection: while a transaction is open, every other statement waits until it ends, in arrival
 * order, as PGlite's own lock does in-process. Statements that arrive while none is open go to the worker at once;
 * the worker runs them in the order they came, so they never wait for each other's answers here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { ErrorData, Reply, Request, Status, WorkerStart } from './pglite-protocol.ts';

/** A PostgreSQL error raised in the worker, with the same fields (code, constraint, detail, …) as in-process. */
export class DatabaseError extends Error {
  [field: string]: unknown;
}

/** The worker stopped (crashed or was closed): every pending and later call fails with this. */
export class DatabaseWorkerStopped extends Error {}

function rebuild(data: ErrorData): Error {
  const err = new DatabaseError(data.message);
  Object.assign(err, data.fields);
  err.name = data.name;
  if (data.stack) err.stack = data.stack;
  return err;
}

/**
 * From the sources (tests, `tsx` in development) the worker is TypeScript, which a bare worker thread cannot load:
 * it first registers tsx there. The build emits it as JavaScript beside main.js.
 */
function spawn(start: WorkerStart): Worker {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, 'pglite-worker.js');
  if (fs.existsSync(built)) return new Worker(built, { workerData: start });
  const source = pathToFileURL(path.join(here, 'pglite-worker.ts')).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData: start });
}

/** The build's empty cluster (vite.config.ts), absent when running from the sources. */
export function emptyClusterTarball(): string | undefined {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pgdata.tar.gz');
  return fs.existsSync(file) ? file : undefined;
}

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };
type Parsers = NonNullable<QueryOptions['parsers']>;

export class PGliteRemote {
  readonly waitReady: Promise<void>;
  #worker: Worker;
  #nextId = 1;
  #pending = new Map<number, Pending>();
  #stopped: Error | undefined;
  #closing = false;
  /** Settles when the last transaction queued so far has ended; statements arriving meanwhile wait for it. */
  #tail: Promise<void> = Promise.resolve();
  /** Transactions queued or open. */
  #transactions = 0;

  /** `onCrash`: called once if the worker dies while the database is open (not after close()). */
  constructor(start: WorkerStart, onCrash?: (err: Error) => void) {
    this.#worker = spawn(start);
    this.waitReady = new Promise<void>((resolve, reject) => {
      const first = (status: Status) => {
        this.#worker.off('message', first);
        this.#worker.on('message', (reply: Reply) => this.#answer(reply));
        if (status.ready) resolve();
        else reject(rebuild(status.error));
      };
      this.#worker.on('message', first);
      const stop = (err: Error) => {
        const wasOpen = !this.#stopped && !this.#closing;
        this.#stop(err);
        reject(err);
        if (wasOpen && onCrash) onCrash(err);
      };
      this.#worker.on('error', (err) =>
        stop(new DatabaseWorkerStopped(`database worker crashed: ${err.message}`, { cause: err })),
      );
      this.#worker.on('exit', (code) => stop(new DatabaseWorkerStopped(`database worker exited (code ${code})`)));
    });
    this.waitReady.catch(() => {});
  }

  get closed(): boolean {
    return !!this.#stopped || this.#closing;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (this.#transactions === 0) return this.#query<T>(sql, params, options);
    return this.#tail.then(() => this.#query<T>(sql, params, options));
  }

  exec(sql: string): Promise<Results[]> {
    if (this.#transactions === 0) return this.#send({ op: 'exec', sql }) as Promise<Results[]>;
    return this.#tail.then(() => this.#send({ op: 'exec', sql }) as Promise<Results[]>);
  }

  /** Same contract as PGlite's: BEGIN, `work`, COMMIT, or ROLLBACK when it throws (then rethrows). */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const before = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((r) => (release = r));
    this.#transactions++;
    try {
      await before;
      return await this.#run(work);
    } finally {
      this.#transactions--;
      release();
    }
  }

  async close(): Promise<void> {
    if (this.#stopped || this.#closing) return;
    this.#closing = true;
    await this.#tail;
    try {
      await this.#send({ op: 'close' }, true);
    } finally {
      await this.#worker.terminate();
    }
  }

  async #run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    // BEGIN travels with the transaction's first statement (one message fewer per transaction); a transaction that
    // sends none has nothing to begin, commit or roll back.
    let begun = false;
    const begin = () => {
      const first = !begun;
      begun = true;
      return first;
    };
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async (sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.#query(sql, params ?? [], options, begin());
      },
      exec: async (sql: string) => {
        open();
        return this.#send({ op: 'exec', sql, ...(begin() && { begin: true }) });
      },
      rollback: async () => {
        open();
        if (begun) await this.#send({ op: 'exec', sql: 'ROLLBACK' });
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await work(tx);
      if (!closed) {
        closed = true;
        if (begun && (await this.#send({ op: 'commit' }))) throw new Error('the transaction was rolled back');
      }
      return result;
    } catch (err) {
      if (!closed) {
        closed = true;
        if (begun) await this.#send({ op: 'exec', sql: 'ROLLBACK' }).catch(() => {});
      }
      throw err;
    }
  }

  async #query<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    begin = false,
  ): Promise<Results<T>> {
    if (options?.serializers || options?.blob)
      throw new Error('the database worker takes neither serializers nor blobs');
    const parsers: Parsers = options?.parsers ?? {};
    const raw = Object.keys(parsers).map(Number);
    const rowMode = options?.rowMode ?? 'object';
    const req = { op: 'query', sql, params, rowMode, raw, paramTypes: options?.paramTypes } as const;
    const result = (await this.#send(begin ? { ...req, begin: true } : req)) as Results<T>;
    if (raw.length) parse(result, parsers, rowMode);
    return result;
  }

  #send(req: DistributiveOmit<Request, 'id'>, closing = false): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    if (this.#closing && !closing) return Promise.reject(new DatabaseWorkerStopped('the database is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...req, id });
    });
  }

  #answer(reply: Reply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(rebuild(reply.error));
  }

  #stop(err: Error): void {
    this.#stopped ??= err;
    for (const pending of this.#pending.values()) pending.reject(err);
    this.#pending.clear();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The caller's parsers, applied to the text the worker left unparsed for their types. */
function parse(result: Results<unknown>, parsers: Parsers, rowMode: 'array' | 'object'): void {
  const columns = result.fields.flatMap((f, i) => {
    const fn = parsers[f.dataTypeID];
    return fn ? [{ key: rowMode === 'array' ? i : f.name, fn, type: f.dataTypeID }] : [];
  });
  if (!columns.length) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, fn, type } of columns) {
      const value = row[key];
      if (value !== null && value !== undefined)
        row[key] = (fn as (text: string, type: number) => unknown)(value as string, type);
    }
  }
}
