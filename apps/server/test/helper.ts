import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import qs from 'qs';
import { afterAll, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import { seed } from '../src/db/seed/index.ts';
import type { Kv } from '../src/lib/kv.ts';
import type { Challenge } from 'altcha-lib';
import type { SignInChallenge } from '@shop/contract/auth';
import { solvePayload } from './altcha-solve.ts';
import { openDatabaseCopy } from './db-image.ts';
import { freshPostgresUrl } from './pg-helper.ts';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Sends a request the way the clients do (qs-encoded form body, bracketed query) and parses the envelope. */
  call<T = unknown>(
    method: string,
    url: string,
    opts?: { body?: object; query?: object; token?: string; headers?: Record<string, string> },
  ): Promise<Envelope<T> & { status: number; headers: Record<string, unknown> }>;
  /** Signs in and returns the access token. area: 'admin' (solving its challenge), 'seller' or 'home'. */
  login(area: 'admin' | 'seller' | 'home', username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** True when this run targets PostgreSQL (`TEST_DATABASE=postgres` with DATABASE_URL set). */
export const onPostgres = process.env.TEST_DATABASE === 'postgres' && !!process.env.DATABASE_URL;

/** `TEST_PGLITE_WORKER=1`: PGlite on its worker thread, as the server runs it (migrated and seeded per file). */
const onPgliteWorker = !onPostgres && process.env.TEST_PGLITE_WORKER === '1';

/**
 * A fresh shop per test file: its own database (in-memory PGlite, or a new PostgreSQL database when
 * TEST_DATABASE=postgres), migrated and seeded (demo data included unless asked otherwise), its own data folder.
 * The database and the seeded uploads are copies of the ones the global setup prepared once for the run;
 * `fresh`: migrate and seed this one from scratch instead.
 * Closed automatically after the file's tests. `kv`: a shared store (e.g. Redis) instead of the in-process one;
 * `logger`: logger options (silent by default).
 */
export async function testApp(
  opts: {
    demo?: boolean;
    fresh?: boolean;
    config?: Partial<AppConfig>;
    kv?: Kv;
    logger?: BuildOptions['logger'];
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  const image =
    opts.fresh || onPgliteWorker ? undefined : inject('databaseImages')?.[(opts.demo ?? true) ? 'demo' : 'plain'];
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  if (image) {
    ({ database, drop } = await openDatabaseCopy(image, uploadsDir));
  } else {
    const pgdb = onPostgres ? await freshPostgresUrl() : undefined;
    drop = pgdb && (() => pgdb.drop());
    database = await openDatabase(pgdb ? { url: pgdb.url } : { dataDir: 'memory', worker: onPgliteWorker });
    await migrateDatabase(database);
    await seed(database.db, { demo: opts.demo ?? true, uploadsDir });
  }
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv),
    rateLimitPerMinute: 0,
    jobs: false,
    database: 'memory',
    ...opts.config,
  };
  const app = await buildApp(config, { database, logger: opts.logger ?? false, kv: opts.kv });
  await app.ready();

  const call: TestApp['call'] = async (method, url, o = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const req: InjectOptions = { method: method as InjectOptions['method'], url, headers };
    if (o.query) req.url = `${url}${url.includes('?') ? '&' : '?'}${qs.stringify(o.query)}`;
    if (o.body) {
      req.payload = qs.stringify(o.body);
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const res = await app.inject(req);
    let body: Envelope = { code: -1, msg: res.body, data: null };
    try {
      body = JSON.parse(res.body) as Envelope;
    } catch {
      /* non-JSON (static files); left in msg */
    }
    return { ...(body as Envelope<never>), status: res.statusCode, headers: res.headers };
  };

  const login: TestApp['login'] = async (area, username, password = '123456') => {
    let sign: string | undefined;
    if (area === 'admin') {
      // The real round trip: a challenge for this admin, solved by brute force as the widget does.
      const c = await call<SignInChallenge>('POST', '/api/captcha', { body: { provider: 'admins', username } });
      if (c.data.required) sign = await solvePayload(c.data.challenge as Challenge);
    }
    const r = await call<{ access_token: string }>('POST', '/api/login', {
      body: {
        username,
        password,
        provider: area === 'admin' ? 'admins' : 'users',
        sign,
        area: area === 'admin' ? undefined : area,
      },
    });
    if (r.code !== 200) throw new Error(`login ${area}/${username} failed: ${r.msg}`);
    return r.data.access_token;
  };

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await database.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  afterAll(close);
  return { app, database, dataDir, call, login, close };
}
