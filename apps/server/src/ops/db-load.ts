/**
 * Loads a dump into a migrated, empty database in one transaction: all of it or nothing. Rows go in as they were
 * read, ids included; the tables' triggers are off meanwhile, because what they maintain (a goods' comment count,
 * its search document and list price, its store's open state) is already in the rows, and an insert trigger would
 * count it twice. Then every sequence continues where the original's stood.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { quoteIdent, rowsOf, sequenceOf, tableShape } from './db-catalog.ts';
import { Refusal, type Manifest, type TableEntry } from './manifest.ts';

const BATCH = 500;

export async function loadDatabase(database: Database, dir: string, manifest: Manifest): Promise<void> {
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.execute(sql`set local datestyle = 'ISO, YMD'`);
    // In the manifest's (alphabetical) order: the schema declares no foreign keys, so no table must wait for
    // another. One added later would need its referenced table loaded first.
    for (const table of manifest.tables) await loadTable(db, dir, table);
  });
}

async function loadTable(db: Db, dir: string, table: TableEntry): Promise<void> {
  const shape = await tableShape(db, table.name).catch(() => null);
  const missing = shape ? table.columns.filter((c) => !shape.columns.includes(c)) : table.columns;
  if (!shape?.columns.length || missing.length)
    throw new Refusal(`table ${table.name} (columns ${missing.join(', ')}) does not exist in the migrated target`);
  const target = `public.${quoteIdent(table.name)}`;
  const columns = table.columns.map(quoteIdent).join(', ');
  // json_populate_recordset reads each value with its column type's input function: the text the dump wrote.
  const insert = (batch: string) =>
    db.execute(
      sql`${sql.raw(`insert into ${target} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${target}, `)}${batch}${sql.raw('::json)')}`,
    );
  await db.execute(sql.raw(`alter table ${target} disable trigger user`));
  const lines = readline.createInterface({
    input: fs.createReadStream(path.join(dir, table.file), 'utf8'),
    crlfDelay: Infinity,
  });
  let batch: string[] = [];
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= BATCH) {
      await insert(`[${batch.join(',')}]`);
      batch = [];
    }
  }
  if (batch.length) await insert(`[${batch.join(',')}]`);
  await db.execute(sql.raw(`alter table ${target} enable trigger user`));
  const [count] = await rowsOf<{ n: string }>(db, sql.raw(`select count(*)::text as n from ${target}`));
  if (Number(count?.n) !== table.rows)
    throw new Error(`table ${table.name}: ${count?.n} rows loaded, the backup has ${table.rows}`);
  for (const [column, state] of Object.entries(table.sequences)) {
    const seq = await sequenceOf(db, table.name, column);
    const [max] = await rowsOf<{ n: string | null }>(
      db,
      sql.raw(`select max(${quoteIdent(column)})::text as n from ${target}`),
    );
    // The sequence as it stood, unless rows outran it (ids written by hand): then right after the highest id.
    // Not called, last_value is the next id still to hand out, so the one before it is the last used.
    const lastUsed = BigInt(state.last_value) - (state.is_called ? 0n : 1n);
    await db.execute(
      max?.n && BigInt(max.n) > lastUsed
        ? sql`select setval(${seq}::regclass, ${max.n}::bigint, true)`
        : sql`select setval(${seq}::regclass, ${state.last_value}::bigint, ${state.is_called})`,
    );
  }
}
