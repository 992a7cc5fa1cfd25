/**
 * The archive's table of contents (docs/operations.md, "Backup and restore"): what the database was, every table's
 * file with its row count and checksum, every stored file with its checksum. A restore checks all of it before it
 * writes anything.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Migration } from './migration-level.ts';

export const ARCHIVE_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';

export interface SequenceState {
  /** The sequence's last_value as text (a bigint). */
  last_value: string;
  is_called: boolean;
}

export interface TableEntry {
  name: string;
  /** Path inside the archive: `db/<name>.jsonl`, one JSON object per row, every value as PostgreSQL's text or null. */
  file: string;
  columns: string[];
  rows: number;
  sha256: string;
  /** Numbered columns and where their sequence stood, so no id is handed out twice after a restore. */
  sequences: Record<string, SequenceState>;
}

export interface FileEntry {
  /** Path inside the archive: `uploads/…`, `private/…` or `secret.key`, the same below DATA_DIR. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  created_at: string;
  engine: 'pglite' | 'postgres';
  /** The last migration the database had, and how many it had. */
  migration: Migration & { count: number };
  tables: TableEntry[];
  files: FileEntry[];
}

/** A backup or restore that would do harm or cannot work: said plainly, nothing written. */
export class Refusal extends Error {
  override name = 'Refusal';
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Refusal(`not a shop backup: the archive has no ${MANIFEST_FILE}`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const format: unknown = manifest.format;
  if (format !== ARCHIVE_FORMAT)
    throw new Refusal(`archive format ${String(format)} is not ${ARCHIVE_FORMAT}, the one this version reads`);
  return manifest;
}
