import { describe, expect, it } from 'vitest';
import { resolveBackOfficePath } from '@shop/api/guard';
import type { MenuNode } from '@shop/api/menu';
import { buildMenuRoutes, menuTarget } from '@shop/api/menu-tree';
import seed from './__fixtures__/menus-admin.json';
import { pageFor } from './pages.ts';

// The seeded Admin menu tree (reference/menus-admin.json) as the server sends it.
const menus: MenuNode[] = seed;
const AREA = 'admin';

describe('Admin menus → routes', () => {
  const routes = buildMenuRoutes(menus, AREA);

  it('turns every seeded entry with a route into an app path under /Admin', () => {
    const withApis: string[] = [];
    const walk = (entries: MenuNode[]) =>
      entries.forEach((entry) => {
        if (entry.apis) withApis.push(entry.apis);
        walk(entry.children ?? []);
      });
    walk(menus);
    expect(routes.map((route) => route.fullPath)).toEqual([...new Set(withApis)]);
    for (const route of routes) {
      expect(route.fullPath).toBe(`/Admin${route.path}`);
      expect(pageFor(route.menu.view)).toBeDefined();
    }
  });

  it('marks is_open 1 entries standalone', () => {
    expect(routes.find((route) => route.path === '/dashboard')?.standalone).toBe(true);
    expect(routes.find((route) => route.path === '/goods')?.standalone).toBe(false);
  });

  it('sends a module tab to its first routable entry', () => {
    const goodsModule = menus.find((module) => module.name === '商品中心') as MenuNode;
    expect(menuTarget(goodsModule, AREA, routes)).toEqual({ kind: 'route', path: '/goods_classes' });
    const storeModule = menus.find((module) => module.name === '店铺中心') as MenuNode;
    expect(menuTarget(storeModule, AREA, routes)).toEqual({ kind: 'route', path: '/stores' });
  });
});

describe('Admin guard', () => {
  it('sends every protected path to /Admin/login without admin_token', () => {
    for (const path of ['/', '/goods', '/dashboard', '/nowhere']) {
      expect(resolveBackOfficePath(AREA, path, { hasToken: false, menus: undefined })).toEqual({
        kind: 'redirect',
        to: '/Admin/login',
      });
    }
  });

  it('loads menus first, then lands on defaultUrl or the first menu entry', () => {
    expect(resolveBackOfficePath(AREA, '/', { hasToken: true, menus: undefined })).toEqual({ kind: 'load-menus' });
    expect(resolveBackOfficePath(AREA, '/', { hasToken: true, menus })).toEqual({
      kind: 'redirect',
      to: '/Admin/dashboard',
    });
    expect(resolveBackOfficePath(AREA, '/', { hasToken: true, menus, defaultUrl: '/Admin/goods' })).toEqual({
      kind: 'redirect',
      to: '/Admin/goods',
    });
  });

  it('renders the menu page for a known path and 404 otherwise (case-sensitive)', () => {
    const view = resolveBackOfficePath(AREA, '/configs/web', { hasToken: true, menus });
    expect(view.kind === 'page' ? view.route.menu.name : view.kind).toBe('网站配置');
    expect(resolveBackOfficePath(AREA, '/Goods', { hasToken: true, menus })).toEqual({ kind: 'not-found' });
  });
});
