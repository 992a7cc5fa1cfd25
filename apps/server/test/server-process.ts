/**
 * The shop as a real process (`node --import tsx src/main.ts`), for what only a process shows: signals, exit codes,
 * and a restart on the data a killed process left behind. The data (a PGlite folder on disk, or a PostgreSQL
 * database in the PostgreSQL pass) is prepared here from the run's database image, so no start seeds from scratch.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase, type Database, type Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { seed } from '../src/db/seed/index.ts';
import { onPostgres } from './helper.ts';
import { freshPostgresUrl } from './pg-helper.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** Where a shop's data lives between its processes. */
export interface ShopData {
  dataDir: string;
  /** The PostgreSQL pass: the shop's own database. */
  databaseUrl?: string;
  demo: boolean;
  /** Opens the data for the test's own reads (never while a PGlite server process runs on the same folder). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/**
 * A data folder (and in the PostgreSQL pass a database) holding a migrated and seeded shop: a copy of the run's
 * prepared image when the global setup made one. `prepare` writes the test's fixtures before any process starts.
 */
export async function shopData(opts: { name: string; demo?: boolean; prepare?: (db: Db) => Promise<void> }) {
  const demo = opts.demo ?? true;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${opts.name}-`));
  const image = inject('databaseImages')?.[demo ? 'demo' : 'plain'];
  if (image && fs.existsSync(image.uploads)) {
    fs.cpSync(image.uploads, path.join(dataDir, 'uploads'), { recursive: true });
  }
  const pgdb = onPostgres ? await freshPostgresUrl(image?.template) : undefined;
  const dbDir = path.join(dataDir, 'db');
  const open = () => openDatabase(pgdb ? { url: pgdb.url } : { dataDir: dbDir });
  let setup: { db: Db; close(): Promise<void> };
  let unseeded: Database | undefined;
  if (!pgdb && image?.tarball) {
    // PGlite unpacks a loaded image into its folder: the folder is then a cluster as a previous run left it.
    fs.mkdirSync(dbDir, { recursive: true });
    const client = new PGlite(dbDir, { loadDataDir: new Blob([fs.readFileSync(image.tarball)]) });
    await client.waitReady;
    setup = { db: drizzle(client, { schema }), close: () => client.close() };
  } else {
    const database = await open();
    setup = database;
    // A PostgreSQL copy of the template is ready; without an image (no global setup) the shop is made here.
    if (!image?.template) unseeded = database;
  }
  try {
    if (unseeded) {
      await migrateDatabase(unseeded);
      await seed(unseeded.db, { demo, uploadsDir: path.join(dataDir, 'uploads') });
    }
    await opts.prepare?.(setup.db);
  } finally {
    await setup.close();
  }
  const data: ShopData = {
    dataDir,
    databaseUrl: pgdb?.url,
    demo,
    open,
    drop: async () => {
      await pgdb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return data;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  child: ChildProcess;
  /** What the process wrote so far (stdout and stderr, the last 100 kB). */
  output(): string;
  /** Resolves when the process has exited, with its code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` and waits for the exit. */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the shop on `data` and waits until `/health/ready` answers 200. Rate limits, timed tasks and the admin
 * sign-in challenge are off; `env` adds or overrides settings. `node --import tsx` rather than `npx tsx`: npx
 * runs the server as a grandchild through `sh -c` and would not pass signals on.
 */
export async function startServer(
  data: ShopData,
  env: Record<string, string> = {},
  readyWithinMs = 120_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: data.dataDir,
    DATABASE_URL: data.databaseUrl ?? '',
    REDIS_URL: '',
    SEED_DEMO: String(data.demo),
    JOBS: 'false',
    ADMIN_CAPTCHA: 'false',
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete childEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-100_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + readyWithinMs;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the server exited before it was ready:\n${output}`);
    const status = await fetch(`${server.base}/health/ready`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return server;
    if (Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`the server was not ready within ${readyWithinMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
