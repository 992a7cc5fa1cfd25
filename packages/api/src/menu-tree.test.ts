import { describe, expect, it } from 'vitest';
import type { MenuNode } from './endpoints/access.ts';
import {
  buildMenuRoutes,
  findRoute,
  firstWithApis,
  isExternal,
  landingPath,
  menuLabel,
  menuTarget,
  toAppPath,
  toFullPath,
} from './menu-tree.ts';

let nextId = 1;
const m = (
  name: string,
  apis = '',
  view = apis ? `${apis.slice(1)}/index` : '',
  children: MenuNode[] = [],
  extra: Partial<MenuNode> = {},
): MenuNode => ({
  id: nextId++,
  name,
  ename: '',
  icon: '',
  apis,
  view,
  is_open: 0,
  children,
  ...extra,
});

// Shaped like the Admin seed (apps/server/src/db/seed/data/menus-admin.json): modules → items or groups → items.
const menus: MenuNode[] = [
  m('工作台', '', '', [
    m('仪表盘', '/Admin/dashboard', 'Admin/dashboard/index', [], { is_open: 1, ename: 'Dashboard' }),
    m('公告中心', '', '', [m('公告管理', '/Admin/notices')]),
  ]),
  m('店铺中心', '', '', [
    m('店铺管理', '', '', [
      m('店铺管理', '/Admin/stores'),
      m('店铺配置', '/Admin/configs/store', 'Admin/configs/store'),
    ]),
    m('订单中心', '', '', [m('订单管理', '/Admin/orders')]),
  ]),
  m('外链', '', '', [m('官网', 'https://example.com', 'x'), m('文档', '{host}/docs', 'x')]),
  m('空模块'),
];

describe('menu → routes', () => {
  it('maps each entry with apis and view to an app path, with its module and trail', () => {
    const routes = buildMenuRoutes(menus, 'admin');
    expect(routes.map((r) => r.path)).toEqual(['/dashboard', '/notices', '/stores', '/configs/store', '/orders']);
    const notices = findRoute(routes, '/notices');
    expect(notices?.moduleIndex).toBe(0);
    expect(notices?.trail.map((t) => t.name)).toEqual(['工作台', '公告中心', '公告管理']);
    expect(notices?.fullPath).toBe('/Admin/notices');
    expect(findRoute(routes, '/dashboard')?.standalone).toBe(true);
    expect(findRoute(routes, '/orders')?.moduleIndex).toBe(1);
  });

  it('matches paths case-sensitively and ignores a trailing slash', () => {
    const routes = buildMenuRoutes(menus, 'admin');
    expect(findRoute(routes, '/orders/')?.menu.name).toBe('订单管理');
    expect(findRoute(routes, '/Orders')).toBeUndefined();
    expect(findRoute(routes, '/missing')).toBeUndefined();
  });

  it('keeps the first entry when two share a path, and skips external and view-less entries', () => {
    const dupes = [
      m('A', '', '', [m('one', '/Seller/goods'), m('two', '/Seller/goods'), m('noview', '/Seller/x', '')]),
    ];
    const routes = buildMenuRoutes(dupes, 'seller');
    expect(routes.map((r) => [r.path, r.menu.name])).toEqual([['/goods', 'one']]);
  });

  it('converts between apis and app paths', () => {
    expect(toAppPath('/Admin/goods', 'admin')).toBe('/goods');
    expect(toAppPath('/Admin/configs/web', 'admin')).toBe('/configs/web');
    expect(toAppPath('/Seller/orders/wait', 'seller')).toBe('/orders/wait');
    expect(toAppPath('goods', 'seller')).toBe('/goods');
    expect(toAppPath('/Admin/', 'admin')).toBe('/');
    expect(toFullPath('/goods', 'admin')).toBe('/Admin/goods');
    expect(toFullPath('orders', 'seller')).toBe('/Seller/orders');
  });
});

describe('menu navigation', () => {
  const routes = buildMenuRoutes(menus, 'admin');

  it('follows an empty apis to the first child with apis, else depth-first', () => {
    expect(firstWithApis(menus[0] as MenuNode)?.name).toBe('仪表盘');
    expect(firstWithApis(menus[1] as MenuNode)?.apis).toBe('/Admin/stores');
    const preferDirect = m('g', '', '', [m('deep', '', '', [m('d', '/Admin/deep')]), m('direct', '/Admin/direct')]);
    expect(firstWithApis(preferDirect)?.name).toBe('direct');
    expect(firstWithApis(menus[3] as MenuNode)).toBeUndefined();
  });

  it('routes, opens external addresses, or reports No Route', () => {
    expect(menuTarget(menus[1] as MenuNode, 'admin', routes)).toEqual({ kind: 'route', path: '/stores' });
    expect(menuTarget(menus[2] as MenuNode, 'admin', routes)).toEqual({ kind: 'external', url: 'https://example.com' });
    expect(menuTarget(menus[2]?.children?.[1] as MenuNode, 'admin', routes, 'http://shop.test')).toEqual({
      kind: 'external',
      url: 'http://shop.test/docs',
    });
    expect(menuTarget(menus[3] as MenuNode, 'admin', routes)).toEqual({ kind: 'none', reason: 'No Route' });
    expect(isExternal('http://a')).toBe(true);
    expect(isExternal('/Admin/a')).toBe(false);
  });

  it('lands on defaultUrl when it is a route, else on the first routable entry', () => {
    expect(landingPath(menus, 'admin', '/Admin/orders')).toBe('/orders');
    expect(landingPath(menus, 'admin', '/Admin/unknown')).toBe('/dashboard');
    expect(landingPath(menus, 'admin')).toBe('/dashboard');
    expect(landingPath([], 'admin')).toBeUndefined();
  });

  it('labels entries in the interface language (ename in English when set)', () => {
    const dashboard = menus[0]?.children?.[0] as MenuNode;
    expect(menuLabel(dashboard, 'zh-cn')).toBe('仪表盘');
    expect(menuLabel(dashboard, 'en')).toBe('Dashboard');
    expect(menuLabel(menus[0] as MenuNode, 'en')).toBe('工作台');
  });
});
