import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import { rowsOf } from '../src/ops/db-catalog.ts';
import { onPostgres } from './helper.ts';
import { freshPostgresUrl } from './pg-helper.ts';

/**
 * Two instances first started together on an empty PostgreSQL database (a compose file, a rolling deploy) both
 * migrate it: one waits for the other's lock and finds the work done, instead of failing on a duplicate table.
 */
describe.runIf(onPostgres)('migrations of instances starting together', () => {
  const opened: Database[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await drop?.();
  });

  it('both succeed, and each migration is applied once', async () => {
    const fresh = await freshPostgresUrl();
    drop = () => fresh.drop();
    for (let i = 0; i < 3; i++) opened.push(await openDatabase({ url: fresh.url }));
    const results = await Promise.allSettled(opened.map((d) => migrateDatabase(d)));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    const count = async (query: SQL) => Number((await rowsOf<{ n: string }>(opened[0]!.db, query))[0]?.n);
    const applied = await count(sql`select count(*) as n from drizzle.__drizzle_migrations`);
    expect(applied).toBe(await count(sql`select count(distinct hash) as n from drizzle.__drizzle_migrations`));
    expect(applied).toBeGreaterThan(0);
  });
});
