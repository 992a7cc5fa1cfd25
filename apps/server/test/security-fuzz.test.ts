import { beforeAll, describe, expect, it } from 'vitest';
import type { Area } from '../src/http/context.ts';
import { testApp, type TestApp } from './helper.ts';
import { apiRoutes, fill, tokenFor, type ApiRoute } from './security/routes.ts';

/** Field names the handlers read, so the hostile values reach real parsing code and not just the router. */
const FIELDS = [
  'id', 'ids', 'page', 'per_page', 'pid', 'type', 'name', 'params', 'is_type', 'is_sort', 'username', 'password',
  'phone', 'code', 'provider', 'order_id', 'goods_id', 'sku_id', 'store_id', 'user_id', 'address_id', 'buy_num',
  'status', 'order_status', 'money', 'price', 'content', 'step', 'sign', 'sort_type', 'sort_order', 'created_at',
  'refund_type', 'delivery_no', 'delivery_code', 'images', 'goods_name', 'class_id', 'brand_id', 'deep', 'area',
  'pay_password', 'payment_name', 'coupon_id', 'keywords', 'is_default', 'freight_id', 'option', 'lang',
  'rid', 'rtype', 'content_type',
];

type Case = { label: string; query?: string; body?: string; contentType?: string; param?: string };

const pairs = (value: string) => FIELDS.map((f) => `${f}=${value}`).join('&');

/** Hostile inputs of every kind the issue names: wrong types, NUL, huge and negative numbers, arrays, bad JSON. */
const CASES: Case[] = [
  { label: 'words for numbers', query: pairs('abc'), body: pairs('abc') },
  { label: 'NUL bytes', query: pairs('a%00b'), body: FIELDS.map((f) => `${f}%00=x%00`).join('&') },
  { label: 'huge numbers', query: pairs('99999999999999999999999'), body: pairs('1e309') },
  { label: 'negative numbers', query: pairs('-1'), body: pairs('-2147483649') },
  { label: 'arrays for scalars', query: FIELDS.map((f) => `${f}[]=1&${f}[]=x`).join('&'), body: FIELDS.map((f) => `${f}[0][a]=1`).join('&') },
  { label: 'objects for scalars', body: FIELDS.map((f) => `${f}[a]=1&${f}[b][c]=2`).join('&') },
  { label: 'malformed JSON', body: '{"id": [1, ', contentType: 'application/json' },
  { label: 'JSON of wrong shapes', body: JSON.stringify(Object.fromEntries(FIELDS.map((f, i) => [f, [null, { x: i }, true][i % 3]]))), contentType: 'application/json' },
  { label: 'odd path values', param: 'abc' },
  { label: 'odd path lists', param: '1,-2,99999999999999999999,x' },
];

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Generated from the OpenAPI document: every route, called by an account of its own area, gets every hostile input
 * above and must never answer HTTP 500. Tokens are minted afresh per route, so a route that ends sessions (a
 * password change, a logout) cannot hide the routes after it; deletions run last so the data stays to be attacked.
 */
describe('no input makes any route fail with HTTP 500', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  const logins: Record<Area, [Area, string]> = {
    admin: ['admin', 'admin'],
    seller: ['seller', '18888888888'],
    home: ['home', '13800000000'],
  };

  beforeAll(async () => {
    t = await testApp();
    routes = await apiRoutes(t);
    routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  }, 120_000);

  it.each(['public', 'home', 'seller', 'admin'] as const)('fuzzes every %s route with every case', async (which) => {
    const crashes: string[] = [];
    let cases = 0;
    const mine = routes.filter((r) => r.area === which);
    expect(mine.length).toBeGreaterThan(10);
    for (const route of mine) {
      const [area, login] = logins[route.area === 'public' ? 'home' : route.area];
      const token = await tokenFor(t, area, login);
      for (const c of CASES) {
        if (c.param !== undefined && !route.params.length) continue;
        const path = fill(route, () => c.param ?? '1');
        const url = c.query && !WRITES.has(route.method) ? `${path}?${c.query}` : path;
        const withBody = WRITES.has(route.method) && route.method !== 'DELETE' && c.body !== undefined;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: c.query && route.method === 'DELETE' ? `${path}?${c.query}` : url,
          headers: {
            authorization: `Bearer ${token}`,
            ...(withBody ? { 'content-type': c.contentType ?? 'application/x-www-form-urlencoded' } : {}),
          },
          ...(withBody ? { payload: c.body } : {}),
        });
        cases++;
        if (res.statusCode >= 500) crashes.push(`${route.method} ${route.path} [${c.label}]: HTTP ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    console.info(`security-fuzz ${which}: ${mine.length} routes, ${cases} cases`);
    expect(crashes).toEqual([]);
  }, 300_000);
});
