import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates an empty PostgreSQL database next to the one DATABASE_URL points at, so a test file gets
 * its own schema: `const pgdb = await freshPostgresUrl(); openDatabase({ url: pgdb.url }); ...; await pgdb.drop()`.
 * Call `drop()` after closing your own pool (it also force-closes stray connections).
 */
export async function freshPostgresUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const name = `t_${randomBytes(8).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
