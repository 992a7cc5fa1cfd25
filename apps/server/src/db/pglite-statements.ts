/**
 * The worker's queries as named prepared statements (db/pglite-worker.ts). PGlite's own `query` makes six calls into
 * PostgreSQL per statement (Parse, Describe, Bind, Describe, Execute, Sync), each a pass of its main loop and a
 * round of JS parsing, and parses and analyses the text every time. The server sends the same few hundred texts
 * over and over (drizzle's, with parameters), so each is parsed once, under a name: later calls are one message of
 * Bind, Describe, Execute and Sync. Under the orders bench that took ~40% off the worker's time per statement
 * (docs/architecture.md, "The embedded database").
 *
 * Plans: a statement whose best plan depends on its values (a page's OFFSET, a full-text or LIKE search: the
 * catalogue's lists, tuned with plans made for each call) is planned on every call (`force_custom_plan`); any
 * other statement may keep a generic plan once PostgreSQL finds it no costlier (`auto`, PostgreSQL's default).
 * Planning in WASM is slow: a shopper's token check or an order's goods read spent more time being planned than
 * run, and with the generic plans order creation went from 90-97 to 139-146 orders/s (p99 365-417 -> 186-298
 * ms). The setting is sent in the statement's own message when it changes (a statement's result stays the last);
 * a failed statement, a raw script or a commit (a rollback would undo a SET made in the transaction) make it
 * unknown, so the next statement sends it again.
 *
 * Values are serialised and rows parsed exactly as PGlite's `query` does (its serializers by parameter type OID, its
 * `parseResults`), so callers see the same results and the same errors.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept at most; the least recently used is closed beyond (texts with ids inlined would pile up). */
export const MAX_STATEMENTS = 500;

/** PostgreSQL's refusal of a kept statement whose result columns changed since it was parsed (a DDL ran). */
const RESULT_TYPE_CHANGED = '0A000';
/** A kept statement that is gone (it should not be: named statements outlive transactions). */
const UNKNOWN_STATEMENT = '26000';

interface Statement {
  name: string;
  /** Parameter type OIDs, as PostgreSQL inferred them: they pick each value's serializer. */
  types: number[];
  /** The plan_cache_mode it runs under. */
  plans: PlanMode;
}

type PlanMode = 'force_custom_plan' | 'auto';

/** A page's `offset $n`, a full-text match, a LIKE pattern: statements whose best plan depends on the values. */
const VALUE_SENSITIVE = /\boffset \$\d|@@|\bi?like \$\d/i;

/** How `sql` is planned (exported for the tests). */
export const planModeOf = (sql: string): PlanMode => (VALUE_SENSITIVE.test(sql) ? 'force_custom_plan' : 'auto');

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export class PreparedStatements {
  /** By parameter types and text, in order of last use (oldest first). */
  #kept = new Map<string, Statement>();
  #closing: string[] = [];
  #seq = 0;
  /** plan_cache_mode as last set in this session; undefined when it may have changed since. */
  #plans: PlanMode | undefined;
  /** Parser tables by the type OIDs a caller parses itself (see #parsersWith). */
  #tables = new Map<string, PGlite['parsers']>();

  constructor(
    private readonly pg: PGlite,
    private readonly max = MAX_STATEMENTS,
  ) {}

  /** How many statements are kept (for the tests). */
  get size(): number {
    return this.#kept.size;
  }

  /** After a raw script or a commit: the next statement sets plan_cache_mode again. */
  forgetPlanMode(): void {
    this.#plans = undefined;
  }

  /**
   * One statement with its parameters; `begin`: BEGIN runs first, in the same message (a transaction's first
   * statement, see pglite-protocol.ts).
   */
  async query(
    sql: string,
    params: unknown[],
    options: QueryOptions & { paramTypes?: number[] },
    begin = false,
  ): Promise<Results> {
    try {
      return await this.#run(sql, params, options, begin);
    } catch (err) {
      // A kept statement whose table changed under it: parsed again, once, when no transaction is open (in one,
      // the error has failed it, as it would have failed a statement parsed afresh on a changed table).
      if (!begin && this.#forgot(err) && !this.pg.isInTransaction()) return await this.#run(sql, params, options);
      throw err;
    }
  }

  async #run(sql: string, params: unknown[], options: QueryOptions & { paramTypes?: number[] }, begin = false) {
    const key = options.paramTypes?.length ? `${options.paramTypes.join(',')}:${sql}` : sql;
    const head = begin ? [serialize.query('BEGIN')] : [];
    try {
      let statement = this.#kept.get(key);
      if (statement) {
        this.#kept.delete(key);
        this.#kept.set(key, statement);
      } else {
        statement = await this.#prepare(key, sql, options.paramTypes, head);
        head.length = 0;
      }
      const plans =
        this.#plans === statement.plans ? [] : [serialize.query(`SET plan_cache_mode = ${statement.plans}`)];
      this.#plans = statement.plans;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = this.pg.serializers[statement.types[i]!];
        // PGlite's own fallback for a type it has no serializer for (text, numbers as text, …).
        return serializer ? serializer(value) : (value as { toString(): string }).toString();
      });
      const { messages } = await this.pg.execProtocol(
        concat([
          ...head,
          ...plans,
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      // BEGIN's and SET's own results, when they came along, are first: the statement's is the last.
      return parse.parseResults(messages, this.#parsersWith(options.parsers), { rowMode: options.rowMode }).at(-1)!;
    } catch (err) {
      this.#plans = undefined;
      const code = (err as { code?: string }).code;
      const message = (err as { message?: string }).message ?? '';
      if ((code === RESULT_TYPE_CHANGED && message.includes('cached plan')) || code === UNKNOWN_STATEMENT) {
        this.#forget(key);
        (err as { forgotten?: true }).forgotten = true;
      }
      // What PGlite's query adds to its errors.
      Object.assign(err as object, { query: sql, params });
      throw err;
    }
  }

  /**
   * PGlite's parsers with the caller's in front. Given `options.parsers`, PGlite's parseResults copies its whole
   * table (318 entries, keyed by type OID) into a fresh object for every statement: 0.08 ms, a fifth of an order's
   * small statements' time in the worker. Here the caller's few parsers sit on an object whose prototype is
   * PGlite's live table (parseResults looks a type up with `table[oid]`), made once for each set of them.
   */
  #parsersWith(own: QueryOptions['parsers']): PGlite['parsers'] {
    const oids = own ? Object.keys(own) : [];
    if (!oids.length) return this.pg.parsers;
    const key = oids.join(',');
    let table = this.#tables.get(key);
    if (!table || oids.some((oid) => table![oid] !== own![Number(oid)])) {
      table = Object.assign(Object.create(this.pg.parsers) as PGlite['parsers'], own);
      this.#tables.set(key, table);
    }
    return table;
  }

  #forgot(err: unknown): boolean {
    const forgotten = !!(err as { forgotten?: true } | null)?.forgotten;
    if (forgotten) delete (err as { forgotten?: true }).forgotten;
    return forgotten;
  }

  /** Parses `sql` under a new name and learns its parameter types: one message, with `head` (BEGIN) first. */
  async #prepare(key: string, sql: string, types: number[] | undefined, head: Uint8Array[]): Promise<Statement> {
    const name = `s${++this.#seq}`;
    // Least recently used ones closed in the same message (never reused names: a close that fails harms nothing).
    const closing = this.#closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const { messages } = await this.pg.execProtocol(
      concat([
        ...head,
        ...closing,
        serialize.parse({ name, text: sql, types }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages), plans: planModeOf(sql) };
    this.#kept.set(key, statement);
    if (this.#kept.size > this.max) {
      const [oldest] = this.#kept.keys();
      this.#forget(oldest!);
    }
    return statement;
  }

  #forget(key: string): void {
    const statement = this.#kept.get(key);
    if (!statement) return;
    this.#kept.delete(key);
    this.#closing.push(statement.name);
  }
}
