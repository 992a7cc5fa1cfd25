import { beforeAll, describe, expect, it } from 'vitest';
import type { SellerRoute } from '../src/http/seller-access.ts';
import { testApp, type TestApp } from './helper.ts';
import { apiRoutes, changedRows, fill, snapshot, type ApiRoute } from './security/routes.ts';
import { sellerStaff, staffLacking } from './seller-staff-fixtures.ts';

/**
 * Generated from the OpenAPI document: every Seller route that is not open to all staff by design refuses, with
 * code 403 and no change anywhere, a sub-account whose role holds no menu at all, and one whose role holds every
 * Seller menu except those that open that route.
 */
describe('every Seller route holds staff to their role', () => {
  let t: TestApp;
  let routes: { api: ApiRoute; seller: SellerRoute }[];

  beforeAll(async () => {
    t = await testApp();
    const byKey = new Map(t.app.sellerRoutes.map((r) => [`${r.method} ${r.url}`, r]));
    routes = (await apiRoutes(t))
      .filter((r) => r.area === 'seller')
      .map((api) => {
        const seller = byKey.get(`${api.method} ${api.path.replace(/\{(\w+)\}/g, ':$1')}`);
        if (!seller) throw new Error(`no staff rule recorded for ${api.method} ${api.path}`);
        return { api, seller };
      });
  }, 120_000);

  it('refuses staff without the route’s menus on every route that is not open to all staff', async () => {
    const closed = routes.filter((r) => r.seller.access.kind !== 'anyStaff');
    expect(closed.length).toBeGreaterThan(50);
    const nobody = await sellerStaff(t, { menus: [] });
    const before = await snapshot(t);
    const passed: string[] = [];
    let cases = 0;
    for (const { api, seller } of closed) {
      const lacking = await staffLacking(t, seller);
      for (const [who, token] of [
        ['no menus', nobody.token],
        ['all other menus', lacking.token],
      ] as const) {
        cases++;
        const r = await t.call(api.method, fill(api, () => '1'), {
          token,
          body: api.method === 'GET' || api.method === 'DELETE' ? undefined : { id: 1, name: 'x', status: 1 },
        });
        if (r.code !== 403) passed.push(`${api.method} ${api.path} (${who}): code ${r.code}`);
      }
    }
    // Making the staff accounts added rows; nothing else may have changed.
    const changed = changedRows(before, await snapshot(t)).filter(
      (c) => !(c.added && ['users', 'user_roles', 'user_to_roles', 'user_to_menus'].includes(c.table)),
    );
    console.info(`security-staff: ${closed.length} Seller routes x 2 staff = ${cases} cases`);
    expect(passed).toEqual([]);
    expect(changed.map((c) => `${c.table}: ${JSON.stringify(c.row).slice(0, 160)}`)).toEqual([]);
  }, 300_000);
});
