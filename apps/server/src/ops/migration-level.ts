/**
 * A backup records the last migration its database had. A restore builds that same schema first, loads the rows
 * into it, and only then runs the migrations this version of the shop has beyond it: a migration that reshapes
 * or backfills data then sees the rows it was written for, as it would have on the original database.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder, type Database } from '../db/client.ts';

export interface Migration {
  tag: string;
  /** drizzle's `when`, the value it stores as created_at and compares to decide what is still to run. */
  when: number;
  /** sha256 of the SQL file, as drizzle stores it. */
  hash: string;
}

interface JournalEntry {
  tag: string;
  when: number;
}

function readJournal(folder: string): { entries: JournalEntry[] } & Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
}

/** The migrations this version of the shop ships, oldest first. */
export function codeMigrations(): Migration[] {
  const folder = migrationsFolder();
  return readJournal(folder).entries.map((e) => ({
    tag: e.tag,
    when: e.when,
    hash: crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(folder, `${e.tag}.sql`)).toString())
      .digest('hex'),
  }));
}

/** Applies this version's migrations up to and including `last` (all of them when omitted). */
export async function migrateUpTo(database: Database, last?: Migration): Promise<void> {
  const full = migrationsFolder();
  let folder = full;
  let temp: string | undefined;
  if (last) {
    const journal = readJournal(full);
    const upTo = journal.entries.findIndex((e) => e.when === last.when);
    if (upTo < 0) throw new Error(`migration ${last.tag} is not one of this version's`);
    temp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
    fs.mkdirSync(path.join(temp, 'meta'));
    const entries = journal.entries.slice(0, upTo + 1);
    fs.writeFileSync(path.join(temp, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const e of entries) fs.copyFileSync(path.join(full, `${e.tag}.sql`), path.join(temp, `${e.tag}.sql`));
    folder = temp;
  }
  try {
    if (database.kind === 'postgres') await migratePg(database.db as never, { migrationsFolder: folder });
    else await migratePglite(database.db as never, { migrationsFolder: folder });
  } finally {
    if (temp) fs.rmSync(temp, { recursive: true, force: true });
  }
}
