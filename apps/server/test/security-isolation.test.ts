import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashes, stores, users } from '../src/db/schema/index.ts';
import sharp from 'sharp';
import { multipart } from './multipart.ts';
import { testApp, type TestApp } from './helper.ts';
import { apiRoutes, changedRows, fill, snapshot, tokenFor, type ApiRoute, type ChangedRow } from './security/routes.ts';

/** Where a route's ids come from when its own path has no list beside it. */
const ID_SOURCE: Record<string, string> = {
  '/api/Seller/orders/print/waybill': '/api/Seller/orders',
  '/api/Seller/print/waybill': '/api/Seller/orders',
  '/api/Seller/refunds': '/api/Seller/orders',
};

/** The list whose ids a route takes: the path before its first parameter, or for a route that takes ids in its
 * body (`orders/status/edit`), the longest list path it extends. */
const listPath = (route: ApiRoute, lists?: Iterable<string>) => {
  if (route.params.length) {
    const base = route.path.slice(0, route.path.indexOf('/{'));
    return ID_SOURCE[base] ?? base;
  }
  let best = '';
  for (const l of lists ?? []) if (route.path.startsWith(`${l}/`) && l.length > best.length) best = l;
  return best;
};

/**
 * Generated from the OpenAPI document: one store's owner calls every Seller route that takes ids with the ids of
 * another store's rows. Nothing of the other store may come back, and no row anywhere may change.
 */
describe('a seller reaches no other store through ids', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  let victim: string;
  let attacker: string;

  beforeAll(async () => {
    t = await testApp();
    routes = (await apiRoutes(t)).filter((r) => r.area === 'seller');
    victim = await tokenFor(t, 'seller', '13600000002');
    attacker = await tokenFor(t, 'seller', '18888888888');
    // The victim store gets a row of every kind its owner can make, so every route has something to attack.
    const made = [
      await t.call('POST', '/api/Seller/roles', { token: victim, body: { name: 'victim role' } }),
      await t.call('POST', '/api/Seller/users', { token: victim, body: { username: 'victimstaff', password: '123456' } }),
      await t.call('POST', '/api/Seller/file_space_dirs', { token: victim, body: { name: 'victim dir' } }),
    ];
    expect(made.map((r) => r.code)).toEqual([200, 200, 200]);
    // Promotions: the flash sale and group buy go on one of the victim's goods.
    const goodsList = await t.call<{ data: { id: number }[] }>('GET', '/api/Seller/goods', { token: victim });
    const goodsId = goodsList.data.data[0]!.id;
    const window = { start_time: '2020-01-01 00:00:00', end_time: '2999-01-01 00:00:00' };
    const promotions = [
      await t.call('POST', '/api/Seller/coupons', {
        token: victim,
        body: { name: 'victim coupon', money: '5', stock: 10, per_user: 1, ...window },
      }),
      await t.call('POST', '/api/Seller/full_reductions', {
        token: victim,
        body: { name: 'victim reduction', money: '5', use_money: '50', ...window },
      }),
      await t.call('POST', '/api/Seller/seckills', {
        token: victim,
        body: { goods_id: goodsId, discount: '10', quota: 5, per_user: 1, ...window },
      }),
      await t.call('POST', '/api/Seller/collectives', {
        token: victim,
        body: { goods_id: goodsId, discount: '10', need: 2, hours: 24 },
      }),
      await t.call('POST', '/api/Seller/distributions', {
        token: victim,
        body: { goods_id: goodsId, lev_1: '5', lev_2: '2', lev_3: '1' },
      }),
    ];
    expect(promotions.map((r) => [r.code, r.msg])).toEqual(promotions.map(() => [200, 'ok']));
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } }).png().toBuffer();
    const { payload, headers } = multipart({ name: 'goods' }, [{ filename: 'a.png', data: png, type: 'image/png' }]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/Seller/uploads',
      payload,
      headers: { ...headers, authorization: `Bearer ${victim}` },
    });
    expect(JSON.parse(up.body)).toMatchObject({ code: 200 });
  }, 120_000);

  it('walks every Seller route with ids with another store’s ids', async () => {
    // The victim's own ids, as its lists show them (every list the routes hang from).
    const idsOf = new Map<string, string[]>();
    const [store] = await t.app.db
      .select({ id: stores.id })
      .from(stores)
      .innerJoin(users, eq(users.id, stores.user_id))
      .where(eq(users.phone, '13600000002'));
    const storeId = String(store!.id);
    const [mine] = await t.app.db
      .select({ id: stores.id })
      .from(stores)
      .innerJoin(users, eq(users.id, stores.user_id))
      .where(eq(users.phone, '18888888888'));
    const attackerStore = String(mine!.id);
    idsOf.set('/api/Seller/stores', [storeId]);
    // A pending withdrawal of the victim store (the row only: its balance plays no part in the attack).
    await t.app.db.insert(cashes).values({ store_id: store!.id, money: '9.50', commission: '0.50', name: '受害' });
    const withIds = routes.filter((r) => r.params.length);
    for (const path of new Set(withIds.map((r) => listPath(r)))) {
      if (idsOf.has(path)) continue;
      const r = await t.call<{ data?: { id: number }[] } | { id: number }>('GET', path, {
        token: victim,
        query: { per_page: 5 },
      });
      const rows = Array.isArray((r.data as { data?: unknown }).data)
        ? ((r.data as { data: { id: number }[] }).data ?? [])
        : [r.data as { id: number }];
      idsOf.set(path, rows.map((x) => String(x?.id ?? '')).filter(Boolean));
    }
    const empty = [...idsOf].filter(([, ids]) => !ids.length).map(([p]) => p);
    expect(empty).toEqual([]);

    const before = await snapshot(t);
    const leaks: string[] = [];
    let cases = 0;
    const attacked = routes.filter((r) => r.params.length || (r.method !== 'GET' && listPath(r, idsOf.keys())));
    for (const route of attacked) {
      const ids = idsOf.get(listPath(route, idsOf.keys())) ?? [];
      for (const id of ids.slice(0, 3)) {
        cases++;
        const r = await t.call<Record<string, unknown>>(route.method, fill(route, () => id), {
          token: attacker,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : { id, ids: id, order_id: id, goods_id: id, status: 1, order_status: 1 },
        });
        if (r.status >= 500) leaks.push(`${route.method} ${route.path} ${id}: HTTP ${r.status}`);
        const data = r.data as Record<string, unknown> | undefined;
        const shown = r.code === 200 && data && !Array.isArray(data) && String(data.id) === id;
        const theirs = r.code === 200 && data && String(data.store_id ?? '') === storeId;
        if (shown || theirs) leaks.push(`${route.method} ${route.path} ${id}: answered the other store's row`);
      }
    }
    // Routes that act on the caller's own store whatever the path says (its settings) may touch only that store.
    const own = (c: ChangedRow) =>
      String(c.row.store_id ?? '') === attackerStore || (c.table === 'stores' && String(c.row.id) === attackerStore);
    const changed = changedRows(before, await snapshot(t))
      .filter((c) => !own(c))
      .map((c) => `${c.table}${c.added ? ' (new)' : ''}: ${JSON.stringify(c.row).slice(0, 200)}`);
    console.info(`security-isolation: ${attacked.length} Seller routes taking ids, ${cases} cases`);
    expect(cases).toBeGreaterThan(attacked.length);
    expect(leaks).toEqual([]);
    expect(changed).toEqual([]);
  });
});
