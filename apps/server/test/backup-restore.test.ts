/**
 * Backup and restore (issue 31): a shop with orders in every status, uploads and a private certificate is backed
 * up while it serves, restored into an empty database of this pass's kind (and, on the PostgreSQL pass, into
 * PGlite and from there back into PostgreSQL), and every table's rows, every sequence and every file must come
 * back exactly. The commands themselves refuse to restore over data.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ORDER_STATUS } from '@shop/contract/orders';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import { orders } from '../src/db/schema/index.ts';
import { backup } from '../src/ops/backup.ts';
import { dataFilePaths } from '../src/ops/data-files.ts';
import { listTables, quoteIdent, rowsOf, sequenceOf, tableShape } from '../src/ops/db-catalog.ts';
import { Refusal } from '../src/ops/manifest.ts';
import { restore } from '../src/ops/restore.ts';
import { sql } from 'drizzle-orm';
import { emptyDatabase } from './empty-database.ts';
import { onPostgres, testApp, type TestApp } from './helper.ts';
import { multipart } from './multipart.ts';
import { createGoods, createOrder, createSeller, createShopper } from './order-fixtures.ts';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');

/** Backing up, opening an empty database and restoring take seconds each; a loaded machine multiplies them. */
const SLOW = 90_000;

let t: TestApp;
let work: string;
let archive: string;
const uploaded: string[] = [];

async function upload(url: string, token: string, fields: Record<string, string>, filename: string, data: Buffer) {
  const { payload, headers } = multipart(fields, [{ filename, data }]);
  headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  const body = JSON.parse(res.body) as { code: number; data: string };
  expect(body.code, res.body).toBe(200);
  return body.data;
}

beforeAll(async () => {
  t = await testApp();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-test-'));
  const { user: sellerUser, store } = await createSeller(t.database.db, 'backup_seller');
  // Money at the column's edge and a balance written with its log: numeric text must survive as is.
  const shopper = await createShopper(t.database.db, 'backup_shopper', '9876543.21');
  const { goods } = await createGoods(t.database.db, store.id, {
    goods_name: '备份 “测试” 商品 ✓',
    goods_price: '0.01',
  });
  for (const status of Object.values(ORDER_STATUS)) {
    await createOrder(t.database.db, shopper.id, store.id, [{ goods, buyNum: status + 1 }], {
      order_status: status,
      remark: `status ${status}: quote ' backslash \\ newline \n tab \t`,
    });
  }
  expect(sellerUser.id).toBeGreaterThan(0);
  const seller = await t.login('seller', '18888888888');
  const admin = await t.login('admin', 'admin');
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c81e3c' } })
    .png()
    .toBuffer();
  uploaded.push(await upload('/api/Seller/uploads', seller, { name: 'goods' }, 'p.png', picture));
  const pem = Buffer.from('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
  uploaded.push(await upload('/api/Admin/uploads', admin, { name: 'crt', uploadType: 'uploadFile' }, 'a.pem', pem));
  // Made while the shop is open (its database in use), as an operator on PostgreSQL would.
  archive = path.join(work, 'shop.tar.gz');
  const { manifest } = await backup(t.app.config, archive, t.database);
  expect(manifest.engine).toBe(t.database.kind);
  expect(manifest.files.map((f) => f.path)).toEqual(expect.arrayContaining(uploaded.map((u) => u.replace(/^\//, ''))));
}, SLOW);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every table as PostgreSQL's text of every column (generated ones included), in a stable order. */
async function contents(database: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await listTables(database.db)) {
    const columns = await rowsOf<{ name: string }>(
      database.db,
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
    );
    const select = columns.map((c) => `${quoteIdent(c.name)}::text`).join(', ');
    const rows = await rowsOf(database.db, sql.raw(`select ${select} from public.${quoteIdent(table)}`));
    out[table] = rows.map((r) => JSON.stringify(Object.values(r))).sort();
  }
  return out;
}

/** Where every sequence would continue. */
async function sequences(database: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await listTables(database.db)) {
    for (const column of (await tableShape(database.db, table)).numbered) {
      const seq = await sequenceOf(database.db, table, column);
      const [row] = await rowsOf<{ v: string }>(
        database.db,
        sql.raw(`select case when is_called then last_value else last_value - 1 end::text as v from ${seq}`),
      );
      out[`${table}.${column}`] = row!.v;
    }
  }
  return out;
}

function expectSameFiles(from: string, to: string): void {
  const paths = dataFilePaths(from);
  expect(paths.length).toBeGreaterThan(2);
  expect(dataFilePaths(to)).toEqual(paths);
  for (const rel of paths)
    expect(fs.readFileSync(path.join(to, rel)).equals(fs.readFileSync(path.join(from, rel))), rel).toBe(true);
}

describe(`backup and restore (${emptyDatabase.name})`, () => {
  it(
    'brings back every row, every sequence and every file, and the restored shop serves',
    async () => {
      const empty = await emptyDatabase.open();
      const target = empty.database;
      const dataDir = fs.mkdtempSync(path.join(work, 'restored-'));
      try {
        await restore({ ...t.app.config, dataDir }, archive, target);
        const before = await contents(t.database);
        const after = await contents(target);
        expect(Object.keys(after)).toEqual(Object.keys(before));
        for (const table of Object.keys(before)) {
          expect(after[table]?.length, table).toBe(before[table]!.length);
          expect(after[table], table).toEqual(before[table]);
        }
        expect(await sequences(target)).toEqual(await sequences(t.database));
        expectSameFiles(t.dataDir, dataDir);

        // The restored shop answers: the shopper's seven orders, and the picture at its address.
        const app = await buildApp({ ...t.app.config, dataDir }, { database: target, logger: false });
        try {
          const picture = await app.inject({ method: 'GET', url: uploaded[0]! });
          expect(picture.statusCode).toBe(200);
          expect(picture.rawPayload.equals(fs.readFileSync(path.join(t.dataDir, uploaded[0]!)))).toBe(true);
          const placed = await target.db.$count(orders, sql`${orders.remark} like 'status %'`);
          expect(placed).toBe(Object.keys(ORDER_STATUS).length);
          // A new row takes the next id, not one the backup already used.
          const [next] = await target.db
            .insert(orders)
            .values({ user_id: 1, store_id: 1, order_no: 'after-restore' })
            .returning({ id: orders.id });
          const [{ max } = { max: 0 }] = await rowsOf<{ max: number }>(
            t.database.db,
            sql`select max(id) as max from orders`,
          );
          expect(next!.id).toBeGreaterThan(Number(max));
        } finally {
          await app.close();
        }
      } finally {
        await target.close();
        await empty.cleanup();
      }
    },
    SLOW,
  );

  it.runIf(onPostgres)(
    'crosses engines: PostgreSQL into PGlite, and that PGlite back into PostgreSQL',
    async () => {
      const pglite = await openDatabase({ dataDir: 'memory' });
      const second = path.join(work, 'from-pglite.tar.gz');
      try {
        await restore({ ...t.app.config, dataDir: fs.mkdtempSync(path.join(work, 'lite-')) }, archive, pglite);
        expect((await backup(t.app.config, second, pglite)).manifest.engine).toBe('pglite');
      } finally {
        await pglite.close();
      }
      const empty = await emptyDatabase.open();
      const target = empty.database;
      try {
        await restore({ ...t.app.config, dataDir: fs.mkdtempSync(path.join(work, 'pg-')) }, second, target);
        expect(await contents(target)).toEqual(await contents(t.database));
      } finally {
        await target.close();
        await empty.cleanup();
      }
    },
    SLOW,
  );

  it(
    'refuses to restore over a database that holds rows, or over a data folder that holds files',
    async () => {
      const emptyDir = fs.mkdtempSync(path.join(work, 'empty-'));
      const rowsBefore = await contents(t.database);
      await expect(restore({ ...t.app.config, dataDir: emptyDir }, archive, t.database)).rejects.toThrow(
        /database is not empty/,
      );
      expect(await contents(t.database)).toEqual(rowsBefore);
      expect(dataFilePaths(emptyDir)).toEqual([]);

      const empty = await emptyDatabase.open();
      const target = empty.database;
      try {
        await migrateDatabase(target);
        const refused = restore({ ...t.app.config }, archive, target);
        await expect(refused).rejects.toBeInstanceOf(Refusal);
        await expect(refused).rejects.toThrow(/data folder .* is not empty: uploads\//);
        expect(await target.db.$count(orders)).toBe(0);
      } finally {
        await target.close();
        await empty.cleanup();
      }
    },
    SLOW,
  );

  it(
    'the restore command refuses a data folder that holds a shop: exit code 2 and the reason',
    async () => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' };
      delete env.DATABASE_URL;
      const done = await run('npx', ['tsx', 'src/ops/restore-command.ts', archive], { cwd: serverDir, env }).then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(done?.code).toBe(2);
      expect(done?.stderr).toMatch(/^refused: the data folder .* is not empty/m);
    },
    SLOW,
  );
});
