import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * What PostgreSQL's autovacuum would run on a table, decided here for PGlite, which has none
 * (docs/catalogue-performance.md, "PGlite: the visibility map"). VACUUM marks the pages whose rows everyone sees
 * (what lets index-only scans stay in the index, and what the planner reads to choose them); ANALYZE refreshes the
 * estimates. They are decided apart, as autovacuum does: at 100k goods an ANALYZE of goods costs about 1.4 s, a
 * VACUUM that finds little to do a few hundred ms, and either holds PGlite's one connection meanwhile.
 */
export interface Upkeep {
  vacuum: boolean;
  analyze: boolean;
}

/** One table as pg_class and the statistics views see it. */
export interface TableState {
  name: string;
  /** Rows as of the last VACUUM or ANALYZE (-1: never). */
  tuples: number;
  /** Pages as of the last VACUUM or ANALYZE, and of those, pages whose rows every transaction sees. */
  pages: number;
  allVisible: number;
  /** Pages now. */
  pagesNow: number;
  /** Counters since the last VACUUM / ANALYZE (0 after a restart that lost them). */
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

/** autovacuum's defaults: `autovacuum_vacuum_threshold` / `_scale_factor`, the same for inserts and ANALYZE. */
const DEAD = { base: 50, scale: 0.2 };
const INSERTED = { base: 1000, scale: 0.2 };
const MODIFIED = { base: 50, scale: 0.1 };
/**
 * Index-only scans visit the table for every entry on a page not marked all-visible. autovacuum has no rule for
 * it; here a table whose last look found more than a tenth of its pages unmarked is vacuumed.
 */
const UNMARKED_SHARE = 0.1;
/** Tables this small cost a few page reads whatever their plan: left alone unless the counters say otherwise. */
const SMALL_PAGES = 16;

/**
 * The counters of the statistics views come first, as autovacuum reads them. PGlite loses them when it closes, so
 * on the first look after a start (`sizes`: the pages now are known) a table that grew by a fifth since its last
 * VACUUM or ANALYZE gets both, and any look vacuums a table whose last VACUUM or ANALYZE found more than a tenth of
 * its pages unmarked.
 */
export function upkeepOf(t: TableState): Upkeep {
  const tuples = Math.max(0, t.tuples);
  const over = (n: number, rule: { base: number; scale: number }) => n > rule.base + rule.scale * tuples;
  const never = t.tuples < 0;
  const grew = t.pagesNow >= SMALL_PAGES && t.pagesNow > t.pages * 1.2;
  const unmarked = t.pages >= SMALL_PAGES && t.pages - t.allVisible > t.pages * UNMARKED_SHARE;
  return {
    vacuum: never || grew || unmarked || over(t.dead, DEAD) || over(t.insertedSinceVacuum, INSERTED),
    analyze: never || grew || over(t.modifiedSinceAnalyze, MODIFIED),
  };
}

/**
 * The tables of the shop's schema with what upkeep needs to know of them, in one statement; `sizes`: their pages
 * now as well (a file size per table: most of the statement's cost), else `pagesNow` is `pages`.
 */
export async function tableStates(db: Db, sizes = true): Promise<TableState[]> {
  const pagesNow = sizes ? sql`pg_relation_size(c.oid) / current_setting('block_size')::int` : sql`c.relpages`;
  const result = await db.execute(sql`
    select c.relname as name, c.reltuples::float8 as tuples, c.relpages as pages, c.relallvisible as all_visible,
      (${pagesNow})::int as pages_now,
      coalesce(s.n_dead_tup, 0)::float8 as dead, coalesce(s.n_ins_since_vacuum, 0)::float8 as inserted,
      coalesce(s.n_mod_since_analyze, 0)::float8 as modified
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
    left join pg_stat_user_tables s on s.relid = c.oid
    where c.relkind = 'r'
    order by c.relname`);
  return (result as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    name: String(r.name),
    tuples: Number(r.tuples),
    pages: Number(r.pages),
    allVisible: Number(r.all_visible),
    pagesNow: Number(r.pages_now),
    dead: Number(r.dead),
    insertedSinceVacuum: Number(r.inserted),
    modifiedSinceAnalyze: Number(r.modified),
  }));
}

export interface UpkeepRun {
  table: string;
  vacuum: boolean;
  analyze: boolean;
  ms: number;
}

/**
 * Vacuums and/or analyzes each table that needs it, one statement per table: PGlite is one connection, and a
 * statement holds it until it ends, so requests wait for one table's turn at most, never for the whole database's.
 */
export async function upkeepTables(db: Db, { sizes = true } = {}): Promise<UpkeepRun[]> {
  const runs: UpkeepRun[] = [];
  for (const t of await tableStates(db, sizes)) {
    const { vacuum, analyze } = upkeepOf(t);
    if (!vacuum && !analyze) continue;
    const started = performance.now();
    const table = sql.identifier(t.name);
    if (vacuum) await db.execute(analyze ? sql`vacuum (analyze) ${table}` : sql`vacuum ${table}`);
    else await db.execute(sql`analyze ${table}`);
    runs.push({ table: t.name, vacuum, analyze, ms: Math.round(performance.now() - started) });
  }
  return runs;
}
