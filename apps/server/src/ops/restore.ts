/**
 * `npm run restore -- <file>`: a shop back from a backup, into an empty database (PGlite under DATA_DIR or
 * DATABASE_URL, whichever the settings name) and an empty data folder. Everything is checked before anything is
 * written: the archive's checksums, that this version knows the backup's schema, that the target holds nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { extract } from 'tar';
import type { AppConfig } from '../config.ts';
import type { FileStore } from '../lib/file-store.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { pgliteDir } from './backup.ts';
import { appliedMigration, listTables, quoteIdent, rowsOf } from './db-catalog.ts';
import { loadDatabase } from './db-load.ts';
import { openFileStore } from '../lib/open-file-store.ts';
import { copyIn, damagedFiles, storeKeys } from './data-files.ts';
import { readManifest, Refusal, type Manifest } from './manifest.ts';
import { codeMigrations, migrateUpTo, type Migration } from './migration-level.ts';

/** `database`: restore into this open, empty database instead of the one the settings name (left open). */
export async function restore(config: AppConfig, file: string, database?: Database): Promise<Manifest> {
  const archive = path.resolve(file);
  if (!fs.existsSync(archive)) throw new Refusal(`${archive}: no such file`);
  const store = openFileStore(config);
  try {
    const held = (await storeKeys(store)).length;
    if (held)
      throw new Refusal(
        `the file store (${config.storageUrl ? 'the STORAGE_URL bucket' : `${config.dataDir}/uploads and private`}) ` +
          `is not empty: ${held} files; restore into an empty one`,
      );
    if (!database && !config.databaseUrl && fs.existsSync(path.join(pgliteDir(config), 'PG_VERSION')))
      throw new Refusal(`${pgliteDir(config)} already holds a database; restore into an empty data folder`);
    return await unpackAndRestore(config, archive, store, database);
  } finally {
    await store.close();
  }
}

async function unpackAndRestore(
  config: AppConfig,
  archive: string,
  store: FileStore,
  database: Database | undefined,
): Promise<Manifest> {
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    await extract({ file: archive, cwd: unpacked, strict: true });
    const manifest = readManifest(unpacked);
    const damaged = await damagedFiles(unpacked, [
      ...manifest.tables.map((t) => ({ path: t.file, sha256: t.sha256 })),
      ...manifest.files,
    ]);
    if (damaged.length) throw new Refusal(`the archive is damaged: ${damaged.slice(0, 5).join(', ')} do not match`);
    const level = schemaLevel(manifest);
    await restoreDatabase(config, unpacked, manifest, level, database);
    await copyIn(unpacked, store, config.dataDir, manifest.files);
    return manifest;
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}

/** This version's migration that the backup's database had last: the schema its rows fit. */
function schemaLevel(manifest: Manifest): Migration {
  const known = codeMigrations();
  const at = known.findIndex((m) => m.when === manifest.migration.when);
  if (at < 0 || known[at]!.hash !== manifest.migration.hash)
    throw new Refusal(
      `the backup's schema (migration ${manifest.migration.tag}) is not one this version of the shop has: ` +
        'restore with the version that made the backup (or a newer one)',
    );
  return known[at]!;
}

async function restoreDatabase(
  config: AppConfig,
  dir: string,
  manifest: Manifest,
  level: Migration,
  given: Database | undefined,
): Promise<void> {
  const created = !given && !config.databaseUrl;
  const database =
    given ??
    (config.databaseUrl
      ? await openDatabase({ url: config.databaseUrl })
      : await openDatabase({ dataDir: pgliteDir(config) }));
  let done = false;
  try {
    await refuseUnlessEmpty(database, level);
    await migrateUpTo(database, level);
    await loadDatabase(database, dir, manifest);
    await migrateUpTo(database);
    done = true;
  } finally {
    if (!given) await database.close();
    // A half-made embedded database would make the next attempt refuse: the folder goes, as it came.
    if (!done && created) fs.rmSync(pgliteDir(config), { recursive: true, force: true });
  }
}

/**
 * Empty: no row in any table. A database migrated but never filled counts as empty (a restore that failed left
 * it so, having rolled its rows back), as long as it is not already past the backup's schema.
 */
async function refuseUnlessEmpty(database: Database, level: Migration): Promise<void> {
  const filled: string[] = [];
  for (const table of await listTables(database.db)) {
    const [row] = await rowsOf<{ any: boolean }>(
      database.db,
      sql.raw(`select exists (select 1 from public.${quoteIdent(table)}) as any`),
    );
    if (row?.any) filled.push(table);
  }
  if (filled.length)
    throw new Refusal(
      `the database is not empty (${filled.length} tables hold rows: ${filled.slice(0, 5).join(', ')}` +
        `${filled.length > 5 ? ', …' : ''}); ` +
        'restore into an empty database',
    );
  const applied = await appliedMigration(database.db);
  if (applied && applied.when > level.when)
    throw new Refusal(`the empty database is already migrated past the backup's schema: restore into a new database`);
}
