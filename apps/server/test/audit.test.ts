import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMenus, adminRoles, auditLogs, goods as goodsTable, stores, users } from '../src/db/schema/index.ts';
import { seed } from '../src/db/seed/index.ts';
import { syncMenus } from '../src/db/seed/menus.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { auditWritesSettled } from '../src/modules/system/audit.ts';
import { testApp } from './helper.ts';

// Route permissions on, as in production with PERMISSION=true, so the non-super admin below holds real grants;
// One proxy in front (TRUST_PROXY=1), so the recorded address is the one that proxy forwarded.
const t = await testApp({ config: { permissionChecks: true, trustProxy: 1 } });
const db = t.database.db;

type AuditRow = typeof auditLogs.$inferSelect;
interface Page<T> {
  data: T[];
  total: number;
}

let admin = '';
let owner = '';
let home = '';
let ops = '';
let opsId = 0;
let ownerId = 0;
let storeId = 0;

/** A request, then the audit rows it left (the rows are written after the answer, so this waits for them). */
async function write(
  method: string,
  url: string,
  opts: Parameters<typeof t.call>[2] = {},
): Promise<{ answer: Awaited<ReturnType<typeof t.call>>; rows: AuditRow[] }> {
  const [last] = await db
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .orderBy(sql`${auditLogs.id} desc`)
    .limit(1);
  const answer = await t.call(method, url, opts);
  await auditWritesSettled();
  const rows = await db
    .select()
    .from(auditLogs)
    .where(gt(auditLogs.id, last?.id ?? 0))
    .orderBy(auditLogs.id);
  return { answer, rows };
}

const auditList = (token: string, query: object = {}) =>
  t.call<Page<AuditRow>>('GET', '/api/Admin/audit_logs', { token, query: { per_page: 500, ...query } });

beforeAll(async () => {
  admin = await t.login('admin', 'admin');
  owner = await t.login('seller', '18888888888');
  home = await t.login('home', '13800000000');
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, '18888888888'));
  ownerId = u!.id;
  const [s] = await db.select({ id: stores.id }).from(stores).where(eq(stores.user_id, ownerId));
  storeId = s!.id;

  // A non-super admin whose role grants every audit permission there could be, and one ordinary list.
  const perms: number[] = [];
  for (const apis of ['admin.audit_logs.index', 'admin.audit_logs.show', 'admin.sms_logs.index']) {
    const p = await t.call<{ id: number }>('POST', '/api/Admin/permissions', {
      token: admin,
      body: { name: apis, apis, pid: 0 },
    });
    expect(p.code, p.msg).toBe(200);
    perms.push(p.data.id);
  }
  const [menu] = await db.select().from(adminMenus).where(eq(adminMenus.apis, '/Admin/audit_logs'));
  const role = await t.call('POST', '/api/Admin/roles', {
    token: admin,
    body: { name: 'Auditors', permission_id: perms, menu_id: [2, menu!.id] },
  });
  expect(role.code, role.msg).toBe(200);
  const [roleRow] = await db.select({ id: adminRoles.id }).from(adminRoles).where(eq(adminRoles.name, 'Auditors'));
  const created = await t.call('POST', '/api/Admin/admins', {
    token: admin,
    body: { username: 'auditops', role_id: [roleRow!.id] },
  });
  expect(created.code, created.msg).toBe(200);
  ops = await t.login('admin', 'auditops');
  opsId = (await t.call<{ id: number }>('GET', '/api/Admin/auth/info', { token: ops })).data.id;
});

describe('recording writes', () => {
  let brandId = 0;

  it('records an Admin create: who, route, client address, answer; no ids it was not given', async () => {
    const before = shanghaiTime(Date.now() - 1000);
    // The client wrote the first hop itself; the proxy appended the address it saw, which is the one recorded.
    const { answer, rows } = await write('POST', '/api/Admin/goods_brands', {
      token: admin,
      body: { name: 'Audit brand', is_sort: 3 },
      headers: { 'x-forwarded-for': '198.51.100.66, 203.0.113.7' },
    });
    expect(answer.code, answer.msg).toBe(200);
    brandId = (answer.data as { id: number }).id;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      area: 'admin',
      account_id: 1,
      account_name: 'admin',
      store_id: 0,
      method: 'POST',
      route: '/api/Admin/goods_brands',
      path: '/api/Admin/goods_brands',
      ids: '',
      ip: '203.0.113.7',
      status: 200,
      code: 200,
      deleted_at: null,
    });
    expect(rows[0]!.created_at! >= before && rows[0]!.created_at! <= shanghaiTime()).toBe(true);
  });

  it('records the ids in the path and in the input, and the path without its query string', async () => {
    const edit = await write('PUT', `/api/Admin/goods_brands/${brandId}?lang=en&token=abc`, {
      token: admin,
      body: { name: 'Audit brand 2', id: brandId },
    });
    expect(edit.answer.code, edit.answer.msg).toBe(200);
    expect(edit.rows).toHaveLength(1);
    expect(edit.rows[0]).toMatchObject({
      method: 'PUT',
      route: '/api/Admin/goods_brands/:id',
      path: `/api/Admin/goods_brands/${brandId}`,
      ids: String(brandId),
      ip: '127.0.0.1',
    });

    const del = await write('DELETE', `/api/Admin/goods_brands/${brandId},999999`, { token: admin });
    expect(del.answer.code, del.answer.msg).toBe(200);
    expect(del.rows).toHaveLength(1);
    expect(del.rows[0]).toMatchObject({
      method: 'DELETE',
      route: '/api/Admin/goods_brands/:ids',
      path: `/api/Admin/goods_brands/${brandId},999999`,
      ids: `${brandId},999999`,
      code: 200,
    });
  });

  it('records a Seller status change with the account, its store and the goods id', async () => {
    const [goods] = await db
      .select({ id: goodsTable.id, goods_status: goodsTable.goods_status })
      .from(goodsTable)
      .where(and(eq(goodsTable.store_id, storeId), isNull(goodsTable.deleted_at)))
      .orderBy(goodsTable.id)
      .limit(1);
    if (!goods) throw new Error('the demo store has no goods');
    const off = await write('PUT', `/api/Seller/goods/${goods.id}`, { token: owner, body: { goods_status: 0 } });
    expect(off.answer.code, off.answer.msg).toBe(200);
    expect(off.rows).toHaveLength(1);
    expect(off.rows[0]).toMatchObject({
      area: 'seller',
      account_id: ownerId,
      account_name: '18888888888',
      store_id: storeId,
      method: 'PUT',
      route: '/api/Seller/goods/:id',
      path: `/api/Seller/goods/${goods.id}`,
      ids: String(goods.id),
      status: 200,
      code: 200,
    });
    const back = await write('PUT', `/api/Seller/goods/${goods.id}`, {
      token: owner,
      body: { goods_status: goods.goods_status },
    });
    expect(back.rows).toHaveLength(1);
  });

  it('records refused writes too, with their code (attempts matter to an investigation)', async () => {
    const { answer, rows } = await write('PUT', '/api/Seller/orders/status/edit', {
      token: owner,
      body: { id: 987654, status: 3 },
    });
    expect(answer.code).toBe(500);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      area: 'seller',
      route: '/api/Seller/orders/status/edit',
      ids: '987654',
      code: 500,
    });

    const forbidden = await write('POST', '/api/Admin/goods_brands', { token: ops, body: { name: 'Not mine' } });
    expect(forbidden.answer.code).toBe(403);
    expect(forbidden.rows).toHaveLength(1);
    expect(forbidden.rows[0]).toMatchObject({ account_id: opsId, account_name: 'auditops', code: 403 });
  });

  it('records the writes qwshop also accepts as GET', async () => {
    const status = await write('GET', '/api/Admin/orders/x/edit', { token: admin, query: { id: 987655, status: 3 } });
    expect(status.answer.code).toBe(500);
    expect(status.rows).toHaveLength(1);
    expect(status.rows[0]).toMatchObject({ method: 'GET', route: '/api/Admin/orders/:any/edit', ids: '987655' });
    const profile = await write('GET', '/api/Seller/auth/edit', { token: owner, query: { nickname: 'Owner' } });
    expect(profile.answer.code, profile.answer.msg).toBe(200);
    expect(profile.rows).toMatchObject([
      { area: 'seller', route: '/api/Seller/auth/edit', path: '/api/Seller/auth/edit' },
    ]);
  });

  it('records the GET routes that settle orders and rebuild the area cache', async () => {
    const settle = await write('GET', '/api/Admin/order_settlement_handle', { token: admin });
    expect([200, 500]).toContain(settle.answer.code);
    expect(settle.rows).toMatchObject([
      { area: 'admin', method: 'GET', route: '/api/Admin/order_settlement_handle', code: settle.answer.code },
    ]);
    const clear = await write('GET', '/api/Admin/clear_area', { token: admin });
    expect(clear.answer.code, clear.answer.msg).toBe(200);
    expect(clear.rows).toMatchObject([
      { area: 'admin', method: 'GET', route: '/api/Admin/clear_area', path: '/api/Admin/clear_area', code: 200 },
    ]);
  });

  it('records a password change by its route only, never the password', async () => {
    const { answer, rows } = await write('PUT', '/api/Admin/auth/edit', {
      token: ops,
      body: { old_password: '123456', password: 'Audit-secret-987', nickname: 'Auditor' },
    });
    expect(answer.code, answer.msg).toBe(200);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ account_id: opsId, route: '/api/Admin/auth/edit', ids: '', code: 200 });
    const stored = JSON.stringify(rows[0]);
    for (const secret of ['Audit-secret-987', '123456', 'Auditor']) expect(stored).not.toContain(secret);
    // The session that made the change stays signed in.
    expect((await t.call('GET', '/api/Admin/auth/info', { token: ops })).code).toBe(200);
  });

  it('leaves no row for reads, for requests without a valid back-office token, or for storefront writes', async () => {
    const reads = [
      await write('GET', '/api/Admin/goods_brands', { token: admin }),
      await write('GET', '/api/Seller/goods', { token: owner }),
      await write('HEAD', '/api/Admin/goods_brands', { token: admin }),
      await write('GET', '/api/Admin/audit_logs', { token: admin }),
    ];
    for (const r of reads) expect(r.rows).toEqual([]);

    const anonymous = await write('POST', '/api/Admin/goods_brands', { body: { name: 'Anonymous' } });
    expect(anonymous.answer.code).toBe(401);
    expect(anonymous.rows).toEqual([]);
    const wrongArea = await write('POST', '/api/Admin/goods_brands', { token: owner, body: { name: 'Seller' } });
    expect(wrongArea.answer.code).toBe(401);
    expect(wrongArea.rows).toEqual([]);

    // The clients post these reads (qwshop's habit); they are not writes.
    const posted = await write('POST', '/api/Admin/auth/info', { token: admin });
    expect(posted.answer.code).toBe(200);
    expect(posted.rows).toEqual([]);

    const storefront = await write('POST', '/api/auth/edit', { token: home, body: { nickname: 'Shopper' } });
    expect(storefront.answer.code, storefront.answer.msg).toBe(200);
    expect(storefront.rows).toEqual([]);
  });

  it('answers the request even when the audit row cannot be written', async () => {
    await db.execute(sql`alter table audit_logs rename to audit_logs_away`);
    try {
      const r = await t.call('POST', '/api/Admin/goods_brands', { token: admin, body: { name: 'Unaudited' } });
      await auditWritesSettled();
      expect(r.code, r.msg).toBe(200);
    } finally {
      await db.execute(sql`alter table audit_logs_away rename to audit_logs`);
    }
    const after = await write('POST', '/api/Admin/goods_brands', { token: admin, body: { name: 'Audited again' } });
    expect(after.rows).toHaveLength(1);
  });
});

describe('the Admin audit list', () => {
  it('lets the super admin search by area, account, route, method, address and date', async () => {
    const all = await db.select().from(auditLogs);
    const seller = await auditList(admin, { area: 'seller' });
    expect(seller.code, seller.msg).toBe(200);
    expect(seller.data.total).toBe(all.filter((r) => r.area === 'seller').length);
    expect(seller.data.total).toBeGreaterThanOrEqual(3);
    expect(seller.data.data.every((r) => r.area === 'seller' && r.store_id === storeId)).toBe(true);

    const deletes = await auditList(admin, { route: '/api/Admin/goods_brands/:ids' });
    expect(deletes.data.data.map((r) => r.method)).toEqual(['DELETE']);
    const brandWrites = await auditList(admin, { route: 'goods_brands|like', method: 'POST' });
    expect(brandWrites.data.total).toBe(
      all.filter((r) => r.route === '/api/Admin/goods_brands' && r.method === 'POST').length,
    );
    const byAccount = await auditList(admin, { account_name: 'auditops' });
    expect(byAccount.data.data.map((r) => r.route).sort()).toEqual(['/api/Admin/auth/edit', '/api/Admin/goods_brands']);
    const byIp = await auditList(admin, { ip: '203.0.113|likeRight' });
    expect(byIp.data.data.map((r) => r.route)).toEqual(['/api/Admin/goods_brands']);
    const today = shanghaiTime().slice(0, 10);
    const inRange = await auditList(admin, { created_at: [`${today} 00:00:00`, '2999-01-01 00:00:00'] });
    expect(inRange.data.total).toBe(all.length);
    const before = await auditList(admin, { created_at: ['2000-01-01 00:00:00', `${today} 00:00:00`] });
    expect(before.data.total).toBe(0);

    // Newest first, the export's isAll list, one row's detail.
    const everything = await t.call<AuditRow[]>('GET', '/api/Admin/audit_logs', {
      token: admin,
      query: { isAll: true },
    });
    expect(everything.data.map((r) => r.id)).toEqual(all.map((r) => r.id).sort((a, b) => b - a));
    const one = await t.call<AuditRow>('GET', `/api/Admin/audit_logs/${all[0]!.id}`, { token: admin });
    expect(one.data).toMatchObject({ id: all[0]!.id, route: all[0]!.route });
  });

  it('refuses unknown search fields and offers no way to change the trail', async () => {
    const before = await db.select().from(auditLogs).orderBy(auditLogs.id);
    expect((await auditList(admin, { nope: 1 })).status).toBe(400);
    const attempts = [
      await write('POST', '/api/Admin/audit_logs', { token: admin, body: { area: 'x' } }),
      await write('PUT', `/api/Admin/audit_logs/${before[0]!.id}`, { token: admin, body: { area: 'x' } }),
      await write('DELETE', `/api/Admin/audit_logs/${before[0]!.id}`, { token: admin }),
    ];
    // No such routes: the area guard never sees them, so they are not recorded either.
    for (const a of attempts) expect([a.answer.status, a.rows]).toEqual([404, []]);
    expect(await db.select().from(auditLogs).orderBy(auditLogs.id)).toEqual(before);
  });

  it('refuses every other admin, whatever its role grants, and every other token', async () => {
    // The role works: the same admin reads the list its role grants.
    expect((await t.call('GET', '/api/Admin/sms_logs', { token: ops })).code).toBe(200);
    const list = await auditList(ops);
    expect(list.code).toBe(403);
    expect(list.data).toEqual([]);
    expect((await t.call('GET', '/api/Admin/audit_logs/1', { token: ops })).code).toBe(403);

    // Even with route permissions switched off, which opens every other Admin route to any admin.
    t.app.config.permissionChecks = false;
    try {
      expect((await t.call('GET', '/api/Admin/admins', { token: ops })).code).toBe(200);
      expect((await auditList(ops)).code).toBe(403);
    } finally {
      t.app.config.permissionChecks = true;
    }

    expect((await auditList(owner)).code).toBe(401);
    expect((await auditList(home)).code).toBe(401);
    expect((await t.call('GET', '/api/Admin/audit_logs')).code).toBe(401);
  });
});

describe('the Audit log menu', () => {
  const auditMenus = () => db.select().from(adminMenus).where(eq(adminMenus.apis, '/Admin/audit_logs'));
  const reseed = () => seed(db, { demo: false, uploadsDir: `${t.dataDir}/uploads` });

  it('sits in the System section, shown to the super admin and to roles that hold it', async () => {
    const tree = await t.call<{ id: number; children?: { apis: string; view: string; name: string }[] }[]>(
      'GET',
      '/api/Admin/load_menu',
      { token: admin },
    );
    const system = tree.data.find((m) => m.id === 2);
    expect(system?.children?.find((c) => c.apis === '/Admin/audit_logs')).toMatchObject({
      name: '操作日志',
      view: 'Admin/audit_logs/index',
    });
    // An admin sees the entry only when a role of theirs holds it (the list itself stays refused, as above).
    const opsMenus = async () => JSON.stringify((await t.call('GET', '/api/Admin/load_menu', { token: ops })).data);
    expect(await opsMenus()).toContain('/Admin/audit_logs');
    const [menu] = await auditMenus();
    await db.execute(sql`delete from admin_to_menus where menu_id = ${menu!.id}`);
    expect(await opsMenus()).toContain('系统中心');
    expect(await opsMenus()).not.toContain('/Admin/audit_logs');
  });

  it('is added on start to an installation seeded before it, once, keeping the operator’s edits', async () => {
    await db.delete(adminMenus).where(eq(adminMenus.apis, '/Admin/audit_logs'));
    expect(await reseed()).toEqual({ seeded: false });
    const added = await auditMenus();
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ pid: 2, name: '操作日志', ename: 'Audit Log', view: 'Admin/audit_logs/index' });
    expect(added[0]!.id).toBeGreaterThan(62);

    await reseed();
    expect(await auditMenus()).toHaveLength(1);

    await db.update(adminMenus).set({ name: '审计', is_sort: 1 }).where(eq(adminMenus.id, added[0]!.id));
    await reseed();
    expect(await auditMenus()).toMatchObject([{ id: added[0]!.id, name: '审计', is_sort: 1 }]);

    await db.update(adminMenus).set({ deleted_at: shanghaiTime() }).where(eq(adminMenus.id, added[0]!.id));
    await reseed();
    const kept = await auditMenus();
    expect(kept).toHaveLength(1);
    expect(kept[0]!.deleted_at).not.toBeNull();
  });

  it('goes to the top level when the System section is gone', async () => {
    await db.delete(adminMenus).where(eq(adminMenus.apis, '/Admin/audit_logs'));
    await db.update(adminMenus).set({ deleted_at: shanghaiTime() }).where(eq(adminMenus.id, 2));
    try {
      expect((await syncMenus(db)).added).toBe(1);
      expect((await syncMenus(db)).added).toBe(0);
    } finally {
      await db.update(adminMenus).set({ deleted_at: null }).where(eq(adminMenus.id, 2));
    }
    const rows = await db
      .select()
      .from(adminMenus)
      .where(and(eq(adminMenus.apis, '/Admin/audit_logs'), isNull(adminMenus.deleted_at)));
    expect(rows).toMatchObject([{ pid: 0 }]);
  });
});
