import { describe, expect, it } from 'vitest';
import { resolveBackOfficePath } from '@shop/api/guard';
import type { MenuNode } from '@shop/api/menu';
import { buildMenuRoutes, menuTarget } from '@shop/api/menu-tree';
import seed from './__fixtures__/menus-seller.json';
import { pageFor } from './pages.ts';

// The seeded Seller menu tree (reference/menus-seller.json) as the server sends it.
const menus: MenuNode[] = seed;
const AREA = 'seller';

describe('Seller menus → routes', () => {
  const routes = buildMenuRoutes(menus, AREA);

  it('turns every seeded entry with a route into an app path under /Seller', () => {
    const withApis: string[] = [];
    const walk = (entries: MenuNode[]) =>
      entries.forEach((entry) => {
        if (entry.apis) withApis.push(entry.apis);
        walk(entry.children ?? []);
      });
    walk(menus);
    expect(routes.map((route) => route.fullPath)).toEqual([...new Set(withApis)]);
    for (const route of routes) {
      expect(route.fullPath).toBe(`/Seller${route.path}`);
      expect(pageFor(route.menu.view)).toBeDefined();
    }
  });

  it('marks is_open 1 entries standalone', () => {
    expect(routes.find((route) => route.path === '/dashboard')?.standalone).toBe(true);
    expect(routes.find((route) => route.path === '/goods')?.standalone).toBe(false);
  });

  it('sends a module tab to its first routable entry', () => {
    const goodsModule = menus.find((module) => module.name === '商品中心') as MenuNode;
    expect(menuTarget(goodsModule, AREA, routes)).toEqual({ kind: 'route', path: '/goods' });
    const orderModule = menus.find((module) => module.name === '订单中心') as MenuNode;
    // Spec §2.5: a direct child with apis (订单评论) wins over a deeper one (订单管理 → 全部订单).
    expect(menuTarget(orderModule, AREA, routes)).toEqual({ kind: 'route', path: '/order_comments' });
  });
});

describe('Seller guard', () => {
  it('sends every protected path to /Seller/login without seller_token', () => {
    for (const path of ['/', '/goods', '/dashboard', '/nowhere']) {
      expect(resolveBackOfficePath(AREA, path, { hasToken: false, menus: undefined })).toEqual({
        kind: 'redirect',
        to: '/Seller/login',
      });
    }
  });

  it('loads menus first, then lands on defaultUrl or the first menu entry', () => {
    expect(resolveBackOfficePath(AREA, '/', { hasToken: true, menus: undefined })).toEqual({ kind: 'load-menus' });
    expect(resolveBackOfficePath(AREA, '/', { hasToken: true, menus })).toEqual({
      kind: 'redirect',
      to: '/Seller/dashboard',
    });
    expect(resolveBackOfficePath(AREA, '/', { hasToken: true, menus, defaultUrl: '/Seller/goods' })).toEqual({
      kind: 'redirect',
      to: '/Seller/goods',
    });
  });

  it('renders the menu page for a known path and 404 otherwise (case-sensitive)', () => {
    const view = resolveBackOfficePath(AREA, '/orders/wait', { hasToken: true, menus });
    expect(view.kind === 'page' ? view.route.menu.name : view.kind).toBe('待发订单');
    expect(resolveBackOfficePath(AREA, '/Goods', { hasToken: true, menus })).toEqual({ kind: 'not-found' });
  });
});
