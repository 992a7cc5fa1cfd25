import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { bigint, customType, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { DatabaseWorkerStopped } from '../src/db/pglite-remote.ts';
import { onPostgres } from './helper.ts';

/**
 * The server runs PGlite on a worker thread (db/pglite-remote.ts): through drizzle it must behave as the in-process
 * client does (types, errors, transactions on one connection), while the server's event loop stays free.
 */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const things = pgTable('things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique('things_name_key'),
  price: numeric('price', { precision: 10, scale: 2 }),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  info: jsonb('info').$type<{ tags: string[] }>(),
  big: bigint('big', { mode: 'bigint' }),
  blob: bytes('blob'),
});

/** The PostgreSQL error under drizzle's wrapper (its `cause`), as the error handler finds it. */
function pgCodeOf(err: unknown): Record<string, unknown> | undefined {
  const cause = (err as { cause?: unknown } | null)?.cause;
  return cause && typeof cause === 'object' ? { ...cause } : undefined;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** What `promise` rejects with (null when it resolves). */
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

// PGlite's own mechanism: the PostgreSQL pass would only repeat it.
describe.skipIf(onPostgres)('PGlite on a worker thread', () => {
  let dir: string;
  let database: Database;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-worker-'));
    database = await openDatabase({ dataDir: path.join(dir, 'db'), worker: true });
    await database.db.execute(sql`
      create table things (
        id integer primary key, name text not null constraint things_name_key unique, price numeric(10, 2),
        at timestamptz, info jsonb, big bigint, blob bytea
      )`);
    // From the sources a new folder runs initdb on a worker of its own first: slow on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs queries with parameters and keeps the types drizzle maps', async () => {
    const { db } = database;
    const at = new Date('2026-03-04T05:06:07.890Z');
    await db.insert(things).values({
      id: 1,
      name: 'lamp',
      price: '12.50',
      at,
      info: { tags: ['a', 'b'] },
      big: 9007199254740993n,
      blob: new Uint8Array([0, 1, 255]),
    });
    const [row] = await db
      .select()
      .from(things)
      .where(sql`${things.name} = ${'lamp'}`);
    expect(row).toEqual({
      id: 1,
      name: 'lamp',
      price: '12.50',
      at,
      info: { tags: ['a', 'b'] },
      big: 9007199254740993n,
      blob: new Uint8Array([0, 1, 255]),
    });
    const raw = rowsOf(await db.execute(sql`select ${41}::int + 1 as n, ${'x'}::text || 'y' as s, null::int as z`));
    expect(raw).toEqual([{ n: 42, s: 'xy', z: null }]);
  });

  it('raises PostgreSQL errors with their code, constraint and detail', async () => {
    const { db } = database;
    await db.insert(things).values({ id: 2, name: 'chair' });
    const err = await errorOf(db.insert(things).values({ id: 3, name: 'chair' }));
    expect(pgCodeOf(err)).toMatchObject({
      code: '23505',
      constraint: 'things_name_key',
      detail: 'Key (name)=(chair) already exists.',
    });
    const bad = await errorOf(db.execute(sql`select 'x'::int`));
    expect(pgCodeOf(bad)).toMatchObject({ code: '22P02' });
  });

  it('commits a transaction, rolls back a failed one and a nested savepoint on its own', async () => {
    const { db } = database;
    await db.transaction(async (tx) => {
      await tx.insert(things).values({ id: 10, name: 'kept' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(things).values({ id: 11, name: 'undone' });
          throw new Error('inner fails');
        })
        .catch(() => {});
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(things).values({ id: 12, name: 'rolled back' });
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    const names = await db
      .select({ name: things.name })
      .from(things)
      .where(sql`${things.id} >= 10`);
    expect(names.map((r) => r.name)).toEqual(['kept']);
  });

  it('serialises concurrent transactions, and statements wait while one is open', async () => {
    const { db } = database;
    await db.execute(sql`create table counter (n integer not null)`);
    await db.execute(sql`insert into counter values (0)`);
    const events: string[] = [];
    const bump = (i: number) =>
      db.transaction(async (tx) => {
        events.push(`begin ${i}`);
        const [{ n }] = rowsOf(await tx.execute(sql`select n from counter`)) as [{ n: number }];
        // A pause inside the transaction: another one running now would read the same n and lose an update.
        await new Promise((r) => setTimeout(r, 5));
        await tx.execute(sql`update counter set n = ${n + 1}`);
        events.push(`end ${i}`);
      });
    let plainDone = false;
    const transactions = Promise.all([bump(1), bump(2), bump(3)]);
    // Issued while the first transaction is open: it sees only committed rows, after that transaction.
    const plain = (async () => {
      while (!events.includes('begin 1')) await new Promise((r) => setImmediate(r));
      const rows = rowsOf(await db.execute(sql`select n from counter`));
      plainDone = true;
      events.push(`plain saw ${String(rows[0]?.n)}`);
    })();
    await Promise.all([transactions, plain]);
    expect(plainDone).toBe(true);
    expect(rowsOf(await db.execute(sql`select n from counter`))).toEqual([{ n: 3 }]);
    expect(events.filter((e) => !e.startsWith('plain'))).toEqual([
      'begin 1',
      'end 1',
      'begin 2',
      'end 2',
      'begin 3',
      'end 3',
    ]);
    const plainAt = events.findIndex((e) => e.startsWith('plain'));
    expect(plainAt).toBeGreaterThan(events.indexOf('end 1'));
    expect(events[plainAt]).not.toBe('plain saw 0');
  });

  it('takes advisory locks, inside a transaction and for the session', async () => {
    const { db } = database;
    const held = async (on: Pick<typeof db, 'execute'>) =>
      rowsOf(await on.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`))[0]?.n;
    const ok = async (statement: ReturnType<typeof sql>) => rowsOf(await db.execute(statement))[0]?.ok;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'seed'}))`);
      expect(await held(tx)).toBe(1);
    });
    expect(await held(db)).toBe(0);
    expect(await ok(sql`select pg_try_advisory_lock(7) as ok`)).toBe(true);
    expect(await ok(sql`select pg_advisory_unlock(7) as ok`)).toBe(true);
  });

  it('sends a transaction as its statements and a COMMIT, the BEGIN riding on the first', async () => {
    const { db } = database;
    const post = vi.spyOn(Worker.prototype, 'postMessage');
    const opsOf = async (run: () => Promise<unknown>) => {
      post.mockClear();
      await run();
      return post.mock.calls.map(([m]) => {
        const { op, begin } = m as { op: string; begin?: true };
        return begin ? `${op}+begin` : op;
      });
    };
    try {
      const two = () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await tx.execute(sql`select 2`);
        });
      expect(await opsOf(two)).toEqual(['query+begin', 'query', 'commit']);
      expect(await opsOf(() => db.transaction(async () => 'nothing sent'))).toEqual([]);
      // A first statement that fails began the transaction all the same: it is rolled back, and the next one (left
      // inside an aborted transaction, it would fail) works.
      const failing = async () => {
        const err = await errorOf(db.transaction((tx) => tx.execute(sql`select 'x'::int`)));
        expect(pgCodeOf(err)).toMatchObject({ code: '22P02' });
      };
      expect(await opsOf(failing)).toEqual(['query+begin', 'exec']);
      expect(await opsOf(two)).toEqual(['query+begin', 'query', 'commit']);
    } finally {
      post.mockRestore();
    }
  });

  it('runs statements a transaction sends together in their order, and fails it whole when one fails', async () => {
    const { db } = database;
    const post = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      // Sent before any answer (as order creation sends its last writes): each answer is its own statement's, and
      // each statement sees those sent before it, the row the insert just drew an id for included.
      const answers = await db.transaction((tx) =>
        Promise.all([
          tx.insert(things).values({ id: 30, name: 'sent together' }).returning({ id: things.id }),
          tx.execute(sql`select count(*)::int as n from things where id >= 30`),
          tx
            .update(things)
            .set({ price: '3.00' })
            .where(sql`${things.id} = 30`)
            .returning({ price: things.price }),
        ]),
      );
      expect(answers[0]).toEqual([{ id: 30 }]);
      expect(rowsOf(answers[1])).toEqual([{ n: 1 }]);
      expect(answers[2]).toEqual([{ price: '3.00' }]);
      expect(post.mock.calls.map(([m]) => (m as { op: string }).op)).toEqual(['query', 'query', 'query', 'commit']);
    } finally {
      post.mockRestore();
    }
    // The second of three fails: the first one's row is rolled back with it, and the transaction's error is the
    // failing statement's, not the "transaction is aborted" of the one sent after it.
    const err = await errorOf(
      db.transaction((tx) =>
        Promise.all([
          tx.insert(things).values({ id: 31, name: 'undone' }),
          tx.insert(things).values({ id: 32, name: 'sent together' }),
          tx.insert(things).values({ id: 33, name: 'after the failure' }),
        ]),
      ),
    );
    expect(pgCodeOf(err)).toMatchObject({ code: '23505', constraint: 'things_name_key' });
    const ids = rowsOf(await db.execute(sql`select id from things where id >= 30 order by id`));
    expect(ids).toEqual([{ id: 30 }]);
  });

  it('leaves the event loop free while a long query runs', async () => {
    let ticks = 0;
    let ticksDuringQuery = 0;
    let running = true;
    const timer = setInterval(() => {
      ticks++;
      if (running) ticksDuringQuery++;
    }, 1);
    try {
      const query = database.db.execute(sql`select pg_sleep(0.3)`);
      await query;
    } finally {
      running = false;
      clearInterval(timer);
    }
    // In-process, PGlite holds this thread for the whole query and no timer could run until it ends.
    expect(ticksDuringQuery).toBeGreaterThan(5);
    expect(ticks).toBe(ticksDuringQuery);
  });

  it('fails later calls once the database is closed, and reopens the same folder with its rows', async () => {
    await database.close();
    const err = await errorOf(database.db.execute(sql`select 1`));
    expect((err as { cause?: unknown } | null)?.cause).toBeInstanceOf(DatabaseWorkerStopped);
    database = await openDatabase({ dataDir: path.join(dir, 'db'), worker: true });
    expect(rowsOf(await database.db.execute(sql`select n from counter`))).toEqual([{ n: 3 }]);
  });
});
