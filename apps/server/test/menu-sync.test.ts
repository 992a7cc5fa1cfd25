import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { defineDescriptor, type ResourceDescriptor } from '@shop/contract/resource';
import { RESOURCES } from '@shop/contract/resources/index';
import { migrateDatabase, openDatabase, type Database, type Db } from '../src/db/client.ts';
import { adminMenus, adminToMenus, userMenus, userToMenus } from '../src/db/schema/index.ts';
import { ADMIN_MENU_TREE, ADMIN_RESOURCE_MENU_IDS } from '../src/db/seed/data/menus-admin.ts';
import { SELLER_MENU_TREE, SELLER_RESOURCE_MENU_IDS } from '../src/db/seed/data/menus-seller.ts';
import { seed } from '../src/db/seed/index.ts';
import { declaredMenus, syncMenus, type MenuArea, type MenuNode, type MenuPage } from '../src/db/seed/menus.ts';
import { onPostgres, testApp } from './helper.ts';
import { freshPostgresUrl } from './pg-helper.ts';

type MenuTable = typeof adminMenus | typeof userMenus;

const TREES: Record<MenuArea, readonly MenuNode[]> = { admin: ADMIN_MENU_TREE, seller: SELLER_MENU_TREE };
const ID_MAPS: Record<MenuArea, Readonly<Record<string, number>>> = {
  admin: ADMIN_RESOURCE_MENU_IDS,
  seller: SELLER_RESOURCE_MENU_IDS,
};

function treeNodes(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => ('children' in n ? [n, ...treeNodes(n.children)] : [n]));
}

const groupCodes = (area: MenuArea) => treeNodes(TREES[area]).flatMap((n) => ('code' in n ? [n.code] : []));
const treePageViews = (area: MenuArea) => treeNodes(TREES[area]).flatMap((n) => ('view' in n ? [n.view] : []));
const resourcePages = RESOURCES.filter((d) => d.menu);

/** A descriptor made up for a test: a Seller page under `parent`. */
const madeUp = (path: string, parent: string, sort?: number): ResourceDescriptor =>
  defineDescriptor({
    area: 'seller',
    path,
    owner: { by: 'store' },
    fields: { name: { required: true } },
    menu: { parent, labels: { zh: `测试${path}`, en: `Test ${path}` }, view: `Seller/${path}/index`, sort },
  });

describe('the declared menus', () => {
  it('put every resource page under a group of its own back office’s tree', () => {
    for (const d of resourcePages) {
      expect(['admin', 'seller'], `${d.path}: menus exist only in the back offices`).toContain(d.area);
      expect(groupCodes(d.area as MenuArea), `${d.area} ${d.path}: parent group`).toContain(d.menu!.parent);
    }
  });

  it('list a resource page once: in its descriptor, not in the tree file too', () => {
    for (const area of ['admin', 'seller'] as const) {
      const tree = new Set(treePageViews(area));
      const twice = resourcePages.filter((d) => d.area === area && tree.has(d.menu!.view)).map((d) => d.menu!.view);
      expect(twice, `remove these pages from data/menus-${area}.ts, their id going to the id map`).toEqual([]);
      const described = new Set(resourcePages.filter((d) => d.area === area).map((d) => d.menu!.view));
      expect(
        Object.keys(ID_MAPS[area]).filter((view) => !described.has(view)),
        'ids of no resource page',
      ).toEqual([]);
    }
  });

  it('fit their columns, with unique codes and seed ids, groups coded `<area>.<name>` and pages by view', () => {
    for (const area of ['admin', 'seller'] as const) {
      const declared = declaredMenus(area);
      const codes = declared.map((m) => m.code);
      expect(new Set(codes).size).toBe(codes.length);
      const ids = declared.flatMap((m) => (m.seedId === undefined ? [] : [m.seedId]));
      expect(new Set(ids).size).toBe(ids.length);
      for (const m of declared) {
        expect(m.code.length, m.code).toBeLessThanOrEqual(80);
        expect(m.fields.name.length, m.code).toBeLessThanOrEqual(35);
        expect(m.fields.ename, m.code).toMatch(/^[\x20-\x7e]{1,35}$/);
        expect(m.fields.icon.length, m.code).toBeLessThanOrEqual(40);
        expect(m.fields.apis.length, m.code).toBeLessThanOrEqual(80);
        if (m.page) expect(m.code).toBe(m.fields.view);
        else expect(m.code).toMatch(new RegExp(`^${area}\\.[a-z0-9]+(-[a-z0-9]+)*$`));
        if (m.parent !== null) expect(codes, `${m.code}'s parent`).toContain(m.parent);
      }
    }
  });

  it('take the notices page from its descriptor, with qwshop’s id', () => {
    expect(declaredMenus('admin').find((m) => m.code === 'Admin/notices/index')).toEqual({
      code: 'Admin/notices/index',
      seedId: 20,
      parent: 'admin.notice-center',
      page: true,
      fields: {
        name: '公告管理',
        ename: 'Notice List',
        icon: '',
        apis: '/Admin/notices',
        view: 'Admin/notices/index',
        is_open: 0,
        is_sort: 0,
      },
    });
  });

  it('let a descriptor win over a tree page of the same view, keeping the tree page’s id', () => {
    const page = treeNodes(SELLER_MENU_TREE).find(
      (n): n is MenuPage => 'view' in n && /^Seller\/\w+\/index$/.test(n.view),
    )!;
    const path = page.view.split('/')[1]!;
    const declared = declaredMenus('seller', [madeUp(path, 'seller.marketing', 6)]);
    expect(declared.filter((m) => m.fields.view === page.view)).toEqual([
      {
        code: page.view,
        seedId: page.id,
        parent: 'seller.marketing',
        page: true,
        fields: {
          name: `测试${path}`,
          ename: `Test ${path}`,
          icon: '',
          apis: `/Seller/${path}`,
          view: page.view,
          is_open: 0,
          is_sort: 6,
        },
      },
    ]);
    expect(declared).toHaveLength(declaredMenus('seller', []).length);
  });

  it('refuse two descriptors declaring one page', () => {
    expect(() =>
      declaredMenus('seller', [madeUp('twice', 'seller.marketing'), madeUp('twice', 'seller.system')]),
    ).toThrow(/two resources/);
  });
});

/** Helpers over one database. */
function on(db: Db) {
  const all = (table: MenuTable) => db.select().from(table).orderBy(table.id);
  const byCode = async (table: MenuTable, code: string) => {
    const rows = await db.select().from(table).where(eq(table.code, code));
    expect(rows, code).toHaveLength(1);
    return rows[0]!;
  };
  const grants = async () => ({
    admin: await db.select().from(adminToMenus).orderBy(adminToMenus.id),
    seller: await db.select().from(userToMenus).orderBy(userToMenus.id),
  });
  /** Removes rows outright (as no screen does), like an installation that never had them. */
  const purge = async (table: MenuTable, codes: string[]) => {
    await db.delete(table).where(inArray(table.code, codes));
  };
  return { all, byCode, grants, purge };
}

describe('the menu sync on an installed shop', async () => {
  const t = await testApp();
  const db = t.database.db;
  const { all, byCode, grants, purge } = on(db);
  const admin = await t.login('admin', 'admin');
  /** What main.ts does on a start after the first. */
  const restart = () => seed(db, { demo: true, uploadsDir: `${t.dataDir}/uploads` });

  it('finds nothing to do on a started shop, cheaply', async () => {
    const before = { admin: await all(adminMenus), seller: await all(userMenus) };
    expect(before.admin.every((r) => r.code !== null)).toBe(true);
    expect(before.seller.every((r) => r.code !== null)).toBe(true);
    expect(await syncMenus(db)).toEqual({ added: 0, adopted: 0 });
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      expect(await syncMenus(db)).toEqual({ added: 0, adopted: 0 });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.info(
      `[${onPostgres ? 'postgres' : 'pglite'}] menu sync with nothing to do: median ${times[10]!.toFixed(2)} ms, max ${times[19]!.toFixed(2)} ms`,
    );
    expect({ admin: await all(adminMenus), seller: await all(userMenus) }).toEqual(before);
  });

  it('brings back a page and a whole group removed outright, under their parents, once', async () => {
    const grantsBefore = await grants();
    const [top] = await db.select({ id: sql<number>`max(id)` }).from(adminMenus);
    await purge(adminMenus, ['Admin/notices/index']);
    await purge(userMenus, ['seller.coupon-management', 'Seller/coupons/index', 'Seller/coupons/log']);

    expect(await restart()).toEqual({ seeded: false });

    const center = await byCode(adminMenus, 'admin.notice-center');
    const notices = await byCode(adminMenus, 'Admin/notices/index');
    expect(notices).toMatchObject({
      pid: center.id,
      name: '公告管理',
      ename: 'Notice List',
      apis: '/Admin/notices',
      view: 'Admin/notices/index',
      icon: '',
      is_open: 0,
      is_sort: 0,
      deleted_at: null,
    });
    expect(notices.id).toBeGreaterThan(top!.id);

    const marketing = await byCode(userMenus, 'seller.marketing');
    const group = await byCode(userMenus, 'seller.coupon-management');
    expect(group).toMatchObject({ pid: marketing.id, name: '优惠券管理', ename: 'Coupons', view: '', is_sort: 1 });
    expect(await byCode(userMenus, 'Seller/coupons/index')).toMatchObject({
      pid: group.id,
      name: '优惠劵管理',
      ename: 'Coupon List',
      apis: '/Seller/coupons',
    });
    expect(await byCode(userMenus, 'Seller/coupons/log')).toMatchObject({ pid: group.id, ename: 'Coupon Logs' });

    expect(await grants()).toEqual(grantsBefore);
    const after = { admin: await all(adminMenus), seller: await all(userMenus) };
    expect(await syncMenus(db)).toEqual({ added: 0, adopted: 0 });
    expect(await restart()).toEqual({ seeded: false });
    expect({ admin: await all(adminMenus), seller: await all(userMenus) }).toEqual(after);
  });

  it('keeps the operator’s renames, order, moves and icons', async () => {
    const notices = await byCode(adminMenus, 'Admin/notices/index');
    const system = await byCode(adminMenus, 'admin.system');
    const edit = await t.call('PUT', `/api/Admin/menus/${notices.id}`, {
      token: admin,
      body: { name: '站内公告', ename: 'Announcements', is_sort: 7, pid: system.id, icon: 'fa-bell', is_open: 1 },
    });
    expect(edit.code, edit.msg).toBe(200);
    const seckills = await byCode(userMenus, 'Seller/seckills/index');
    const workbench = await byCode(userMenus, 'seller.workbench');
    const sellerEdit = await t.call('PUT', `/api/Admin/seller_menus/${seckills.id}`, {
      token: admin,
      body: { name: '限时秒杀', is_sort: 0, pid: workbench.id },
    });
    expect(sellerEdit.code, sellerEdit.msg).toBe(200);
    const group = await byCode(userMenus, 'seller.marketing');
    expect(
      (await t.call('PUT', `/api/Admin/seller_menus/${group.id}`, { token: admin, body: { ename: 'Promotions' } }))
        .code,
    ).toBe(200);
    const edited = { admin: await all(adminMenus), seller: await all(userMenus) };

    expect(await restart()).toEqual({ seeded: false });

    expect({ admin: await all(adminMenus), seller: await all(userMenus) }).toEqual(edited);
    expect(await byCode(adminMenus, 'Admin/notices/index')).toMatchObject({
      name: '站内公告',
      ename: 'Announcements',
      is_sort: 7,
      pid: system.id,
      icon: 'fa-bell',
      is_open: 1,
    });
  });

  it('leaves a deleted row deleted, and puts a page whose group is deleted at the top level', async () => {
    const seckills = await byCode(userMenus, 'Seller/seckills/index');
    expect((await t.call('DELETE', `/api/Admin/seller_menus/${seckills.id}`, { token: admin })).code).toBe(200);
    const logistics = await byCode(adminMenus, 'admin.logistics');
    expect((await t.call('DELETE', `/api/Admin/menus/${logistics.id}`, { token: admin })).code).toBe(200);
    await purge(adminMenus, ['Admin/exts/areas/index']);
    const grantsBefore = await grants();

    expect(await syncMenus(db)).toEqual({ added: 1, adopted: 0 });

    const gone = await db.select().from(userMenus).where(eq(userMenus.view, 'Seller/seckills/index'));
    expect(gone).toHaveLength(1);
    expect(gone[0]!.deleted_at).not.toBeNull();
    expect((await byCode(adminMenus, 'admin.logistics')).deleted_at).not.toBeNull();
    expect(await byCode(adminMenus, 'Admin/exts/areas/index')).toMatchObject({
      pid: 0,
      name: '区域地址',
      deleted_at: null,
    });
    expect(await grants()).toEqual(grantsBefore);
    expect(await syncMenus(db)).toEqual({ added: 0, adopted: 0 });
  });

  it('leaves the rows the operator added alone, even one opening a declared page', async () => {
    const articles = await byCode(adminMenus, 'admin.article-center');
    for (const body of [
      { pid: articles.id, name: '帮助', ename: 'Help', apis: '/Admin/help', view: 'Admin/help/index', is_sort: 5 },
      { pid: 0, name: '文章', ename: 'Articles again', apis: '/Admin/articles', view: 'Admin/articles/index' },
    ]) {
      const created = await t.call('POST', '/api/Admin/menus', { token: admin, body });
      expect(created.code, created.msg).toBe(200);
    }
    const created = await t.call('POST', '/api/Admin/seller_menus', {
      token: admin,
      body: { pid: 0, name: '直播', ename: 'Live', apis: '/Seller/live', view: 'Seller/live/index' },
    });
    expect(created.code, created.msg).toBe(200);
    const before = { admin: await all(adminMenus), seller: await all(userMenus) };
    expect(before.admin.filter((r) => r.code === null)).toHaveLength(2);
    expect(before.seller.filter((r) => r.code === null)).toHaveLength(1);

    expect(await restart()).toEqual({ seeded: false });

    expect({ admin: await all(adminMenus), seller: await all(userMenus) }).toEqual(before);
  });

  it('adds a new resource’s page under its group, or at the top level when its group is unknown', async () => {
    const resources = [...RESOURCES, madeUp('live_rooms', 'seller.marketing', 9), madeUp('lost', 'seller.nowhere')];
    // The operator had already linked the page by hand: that row stays theirs, the declared one is added beside it.
    const own = await t.call<{ id: number }>('POST', '/api/Admin/seller_menus', {
      token: admin,
      body: { pid: 0, name: '直播间', ename: 'Rooms', apis: '/Seller/live_rooms', view: 'Seller/live_rooms/index' },
    });
    expect(own.code, own.msg).toBe(200);
    const [ownBefore] = await db.select().from(userMenus).where(eq(userMenus.id, own.data.id));
    const grantsBefore = await grants();
    expect(await syncMenus(db, resources)).toEqual({ added: 2, adopted: 0 });
    expect((await db.select().from(userMenus).where(eq(userMenus.id, own.data.id)))[0]).toEqual(ownBefore);
    expect(ownBefore!.code).toBeNull();
    const marketing = await byCode(userMenus, 'seller.marketing');
    expect(await byCode(userMenus, 'Seller/live_rooms/index')).toMatchObject({
      pid: marketing.id,
      name: '测试live_rooms',
      ename: 'Test live_rooms',
      apis: '/Seller/live_rooms',
      view: 'Seller/live_rooms/index',
      icon: '',
      is_open: 0,
      is_sort: 9,
    });
    expect(await byCode(userMenus, 'Seller/lost/index')).toMatchObject({ pid: 0, apis: '/Seller/lost' });
    expect(await syncMenus(db, resources)).toEqual({ added: 0, adopted: 0 });
    // A page no longer declared is the operator's to remove.
    expect(await syncMenus(db)).toEqual({ added: 0, adopted: 0 });
    expect((await byCode(userMenus, 'Seller/lost/index')).deleted_at).toBeNull();
    expect(await grants()).toEqual(grantsBefore);
  });

  it('keeps the code out of the menu editor and the role editor', async () => {
    const notices = await byCode(adminMenus, 'Admin/notices/index');
    const shown = await t.call<Record<string, unknown>>('GET', `/api/Admin/menus/${notices.id}`, { token: admin });
    expect(shown.data).toMatchObject({ id: notices.id, view: 'Admin/notices/index' });
    expect(shown.data).not.toHaveProperty('code');
    const list = await t.call<{ data: Record<string, unknown>[] }>('GET', '/api/Admin/seller_menus', {
      token: admin,
      query: { per_page: 500 },
    });
    expect(list.data.data.length).toBeGreaterThan(0);
    expect(list.data.data.filter((r) => 'code' in r)).toEqual([]);
    const [link] = await db.select({ role: adminToMenus.role_id }).from(adminToMenus).limit(1);
    const role = await t.call<{ menus: Record<string, unknown>[] }>('GET', `/api/Admin/roles/${link!.role}`, {
      token: admin,
    });
    expect(role.data.menus.length).toBeGreaterThan(0);
    expect(role.data.menus.filter((m) => 'code' in m)).toEqual([]);
  });
});

describe('the menu sync on a shop seeded before menus had codes', async () => {
  const t = await testApp();
  const db = t.database.db;
  const { all, byCode, grants, purge } = on(db);

  it('adopts the seeded rows, deleted ones included, and the audit page wherever it landed', async () => {
    // Pages new since (resource pages without a qwshop id) were not there on such an installation: the sync adds them.
    const newPages = (area: MenuArea) => declaredMenus(area).flatMap((m) => (m.seedId === undefined ? [m.code] : []));
    const added = [...newPages('admin'), ...newPages('seller')];
    if (newPages('admin').length) await purge(adminMenus, newPages('admin'));
    if (newPages('seller').length) await purge(userMenus, newPages('seller'));
    const isNew = (code: string | null) => code !== null && added.includes(code);
    const codes = async (table: MenuTable) =>
      Object.fromEntries(
        (await all(table)).filter((r) => !isNew(r.code)).map((r) => [r.id, r.code] as const),
      ) as Record<number, string | null>;
    const adminCodes = await codes(adminMenus);
    const sellerCodes = await codes(userMenus);
    // An installation from before: no codes; one page the operator deleted; the audit page added on a start after
    // an operator's own row took the next id.
    await db.update(adminMenus).set({ code: null });
    await db.update(userMenus).set({ code: null });
    await db.update(userMenus).set({ deleted_at: '2024-01-01 00:00:00' }).where(eq(userMenus.id, 27));
    const [audit] = await db.delete(adminMenus).where(eq(adminMenus.id, 63)).returning();
    const [own] = await db
      .insert(adminMenus)
      .values({ pid: 1, name: '自建', ename: 'Own', apis: '/Admin/own', view: 'Admin/own/index' })
      .returning();
    const { id: _id, code: _code, ...auditFields } = audit!;
    const [moved] = await db.insert(adminMenus).values(auditFields).returning();
    const grantsBefore = await grants();

    const done = await syncMenus(db);
    expect(done).toEqual({
      added: added.length,
      adopted: Object.keys(adminCodes).length + Object.keys(sellerCodes).length,
    });
    for (const code of newPages('admin')) expect((await byCode(adminMenus, code)).deleted_at).toBeNull();

    const { 63: auditCode, ...otherAdmin } = adminCodes;
    expect(await codes(adminMenus)).toEqual({ ...otherAdmin, [own!.id]: null, [moved!.id]: auditCode });
    expect(await codes(userMenus)).toEqual(sellerCodes);
    expect((await db.select().from(userMenus).where(eq(userMenus.id, 27)))[0]).toMatchObject({
      code: 'Seller/collectives/index',
      deleted_at: '2024-01-01 00:00:00',
    });
    expect(await grants()).toEqual(grantsBefore);
    expect(await syncMenus(db)).toEqual({ added: 0, adopted: 0 });
  });
});

/**
 * A copy of the plain image (or a freshly seeded database) that two handles can open, as two instances would.
 * PGlite is one process's: both "instances" share its one handle there.
 */
async function sharedDatabase(): Promise<{ open(): Promise<Database>; drop(): Promise<void> }> {
  if (onPostgres) {
    const template = inject('databaseImages')?.plain.template;
    const pgdb = await freshPostgresUrl(template);
    if (!template) {
      const first = await openDatabase({ url: pgdb.url });
      await migrateDatabase(first);
      await seed(first.db, { demo: false, uploadsDir: '/nonexistent' });
      await first.close();
    }
    return { open: () => openDatabase({ url: pgdb.url }), drop: () => pgdb.drop() };
  }
  const t = await testApp({ demo: false });
  return { open: async () => t.database, drop: async () => {} };
}

describe('two instances starting together', async () => {
  const shared = await sharedDatabase();
  const [one, two] = [await shared.open(), await shared.open()];
  afterAll(async () => {
    if (onPostgres) {
      await one.close();
      await two.close();
    }
    await shared.drop();
  });

  it('add each missing row once', async () => {
    const { all, purge } = on(one.db);
    await purge(adminMenus, ['admin.article-center', 'Admin/article_menus/index', 'Admin/articles/index']);
    await purge(userMenus, ['Seller/chats/index']);
    const results = await Promise.all([syncMenus(one.db), syncMenus(two.db), syncMenus(one.db), syncMenus(two.db)]);
    expect(results.reduce((sum, r) => sum + r.added, 0)).toBe(4);
    const admin = await all(adminMenus);
    const seller = await all(userMenus);
    expect(admin.map((r) => r.code).sort()).toEqual(
      declaredMenus('admin')
        .map((m) => m.code)
        .sort(),
    );
    expect(seller.map((r) => r.code).sort()).toEqual(
      declaredMenus('seller')
        .map((m) => m.code)
        .sort(),
    );
    const group = admin.find((r) => r.code === 'admin.article-center')!;
    expect(
      admin
        .filter((r) => r.pid === group.id)
        .map((r) => r.code)
        .sort(),
    ).toEqual(['Admin/article_menus/index', 'Admin/articles/index']);
  });
});
