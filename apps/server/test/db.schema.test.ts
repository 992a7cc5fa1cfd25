import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, type Database } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { configs, coupons, goods, goodsSkus, integralGoods, orders, stores, users } from '../src/db/schema/index.ts';
import { emptyDatabase } from './empty-database.ts';

/** qwshop's 68 application tables (its 6 Passport/Sanctum token tables are replaced by access_tokens). */
const REFERENCE_TABLES = [
  'admins',
  'admin_roles',
  'admin_to_roles',
  'admin_permission_groups',
  'admin_permissions',
  'admin_to_permissions',
  'admin_menus',
  'admin_to_menus',
  'users',
  'user_roles',
  'user_to_roles',
  'user_permission_groups',
  'user_permissions',
  'user_to_permissions',
  'user_menus',
  'user_to_menus',
  'captchas',
  'goods_classes',
  'goods_brands',
  'goods',
  'goods_skus',
  'goods_attrs',
  'goods_specs',
  'stores',
  'store_classes',
  'freights',
  'addresses',
  'carts',
  'favorites',
  'orders',
  'order_goods',
  'order_pays',
  'order_comments',
  'refunds',
  'coupons',
  'coupon_logs',
  'full_reductions',
  'seckills',
  'collectives',
  'collective_logs',
  'integral_goods_classes',
  'integral_goods',
  'integral_orders',
  'integral_order_goods',
  'distributions',
  'distribution_logs',
  'money_logs',
  'cashes',
  'order_settlements',
  'user_checks',
  'articles',
  'article_menus',
  'agreements',
  'notices',
  'adv_spaces',
  'advs',
  'app_versions',
  'configs',
  'sms',
  'sms_logs',
  'areas',
  'expresses',
  'currencies',
  'file_spaces',
  'file_space_dirs',
  'chat_friends',
  'chat_contents',
  'oauths',
];

/**
 * Tables of this shop beyond qwshop: opaque tokens, the audit trail of back-office writes, and the discount lines
 * of orders (docs/promotions.md).
 */
const OWN_TABLES = ['access_tokens', 'audit_logs', 'order_discounts'];

/** NOT NULL columns that deliberately have no default (the caller must always provide them). */
const REQUIRED_WITHOUT_DEFAULT = [
  'access_tokens.account_id',
  'access_tokens.area',
  'access_tokens.expires_at',
  'access_tokens.provider',
  'access_tokens.token_hash',
  'admin_to_menus.menu_id',
  'admin_to_menus.role_id',
  'admin_to_permissions.permission_id',
  'admin_to_permissions.role_id',
  'user_to_menus.menu_id',
  'user_to_menus.role_id',
  'user_to_permissions.permission_id',
  'user_to_permissions.role_id',
];

const targets = [emptyDatabase];

const exportedTables = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable =>
    typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value,
);

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe('schema exports', () => {
  it('exports the 68 reference tables plus our own (tokens, audit, order discounts), nothing else', () => {
    const names = exportedTables.map((t) => getTableName(t)).sort();
    expect(names).toEqual([...REFERENCE_TABLES, ...OWN_TABLES].sort());
  });
});

describe.each(targets)('migrated schema ($name)', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    await migrateDatabase(database);
  });

  afterAll(async () => {
    await database?.close();
    await cleanup?.();
  });

  it('creates exactly the exported tables', async () => {
    const tables = await rows<{ table_name: string }>(
      database,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.table_name).sort()).toEqual([...REFERENCE_TABLES, ...OWN_TABLES].sort());
  });

  it('gives every table an identity id and created_at / updated_at / deleted_at', async () => {
    const cols = await rows<{ table_name: string; column_name: string; is_identity: string }>(
      database,
      sql`select table_name, column_name, is_identity from information_schema.columns where table_schema = 'public'`,
    );
    for (const table of [...REFERENCE_TABLES, ...OWN_TABLES]) {
      const mine = cols.filter((c) => c.table_name === table);
      expect(mine.find((c) => c.column_name === 'id')?.is_identity, table).toBe('YES');
      for (const c of ['created_at', 'updated_at', 'deleted_at']) {
        expect(
          mine.some((m) => m.column_name === c),
          `${table}.${c}`,
        ).toBe(true);
      }
    }
  });

  it('gives every NOT NULL column a default unless the caller must supply it', async () => {
    const cols = await rows<{ t: string; c: string }>(
      database,
      sql`select table_name as t, column_name as c from information_schema.columns
          where table_schema = 'public' and is_nullable = 'NO' and column_default is null and is_identity = 'NO'`,
    );
    expect(cols.map((r) => `${r.t}.${r.c}`).sort()).toEqual([...REQUIRED_WITHOUT_DEFAULT].sort());
  });

  it('has the CHECK constraints on balances, stock, flash-sale quotas and per-shopper limits', async () => {
    const checks = await rows<{ conname: string }>(
      database,
      sql`select conname from pg_constraint c join pg_namespace n on n.oid = c.connamespace
          where n.nspname = 'public' and c.contype = 'c'`,
    );
    expect(checks.map((c) => c.conname).sort()).toEqual(
      [
        'coupons_per_user_check',
        'coupons_stock_check',
        'goods_goods_stock_check',
        'goods_skus_goods_stock_check',
        'integral_goods_goods_stock_check',
        'seckills_per_user_check',
        'seckills_sold_check',
        'stores_store_frozen_money_check',
        'stores_store_money_check',
        'users_frozen_money_check',
        'users_integral_check',
        'users_money_check',
      ].sort(),
    );
  });

  it('has the recommended indexes', async () => {
    const indexes = await rows<{ tablename: string; indexdef: string }>(
      database,
      sql`select tablename, indexdef from pg_indexes where schemaname = 'public'`,
    );
    const has = (table: string, columns: string, unique = false) =>
      indexes.some(
        (i) =>
          i.tablename === table &&
          i.indexdef.includes(`(${columns})`) &&
          (!unique || i.indexdef.startsWith('CREATE UNIQUE')),
      );
    expect(has('orders', 'user_id')).toBe(true);
    expect(has('orders', 'store_id')).toBe(true);
    expect(has('orders', 'order_no')).toBe(true);
    expect(has('order_goods', 'order_id')).toBe(true);
    expect(has('goods', 'store_id')).toBe(true);
    expect(has('goods', 'class_id')).toBe(true);
    expect(has('goods_skus', 'goods_id')).toBe(true);
    expect(has('money_logs', 'user_id, is_belong')).toBe(true);
    expect(has('coupon_logs', 'user_id')).toBe(true);
    expect(has('areas', 'pid')).toBe(true);
    expect(has('users', 'username')).toBe(true);
    expect(has('users', 'phone')).toBe(true);
    expect(has('configs', 'name', true)).toBe(true);
    expect(has('stores', 'user_id', true)).toBe(true);
    expect(has('access_tokens', 'token_hash', true)).toBe(true);
    expect(has('access_tokens', 'provider, account_id')).toBe(true);
  });

  it('applies defaults: empty strings, qwshop defaults, Shanghai timestamps', async () => {
    const [g] = await database.db.insert(goods).values({ goods_name: 'defaults' }).returning();
    expect(g).toMatchObject({
      goods_images: '',
      goods_content: '',
      goods_price: '0.00',
      goods_verify: 1,
      goods_status: 0,
      currency_id: 1,
      refuse_info: '暂无缘由',
      freight_id: 0,
      deleted_at: null,
    });
    expect(g?.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [o] = await database.db.insert(orders).values({}).returning();
    expect(o).toMatchObject({ order_status: 1, refund_status: 0, collective_id: 0, coupon_money: '0.00' });
    expect(o?.pay_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [c] = await database.db.insert(coupons).values({ name: 'c' }).returning();
    expect(c?.stock).toBe(10);
    const days = (Date.parse(`${c?.end_time}Z`) - Date.parse(`${c?.start_time}Z`)) / 86_400_000;
    expect(days).toBe(5);
    const [s] = await database.db.insert(stores).values({ user_id: 100 }).returning();
    expect(s).toMatchObject({
      store_name: '神秘商户',
      store_lat: '39.92',
      store_lng: '116.46',
      store_status: 1,
      store_verify: 0,
    });
    const [now] = await rows<{ diff: number }>(
      database,
      sql`select abs(extract(epoch from (${g?.created_at ?? ''}::timestamp - (now() at time zone 'Asia/Shanghai'))))::int as diff`,
    );
    expect(now?.diff).toBeLessThan(60);
  });

  it('refuses negative stock and balances', async () => {
    const [g] = await database.db.insert(goods).values({ goods_name: 'stock', goods_stock: 1 }).returning();
    await expect(
      database.db
        .update(goods)
        .set({ goods_stock: sql`${goods.goods_stock} - 2` })
        .where(eq(goods.id, g?.id ?? 0)),
    ).rejects.toThrow();
    await expect(database.db.insert(goodsSkus).values({ goods_stock: -1 })).rejects.toThrow();
    await expect(database.db.insert(integralGoods).values({ goods_stock: -1 })).rejects.toThrow();
    await expect(database.db.insert(coupons).values({ stock: -1 })).rejects.toThrow();
    await expect(database.db.insert(users).values({ frozen_money: '-1.00' })).rejects.toThrow();
    await expect(database.db.insert(users).values({ integral: '-1.00' })).rejects.toThrow();
    await expect(database.db.insert(stores).values({ user_id: 200, store_money: '-1.00' })).rejects.toThrow();
    await expect(database.db.insert(stores).values({ user_id: 201, store_frozen_money: '-1.00' })).rejects.toThrow();
  });

  it('allows one live store per user, and a new one after a soft delete', async () => {
    const [first] = await database.db.insert(stores).values({ user_id: 300 }).returning();
    await expect(database.db.insert(stores).values({ user_id: 300 })).rejects.toThrow();
    await database.db
      .update(stores)
      .set({ deleted_at: '2024-01-01 00:00:00' })
      .where(eq(stores.id, first?.id ?? 0));
    await expect(database.db.insert(stores).values({ user_id: 300 }).returning()).resolves.toHaveLength(1);
  });

  it('keeps config names unique', async () => {
    await database.db.insert(configs).values({ name: 'dup' });
    await expect(database.db.insert(configs).values({ name: 'dup' })).rejects.toThrow();
  });
});
