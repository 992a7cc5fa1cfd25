import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuApis, type ResourceDescriptor } from '@shop/contract/resource';
import { RESOURCES } from '@shop/contract/resources';
import { adminMenus, userMenus } from '../src/db/schema/index.ts';
import { testApp, type TestApp } from './helper.ts';

const prefix = (d: ResourceDescriptor) =>
  d.area === 'admin' ? '/api/Admin' : d.area === 'seller' ? '/api/Seller' : '/api';

/**
 * Every declared resource is reachable end to end: its list route is mounted in the area it declares (so the
 * generated security suites cover it), and its menu entry is a live row of that area's menu after start.
 */
describe('every resource descriptor has its route and its menu row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });

  it('declares resources at all', () => {
    expect(RESOURCES.length).toBeGreaterThan(0);
  });

  it.each(RESOURCES.map((d) => [`${d.area} ${d.path}`, d] as const))('%s', async (_name, d) => {
    const url = `${prefix(d)}/${d.path}`;
    expect(t.app.routeAreas.get(`GET ${url}`), `GET ${url}`).toBe(d.area);
    if (!d.menu) return;
    const table = d.area === 'admin' ? adminMenus : userMenus;
    const rows = await t.database.db
      .select({ apis: table.apis })
      .from(table)
      .where(and(eq(table.view, d.menu.view), isNull(table.deleted_at)));
    expect(rows.map((r) => r.apis)).toEqual([menuApis(d)]);
  });
});
