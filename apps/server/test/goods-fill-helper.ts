import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import type { Db } from '../src/db/client.ts';

/** The benchmark's goods generator, so plans are tested over the catalogue shape the benchmark measures. */
const GOODS_FILL = new URL('../../../bench/lib/goods-fill.sql', import.meta.url);

/**
 * Appends `count` generated goods (goods_no 'BENCH…', spread over the seeded stores, classes and brands, a few off the
 * shelf or awaiting review) in one `insert … select generate_series` statement. Run `analyze` afterwards before
 * reading plans.
 */
export async function fillGoods(db: Db, count: number): Promise<void> {
  const fill = fs.readFileSync(GOODS_FILL, 'utf8').replaceAll('{{count}}', String(count));
  await db.execute(sql.raw(fill));
}
