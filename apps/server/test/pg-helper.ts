import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

function baseUrl(): string {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  return base;
}

/** Runs one statement on the server DATABASE_URL points at, on a connection of its own. */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server DATABASE_URL points at. */
export function databaseUrl(name: string): string {
  const url = new URL(baseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database name no other test run uses. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}

/**
 * Creates a PostgreSQL database next to the one DATABASE_URL points at, so a test file gets its own schema:
 * `const pgdb = await freshPostgresUrl(); openDatabase({ url: pgdb.url }); ...; await pgdb.drop()`.
 * Empty, or a copy of `template` (a database nobody is connected to). Call `drop()` after closing your own pool
 * (it also force-closes stray connections).
 */
export async function freshPostgresUrl(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueDatabaseName('t');
  const create = template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(create);
      break;
    } catch (err) {
      // 55006: the template is briefly held by another copy being made from it (test files start together).
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await sleep(50 + Math.random() * 100);
    }
  }
  let dropped = false;
  return {
    url: databaseUrl(name),
    async drop() {
      if (dropped) return;
      dropped = true;
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
