import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import { seed } from '../src/db/seed/index.ts';
import type { Kv } from '../src/lib/kv.ts';
import { createRedisKv } from '../src/lib/redis-kv.ts';
import { openDatabaseCopy } from './db-image.ts';
import { freshPostgresUrl } from './pg-helper.ts';
import { dropPrefix, testPrefix } from './redis-probe.ts';

export interface Instance {
  app: FastifyInstance;
  database: Database;
  /** http://127.0.0.1:<port>: each instance listens on loopback, as behind a load balancer. */
  base: string;
}

export interface TwoInstances {
  a: Instance;
  b: Instance;
  /** The database the shop was seeded through (still open: tests may read or write the truth directly). */
  setup: Database;
  dataDir: string;
  /** The run's key and channel prefix in Redis. */
  prefix: string;
  close(): Promise<void>;
}

/**
 * Two instances of the shop sharing one Redis (under a key prefix of this run) and one database, as separate
 * processes would: on PostgreSQL (`postgres`) a fresh database with a pool per instance; otherwise one PGlite
 * database both apps use (it lives in this process). Seeded (demo unless told otherwise; a copy of the run's
 * prepared database when the global setup made one), then `prepare` runs on the setup connection before the
 * instances start. `wrapKv` sees each instance's Redis store (to count commands).
 * Rate limits and timed jobs are off unless `config` says otherwise.
 */
export async function twoInstances(opts: {
  redisUrl: string;
  name: string;
  postgres: boolean;
  demo?: boolean;
  config?: Partial<AppConfig>;
  prepare?: (setup: Database, dataDir: string) => Promise<void>;
  wrapKv?: (kv: Kv) => Kv;
}): Promise<TwoInstances> {
  const prefix = testPrefix(opts.name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${opts.name}-`));
  const uploadsDir = path.join(dataDir, 'uploads');
  // A copy of the run's prepared database when there is one (seconds saved), else migrated and seeded here.
  const image = inject('databaseImages')?.[(opts.demo ?? true) ? 'demo' : 'plain'];
  const copy = opts.postgres ? image?.template && image : image?.tarball && image;
  const pgdb = opts.postgres ? await freshPostgresUrl(copy ? copy.template : undefined) : undefined;
  let setup: Database;
  if (pgdb) {
    setup = await openDatabase({ url: pgdb.url });
    if (copy && fs.existsSync(copy.uploads)) fs.cpSync(copy.uploads, uploadsDir, { recursive: true });
  } else if (copy) setup = (await openDatabaseCopy(copy, uploadsDir)).database;
  else setup = await openDatabase({ dataDir: 'memory' });
  const instances: Instance[] = [];
  const close = async () => {
    for (const i of instances) {
      await i.app.close();
      if (i.database !== setup) await i.database.close();
    }
    await setup.close();
    await pgdb?.drop();
    await dropPrefix(opts.redisUrl, prefix);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (!copy) {
      await migrateDatabase(setup);
      await seed(setup.db, { demo: opts.demo ?? true, uploadsDir });
    }
    await opts.prepare?.(setup, dataDir);
    const config: AppConfig = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      databaseUrl: pgdb?.url,
      redisUrl: opts.redisUrl,
      rateLimitPerMinute: 0,
      jobs: false,
      ...opts.config,
    };
    for (let n = 0; n < 2; n += 1) {
      const database = pgdb ? await openDatabase({ url: pgdb.url }) : setup;
      const redis = await createRedisKv(opts.redisUrl, { prefix });
      const kv = opts.wrapKv ? opts.wrapKv(redis) : redis;
      const app = await buildApp(config, { database, kv, logger: false });
      instances.push({ app, database, base: '' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      instances[n]!.base = `http://127.0.0.1:${address.port}`;
    }
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
  return { a: instances[0]!, b: instances[1]!, setup, dataDir, prefix, close };
}
