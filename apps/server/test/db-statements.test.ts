import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatements, planModeOf } from '../src/db/pglite-statements.ts';
import { onPostgres } from './helper.ts';

/**
 * The PGlite worker runs each query as a named prepared statement, parsed once (db/pglite-statements.ts): it must
 * answer what PGlite's own `query` answers (types, row modes, errors) and keep its statements right across
 * transactions, schema changes and its size cap.
 */
// PGlite's own mechanism: the PostgreSQL pass would only repeat it.
describe.skipIf(onPostgres)('prepared statements of the PGlite worker', () => {
  let pg: PGlite;
  let statements: PreparedStatements;

  beforeAll(async () => {
    pg = new PGlite();
    await pg.waitReady;
    await pg.exec(`create table items (id integer primary key, name text not null unique, price numeric(10, 2),
                   at timestamptz, info jsonb, tags text[])`);
    // A cap of 3, to see the least recently used statement closed.
    statements = new PreparedStatements(pg, 3);
  }, 120_000);
  afterAll(async () => {
    await pg?.close();
  });

  const insert = 'insert into items (id, name, price, at, info, tags) values ($1, $2, $3, $4, $5, $6) returning *';

  it('answers what PGlite query answers, on the first call and on later ones', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const first = await statements.query(insert, [1, 'lamp', '12.50', at, { a: [1] }, ['x', 'y']], {});
    const again = await statements.query(insert, [2, 'desk', null, at, null, []], {});
    expect(first.rows).toEqual([{ id: 1, name: 'lamp', price: '12.50', at, info: { a: [1] }, tags: ['x', 'y'] }]);
    expect(again.rows).toEqual([{ id: 2, name: 'desk', price: null, at, info: null, tags: [] }]);
    expect(again.affectedRows).toBe(1);
    const select = 'select id, name, price from items where id = any($1::int[]) order by id';
    const mine = await statements.query(select, [[1, 2]], { rowMode: 'array', parsers: { 1700: (t) => `n${t}` } });
    const theirs = await pg.query(select, [[1, 2]], { rowMode: 'array', parsers: { 1700: (t) => `n${t}` } });
    expect(mine.rows).toEqual([
      [1, 'lamp', 'n12.50'],
      [2, 'desk', null],
    ]);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.fields).toEqual(theirs.fields);
  });

  it("applies each call's own parsers over PGlite's, and leaves PGlite's table as it was", async () => {
    const select = 'select id, price from items where id = 1';
    const table = { ...pg.parsers };
    const a = await statements.query(select, [], { rowMode: 'array', parsers: { 1700: (t) => `a${t}` } });
    // Same type, another function: not the one kept from the call before.
    const b = await statements.query(select, [], { rowMode: 'array', parsers: { 1700: (t) => `b${t}` } });
    const plain = await statements.query(select, [], { rowMode: 'array' });
    expect([a.rows, b.rows, plain.rows]).toEqual([[[1, 'a12.50']], [[1, 'b12.50']], [[1, '12.50']]]);
    expect(pg.parsers).toEqual(table);
  });

  it('runs BEGIN with a first statement, and raises PostgreSQL errors with their fields', async () => {
    await statements.query('insert into items (id, name) values ($1, $2)', [3, 'chair'], {}, true);
    expect(pg.isInTransaction()).toBe(true);
    const err: unknown = await statements
      .query('insert into items (id, name) values ($1, $2)', [4, 'chair'], {})
      .catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: '23505',
      constraint: 'items_name_key',
      query: expect.stringContaining('insert') as unknown,
    });
    await pg.exec('ROLLBACK');
    // Kept statements outlive the transaction that parsed them, rolled back or not.
    await statements.query('insert into items (id, name) values ($1, $2)', [3, 'chair'], {});
    expect((await pg.query('select name from items where id = 3')).rows).toEqual([{ name: 'chair' }]);
  });

  it('parses a statement again when its table changed, and closes the least recently used past the cap', async () => {
    const all = 'select * from items where id = $1';
    expect((await statements.query(all, [1], {})).fields).toHaveLength(6);
    await pg.exec('alter table items add column note text');
    expect((await statements.query(all, [1], {})).fields.map((f) => f.name)).toContain('note');
    for (let i = 0; i < 5; i++) await statements.query(`select $1::int + ${i} as n`, [1], {});
    expect(statements.size).toBe(3);
    // Those put out are closed in the session with the next statement parsed: the three kept stay, and the one
    // this last parse put out.
    await statements.query('select 1 as one', [], {});
    const open = await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(open.rows[0]!.n).toBe(3 + 1);
    expect((await statements.query('select $1::int + 4 as n', [1], {})).rows).toEqual([{ n: 5 }]);
  });

  it('plans pages and searches on every call, and lets any other statement keep a generic plan', async () => {
    expect(planModeOf('select "id" from "goods" order by "id" desc limit $3 offset $4')).toBe('force_custom_plan');
    expect(planModeOf('select count(*) from "goods" where "goods"."search_doc" @@ $1::tsquery')).toBe(
      'force_custom_plan',
    );
    expect(planModeOf('select "id" from "stores" where "stores"."store_name" ilike $1')).toBe('force_custom_plan');
    expect(planModeOf('select "id" from "access_tokens" where "token_hash" = $1 limit $2')).toBe('auto');

    const byId = 'select name from items where id = $1';
    const page = 'select name from items order by id limit $1 offset $2';
    const used = async (sql: string) =>
      (
        await pg.query<{ generic: number; custom: number }>(
          'select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement = $1',
          [sql],
        )
      ).rows[0]!;
    // Turns between the two kinds: each keeps its own way of planning.
    for (let i = 0; i < 8; i++) {
      await statements.query(byId, [1], {});
      await statements.query(page, [1, i % 3], {});
    }
    const plain = await used(byId);
    expect(plain.generic).toBeGreaterThan(0);
    expect(plain.custom).toBeLessThanOrEqual(5);
    expect(await used(page)).toEqual({ generic: 0, custom: 8 });
    // A rollback undoes a SET made in its transaction: after it (the worker forgets the mode on every ROLLBACK and
    // COMMIT) the plain statement sets its mode again instead of running on with per-call plans.
    await statements.query(byId, [1], {}, true);
    statements.forgetPlanMode();
    await pg.exec('ROLLBACK');
    expect((await pg.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0]!.plan_cache_mode).toBe(
      'force_custom_plan',
    );
    for (let i = 0; i < 4; i++) await statements.query(byId, [1], {});
    expect((await used(byId)).custom).toBe(plain.custom);
  });
});
