/**
 * Migrating and seeding a database takes seconds; copying a prepared one takes a fraction of that. The global setup
 * builds one migrated and seeded database per seed variant for the whole run, and `testApp` gives every test file
 * its own copy: a PGlite data folder tarball loaded into a new in-memory PGlite, or a PostgreSQL template database.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import { seed } from '../src/db/seed/index.ts';
import { adminQuery, databaseUrl, freshPostgresUrl, uniqueDatabaseName } from './pg-helper.ts';

/** `demo`: the required rows and the demo shop; `plain`: the required rows only (`testApp({ demo: false })`). */
export type ImageVariant = 'demo' | 'plain';

export interface DatabaseImage {
  /** PGlite: the data folder tarball. */
  tarball?: string;
  /** PostgreSQL: the template database, which nothing stays connected to. */
  template?: string;
  /** What the seed wrote below its uploads folder (the demo pictures), copied into each test's data folder. */
  uploads: string;
}

export type DatabaseImages = Record<ImageVariant, DatabaseImage>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when the run has no global setup (e.g. another config): `testApp` then migrates and seeds itself. */
    databaseImages?: DatabaseImages;
  }
}

const onPostgres = process.env.TEST_DATABASE === 'postgres' && !!process.env.DATABASE_URL;

async function migrateAndSeed(database: Database, variant: ImageVariant, uploadsDir: string): Promise<void> {
  await migrateDatabase(database);
  await seed(database.db, { demo: variant === 'demo', uploadsDir });
}

async function buildImage(root: string, variant: ImageVariant): Promise<DatabaseImage> {
  const uploads = path.join(root, variant, 'uploads');
  if (onPostgres) {
    const template = uniqueDatabaseName(`tpl_${variant}`);
    await adminQuery(`CREATE DATABASE "${template}"`);
    try {
      const database = await openDatabase({ url: databaseUrl(template) });
      try {
        await migrateAndSeed(database, variant, uploads);
      } finally {
        await database.close();
      }
      // A copy fails while anyone is connected to the template: nobody may connect from now on.
      await adminQuery(`ALTER DATABASE "${template}" WITH ALLOW_CONNECTIONS false`);
    } catch (err) {
      await adminQuery(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      throw err;
    }
    return { template, uploads };
  }
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    await migrateAndSeed(database, variant, uploads);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('gzip');
    const tarball = path.join(root, variant, 'pgdata.tar.gz');
    fs.mkdirSync(path.dirname(tarball), { recursive: true });
    fs.writeFileSync(tarball, Buffer.from(await dump.arrayBuffer()));
    return { tarball, uploads };
  } finally {
    await database.close();
  }
}

/** Builds both variants below `root` (a folder of its own, removed by `dropDatabaseImages`). */
export async function buildDatabaseImages(root: string): Promise<DatabaseImages> {
  const [demo, plain] = await Promise.allSettled([buildImage(root, 'demo'), buildImage(root, 'plain')]);
  if (demo.status === 'fulfilled' && plain.status === 'fulfilled') return { demo: demo.value, plain: plain.value };
  const built = [demo, plain].flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  await dropDatabaseImages(root, built);
  throw demo.status === 'rejected' ? demo.reason : (plain as PromiseRejectedResult).reason;
}

export async function dropDatabaseImages(root: string, images: DatabaseImage[]): Promise<void> {
  for (const image of images) {
    if (image.template) await adminQuery(`DROP DATABASE IF EXISTS "${image.template}" WITH (FORCE)`);
  }
  fs.rmSync(root, { recursive: true, force: true });
}

/** Tarballs already read by this worker (the module cache lives as long as the worker, which runs many files). */
const tarballs = new Map<string, Blob>();

/**
 * A database of its own for one test file, copied from `image`, and the seed's files copied below `uploadsDir`.
 * `drop` removes a PostgreSQL copy (after `database.close()`).
 */
export async function openDatabaseCopy(
  image: DatabaseImage,
  uploadsDir: string,
): Promise<{ database: Database; drop?: () => Promise<void> }> {
  if (fs.existsSync(image.uploads)) fs.cpSync(image.uploads, uploadsDir, { recursive: true });
  if (image.template) {
    const pgdb = await freshPostgresUrl(image.template);
    return { database: await openDatabase({ url: pgdb.url }), drop: () => pgdb.drop() };
  }
  if (!image.tarball) throw new Error('database image without data');
  let blob = tarballs.get(image.tarball);
  if (!blob) {
    blob = new Blob([fs.readFileSync(image.tarball)]);
    tarballs.set(image.tarball, blob);
  }
  return { database: await openDatabase({ dataDir: 'memory', loadDataDir: blob }) };
}
