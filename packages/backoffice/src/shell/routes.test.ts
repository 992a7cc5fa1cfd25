import { describe, expect, it } from 'vitest';
import { resolveBackOfficePath } from '@shop/api/guard';
import type { BackOfficeArea, MenuNode } from '@shop/api/endpoints/access';
import { buildMenuRoutes, menuTarget } from '@shop/api/menu-tree';
import adminSeed from './__fixtures__/menus-admin.json';
import sellerSeed from './__fixtures__/menus-seller.json';

/** One back office's seeded menu tree (__fixtures__/menus-<area>.json, as the server sends it) and what it yields. */
interface AreaCase {
  area: BackOfficeArea;
  prefix: string;
  menus: MenuNode[];
  /** Module name → the path its tab opens (the menu click rules). */
  moduleTargets: Record<string, string>;
  /** A seeded path and its menu name. */
  page: { path: string; name: string };
}

const cases: AreaCase[] = [
  {
    area: 'admin',
    prefix: '/Admin',
    menus: adminSeed,
    moduleTargets: { 商品中心: '/goods_classes', 店铺中心: '/stores' },
    page: { path: '/configs/web', name: '网站配置' },
  },
  {
    area: 'seller',
    prefix: '/Seller',
    menus: sellerSeed,
    // A direct child with apis (订单评论) wins over a deeper one (订单管理 → 全部订单).
    moduleTargets: { 商品中心: '/goods', 订单中心: '/order_comments' },
    page: { path: '/orders/wait', name: '待发订单' },
  },
];

describe.each(cases)('$area menus → routes', ({ area, prefix, menus, moduleTargets }) => {
  const routes = buildMenuRoutes(menus, area);

  it(`turns every seeded entry with a route into an app path under ${prefix}`, () => {
    const withApis: string[] = [];
    const walk = (entries: MenuNode[]) =>
      entries.forEach((entry) => {
        if (entry.apis) withApis.push(entry.apis);
        walk(entry.children ?? []);
      });
    walk(menus);
    expect(routes.map((route) => route.fullPath)).toEqual([...new Set(withApis)]);
    for (const route of routes) expect(route.fullPath).toBe(`${prefix}${route.path}`);
  });

  it('marks is_open 1 entries standalone', () => {
    expect(routes.find((route) => route.path === '/dashboard')?.standalone).toBe(true);
    expect(routes.find((route) => route.path === '/goods')?.standalone).toBe(false);
  });

  it('sends a module tab to its first routable entry', () => {
    for (const [name, path] of Object.entries(moduleTargets)) {
      const module = menus.find((entry) => entry.name === name) as MenuNode;
      expect(menuTarget(module, area, routes)).toEqual({ kind: 'route', path });
    }
  });
});

describe.each(cases)('$area guard', ({ area, prefix, menus, page }) => {
  it(`sends every protected path to ${prefix}/login without the ${area} token`, () => {
    for (const path of ['/', '/goods', '/dashboard', '/nowhere']) {
      expect(resolveBackOfficePath(area, path, { hasToken: false, menus: undefined })).toEqual({
        kind: 'redirect',
        to: `${prefix}/login`,
      });
    }
  });

  it('loads menus first, then lands on defaultUrl or the first menu entry', () => {
    expect(resolveBackOfficePath(area, '/', { hasToken: true, menus: undefined })).toEqual({ kind: 'load-menus' });
    expect(resolveBackOfficePath(area, '/', { hasToken: true, menus })).toEqual({
      kind: 'redirect',
      to: `${prefix}/dashboard`,
    });
    expect(resolveBackOfficePath(area, '/', { hasToken: true, menus, defaultUrl: `${prefix}/goods` })).toEqual({
      kind: 'redirect',
      to: `${prefix}/goods`,
    });
  });

  it('renders the menu page for a known path and 404 otherwise (case-sensitive)', () => {
    const view = resolveBackOfficePath(area, page.path, { hasToken: true, menus });
    expect(view.kind === 'page' ? view.route.menu.name : view.kind).toBe(page.name);
    expect(resolveBackOfficePath(area, '/Goods', { hasToken: true, menus })).toEqual({ kind: 'not-found' });
  });
});
