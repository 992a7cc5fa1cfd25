/**
 * Backup and restore: a shop on its local folder, with orders in every status, uploads and a private
 * certificate, is backed up while it serves and restored into an empty database of this pass's kind with an empty
 * bucket (s3rver) for its files; every table's rows, every sequence and every file must come back exactly, and a
 * backup of the restored shop (from the bucket) holds the same files. On the PostgreSQL pass it also goes into
 * PGlite with a local folder and from there back into PostgreSQL. Restoring over data is refused, by the command too.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ORDER_STATUS } from '@shop/contract/orders';
import sharp from 'sharp';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { orders } from '../src/db/schema/index.ts';
import { auditWritesSettled } from '../src/modules/system/audit.ts';
import { backup } from '../src/ops/backup.ts';
import type { FileStore } from '../src/lib/file-store.ts';
import { openFileStore } from '../src/lib/open-file-store.ts';
import { storeKeys } from '../src/ops/data-files.ts';
import { listTables, quoteIdent, rowsOf, sequenceOf, tableShape } from '../src/ops/db-catalog.ts';
import { Refusal, type Manifest } from '../src/ops/manifest.ts';
import { restore } from '../src/ops/restore.ts';
import { sql } from 'drizzle-orm';
import { emptyDatabase } from './empty-database.ts';
import { onPostgres, testApp, type TestApp } from './helper.ts';
import { multipart } from './multipart.ts';
import { startTestBucket, type TestBucket } from './s3-server.ts';
import { createGoods, createOrder, createSeller, createShopper } from './order-fixtures.ts';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');

/** Backing up, opening an empty database and restoring take seconds each; a loaded machine multiplies them. */
const SLOW = 90_000;

let t: TestApp;
let work: string;
let archive: string;
let first: Manifest;
let bucket: TestBucket;
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
  bucket = await startTestBucket('restore');
  // The demo's ~480 seeded pictures would cost a thousand round trips to s3rver and prove nothing twenty don't.
  const seeded = (fs.readdirSync(path.join(t.dataDir, 'uploads'), { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(t.dataDir, 'uploads', f)).isFile())
    .sort();
  for (const f of seeded.slice(20)) fs.rmSync(path.join(t.dataDir, 'uploads', f));
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
  // The audit rows of those uploads are written after the answers: in before the snapshot, so that the live
  // database the restore is compared with holds nothing the backup could not have seen.
  await auditWritesSettled();
  // Made while the shop is open (its database in use), as an operator on PostgreSQL would.
  archive = path.join(work, 'shop.tar.gz');
  first = (await backup(t.app.config, archive, t.database)).manifest;
  expect(first.engine).toBe(t.database.kind);
  expect(first.files.map((f) => f.path)).toEqual(expect.arrayContaining(uploaded.map((u) => u.replace(/^\//, ''))));
}, SLOW);

afterAll(async () => {
  await bucket.close();
  fs.rmSync(work, { recursive: true, force: true });
});

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

/** The same keys with the same bytes in both stores (and the source holds the test's uploads). */
async function expectSameFiles(from: FileStore, to: FileStore): Promise<void> {
  const keys = await storeKeys(from);
  expect(keys).toEqual(expect.arrayContaining(uploaded.map((u) => u.replace(/^\/uploads\//, ''))));
  expect(await storeKeys(to)).toEqual(keys);
  for (const key of keys) expect((await to.read(key))?.equals((await from.read(key))!), key).toBe(true);
}

describe(`backup and restore (${emptyDatabase.name})`, () => {
  it(
    'brings back every row, every sequence and every file, and the restored shop serves',
    async () => {
      const empty = await emptyDatabase.open();
      const target = empty.database;
      const config = {
        ...t.app.config,
        dataDir: fs.mkdtempSync(path.join(work, 'restored-')),
        storageUrl: bucket.storageUrl,
      };
      const source = openFileStore(t.app.config);
      const restored = openFileStore(config);
      try {
        await restore(config, archive, target);
        const before = await contents(t.database);
        const after = await contents(target);
        expect(Object.keys(after)).toEqual(Object.keys(before));
        for (const table of Object.keys(before)) {
          expect(after[table]?.length, table).toBe(before[table]!.length);
          expect(after[table], table).toEqual(before[table]);
        }
        expect(await sequences(target)).toEqual(await sequences(t.database));
        await expectSameFiles(source, restored);

        // Backed up again, now from the bucket: the same tables, byte for byte, and the same files.
        const again = (await backup(config, path.join(work, 'again.tar.gz'), target)).manifest;
        expect(again.tables).toEqual(first.tables);
        expect(again.files).toEqual(first.files);

        // The restored shop answers: the picture at its address (from the bucket), the seven orders.
        const app = await buildApp(config, { database: target, logger: false });
        try {
          const picture = await app.inject({ method: 'GET', url: uploaded[0]! });
          expect(picture.statusCode).toBe(200);
          expect(picture.rawPayload.equals((await source.read(uploaded[0]!.replace(/^\/uploads\//, '')))!)).toBe(true);
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
        await source.close();
        await restored.close();
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
      const local = { ...t.app.config, dataDir: fs.mkdtempSync(path.join(work, 'lite-')) };
      try {
        await restore(local, archive, pglite);
        expect((await backup(local, second, pglite)).manifest.engine).toBe('pglite');
      } finally {
        await pglite.close();
      }
      const empty = await emptyDatabase.open();
      const target = empty.database;
      const config = { ...t.app.config, dataDir: fs.mkdtempSync(path.join(work, 'pg-')) };
      const [source, restored] = [openFileStore(t.app.config), openFileStore(config)];
      try {
        await restore(config, second, target);
        expect(await contents(target)).toEqual(await contents(t.database));
        await expectSameFiles(source, restored);
      } finally {
        await target.close();
        await empty.cleanup();
      }
    },
    SLOW,
  );

  it(
    'refuses to restore over a database that holds rows, or over a file store that holds files',
    async () => {
      const emptyDir = fs.mkdtempSync(path.join(work, 'empty-'));
      const ordersBefore = await t.database.db.$count(orders);
      await expect(restore({ ...t.app.config, dataDir: emptyDir }, archive, t.database)).rejects.toThrow(
        /database is not empty/,
      );
      expect(await t.database.db.$count(orders)).toBe(ordersBefore);
      expect(await storeKeys(openFileStore({ dataDir: emptyDir, storageUrl: undefined }))).toEqual([]);

      const empty = await emptyDatabase.open();
      const target = empty.database;
      try {
        const refused = restore({ ...t.app.config }, archive, target);
        await expect(refused).rejects.toBeInstanceOf(Refusal);
        await expect(refused).rejects.toThrow(/file store .* is not empty: \d+ files/);
        expect(await listTables(target.db)).toEqual([]);
      } finally {
        await target.close();
        await empty.cleanup();
      }
    },
    SLOW,
  );

  it('refuses a damaged archive and one from a schema this version does not have, before touching the database', async () => {
    const unpacked = fs.mkdtempSync(path.join(work, 'unpacked-'));
    await extract({ file: archive, cwd: unpacked });
    const repack = async (name: string) => {
      const file = path.join(work, name);
      await createTar({ gzip: true, file, cwd: unpacked }, fs.readdirSync(unpacked));
      return file;
    };
    const empty = () => ({ ...t.app.config, dataDir: fs.mkdtempSync(path.join(work, 'empty-')) });
    const ordersFile = path.join(unpacked, 'db', 'orders.jsonl');
    const rows = fs.readFileSync(ordersFile, 'utf8');
    fs.writeFileSync(ordersFile, rows.replace('"order_status":"1"', '"order_status":"2"'));
    // t.database holds rows, so reaching the database would be refused too, with another message.
    await expect(restore(empty(), await repack('damaged.tar.gz'), t.database)).rejects.toThrow(
      /archive is damaged: db\/orders\.jsonl/,
    );
    fs.writeFileSync(ordersFile, rows);
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as Manifest;
    manifest.migration.hash = '0'.repeat(64);
    fs.writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    await expect(restore(empty(), await repack('foreign.tar.gz'), t.database)).rejects.toThrow(
      /not one this version of the shop has/,
    );
  });

  it(
    "the restore command refuses a data folder that holds a shop's files: exit code 2 and the reason",
    async () => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' };
      delete env.DATABASE_URL;
      const done = await run('npx', ['tsx', 'src/ops/restore-command.ts', archive], { cwd: serverDir, env }).then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(done?.code).toBe(2);
      expect(done?.stderr).toMatch(/^refused: the file store .* is not empty/m);
    },
    SLOW,
  );
});
