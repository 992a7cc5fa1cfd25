import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { onPostgres } from './helper.ts';

/** The embedded database queues transactions itself (db/client.ts): they must all run, in order, failures included. */
// PGlite's own mechanism: the PostgreSQL pass would only repeat it.
describe.skipIf(onPostgres)('transactions on the embedded database', () => {
  let database: Database;
  afterAll(() => database?.close());

  it('run one after another in arrival order; a failed one rolls back and does not hold up the next', async () => {
    database = await openDatabase({ dataDir: 'memory' });
    const { db } = database;
    await db.execute(sql`create table t (n integer not null)`);
    const order: number[] = [];
    const work = (n: number, fail = false) =>
      db.transaction(async (tx) => {
        order.push(n);
        await tx.execute(sql`insert into t (n) values (${n})`);
        if (fail) throw new Error(`no ${n}`);
      });
    // A plain statement issued among them still answers.
    const results = await Promise.allSettled([
      work(1),
      work(2, true),
      db.execute(sql`select count(*)::int as c from t`),
      work(3),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toHaveProperty('message', 'no 2');
    expect(order).toEqual([1, 2, 3]);
    // The shared Db type leaves execute's rows untyped (they differ between the two drivers).
    const result: unknown = await db.execute(sql`select n from t order by n`);
    const rows = result as { rows: { n: number }[] };
    expect(rows.rows.map((r) => r.n)).toEqual([1, 3]);
  });
});
