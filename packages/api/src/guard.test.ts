import { describe, expect, it } from 'vitest';
import { guard, isPublicPath, loginPathOf, pageAreaOf, resolveBackOfficePath, type GuardContext } from './guard.ts';
import type { MenuNode } from './endpoints/access.ts';

const ctx = (tokens: string[], loaded: string[] = []): GuardContext => ({
  hasToken: (area) => tokens.includes(area),
  menusLoaded: (area) => loaded.includes(area),
});

describe('guard', () => {
  it('works out the area of a page path by prefix (case-sensitive)', () => {
    expect(pageAreaOf('/Admin/goods')).toBe('admin');
    expect(pageAreaOf('/Admin')).toBe('admin');
    expect(pageAreaOf('/Seller/orders/wait')).toBe('seller');
    expect(pageAreaOf('/goods/1')).toBeUndefined();
    expect(pageAreaOf('/admin/goods')).toBeUndefined();
  });

  it('knows the public pages', () => {
    for (const path of [
      '/login',
      '/Admin/login',
      '/Seller/login',
      '/Admin/404',
      '/Seller/404',
      '/404',
      '/Admin/login/',
    ]) {
      expect(isPublicPath(path), path).toBe(true);
    }
    expect(isPublicPath('/Admin/goods')).toBe(false);
    expect(isPublicPath('/Admin/Login')).toBe(false);
  });

  it('names each area login page', () => {
    expect(loginPathOf('home')).toBe('/login');
    expect(loginPathOf('admin')).toBe('/Admin/login');
    expect(loginPathOf('seller')).toBe('/Seller/login');
  });

  it('lets public paths and storefront paths pass', () => {
    expect(guard('/Admin/login', ctx([]))).toEqual({ action: 'pass' });
    expect(guard('/Seller/login', ctx([]))).toEqual({ action: 'pass' });
    expect(guard('/user/orders', ctx([]))).toEqual({ action: 'pass' });
    expect(guard('/', ctx([]))).toEqual({ action: 'pass' });
  });

  it('redirects a protected page without the area token to the area login', () => {
    expect(guard('/Admin/goods', ctx([]))).toEqual({ action: 'redirect', to: '/Admin/login' });
    expect(guard('/Admin/', ctx(['seller', 'home']))).toEqual({ action: 'redirect', to: '/Admin/login' });
    expect(guard('/Seller/orders', ctx(['admin']))).toEqual({ action: 'redirect', to: '/Seller/login' });
  });

  it('loads the menus on first entry with a token, then passes', () => {
    expect(guard('/Admin/goods', ctx(['admin']))).toEqual({ action: 'load-menus', area: 'admin' });
    expect(guard('/Seller/orders', ctx(['seller']))).toEqual({ action: 'load-menus', area: 'seller' });
    expect(guard('/Admin/goods', ctx(['admin'], ['admin']))).toEqual({ action: 'pass' });
  });
});

describe('resolveBackOfficePath', () => {
  const menus: MenuNode[] = [
    {
      id: 1,
      name: '工作台',
      apis: '',
      view: '',
      is_open: 0,
      children: [
        { id: 2, name: '仪表盘', apis: '/Seller/dashboard', view: 'Seller/dashboard/index', is_open: 1 },
        { id: 3, name: '商品管理', apis: '/Seller/goods', view: 'Seller/goods/index', is_open: 0 },
      ],
    },
  ];

  it('redirects to the login without a token', () => {
    expect(resolveBackOfficePath('seller', '/goods', { hasToken: false, menus: undefined })).toEqual({
      kind: 'redirect',
      to: '/Seller/login',
    });
    expect(resolveBackOfficePath('admin', '/', { hasToken: false, menus: undefined })).toEqual({
      kind: 'redirect',
      to: '/Admin/login',
    });
  });

  it('asks for the menus first, then renders the matching page', () => {
    expect(resolveBackOfficePath('seller', '/goods', { hasToken: true, menus: undefined })).toEqual({
      kind: 'load-menus',
    });
    const view = resolveBackOfficePath('seller', '/goods', { hasToken: true, menus });
    expect(view.kind === 'page' && view.route.menu.name).toBe('商品管理');
  });

  it('lands the area root on defaultUrl or the first route, and shows 404 for unknown paths', () => {
    expect(resolveBackOfficePath('seller', '/', { hasToken: true, menus })).toEqual({
      kind: 'redirect',
      to: '/Seller/dashboard',
    });
    expect(resolveBackOfficePath('seller', '/', { hasToken: true, menus, defaultUrl: '/Seller/goods' })).toEqual({
      kind: 'redirect',
      to: '/Seller/goods',
    });
    expect(resolveBackOfficePath('seller', '/', { hasToken: true, menus: [] })).toEqual({ kind: 'empty' });
    expect(resolveBackOfficePath('seller', '/Goods', { hasToken: true, menus })).toEqual({ kind: 'not-found' });
  });

  it('treats the login and 404 pages as public', () => {
    expect(resolveBackOfficePath('admin', '/login', { hasToken: false, menus: undefined })).toEqual({ kind: 'public' });
    expect(resolveBackOfficePath('admin', '/404', { hasToken: true, menus: undefined })).toEqual({ kind: 'public' });
  });
});
