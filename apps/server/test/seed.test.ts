import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRIBUTION_LOG_STATUS } from '@shop/contract/distribution';
import { ORDER_REFUND_STATUS, REFUND_STEP, REFUND_VERIFY } from '@shop/contract/orders';
import { DEFAULT_SYNONYMS } from '@shop/contract/search-synonyms';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import {
  adminMenus,
  adminRoles,
  adminToMenus,
  admins,
  advs,
  agreements,
  areas,
  articles,
  cashes,
  collectiveLogs,
  collectives,
  configs,
  couponLogs,
  coupons,
  currencies,
  distributionLogs,
  distributions,
  expresses,
  favorites,
  fullReductions,
  goods,
  goodsBrands,
  goodsClasses,
  goodsSkus,
  goodsSpecs,
  integralOrders,
  moneyLogs,
  orderComments,
  orderDiscounts,
  orderGoods,
  orderPays,
  orderSettlements,
  orders,
  refunds,
  seckills,
  storeClasses,
  sms,
  stores,
  userChecks,
  userMenus,
  userToMenus,
  users,
} from '../src/db/schema/index.ts';
import { DEMO_CASH_FEE, DEMO_ORDER_RATE } from '../src/db/seed/demo-finance.ts';
import { DEMO_INVITEES, DEMO_PLANS } from '../src/db/seed/demo-referral.ts';
import { declaredMenus, seedMenuRows } from '../src/db/seed/menus.ts';
import { commissionCents } from '../src/modules/distribution/commissions.ts';
import { pointsFor } from '../src/modules/integral/earn.ts';
import { DEMO_LOGINS, seed } from '../src/db/seed/index.ts';
import { verifyPassword } from '../src/lib/password.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { testApp } from './helper.ts';
import { emptyDatabase } from './empty-database.ts';

const targets = [emptyDatabase];

const tables = Object.entries(schema as Record<string, unknown>).filter(
  (entry): entry is [string, PgTable] =>
    typeof entry[1] === 'object' && entry[1] !== null && Symbol.for('drizzle:IsDrizzleTable') in entry[1],
);

async function countAll(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of tables) counts[name] = await database.db.$count(table);
  return counts;
}

/** '/uploads/goods/seed/x.png' -> file under the uploads dir. */
const fileOf = (uploadsDir: string, url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));

describe.each(targets)('seed with demo data ($name)', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let uploadsDir: string;
  let result: { seeded: boolean };

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-uploads-'));
    const started = performance.now();
    await migrateDatabase(database);
    const migrated = performance.now();
    result = await seed(database.db, { demo: true, uploadsDir });
    const seeded = performance.now();
    console.info(
      `[${target.name}] migrate ${Math.round(migrated - started)} ms, seed ${Math.round(seeded - migrated)} ms`,
    );
    // A whole demo shop (pictures, orders run through the server's routines) from scratch: well past the default
    // hook timeout when the machine is busy.
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await cleanup?.();
    if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('reports that it seeded', () => {
    expect(result).toEqual({ seeded: true });
  });

  it('creates the super admin admin / 123456', async () => {
    const [admin] = await database.db.select().from(admins).where(eq(admins.id, 1));
    expect(admin).toMatchObject({ username: 'admin', is_super: 1, belong_id: 0, nickname: '超级管理员' });
    expect(await verifyPassword('123456', admin?.password)).toBe(true);
    expect(await verifyPassword('1234567', admin?.password)).toBe(false);
  });

  it('loads both menu trees exactly, each row with an English name', async () => {
    const admin = await database.db.select().from(adminMenus).orderBy(adminMenus.id);
    const seller = await database.db.select().from(userMenus).orderBy(userMenus.id);
    // qwshop's 62 plus the audit log (data/menus-admin.ts), the platform's coupon, flash-sale and group-buy pages and
    // the currencies page (its descriptor's menu).
    expect(admin).toHaveLength(67);
    // qwshop's 35 plus the image space, which qwshop's seed leaves without a menu.
    expect(seller).toHaveLength(36);
    const pick = (r: (typeof admin)[number]) => ({
      id: r.id,
      pid: r.pid,
      code: r.code,
      name: r.name,
      ename: r.ename,
      icon: r.icon,
      apis: r.apis,
      view: r.view,
      is_open: r.is_open,
      is_sort: r.is_sort,
    });
    const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
    // Rows with a qwshop id exactly as declared; resource pages without one (numbered by the sequence) by code.
    const seeded = <T extends { id: number }>(rows: T[], expected: { id: number }[]) =>
      rows.filter((r) => expected.some((e) => e.id === r.id));
    expect(seeded(admin, seedMenuRows('admin')).map(pick)).toEqual(byId(seedMenuRows('admin')));
    expect(seeded(seller, seedMenuRows('seller')).map(pick)).toEqual(byId(seedMenuRows('seller')));
    const codes = (area: 'admin' | 'seller') =>
      declaredMenus(area)
        .map((m) => m.code)
        .sort();
    expect(admin.map((r) => r.code).sort()).toEqual(codes('admin'));
    expect(seller.map((r) => r.code).sort()).toEqual(codes('seller'));
    for (const row of [...admin, ...seller]) {
      expect(row.ename, `menu ${row.id} ${row.name}`).toMatch(/^[\x20-\x7e]+$/);
    }
    // every pid points at an existing row
    const adminIds = new Set(admin.map((r) => r.id));
    const sellerIds = new Set(seller.map((r) => r.id));
    expect(admin.filter((r) => r.pid !== 0 && !adminIds.has(r.pid))).toEqual([]);
    expect(seller.filter((r) => r.pid !== 0 && !sellerIds.has(r.pid))).toEqual([]);
    expect(admin.find((r) => r.id === 59)).toMatchObject({ name: '仪表盘', is_open: 1, apis: '/Admin/dashboard' });
  });

  it('loads 3,445 areas linked by parent code', async () => {
    expect(await database.db.$count(areas)).toBe(3445);
    expect(await database.db.$count(areas, eq(areas.deep, 0))).toBe(31);
    expect(await database.db.$count(areas, eq(areas.deep, 1))).toBe(342);
    const [dongcheng] = await database.db.select().from(areas).where(eq(areas.id, 3));
    expect(dongcheng).toMatchObject({ name: '东城区', code: '110101', pid: '1101', deep: 2 });
    const orphans = (await database.db.execute(
      sql`select count(*)::int as n from areas a where a.pid <> '0' and not exists (select 1 from areas p where p.code = a.pid)`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(orphans.rows[0]).toEqual({ n: 0 });
  });

  it('loads carriers, currency, agreement and SMS purposes', async () => {
    const carriers = await database.db.select().from(expresses).orderBy(expresses.id);
    expect(carriers).toHaveLength(18);
    expect(carriers[0]).toMatchObject({ id: 1, name: '韵达快递', code: 'yd' });
    expect(carriers[16]).toMatchObject({ id: 17, name: '顺丰速运', code: 'sf' });
    const [rmb] = await database.db.select().from(currencies);
    expect(rmb).toMatchObject({ id: 1, name: '人民币', ename: 'zh-cn', currency: '￥', currency_ename: 'RMB' });
    const [agreement] = await database.db.select().from(agreements).where(eq(agreements.ename, 'agreement'));
    // HTML, then the editor tree built from it (qwshop's editor restores itself from that half).
    expect(agreement?.content).toMatch(
      /^<p>.*##qingwuit##\[\{"type":"paragraph","children":\[\{"text":"欢迎使用.*\]$/s,
    );
    const purposes = (await database.db.select().from(sms)).map((r) => r.name);
    expect(purposes).toEqual(expect.arrayContaining(['register', 'forget_password', 'edit_user']));
  });

  it('writes the 19 config keys, the points rule and the search synonyms without credentials', async () => {
    const rows = await database.db.select().from(configs).orderBy(configs.id);
    expect(rows).toHaveLength(21);
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('web_name')?.content).toBe('青梧商城');
    expect(byName.get('close_status')?.content).toBe('1');
    const json = (name: string): unknown => {
      const row = byName.get(name);
      expect(row?.is_type, name).toBe(1);
      return JSON.parse(row?.content ?? 'null');
    };
    // The demo sets a withdrawal fee and the points rule (demo-finance.ts); without demo data both are 0.
    expect(json('store')).toEqual({ goods_verify: false, cash: DEMO_CASH_FEE });
    expect(json('task')).toEqual({
      cancel: '1',
      confirm: '4',
      settlement: '7',
      unpaid_order_limit: '10',
      unpaid_goods_limit: '200',
      promotion_pay_minutes: '15',
    });
    expect(json('sms')).toEqual({ key: '', secret: '' });
    expect(json('amap')).toEqual({ key: '', jsapi: '', security: '' });
    expect(json('kuaibao')).toEqual({ appid: '', appkey: '', agent_id: '' });
    expect(json('integral')).toEqual({ order_rate: DEMO_ORDER_RATE });
    expect(json('search')).toEqual({ synonyms: DEFAULT_SYNONYMS });
    expect(Object.keys(json('oauth') as object).sort()).toEqual(['weixin', 'weixinweb']);
    expect(json('upload')).toMatchObject({ save_type: false });
    const pay = json('pay') as Record<string, Record<string, string>>;
    expect(Object.keys(pay).sort()).toEqual([
      'alipayapp',
      'alipaymini',
      'alipayscan',
      'alipaywap',
      'wechatapp',
      'wechatmini',
      'wechatmp',
      'wechatscan',
      'wechatwap',
    ]);
    for (const sub of Object.values(pay)) for (const v of Object.values(sub)) expect(v).toBe('');
    expect(rows.filter((r) => r.is_type === 0).map((r) => r.name)).toHaveLength(11);
  });

  it('creates the demo accounts with working passwords', async () => {
    const rows = await database.db.select().from(users).orderBy(users.id);
    // 6, 8, 9 of the first seed; then the owners of stores 2-12 (10-20), the reviewers (21-26) and the shoppers
    // 小明 invited, directly or not (27-29).
    expect(rows.map((u) => u.id)).toEqual([6, 8, 9, ...Array.from({ length: 20 }, (_, i) => 10 + i)]);
    const [owner, sub, shopper] = rows;
    expect(owner).toMatchObject({ username: '18888888888', phone: '18888888888', nickname: '商家小青', belong_id: 0 });
    expect(owner).toMatchObject({ money: '44.12', frozen_money: '11.00', integral: '99.00' });
    expect(sub).toMatchObject({ username: 'seller', belong_id: 6 });
    // 1000.00 and 500 points to start with, then commissions, withdrawals, points earned and spent (DEMO_LOGINS).
    expect(shopper).toMatchObject({
      username: '13800000000',
      nickname: '小明',
      inviter_id: 0,
      money: '1007.79',
      frozen_money: '10.00',
      integral: '3436.00',
    });
    for (const u of [...rows.slice(0, 3), rows.find((r) => r.username === '13600000002')]) {
      expect(await verifyPassword('123456', u?.password)).toBe(true);
      expect(await verifyPassword('123456', u?.pay_password)).toBe(true);
    }
    for (const login of DEMO_LOGINS) {
      const table = login.area === 'admin' ? admins : users;
      expect(await database.db.$count(table, eq(table.username, login.username)), login.username).toBe(1);
    }
    // balances carry their ledger rows
    const logs = await database.db.select().from(moneyLogs).where(eq(moneyLogs.is_belong, 0));
    const sum = (userId: number, type: number) =>
      logs
        .filter((l) => l.user_id === userId && l.is_type === type)
        .reduce((s, l) => s + Math.round(Number(l.money) * 100), 0);
    expect(sum(6, 0)).toBe(4412);
    expect(sum(9, 0)).toBe(100779);
    expect(sum(9, 1)).toBe(1000);
    expect(sum(9, 2)).toBe(343600);
  });

  it('gives the sub-account role a menu subset that forms a tree', async () => {
    const links = await database.db.select().from(userToMenus).where(eq(userToMenus.role_id, 2));
    const menus = await database.db.select().from(userMenus);
    const byId = new Map(menus.map((m) => [m.id, m]));
    const granted = new Set(links.map((l) => l.menu_id));
    expect(granted.size).toBeGreaterThan(0);
    expect(granted.size).toBeLessThan(35);
    for (const id of granted) {
      const menu = byId.get(id);
      expect(menu, `menu ${id}`).toBeDefined();
      if (menu && menu.pid !== 0) expect(granted.has(menu.pid), `parent of ${id}`).toBe(true);
    }
    const roleIds = new Set((await database.db.select().from(adminRoles)).map((r) => r.id));
    for (const link of await database.db.select().from(adminToMenus)) expect(roleIds.has(link.role_id)).toBe(true);
  });

  it('opens store 1 and the other demo stores with goods on level-3 categories and pictures on disk', async () => {
    const [store] = await database.db.select().from(stores).where(eq(stores.id, 1));
    expect(store).toMatchObject({ user_id: 6, store_name: '青梧旗舰店', store_status: 1, store_verify: 4 });
    expect(store).toMatchObject({
      province_id: 1,
      city_id: 2,
      region_id: 3,
      store_lat: '39.853106',
      store_lng: '116.344857',
    });
    const allStores = await database.db.select().from(stores);
    const open = new Set(allStores.filter((s) => s.store_status === 1 && s.store_verify === 4).map((s) => s.id));
    expect(open.size).toBeGreaterThanOrEqual(8);
    const list = await database.db.select().from(goods);
    expect(list.length).toBeGreaterThanOrEqual(300);
    const classes = await database.db.select().from(goodsClasses);
    const classById = new Map(classes.map((c) => [c.id, c]));
    const level = (id: number): number => {
      const c = classById.get(id);
      return !c ? -1 : c.pid === 0 ? 1 : level(c.pid) + 1;
    };
    for (const g of list) {
      expect(g).toMatchObject({ goods_status: 1, goods_verify: 1 });
      expect(open.has(g.store_id), `${g.goods_name} in store ${g.store_id}`).toBe(true);
      expect(level(g.class_id), g.goods_name).toBe(3);
      expect(Number(g.goods_price)).toBeGreaterThan(0);
      expect(g.goods_master_image).toMatch(/^\/uploads\/goods\/seed\/.+\.png$/);
      expect(g.goods_content).toContain('##qingwuit##');
      for (const url of g.goods_images.split(',')) {
        expect(fs.existsSync(fileOf(uploadsDir, url)), url).toBe(true);
        for (const size of [400, 300, 150]) {
          expect(fs.existsSync(fileOf(uploadsDir, url.replace(/\.png$/, `_${size}.png`))), `${url} _${size}`).toBe(
            true,
          );
        }
      }
    }
    const skus = await database.db.select().from(goodsSkus);
    for (const sku of skus) expect(list.some((g) => g.id === sku.goods_id)).toBe(true);
    const ads = await database.db.select().from(advs);
    expect(ads.length).toBeGreaterThanOrEqual(1);
    for (const ad of ads) expect(fs.existsSync(fileOf(uploadsDir, ad.image)), ad.image).toBe(true);
    // The home's slides (its largest paint) are WebP: a few KB each, where a fast PNG was 30-43 KB.
    const slides = ads.filter((ad) => ad.image.includes('pc-home-slide'));
    expect(slides.length).toBeGreaterThanOrEqual(3);
    for (const ad of slides) {
      expect(ad.image).toMatch(/\.webp$/);
      expect(fs.statSync(fileOf(uploadsDir, ad.image)).size).toBeLessThan(15_000);
    }
    const titles = (await database.db.select().from(articles)).map((a) => a.name);
    expect(titles).toEqual(expect.arrayContaining(['网站公告', '其他合作', '帮助中心', '关于我们']));
  });

  it('fills the catalogue: SKU matrices, brands, store categories, applications, reviews, favourites', async () => {
    const db = database.db;
    const list = await db.select().from(goods);
    const byId = new Map(list.map((g) => [g.id, g]));
    const skus = await db.select().from(goodsSkus);
    const specs = new Map((await db.select().from(goodsSpecs)).map((s) => [s.id, s]));
    const cents = (v: string) => Math.round(Number(v) * 100);
    // goods 5 keeps its four SKUs of the first seed
    expect(skus.filter((s) => s.goods_id === 5).map((s) => s.sku_name)).toEqual([
      '星空黑,128GB',
      '星空黑,256GB',
      '冰川白,128GB',
      '冰川白,256GB',
    ]);
    const withSkus = new Set(skus.map((s) => s.goods_id));
    expect(withSkus.size).toBeGreaterThanOrEqual(20);
    for (const id of withSkus) {
      const own = skus.filter((s) => s.goods_id === id);
      const g = byId.get(id);
      expect(cents(g?.goods_price ?? '0'), g?.goods_name).toBe(Math.min(...own.map((s) => cents(s.goods_price))));
      expect(g?.goods_stock, g?.goods_name).toBe(own.reduce((sum, s) => sum + s.goods_stock, 0));
      for (const sku of own) {
        // spec_id and sku_name name the same specs, in the same order, of attributes of the goods' store
        const names = sku.spec_id.split(',').map((sid) => specs.get(Number(sid))?.name);
        expect(names.join(','), `${g?.goods_name} ${sku.sku_name}`).toBe(sku.sku_name);
      }
    }
    for (const g of list)
      expect(cents(g.goods_market_price), g.goods_name).toBeGreaterThanOrEqual(cents(g.goods_price));
    expect(list.some((g) => /phone/i.test(g.goods_name) && g.goods_name.includes('手机'))).toBe(true);

    const brands = await db.select().from(goodsBrands);
    expect(brands.length).toBeGreaterThanOrEqual(20);
    for (const b of brands) expect(fs.existsSync(fileOf(uploadsDir, b.thumb)), b.name).toBe(true);
    const brandIds = new Set(brands.map((b) => b.id));
    for (const g of list) expect(brandIds.has(g.brand_id), g.goods_name).toBe(true);

    // every goods' category path is among its store's allowed categories
    const classes = await db.select().from(goodsClasses);
    const parentOf = new Map(classes.map((c) => [c.id, c.pid]));
    const allowed = new Map(
      (await db.select().from(storeClasses)).map((r) => [r.store_id, JSON.parse(r.class_id) as string[][]]),
    );
    for (const g of list) {
      const mid = parentOf.get(g.class_id) ?? 0;
      const path = [String(parentOf.get(mid) ?? 0), String(mid), String(g.class_id)];
      expect(allowed.get(g.store_id), g.goods_name).toContainEqual(path);
    }

    // stores sit on real areas; two applications wait for review, one was rejected with a reason
    const allStores = await db.select().from(stores).orderBy(stores.id);
    const areaName = new Map((await db.select().from(areas)).map((a) => [a.id, a.name]));
    for (const s of allStores) {
      const names = [s.province_id, s.city_id, s.region_id].map((id) => areaName.get(id));
      expect(s.area_info, s.store_name).toBe(names.join(' '));
      expect(fs.existsSync(fileOf(uploadsDir, s.store_logo)), s.store_name).toBe(true);
      if (s.store_verify === 4) {
        for (const url of s.store_slide.split(',')) expect(fs.existsSync(fileOf(uploadsDir, url)), url).toBe(true);
      }
    }
    expect(allStores.filter((s) => s.store_verify === 2)).toHaveLength(2);
    const rejected = allStores.filter((s) => s.store_verify === 3);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.store_refuse_info).not.toBe('');
    expect(new Set(allStores.map((s) => s.user_id)).size).toBe(allStores.length);

    // reviews of goods 5 at all three levels (score sums >= 15 / 11-14 / <= 10)
    const comments = await db.select().from(orderComments);
    const sum = (c: (typeof comments)[number]) =>
      [c.score, c.agree, c.service, c.speed].reduce((t, v) => t + Number(v), 0);
    const ofPhone = comments.filter((c) => c.goods_id === 5).map(sum);
    expect(ofPhone.some((v) => v >= 15)).toBe(true);
    expect(ofPhone.some((v) => v > 10 && v < 15)).toBe(true);
    expect(ofPhone.some((v) => v <= 10)).toBe(true);
    for (const c of comments) expect(byId.get(c.goods_id)?.store_id, `comment ${c.id}`).toBe(c.store_id);

    const faves = await db.select().from(favorites).where(eq(favorites.user_id, 9));
    expect(faves.filter((f) => f.is_type === 0).length).toBeGreaterThanOrEqual(3);
    expect(faves.filter((f) => f.is_type === 1).length).toBeGreaterThanOrEqual(1);
    for (const f of faves) {
      expect(f.is_type === 0 ? byId.has(f.out_id) : allStores.some((s) => s.id === f.out_id)).toBe(true);
    }
  });

  it('gives the demo shopper orders in every state, consistent with their lines, payments and couriers', async () => {
    const db = database.db;
    const cents = (v: string) => Math.round(Number(v) * 100);
    const list = await db.select().from(orders).orderBy(orders.id);
    expect(list.length).toBeGreaterThanOrEqual(10);
    // The demo shopper's and their invitees' (demo-referral.ts), and the paid orders of the open demo groups
    // (demo-promotions.ts), by other accounts.
    const buyers = new Set([9, ...DEMO_INVITEES.map((u) => u.id)]);
    expect(list.filter((o) => o.collective_id === 0).every((o) => buyers.has(o.user_id))).toBe(true);
    expect(list.filter((o) => o.collective_id !== 0).every((o) => o.user_id !== 9 && o.order_status === 2)).toBe(true);
    expect(new Set(list.map((o) => o.store_id)).size).toBeGreaterThanOrEqual(3);
    // 0 cancelled … 6 completed; 5 both as a refund request (refund_status 0) and a return request (1)
    expect([...new Set(list.map((o) => o.order_status))].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const after = list.filter((o) => o.order_status === 5);
    expect(after.map((o) => o.refund_status).sort()).toEqual([0, 1]);
    const [owner] = await db.select().from(stores).where(eq(stores.user_id, 6));
    expect(list.filter((o) => o.store_id === owner?.id && o.order_status === 2).length).toBeGreaterThanOrEqual(2);

    const lines = await db.select().from(orderGoods);
    const goodsById = new Map((await db.select().from(goods)).map((g) => [g.id, g]));
    const pays = await db.select().from(orderPays);
    const couriers = new Set((await db.select().from(expresses)).map((e) => e.code));
    for (const o of list) {
      const own = lines.filter((l) => l.order_id === o.id);
      expect(own.length, `order ${o.id}`).toBeGreaterThan(0);
      for (const l of own) {
        expect(cents(l.total_price), `line ${l.id}`).toBe(cents(l.goods_price) * l.buy_num);
        expect(goodsById.get(l.goods_id)?.store_id, `line ${l.id}`).toBe(o.store_id);
      }
      expect(cents(o.order_price), `order ${o.id}`).toBe(own.reduce((s, l) => s + cents(l.total_price), 0));
      expect(cents(o.total_price), `order ${o.id}`).toBe(
        cents(o.order_price) + cents(o.freight_money) - cents(o.coupon_money),
      );
      const paid = pays.filter((p) => p.order_ids.split(',').map(Number).includes(o.id));
      if (o.order_status === 0 || o.order_status === 1) {
        expect(paid, `order ${o.id}`).toEqual([]);
        expect(o.payment_name).toBe('');
      } else {
        expect(
          paid.map((p) => [p.pay_status, cents(p.total)]),
          `order ${o.id}`,
        ).toEqual([[1, cents(o.total_price)]]);
        expect(o.payment_name).toBe(paid[0]?.payment_name);
      }
      // A completed order with a finished after-sale may have been refunded before shipping.
      const refunded = o.order_status === 6 && o.refund_status === ORDER_REFUND_STATUS.finished;
      const shipped =
        ([3, 4, 6].includes(o.order_status) && !refunded) || (o.order_status === 5 && o.refund_status === 1);
      if (shipped) {
        expect(couriers.has(o.delivery_code), `order ${o.id} ${o.delivery_code}`).toBe(true);
        expect(o.delivery_no, `order ${o.id}`).toMatch(/^[0-9A-Za-z-]{1,20}$/);
      }
    }
    expect(new Set(pays.map((p) => p.pay_no)).size).toBe(pays.length);
    // order_no and pay_no keep the 20-character format of qwshop
    for (const no of [...list.map((o) => o.order_no), ...pays.map((p) => p.pay_no)]) expect(no).toMatch(/^\d{20}$/);

    // the after-sales wait for the store, one per order in after-sale; a finished one completed its order
    const requests = await db.select().from(refunds);
    expect(
      requests
        .filter((r) => r.refund_verify === REFUND_VERIFY.pending)
        .map((r) => [r.order_id, r.refund_type])
        .sort(),
    ).toEqual(after.map((o) => [o.id, o.refund_status]).sort());
    const finished = requests.filter((r) => r.refund_verify !== REFUND_VERIFY.pending);
    expect(finished.length).toBeGreaterThanOrEqual(1);
    for (const r of finished) {
      expect(r).toMatchObject({ refund_verify: REFUND_VERIFY.approved, refund_step: REFUND_STEP.finished });
      expect(list.find((o) => o.id === r.order_id)).toMatchObject({
        order_status: 6,
        refund_status: ORDER_REFUND_STATUS.finished,
      });
    }
    // reviewed orders carry their reviews (a refunded one was never reviewed)
    const reviews = await db.select().from(orderComments);
    for (const o of list.filter((x) => x.order_status === 6 && !finished.some((r) => r.order_id === x.id)))
      expect(reviews.filter((r) => r.order_id === o.id).length, `order ${o.id}`).toBeGreaterThan(0);
  });

  it('settles the completed orders once, credits their stores with logs, and keeps every ledger and stock whole', async () => {
    const db = database.db;
    const cents = (v: string) => Math.round(Number(v) * 100);
    // Refunded orders complete too, but their money went back to the buyer: they are never settled.
    const refunded = new Set(
      (await db.select().from(refunds))
        .filter((r) => r.refund_verify === REFUND_VERIFY.approved && r.refund_step === REFUND_STEP.finished)
        .map((r) => r.order_id),
    );
    const done = await db.select().from(orders).where(eq(orders.order_status, 6));
    const completed = done.filter((o) => !refunded.has(o.id));
    expect(completed.length).toBeGreaterThanOrEqual(1);
    for (const o of done.filter((x) => refunded.has(x.id))) expect(o.is_settlement, `order ${o.id}`).toBe(0);
    const settlements = await db.select().from(orderSettlements);
    expect(settlements.map((s) => s.order_id).sort()).toEqual(completed.map((o) => o.id).sort());
    // The store is paid the order's total less the commissions credited at settlement.
    const commissions = await db.select().from(distributionLogs);
    for (const o of completed) {
      expect(o.is_settlement, `order ${o.id}`).toBe(1);
      const s = settlements.find((x) => x.order_id === o.id);
      expect(s, `order ${o.id}`).toMatchObject({ store_id: o.store_id, user_id: o.user_id, status: 1 });
      const paidOut = commissions
        .filter((c) => c.order_id === o.id && c.status === DISTRIBUTION_LOG_STATUS.paid)
        .reduce((sum, c) => sum + cents(c.commission), 0);
      expect(cents(s?.settlement_price ?? '0'), `order ${o.id}`).toBe(cents(o.total_price) - paidOut);
    }
    const logs = await db.select().from(moneyLogs);
    // each settled store got a settlement log of exactly its orders' sum
    for (const storeId of new Set(completed.map((o) => o.store_id))) {
      const credited = logs
        .filter((l) => l.is_belong === 1 && l.user_id === storeId && l.name === '系统结算.')
        .reduce((s, l) => s + cents(l.money), 0);
      const due = settlements.filter((x) => x.store_id === storeId).reduce((s, x) => s + cents(x.settlement_price), 0);
      expect(credited, `store ${storeId}`).toBe(due);
    }
    const sum = (belong: number, id: number, type: number) =>
      logs
        .filter((l) => l.is_belong === belong && l.user_id === id && l.is_type === type)
        .reduce((s, l) => s + cents(l.money), 0);
    for (const s of await db.select().from(stores)) {
      expect(sum(1, s.id, 0), `store ${s.id} money`).toBe(cents(s.store_money));
      expect(sum(1, s.id, 1), `store ${s.id} frozen`).toBe(cents(s.store_frozen_money));
    }
    for (const u of await db.select().from(users)) {
      expect(sum(0, u.id, 0), `user ${u.id} money`).toBe(cents(u.money));
      expect(sum(0, u.id, 1), `user ${u.id} frozen`).toBe(cents(u.frozen_money));
      expect(sum(0, u.id, 2), `user ${u.id} points`).toBe(cents(u.integral));
    }
    const negative = [
      ...(await db.select().from(goods)).filter((g) => g.goods_stock < 0),
      ...(await db.select().from(goodsSkus)).filter((s) => s.goods_stock < 0),
    ];
    expect(negative).toEqual([]);
  });

  it('builds a three-level referral chain below 小明 with commissions in every state', async () => {
    const db = database.db;
    const cents = (v: string) => Math.round(Number(v) * 100);
    const all = await db.select().from(users);
    const inviterOf = new Map(all.map((u) => [u.id, u.inviter_id]));
    // 小丽 → 小刚 → 小红 → 小明, who was invited by nobody.
    const chainOf = (id: number) => {
      const chain: number[] = [];
      for (let up = inviterOf.get(id) ?? 0; up > 0 && chain.length < 5; up = inviterOf.get(up) ?? 0) chain.push(up);
      return chain;
    };
    const bottom = DEMO_INVITEES[DEMO_INVITEES.length - 1]!;
    expect(chainOf(bottom.id)).toEqual([28, 27, 9]);
    expect(chainOf(9)).toEqual([]);
    for (const u of DEMO_INVITEES) expect(all.find((x) => x.id === u.id)).toMatchObject({ username: u.phone });

    const plans = await db.select().from(distributions);
    expect(plans.map((p) => [p.store_id, p.goods_id, p.lev_1, p.lev_2, p.lev_3])).toEqual(
      DEMO_PLANS.map(([goodsId, l1, l2, l3]) => [1, goodsId, l1, l2, l3]),
    );
    const logs = await db.select().from(distributionLogs);
    expect([...new Set(logs.map((l) => l.status))].sort()).toEqual([0, 1, 2]);
    const list = await db.select().from(orders);
    const lines = await db.select().from(orderGoods);
    const requests = await db.select().from(refunds);
    for (const l of logs) {
      const order = list.find((o) => o.id === l.order_id)!;
      const line = lines.find((x) => x.id === l.order_goods_id)!;
      const plan = plans.find((p) => p.id === l.distribution_id)!;
      // Level n pays the buyer's n-th ancestor the plan's n-th rate of the line (no discount on these orders).
      const level = chainOf(order.user_id).indexOf(l.user_id);
      expect(level, `log ${l.id}`).toBeGreaterThanOrEqual(0);
      expect(l.name).toBe(['一级分销', '二级分销', '三级分销'][level]);
      expect(l.lev).toBe([plan.lev_1, plan.lev_2, plan.lev_3][level]);
      expect(cents(l.money), `log ${l.id}`).toBe(cents(line.total_price));
      expect(cents(l.commission), `log ${l.id}`).toBe(commissionCents(cents(l.money), l.lev));
      const refundedOrder = requests.some((r) => r.order_id === order.id && r.refund_verify === REFUND_VERIFY.approved);
      const expected = refundedOrder
        ? DISTRIBUTION_LOG_STATUS.cancelled
        : order.is_settlement === 1
          ? DISTRIBUTION_LOG_STATUS.paid
          : DISTRIBUTION_LOG_STATUS.pending;
      expect(l.status, `log ${l.id}`).toBe(expected);
    }
    // Every level has a log, and the top of the chain earned on all three.
    expect(new Set(logs.map((l) => l.name)).size).toBe(3);
    expect(new Set(logs.filter((l) => l.user_id === 9).map((l) => l.name)).size).toBe(3);
    // Credited commissions reached their beneficiaries' balances (会员分销), exactly.
    const moneyLogRows = await db.select().from(moneyLogs).where(eq(moneyLogs.name, '会员分销'));
    for (const userId of new Set(logs.map((l) => l.user_id))) {
      const paid = logs
        .filter((l) => l.user_id === userId && l.status === DISTRIBUTION_LOG_STATUS.paid)
        .reduce((sum, l) => sum + cents(l.commission), 0);
      const credited = moneyLogRows.filter((m) => m.user_id === userId).reduce((sum, m) => sum + cents(m.money), 0);
      expect(credited, `user ${userId}`).toBe(paid);
    }
  });

  it('has withdrawals of shoppers and stores pending, paid and refused, with the demo fee and their logs', async () => {
    const db = database.db;
    const cents = (v: string) => Math.round(Number(v) * 100);
    const rows = await db.select().from(cashes);
    const shoppers = rows.filter((c) => c.user_id > 0);
    const storeRows = rows.filter((c) => c.store_id > 0);
    expect([...new Set(shoppers.map((c) => c.cash_status))].sort()).toEqual([0, 1, 2]);
    expect([...new Set(storeRows.map((c) => c.cash_status))].sort()).toEqual([0, 1, 2]);
    expect([...new Set(shoppers.filter((c) => c.user_id === 9).map((c) => c.cash_status))].sort()).toEqual([0, 1, 2]);
    expect(new Set(storeRows.map((c) => c.store_id)).size).toBeGreaterThanOrEqual(2);
    expect(storeRows.some((c) => c.store_id === 1)).toBe(true);
    const checks = await db.select().from(userChecks);
    const logs = await db.select().from(moneyLogs);
    const fee = Math.round(Number(DEMO_CASH_FEE) * 100);
    for (const c of rows) {
      const gross = cents(c.money) + cents(c.commission);
      expect(cents(c.commission), `cash ${c.id}`).toBe(Math.round((gross * fee) / 10_000));
      if (c.user_id > 0) {
        // A shopper's request carries their real-name record's bank data.
        const check = checks.find((k) => k.user_id === c.user_id);
        expect(check, `cash ${c.id}`).toBeDefined();
        expect([c.name, c.card_no, c.bank_name]).toEqual([check?.name, check?.bank_no, check?.bank_name]);
      }
      expect(c.refuse_info !== '', `cash ${c.id}`).toBe(c.cash_status === 2);
      // Per request: balance and frozen money moved by its logs as the status says.
      const own = logs.filter((l) => l.info === `cash#${c.id}` && l.is_belong === (c.store_id > 0 ? 1 : 0));
      const moved = (type: number) => own.filter((l) => l.is_type === type).reduce((s, l) => s + cents(l.money), 0);
      const expected = { 0: [-gross, gross], 1: [-gross, 0], 2: [0, 0] }[c.cash_status];
      expect([moved(0), moved(1)], `cash ${c.id}`).toEqual(expected);
    }
  });

  it('gives 小明 points orders, one shipped, and points for completed orders by the demo rule', async () => {
    const db = database.db;
    const cents = (v: string) => Math.round(Number(v) * 100);
    const pointsOrders = await db.select().from(integralOrders).where(eq(integralOrders.user_id, 9));
    expect(pointsOrders.map((o) => o.order_status).sort()).toEqual([2, 6]);
    const couriers = new Set((await db.select().from(expresses)).map((e) => e.code));
    const shipped = pointsOrders.find((o) => o.order_status === 6);
    expect(couriers.has(shipped?.delivery_code ?? '')).toBe(true);
    expect(shipped?.delivery_no).toMatch(/^[0-9A-Za-z-]{1,20}$/);
    const logs = await db.select().from(moneyLogs).where(eq(moneyLogs.is_type, 2));
    for (const o of pointsOrders) {
      expect(logs.filter((l) => l.info === o.order_no).map((l) => [l.name, cents(l.money)])).toEqual([
        ['积分订单', -cents(o.total_price)],
      ]);
    }
    // Completed orders earned whole points per yuan paid; refunded ones earned none.
    const refunded = new Set((await db.select().from(refunds)).map((r) => r.order_id));
    const done = await db.select().from(orders).where(eq(orders.order_status, 6));
    expect(done.length).toBeGreaterThanOrEqual(3);
    for (const o of done) {
      const earned = logs.filter((l) => l.name === '订单积分' && l.info === o.order_no);
      const due = refunded.has(o.id) ? [] : [[o.user_id, pointsFor(cents(o.total_price), cents(DEMO_ORDER_RATE))]];
      expect(
        earned.map((l) => [l.user_id, cents(l.money)]),
        `order ${o.id}`,
      ).toEqual(due);
    }
  });

  it('runs promotions: coupons, full reductions, flash sales now and in the next sessions, open groups', async () => {
    const db = database.db;
    const cents = (v: string) => Math.round(Number(v) * 100);
    const now = shanghaiTime();
    const claimable = (await db.select().from(coupons)).filter((c) => c.stock > 0 && c.end_time > now);
    expect(new Set(claimable.map((c) => c.store_id)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(claimable.map((c) => c.use_money)).size).toBeGreaterThanOrEqual(3);
    // The demo shopper's copy is counted in its coupon's stock.
    expect(await db.select().from(couponLogs)).toEqual([expect.objectContaining({ user_id: 9, status: 0 })]);
    const running = (await db.select().from(fullReductions)).filter((r) => r.start_time <= now && r.end_time > now);
    expect(new Set(running.map((r) => r.store_id)).size).toBeGreaterThanOrEqual(3);
    const sales = await db.select().from(seckills);
    expect(sales.filter((s) => s.start_time <= now && s.end_time > now && s.sold > 0).length).toBeGreaterThanOrEqual(2);
    // Sessions 1-3 of the seed's hour: upcoming sales in three different hours (counted without the clock, which
    // may have passed an hour since the seed).
    const upcoming = new Set(sales.filter((s) => s.start_time > now).map((s) => s.start_time.slice(0, 13)));
    expect(upcoming.size).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(collectives)).length).toBeGreaterThanOrEqual(3);
    const groups = await db.select().from(collectiveLogs);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    const groupOrders = (await db.select().from(orders)).filter((o) => o.collective_id !== 0);
    const discounts = await db.select().from(orderDiscounts);
    const lines = await db.select().from(orderGoods);
    for (const g of groups) {
      expect(g).toMatchObject({ status: 2 });
      expect(g.expires_at > now).toBe(true);
      const members = groupOrders.filter((o) => o.collective_id === g.id);
      // Each open group misses exactly one member, one order per member.
      expect(members.length, `group ${g.id}`).toBe(g.need - 1);
      expect(new Set(members.map((o) => o.user_id)).size).toBe(members.length);
      expect(members[0]?.user_id).toBe(g.user_id);
      for (const o of members) {
        const own = lines.filter((l) => l.order_id === o.id);
        expect(own.map((l) => [l.goods_id, l.buy_num])).toEqual([[g.goods_id, 1]]);
        const off = Math.round((cents(o.order_price) * cents(g.discount)) / 10000);
        expect(discounts.filter((d) => d.order_id === o.id).map((d) => [d.kind, d.ref_id, cents(d.money)])).toEqual([
          ['collective', g.id, off],
        ]);
        expect(cents(o.coupon_money)).toBe(off);
      }
    }
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await countAll(database);
    expect(await seed(database.db, { demo: true, uploadsDir })).toEqual({ seeded: false });
    expect(await countAll(database)).toEqual(before);
  });

  it('gives an installation the settings a newer version brought, and leaves the ones it has', async () => {
    const search = () => database.db.select().from(configs).where(eq(configs.name, 'search'));
    // As an installation seeded before the search setting existed.
    await database.db.delete(configs).where(eq(configs.name, 'search'));
    await database.db.update(configs).set({ content: '小店' }).where(eq(configs.name, 'web_name'));
    expect(await seed(database.db, { demo: true, uploadsDir })).toEqual({ seeded: false });
    const [added] = await search();
    expect(JSON.parse(added!.content)).toEqual({ synonyms: DEFAULT_SYNONYMS });
    expect(added!.id).toBeGreaterThan(20);
    const [web] = await database.db.select().from(configs).where(eq(configs.name, 'web_name'));
    expect(web!.content).toBe('小店');
    await database.db.update(configs).set({ content: '{"synonyms":""}' }).where(eq(configs.name, 'search'));
    await seed(database.db, { demo: true, uploadsDir });
    expect((await search())[0]!.content).toBe('{"synonyms":""}');
    await database.db.update(configs).set({ content: '青梧商城' }).where(eq(configs.name, 'web_name'));
    await database.db
      .update(configs)
      .set({ content: JSON.stringify({ synonyms: DEFAULT_SYNONYMS }) })
      .where(eq(configs.name, 'search'));
  });

  it('resets identity sequences past the seeded ids', async () => {
    const [admin] = await database.db
      .insert(admins)
      .values({ username: 'second', password: 'x' })
      .returning({ id: admins.id });
    expect(admin?.id).toBeGreaterThan(1);
    const [user] = await database.db.insert(users).values({ username: 'fresh' }).returning({ id: users.id });
    expect(user?.id).toBeGreaterThan(9);
    const [area] = await database.db
      .insert(areas)
      .values({ name: 'x', code: 'x', pid: '0' })
      .returning({ id: areas.id });
    expect(area?.id).toBe(3446);
    const [menu] = await database.db.insert(adminMenus).values({ name: 'x' }).returning({ id: adminMenus.id });
    // Past the highest seeded id and the resource pages the menu sync numbered after it.
    const unnumbered = declaredMenus('admin').filter((m) => m.seedId === undefined).length;
    expect(menu?.id).toBe(Math.max(...seedMenuRows('admin').map((r) => r.id)) + unnumbered + 1);
  });

  it('rejects a negative balance with a CHECK constraint', async () => {
    const balance = async () =>
      (await database.db.select({ money: users.money }).from(users).where(eq(users.id, 9)))[0]?.money;
    const before = await balance();
    await expect(database.db.update(users).set({ money: '-0.01' }).where(eq(users.id, 9))).rejects.toThrow();
    await expect(
      database.db
        .update(users)
        .set({ money: sql`${users.money} - ${users.money} - 0.01` })
        .where(eq(users.id, 9)),
    ).rejects.toThrow();
    expect(await balance()).toBe(before);
  });
});

describe('demo orders through the Seller API', () => {
  it('shows the `seller` sub-account at least two orders of its store waiting for delivery', async () => {
    const t = await testApp();
    const token = await t.login('seller', 'seller');
    const res = await t.call<{ total: number; data: Array<{ order_status: number; order_no: string }> }>(
      'GET',
      '/api/Seller/orders',
      { token, query: { order_status: 2 } },
    );
    expect(res.code).toBe(200);
    expect(res.data.total).toBeGreaterThanOrEqual(2);
    expect(res.data.data.every((o) => o.order_status === 2)).toBe(true);
    // only its own store's: the demo has waiting-delivery orders of other stores too
    const own = await t.database.db.select().from(orders).where(eq(orders.order_status, 2));
    const [store] = await t.database.db.select().from(stores).where(eq(stores.user_id, 6));
    expect(res.data.total).toBe(own.filter((o) => o.store_id === store?.id).length);
    expect(own.length).toBeGreaterThan(res.data.total);
  });
});

describe('the demo referral team through the storefront API', () => {
  it('shows 小明 one member on each of the three levels, and commissions in every state', async () => {
    const t = await testApp();
    const token = await t.login('home', '13800000000');
    const team = async (lev: number, who = token) =>
      (
        await t.call<{ data: Array<{ username: string }> }>('GET', '/api/user/distributions', {
          token: who,
          query: { lev },
        })
      ).data.data.map((m) => m.username);
    expect([await team(0), await team(1), await team(2)]).toEqual(DEMO_INVITEES.map((u) => [u.phone]));
    const logs = await t.call<{ data: Array<{ status: number; beneficiary: string }> }>(
      'GET',
      '/api/user/distribution_logs',
      { token, query: { per_page: 50 } },
    );
    expect(logs.code).toBe(200);
    expect([...new Set(logs.data.data.map((l) => l.status))].sort()).toEqual([0, 1, 2]);
    // The bottom of the chain has no team of its own.
    const bottom = await t.login('home', DEMO_INVITEES[DEMO_INVITEES.length - 1]!.phone);
    expect(await team(0, bottom)).toEqual([]);
  });
});

describe('seed without demo data (pglite)', () => {
  let database: Database;
  let uploadsDir: string;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' });
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-uploads-'));
    await migrateDatabase(database);
  });

  afterAll(async () => {
    await database?.close();
    if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('inserts only the required data and writes no files', async () => {
    expect(await seed(database.db, { demo: false, uploadsDir })).toEqual({ seeded: true });
    expect(await database.db.$count(admins)).toBe(1);
    expect(await database.db.$count(users)).toBe(0);
    expect(await database.db.$count(stores)).toBe(0);
    expect(await database.db.$count(goods)).toBe(0);
    expect(await database.db.$count(adminMenus)).toBe(declaredMenus('admin').length);
    expect(await database.db.$count(userMenus)).toBe(36);
    expect(await database.db.$count(configs)).toBe(21);
    expect(await database.db.$count(areas)).toBe(3445);
    expect(fs.readdirSync(uploadsDir)).toEqual([]);
  });
});
