import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server.ts';
import { configureHttp, get, httpHooks, navigateTo, resetHttpHooks } from './http.ts';
import { createReduxStore } from './redux-store.ts';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('navigateTo', () => {
  it('is how the HTTP layer navigates unless an app says otherwise', () => {
    resetHttpHooks();
    expect(httpHooks().navigate).toBe(navigateTo);
  });

  it('changes the address in place within the app on screen and tells the router', () => {
    window.history.replaceState(null, '', '/user/orders');
    const heard = vi.fn();
    window.addEventListener('popstate', heard);
    navigateTo('/login');
    window.removeEventListener('popstate', heard);
    expect(window.location.pathname).toBe('/login');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('does the same inside a back office', () => {
    window.history.replaceState(null, '', '/Seller/goods');
    navigateTo('/Seller/login');
    expect(window.location.pathname).toBe('/Seller/login');
  });
});

describe('an expired session (body code 401)', () => {
  it.each([
    ['home', '/user/orders', 'token', 'user', '/login'],
    ['admin', '/Admin/users', 'admin_token', 'admin_user', '/Admin/login'],
    ['seller', '/Seller/goods', 'seller_token', 'seller_user', '/Seller/login'],
  ] as const)(
    'in the %s area: the message stays on screen, the store is signed out and the login page opens without a reload',
    async (area, page, tokenKey, userKey, login) => {
      localStorage.setItem(tokenKey, 't');
      localStorage.setItem(userKey, '{"nickname":"n"}');
      const store = createReduxStore(area);
      expect(store.getState().auth.isLogin).toBe(true);
      window.history.replaceState(null, '', page);
      const server = fakeServer({ [`/api${page}`]: { body: { code: 401, msg: '账号已过期，请重新登录', data: [] } } });
      server.setPage(page);
      configureHttp({ navigate: navigateTo });

      await get(page);

      expect(server.notify.error).toHaveBeenCalledWith('账号已过期，请重新登录');
      expect(store.getState().auth).toMatchObject({ isLogin: false, isLoad: false, user: null });
      expect(window.location.pathname).toBe(login);
      expect(localStorage.getItem(tokenKey)).toBeNull();
    },
  );

  it('leaves the store of another area alone', async () => {
    localStorage.setItem('token', 't');
    const store = createReduxStore('home');
    const server = fakeServer({ '/api/Admin/users': { body: { code: 401, msg: 'x', data: [] } } });
    server.setPage('/Admin/users');
    await get('/Admin/users');
    expect(store.getState().auth.isLogin).toBe(true);
  });
});
