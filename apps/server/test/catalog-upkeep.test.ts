import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { upkeepOf, upkeepTables, type TableState } from '../src/modules/catalog/table-upkeep.ts';
import { onPostgres, testApp } from './helper.ts';

/**
 * PGlite has no autovacuum: the table upkeep (modules/catalog/table-upkeep.ts) vacuums and analyzes what changed
 * enough, so that a deep page of the goods list stays inside its index instead of visiting the table for every
 * entry it skips (docs/catalogue-performance.md, "PGlite: the visibility map").
 */
const t = await testApp();
const db = t.database.db;
const FILL = fs
  .readFileSync(new URL('../../../bench/lib/goods-fill.sql', import.meta.url), 'utf8')
  .replaceAll('{{count}}', '3000');

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
const client = (db as unknown as { $client: { query: Query } }).$client;

/** The statement (text and parameters) of the page a request reads, as it reaches the driver. */
async function pageStatement(url: string): Promise<{ text: string; params: unknown[] }> {
  const original = client.query;
  const seen: { text: string; params: unknown[] }[] = [];
  client.query = (text: unknown, params?: unknown[], ...rest: unknown[]) => {
    // node-postgres is given a query config ({ text, … }), PGlite the text; both the parameters after it.
    const config = text as { text?: string; values?: unknown[] };
    seen.push({ text: typeof text === 'string' ? text : String(config.text), params: params ?? config.values ?? [] });
    return (original as (...a: unknown[]) => ReturnType<Query>).call(client, text, params, ...rest);
  };
  try {
    expect((await t.call('GET', url)).code).toBe(200);
  } finally {
    client.query = original;
  }
  const page = seen.find((s) => s.text.includes(' offset '));
  if (!page) throw new Error(`no page statement among ${seen.map((s) => s.text).join('; ')}`);
  return page;
}

/** Heap fetches of each index-only scan of the statement, as EXPLAIN ANALYZE counts them. */
async function heapFetches(page: { text: string; params: unknown[] }): Promise<number[]> {
  const plan = await client.query(`explain (analyze, buffers, timing off) ${page.text}`, page.params);
  const lines = plan.rows.map((r) => String(r['QUERY PLAN']));
  return lines.flatMap((l) => /Heap Fetches: (\d+)/.exec(l)?.slice(1).map(Number) ?? []);
}

/** The share of the goods pages the visibility map marks all-visible, as the planner reads it. */
async function markedShare(): Promise<number> {
  const { rows } = await client.query(
    `select relallvisible::float8 / greatest(relpages, 1) as share from pg_class where relname = 'goods'`,
  );
  return Number(rows[0]?.share);
}

const params = Buffer.from(JSON.stringify({ sort_type: 'goods_price', sort_order: 'desc' })).toString('base64');

describe('the upkeep of the embedded database', () => {
  it('vacuums the goods after a bulk insert, and a deep page then stays in its index', async () => {
    await db.execute(sql.raw(FILL));
    // What the server used to run: ANALYZE refreshes the estimates but marks no page all-visible.
    await db.execute(sql`analyze`);
    // Page 50 of about 100: deeper pages are read from the other end (goods-list.ts `pageItems`).
    const page = await pageStatement(`/api/goods?page=50&per_page=30&params=${params}`);
    const idsOf = async () => (await client.query(page.text, page.params)).rows.map((r) => Object.values(r)[0]);
    const before = await idsOf();
    expect(before).toHaveLength(30);
    // On PostgreSQL autovacuum may already have marked the new pages.
    if (!onPostgres) {
      // No page marked: the planner expects an index-only scan to visit the table for every entry, so it reads
      // the whole table and sorts it instead (or, given the index, would visit the table 1,500 times).
      expect(await markedShare()).toBeLessThan(0.5);
      const fetched = await heapFetches(page);
      expect(fetched.length === 0 || Math.max(...fetched) > 1000, fetched.join()).toBe(true);
    }

    const runs = await upkeepTables(db);
    expect(runs).toContainEqual(expect.objectContaining({ table: 'goods', vacuum: true }));
    expect(await markedShare()).toBeGreaterThan(0.9);
    const fetchedAfter = await heapFetches(page);
    expect(fetchedAfter.length).toBeGreaterThan(0);
    expect(fetchedAfter.every((n) => n === 0)).toBe(true);
    expect(await idsOf()).toEqual(before);

    // Only what changed enough: the goods just vacuumed are left alone. (PostgreSQL reports the fill's inserts to
    // its statistics a while later, so its counters may still ask for more.)
    if (!onPostgres) expect((await upkeepTables(db)).map((r) => r.table)).not.toContain('goods');
  });
});

describe('what a table needs', () => {
  const big: TableState = {
    name: 'goods',
    tuples: 100_000,
    pages: 4_000,
    allVisible: 4_000,
    pagesNow: 4_000,
    dead: 0,
    insertedSinceVacuum: 0,
    modifiedSinceAnalyze: 0,
  };

  const both = { vacuum: true, analyze: true };
  const vacuum = { vacuum: true, analyze: false };
  const analyze = { vacuum: false, analyze: true };
  const none = { vacuum: false, analyze: false };

  it('follows autovacuum: dead rows or inserts over a fifth vacuum, changes over a tenth analyze', () => {
    expect(upkeepOf(big)).toEqual(none);
    expect(upkeepOf({ ...big, dead: 19_000 })).toEqual(none);
    expect(upkeepOf({ ...big, dead: 21_000 })).toEqual(vacuum);
    expect(upkeepOf({ ...big, insertedSinceVacuum: 22_000, modifiedSinceAnalyze: 22_000 })).toEqual(both);
    expect(upkeepOf({ ...big, modifiedSinceAnalyze: 11_000 })).toEqual(analyze);
    expect(upkeepOf({ ...big, tuples: -1 })).toEqual(both);
  });

  it('looks after a table its counters forgot: grown since, or found with many pages unmarked', () => {
    expect(upkeepOf({ ...big, pagesNow: 5_000 })).toEqual(both);
    expect(upkeepOf({ ...big, allVisible: 3_500 })).toEqual(vacuum);
    expect(upkeepOf({ ...big, allVisible: 3_700 })).toEqual(none);
    // Small tables are read whole in a few pages whatever the map says.
    expect(upkeepOf({ ...big, tuples: 200, pages: 8, allVisible: 0, pagesNow: 12 })).toEqual(none);
  });
});
