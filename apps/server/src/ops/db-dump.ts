/**
 * One consistent read of every table: a REPEATABLE READ, READ ONLY transaction sees the database as it was at its
 * first statement, whatever the shop writes meanwhile (on PostgreSQL the shop keeps serving). Every value is read
 * as PostgreSQL's own text form (`::text`), which its input functions read back exactly: money stays '12.50',
 * timestamps stay wall-clock text, nothing passes through a JavaScript number.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { appliedMigration, listTables, quoteIdent, rowsOf, sequenceOf, tableShape, type Row } from './db-catalog.ts';
import type { Manifest, SequenceState, TableEntry } from './manifest.ts';

const PAGE = 2000;

export async function dumpDatabase(
  database: Database,
  dir: string,
): Promise<Pick<Manifest, 'engine' | 'tables'> & { applied: { when: number; hash: string; count: number } }> {
  fs.mkdirSync(path.join(dir, 'db'), { recursive: true });
  return database.db.transaction(
    async (tx) => {
      const db = tx as unknown as Db;
      // The text form of a timestamp follows DateStyle: pinned, so the restore's input reads what was written.
      await db.execute(sql`set local datestyle = 'ISO, YMD'`);
      const applied = await appliedMigration(db);
      if (!applied) throw new Error('the database has never been migrated: nothing to back up');
      const tables: TableEntry[] = [];
      for (const name of await listTables(db)) tables.push(await dumpTable(db, dir, name));
      return { engine: database.kind, applied, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(db: Db, dir: string, name: string): Promise<TableEntry> {
  const shape = await tableShape(db, name);
  const file = `db/${name}.jsonl`;
  const fd = fs.openSync(path.join(dir, file), 'w');
  const hash = crypto.createHash('sha256');
  let rows = 0;
  try {
    // Output columns carry the input columns' names as text: the order and the key range name the table's own
    // (src.), or "order by id" would sort the text ('10' before '9').
    const select = shape.columns.map((c) => `src.${quoteIdent(c)}::text as ${quoteIdent(c)}`).join(', ');
    const from = `public.${quoteIdent(name)} as src`;
    const [key] = shape.primaryKey;
    // A one-column key pages by key (each page an index range); otherwise pages by offset in a stable order,
    // which the snapshot keeps stable between pages.
    const keyed = shape.primaryKey.length === 1 && key !== undefined;
    const order = shape.primaryKey.length ? shape.primaryKey.map((k) => `src.${quoteIdent(k)}`).join(', ') : 'src.ctid';
    let last: string | null = null;
    for (;;) {
      const page: Row[] = keyed
        ? await rowsOf(
            db,
            last === null
              ? sql.raw(`select ${select} from ${from} order by ${order} limit ${PAGE}`)
              : sql`${sql.raw(`select ${select} from ${from} where src.${quoteIdent(key)} > `)}${last}${sql.raw(
                  ` order by ${order} limit ${PAGE}`,
                )}`,
          )
        : await rowsOf(db, sql.raw(`select ${select} from ${from} order by ${order} limit ${PAGE} offset ${rows}`));
      if (!page.length) break;
      const text = page.map((r) => `${JSON.stringify(r)}\n`).join('');
      fs.writeSync(fd, text);
      hash.update(text);
      rows += page.length;
      if (keyed) last = page[page.length - 1]![key]!;
      if (page.length < PAGE) break;
    }
  } finally {
    fs.closeSync(fd);
  }
  const sequences: Record<string, SequenceState> = {};
  for (const column of shape.numbered) {
    const seq = await sequenceOf(db, name, column);
    const [state] = await rowsOf<SequenceState>(
      db,
      sql.raw(`select last_value::text as last_value, is_called from ${seq}`),
    );
    if (state) sequences[column] = { last_value: state.last_value, is_called: state.is_called };
  }
  return { name, file, columns: shape.columns, rows, sha256: hash.digest('hex'), sequences };
}
