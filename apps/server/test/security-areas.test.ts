import { beforeAll, describe, expect, it } from 'vitest';
import type { Area } from '../src/http/context.ts';
import { testApp, type TestApp } from './helper.ts';
import { apiRoutes, fill, tokenFor, type ApiRoute } from './security/routes.ts';

/**
 * Generated from the OpenAPI document: every guarded route is called without a token and with each other area's
 * token, and must answer the 401 envelope without running. A new route is covered the moment it is added.
 */
describe('every guarded route refuses missing and foreign tokens', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  const tokens = {} as Record<Area, string>;

  beforeAll(async () => {
    t = await testApp();
    routes = await apiRoutes(t);
    tokens.admin = await tokenFor(t, 'admin', 'admin');
    tokens.seller = await tokenFor(t, 'seller', '18888888888');
    tokens.home = await tokenFor(t, 'home', '13800000000');
  }, 120_000);

  it('walks every guarded route with no token and the two foreign ones', async () => {
    const guarded = routes.filter((r) => r.area !== 'public');
    expect(guarded.length).toBeGreaterThan(100);
    const leaks: string[] = [];
    let cases = 0;
    for (const route of guarded) {
      const url = fill(route, () => '1');
      const foreign = (['admin', 'seller', 'home'] as const).filter((a) => a !== route.area);
      for (const who of [null, ...foreign]) {
        cases++;
        const r = await t.call(route.method, url, {
          token: who ? tokens[who] : undefined,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : { id: 1 },
        });
        if (r.status !== 200 || r.code !== 401) leaks.push(`${route.method} ${route.path} with ${who ?? 'no'} token: HTTP ${r.status} code ${r.code}`);
      }
    }
    console.info(`security-areas: ${guarded.length} guarded routes x 3 callers = ${cases} cases`);
    expect(leaks).toEqual([]);
  });
});
