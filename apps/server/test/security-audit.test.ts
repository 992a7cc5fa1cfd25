import { gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@shop/contract/orders';
import { auditLogs, orders } from '../src/db/schema/index.ts';
import { auditWritesSettled } from '../src/modules/system/audit.ts';
import { testApp, type TestApp } from './helper.ts';
import { apiRoutes, changedRows, fill, snapshot, tokenFor, type ApiRoute } from './security/routes.ts';

const key = (r: ApiRoute) => `${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * Generated from the OpenAPI document and the audit trail's own decisions (`app.auditedRoutes`, made per route as
 * it is added): a back-office route the trail does not record must change no row, whatever its method, so a GET
 * that writes cannot slip past the trail; and every route it records is recorded when called with GET too.
 */
describe('every Admin and Seller route that changes a row is audited', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  const tokens: Record<string, string> = {};
  const call = (route: ApiRoute) =>
    t.app.inject({
      method: route.method as 'GET',
      url: fill(route, () => '1'),
      headers: { authorization: `Bearer ${tokens[route.area]}` },
    });

  beforeAll(async () => {
    t = await testApp();
    routes = (await apiRoutes(t)).filter((r) => r.area === 'admin' || r.area === 'seller');
    tokens.admin = await tokenFor(t, 'admin', 'admin');
    tokens.seller = await tokenFor(t, 'seller', '18888888888');
    // Work waiting for the writes that have it, so a write that lost its audit flag shows as a changed row.
    await t.app.db.execute(
      sql`update ${orders} set order_status = ${ORDER_STATUS.completed}, is_settlement = 0
        where id = (select min(id) from ${orders} where deleted_at is null and order_status > ${ORDER_STATUS.cancelled})`,
    );
  }, 120_000);

  it('records every route called with a write method, bar the few reads the clients post', () => {
    const unrecordedWrites = routes.filter((r) => r.method !== 'GET' && !t.app.auditedRoutes.has(key(r)));
    // Each of these says `audit: false` beside its handler; the next test proves they change nothing.
    expect(unrecordedWrites.map(key).sort()).toEqual([
      'PATCH /api/Admin/auth/info',
      'PATCH /api/Seller/auth/info',
      'POST /api/Admin/auth/info',
      'POST /api/Admin/orders/express/find',
      'POST /api/Seller/auth/info',
      'POST /api/Seller/orders/express/find',
      'PUT /api/Admin/auth/info',
      'PUT /api/Seller/auth/info',
    ]);
  });

  it('changes no row through any route the trail does not record', async () => {
    const unrecorded = routes.filter((r) => !t.app.auditedRoutes.has(key(r)));
    expect(unrecorded.length).toBeGreaterThan(50);
    const before = await snapshot(t);
    for (const route of unrecorded) await call(route);
    const changed = changedRows(before, await snapshot(t));
    expect(changed).toEqual([]);
  }, 120_000);

  it('records the GET routes that change state', async () => {
    const gets = routes.filter((r) => r.method === 'GET' && t.app.auditedRoutes.has(key(r)));
    expect(gets.map(key).sort()).toEqual(
      expect.arrayContaining(['GET /api/Admin/clear_area', 'GET /api/Admin/order_settlement_handle']),
    );
    for (const route of gets) {
      const [last] = await t.app.db
        .select({ id: auditLogs.id })
        .from(auditLogs)
        .orderBy(sql`${auditLogs.id} desc`)
        .limit(1);
      await call(route);
      await auditWritesSettled();
      const rows = await t.app.db
        .select({ route: auditLogs.route, method: auditLogs.method })
        .from(auditLogs)
        .where(gt(auditLogs.id, last?.id ?? 0));
      expect(rows, key(route)).toEqual([{ route: key(route).slice(4), method: 'GET' }]);
    }
  });
});
