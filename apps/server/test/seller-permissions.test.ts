import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moneyLogs, orderComments, refunds, stores, userMenus, userRoles, users } from '../src/db/schema/index.ts';
import { SELLER_MENU_RULES, sellerAccess, staffMay, type StaffGrants } from '../src/http/seller-access.ts';
import { testApp } from './helper.ts';
import { DEMO_OWNER_ID, sellerMenuApis, sellerStaff, staffLacking, type Staff } from './seller-staff-fixtures.ts';

const t = await testApp();
const db = t.database.db;

/** The sub-account: a role showing the dashboard, chat, goods, orders and reviews menus only. */
const SUPPORT_MENUS = [
  '/Seller/dashboard',
  '/Seller/chats',
  '/Seller/goods',
  '/Seller/orders',
  '/Seller/orders/wait',
  '/Seller/order_comments',
];
/** Demo order 11: store 1, paid, a refund-only request waiting for the store. */
const REFUND_ORDER = 11;

let owner = '';
let support: Staff;

beforeAll(async () => {
  owner = await t.login('seller', '18888888888');
  support = await sellerStaff(t, { menus: SUPPORT_MENUS });
});

const refundOf = async (orderId: number) => (await db.select().from(refunds).where(eq(refunds.order_id, orderId)))[0];
const storeRow = async () => (await db.select().from(stores).where(eq(stores.id, 1)))[0]!;
const countOf = async (table: typeof users | typeof userRoles) =>
  Number((await db.select({ n: count() }).from(table).where(isNull(table.deleted_at)))[0]!.n);

describe('every Seller route has a staff rule', () => {
  it('the registry lists every Seller route, none unmapped', () => {
    const routes = t.app.sellerRoutes;
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.every((r) => r.url.startsWith('/api/Seller/'))).toBe(true);
    const unmapped = routes.filter((r) => r.access.kind === 'unmapped').map((r) => `${r.method} ${r.url}`);
    expect(unmapped).toEqual([]);
    const refund = routes.find((r) => r.method === 'PUT' && r.url === '/api/Seller/refunds/:id');
    expect(refund?.access).toEqual({ kind: 'menus', menus: ['/Seller/refunds', '/Seller/returns'] });
    const open = routes.filter((r) => r.access.kind === 'anyStaff').map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual(
      [
        ...['GET', 'POST', 'PUT', 'PATCH'].flatMap((m) => [`${m} /api/Seller/auth/edit`, `${m} /api/Seller/auth/info`]),
        'DELETE /api/Seller/auth/edit',
        'DELETE /api/Seller/auth/info',
        'GET /api/Seller/load_menu',
        'POST /api/Seller/uploads',
      ]
        .filter((k) => routes.some((r) => `${r.method} ${r.url}` === k))
        .sort(),
    );
  });

  it('every menu the table names is a Seller menu', async () => {
    const menus = new Set(await sellerMenuApis(t));
    const named = Object.values(SELLER_MENU_RULES).flatMap((r) => [...r.read, ...r.write]);
    expect(named.filter((m) => !menus.has(m))).toEqual([]);
  });

  it('a path nobody listed is closed to staff, even staff holding every menu', async () => {
    const access = sellerAccess('GET', '/api/Seller/brand_new_thing', {});
    expect(access).toEqual({ kind: 'unmapped' });
    const all: StaffGrants = {
      roleIds: new Set([1]),
      menuIds: new Set(),
      menuApis: new Set(await sellerMenuApis(t)),
      permissionIds: new Set(),
      permissionApis: new Set(),
    };
    expect(staffMay(all, access, 'seller.brand_new_thing.index')).toBe(false);
    expect(staffMay(all, { kind: 'ownerOnly' }, undefined)).toBe(false);
    expect(staffMay({ ...all, permissionApis: new Set(['seller.x']) }, access, 'seller.x')).toBe(true);
  });
});

describe('a staff role with the dashboard, chat, goods, orders and reviews menus', () => {
  it('works its own screens: goods, orders, reviews and what the goods editor reads', async () => {
    const token = support.token;
    for (const url of [
      '/api/Seller/auth/info',
      '/api/Seller/load_menu',
      '/api/Seller/goods',
      '/api/Seller/goods_brands?isAll=true',
      '/api/Seller/goods_attrs?isAll=true',
      '/api/Seller/store_classes',
      '/api/Seller/freights?isAll=true',
      '/api/Seller/orders',
      `/api/Seller/orders/${REFUND_ORDER}`,
      '/api/Seller/stores/0',
      '/api/Seller/order_comments',
    ]) {
      const r = await t.call('GET', url, { token });
      expect([url, r.status, r.code]).toEqual([url, 200, 200]);
    }
    const [comment] = await db.select().from(orderComments).where(eq(orderComments.store_id, 1)).limit(1);
    expect(comment).toBeDefined();
    const reply = await t.call('PUT', `/api/Seller/order_comments/${comment!.id}`, {
      token,
      body: { reply: '感谢支持' },
    });
    expect(reply.code).toBe(200);
    expect((await db.select().from(orderComments).where(eq(orderComments.id, comment!.id)))[0]!.reply).toBe('感谢支持');
  });

  it('is refused refunds, store settings, money, settlements, freights, roles and staff; nothing changes', async () => {
    const token = support.token;
    const refundBefore = await refundOf(REFUND_ORDER);
    const storeBefore = await storeRow();
    const usersBefore = await countOf(users);
    const rolesBefore = await countOf(userRoles);
    const refused: [string, string, object?][] = [
      ['PUT', `/api/Seller/refunds/${REFUND_ORDER}`, { refund_verify: 2, refuse_remark: '不退' }],
      ['PUT', '/api/Seller/stores/0', { store_name: '被员工改名' }],
      ['GET', '/api/Seller/money_logs'],
      ['GET', '/api/Seller/order_settlements'],
      ['PUT', '/api/Seller/freights/0', { info: [] }],
      ['POST', '/api/Seller/goods_attrs', { name: '颜色2' }],
      ['GET', '/api/Seller/file_space_dirs'],
      ['GET', '/api/Seller/roles'],
      ['POST', '/api/Seller/roles', { name: '全权', menu_id: [13, 14] }],
      ['GET', '/api/Seller/users'],
      ['POST', '/api/Seller/users', { username: 'sneaky', role_id: [support.roleId] }],
      ['PUT', `/api/Seller/users/${support.userId}`, { role_id: [2] }],
      ['GET', '/api/Seller/permission_groups'],
    ];
    for (const [method, url, body] of refused) {
      const r = await t.call(method, url, { token, body });
      expect([method, url, r.status, r.code, r.msg, r.data]).toEqual([method, url, 200, 403, '权限异常.', []]);
    }
    const en = await t.call('GET', '/api/Seller/money_logs', { token, headers: { 'accept-language': 'en' } });
    expect(en.msg).toBe('You do not have permission for this action.');
    expect(await refundOf(REFUND_ORDER)).toEqual(refundBefore);
    expect(await storeRow()).toEqual(storeBefore);
    expect(await countOf(users)).toBe(usersBefore);
    expect(await countOf(userRoles)).toBe(rolesBefore);
  });

  it('the owner does all of it', async () => {
    for (const url of [
      '/api/Seller/money_logs',
      '/api/Seller/order_settlements',
      '/api/Seller/roles',
      '/api/Seller/users',
      '/api/Seller/permission_groups',
      '/api/Seller/file_space_dirs',
    ]) {
      const r = await t.call('GET', url, { token: owner });
      expect([url, r.code]).toEqual([url, 200]);
    }
    const store = await t.call('PUT', '/api/Seller/stores/0', { token: owner, body: { store_name: '青梧旗舰店' } });
    expect(store.code).toBe(200);
    const refund = await t.call('PUT', `/api/Seller/refunds/${REFUND_ORDER}`, {
      token: owner,
      body: { refund_verify: 2, refuse_remark: '商品已发出' },
    });
    expect(refund.code).toBe(200);
    expect((await refundOf(REFUND_ORDER))?.refund_verify).toBe(2);
  });
});

describe('menus and permissions open their routes', () => {
  it('the refunds menu opens the refund decision; the funds menu the money log and the store balance', async () => {
    const refundsStaff = await sellerStaff(t, { menus: ['/Seller/refunds'] });
    const r = await t.call('PUT', `/api/Seller/refunds/${REFUND_ORDER}`, {
      token: refundsStaff.token,
      body: { refund_verify: 2 },
    });
    // Past the guard: the handler answers (the request was already decided above).
    expect(r.code).toBe(500);
    expect(r.msg).toBe('操作失败.- rep');
    const money = await sellerStaff(t, { menus: ['/Seller/money_logs'] });
    expect((await t.call('GET', '/api/Seller/money_logs', { token: money.token })).code).toBe(200);
    expect((await t.call('GET', '/api/Seller/stores/0', { token: money.token })).code).toBe(200);
    expect((await t.call('PUT', '/api/Seller/stores/0', { token: money.token, body: { store_name: 'x' } })).code).toBe(
      403,
    );
    expect((await t.call('GET', '/api/Seller/goods', { token: money.token })).code).toBe(403);
  });

  it('a permission naming one route opens that route only', async () => {
    const p = await sellerStaff(t, { permissions: ['seller.money_logs.index'] });
    expect((await t.call('GET', '/api/Seller/money_logs', { token: p.token })).code).toBe(200);
    const [log] = await db.select({ id: moneyLogs.id }).from(moneyLogs).limit(1);
    expect((await t.call('GET', `/api/Seller/money_logs/${log?.id ?? 1}`, { token: p.token })).code).toBe(403);
  });

  it('a role of another store grants nothing, a removed role nothing', async () => {
    const staff = await sellerStaff(t, { menus: ['/Seller/money_logs'] });
    await db.update(userRoles).set({ belong_id: 999 }).where(eq(userRoles.id, staff.roleId));
    expect((await t.call('GET', '/api/Seller/money_logs', { token: staff.token })).code).toBe(403);
    await db
      .update(userRoles)
      .set({ belong_id: DEMO_OWNER_ID, deleted_at: '2024-01-01 00:00:00' })
      .where(eq(userRoles.id, staff.roleId));
    expect((await t.call('GET', '/api/Seller/money_logs', { token: staff.token })).code).toBe(403);
  });

  it('staff lacking a route’s menus are refused it, for every menu-mapped route', async () => {
    const seen = new Set<string>();
    for (const route of t.app.sellerRoutes) {
      if (route.access.kind !== 'menus' || route.method !== 'GET' || route.url.includes(':')) continue;
      const key = route.access.menus.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      const staff = await staffLacking(t, route);
      const r = await t.call(route.method, route.url, { token: staff.token });
      expect([route.url, r.code]).toEqual([route.url, 403]);
    }
    expect(seen.size).toBeGreaterThan(5);
  });
});

describe('the demo sub-account', () => {
  it('`seller` uses every screen its demo role shows and nothing else', async () => {
    const token = await t.login('seller', 'seller');
    const menu = await t.call<{ apis: string; children?: { apis: string; children?: { apis: string }[] }[] }[]>(
      'GET',
      '/api/Seller/load_menu',
      { token, query: { type: 'getTree' } },
    );
    const shown = new Set<string>();
    const walk = (nodes: { apis: string; children?: unknown[] }[]) => {
      for (const n of nodes) {
        if (n.apis) shown.add(n.apis);
        walk((n.children ?? []) as { apis: string; children?: unknown[] }[]);
      }
    };
    walk(menu.data);
    expect([...shown].sort()).toEqual([...SUPPORT_MENUS].sort());
    for (const url of ['/api/Seller/goods', '/api/Seller/orders', '/api/Seller/order_comments']) {
      expect((await t.call('GET', url, { token })).code).toBe(200);
    }
    expect((await t.call('GET', '/api/Seller/money_logs', { token })).code).toBe(403);
    const [row] = await db
      .select({ n: count() })
      .from(userMenus)
      .where(and(isNull(userMenus.deleted_at), eq(userMenus.apis, '/Seller/refunds')));
    expect(Number(row!.n)).toBe(1);
  });
});
