/**
 * First-start seed: the data every installation needs, plus an optional demo shop.
 * Idempotent: once `admins` has a row it only brings the menus in line with the code (`syncMenus`) and adds the
 * settings a newer version brought (`addMissingConfigs`). Runs in one transaction under an advisory lock, so two
 * instances starting together against one PostgreSQL cannot both seed.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { admins } from '../schema/index.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { LocalFileStore } from '../../lib/local-file-store.ts';
import { hashPassword } from '../../lib/password.ts';
import { generateDemoImages, seedDemo } from './demo.ts';
import { lockSeed } from './lock.ts';
import { syncMenus } from './menus.ts';
import { addMissingConfigs, seedRequired } from './required.ts';

export interface SeedOptions {
  /** Also insert the demo shop (users, store, goods with generated pictures, content). */
  demo: boolean;
  /** Folder served at /uploads/; demo pictures are written below it (unless `files` is given). */
  uploadsDir?: string;
  /** The file store the demo pictures go to (a bucket with STORAGE_URL): wins over `uploadsDir`. */
  files?: FileStore;
}

export interface DemoLogin {
  area: 'admin' | 'seller' | 'home';
  username: string;
  password: string;
  note: string;
}

/** Accounts to print after start. The admin exists in every installation, the others only with demo data. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { area: 'admin', username: 'admin', password: '123456', note: 'super administrator' },
  { area: 'seller', username: '18888888888', password: '123456', note: 'store owner of 青梧旗舰店 (full seller menu)' },
  { area: 'seller', username: 'seller', password: '123456', note: 'sub-account of the store owner, role 客服' },
  {
    area: 'seller',
    username: '13600000002',
    password: '123456',
    note: 'owner of 数码港官方旗舰店; stores 2-9 belong to 13600000002-13600000009',
  },
  {
    area: 'home',
    username: '13800000000',
    password: '123456',
    note:
      'shopper 小明: balance 1007.79 (+10.00 frozen in a pending withdrawal), 3436 points, pay password 123456; ' +
      'his team: 13800000001 小红 → 13800000002 小刚 → 13800000003 小丽 (same password)',
  },
];

const DEFAULT_PASSWORD = '123456';

async function hasAdmin(db: Db): Promise<boolean> {
  const rows = await db.select({ id: admins.id }).from(admins).limit(1);
  return rows.length > 0;
}

function pictureStore(opts: SeedOptions): FileStore {
  if (opts.files) return opts.files;
  if (!opts.uploadsDir) throw new Error('seed: the demo pictures need uploadsDir or files');
  return new LocalFileStore(path.dirname(opts.uploadsDir), opts.uploadsDir);
}

export async function seed(db: Db, opts: SeedOptions): Promise<{ seeded: boolean }> {
  if (await hasAdmin(db)) {
    await syncMenus(db);
    await addMissingConfigs(db);
    return { seeded: false };
  }

  // The demo pictures (sharp, on libuv threads) are drawn while the required rows are inserted; one scrypt
  // hash is shared by every seeded account.
  const pictures = opts.demo ? generateDemoImages(pictureStore(opts)) : null;
  // Observed here too, so a failure surfacing before the transaction awaits it is not an unhandled rejection.
  pictures?.catch(() => {});
  const passwordHash = await hashPassword(DEFAULT_PASSWORD);

  const result = await db.transaction(async (tx) => {
    await lockSeed(tx);
    if (await hasAdmin(tx)) return { seeded: false };

    const tables = await seedRequired(tx, passwordHash);
    if (pictures) tables.push(...(await seedDemo(tx, passwordHash, await pictures)));

    // Rows were inserted with explicit ids: move each identity sequence past the highest id.
    for (const table of tables) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.identifier(table)}), false)`,
      );
    }
    return { seeded: true };
  });
  // Resource pages without a qwshop id, which the seed leaves to the identity sequence reset above.
  await syncMenus(db);
  return result;
}
