/**
 * `npm run backup -- <file>`: the database (one consistent read) and the stored files (DATA_DIR or the bucket), in
 * one tar.gz (docs/operations.md, "Backup and restore"). Gathered in a temporary folder, written beside its final
 * name and renamed when whole, so a file with that name is always a complete backup.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { create as createTar } from 'tar';
import type { AppConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { openFileStore } from '../lib/open-file-store.ts';
import { copyOut } from './data-files.ts';
import { dumpDatabase } from './db-dump.ts';
import { ARCHIVE_FORMAT, MANIFEST_FILE, Refusal, type Manifest } from './manifest.ts';
import { codeMigrations } from './migration-level.ts';

/** PGlite's folder below DATA_DIR (as main.ts opens it). */
export const pgliteDir = (config: AppConfig): string => path.join(config.dataDir, 'db');

/**
 * The embedded database is one process's: a second PGlite on the same folder while the server runs would corrupt
 * it. PGlite keeps postmaster.pid in the folder while open and removes it on a clean close, so its presence means a
 * server is running, or one was killed and has not been started since.
 */
async function openForBackup(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl });
  const dir = pgliteDir(config);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new Refusal(`no database in ${dir}: nothing to back up`);
  if (fs.existsSync(path.join(dir, 'postmaster.pid')))
    throw new Refusal(
      `the embedded database in ${dir} is in use: stop the server first (with PGlite the backup reads the folder ` +
        'itself). If no server is running, the last one was killed: start it once and stop it, then back up.',
    );
  return openDatabase({ dataDir: dir });
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
}

/** `database`: read this open database instead of opening the one the settings name (left open). */
export async function backup(config: AppConfig, file: string, database?: Database): Promise<BackupResult> {
  const target = path.resolve(file);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  const partial = `${target}.partial`;
  try {
    const source = database ?? (await openForBackup(config));
    let dumped: Awaited<ReturnType<typeof dumpDatabase>>;
    try {
      dumped = await dumpDatabase(source, staging);
    } finally {
      if (!database) await source.close();
    }
    const known = codeMigrations().find((m) => m.when === dumped.applied.when);
    // After the database: every file a row of the snapshot names is stored already (an upload stores its file
    // before its row), so only a file deleted meanwhile can be missing; files added since are extra.
    const store = openFileStore(config);
    let files: Manifest['files'];
    try {
      files = await copyOut(store, config.dataDir, staging);
    } finally {
      await store.close();
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      created_at: new Date().toISOString(),
      engine: dumped.engine,
      migration: { tag: known?.tag ?? 'unknown', ...dumped.applied },
      tables: dumped.tables,
      files,
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      ...fs.readdirSync(staging).filter((name) => name !== MANIFEST_FILE),
    ]);
    fs.renameSync(partial, target);
    return { file: target, manifest };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
