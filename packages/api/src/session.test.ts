import { describe, expect, it } from 'vitest';
import { setLanguage } from '@shop/i18n';
import { fakeServer } from '../test/fake-server.ts';
import { editUserBody } from './auth.ts';
import { siteApi } from './endpoints/site.ts';
import { accessApi } from './endpoints/access.ts';
import { resourceApi } from './resource.ts';
import { initialAuthState, refreshUser, signIn, signOut } from './session.ts';
import { createReduxStore } from './redux-store.ts';

const ok = (data: unknown) => ({ body: { code: 200, msg: 'ok', data } });
const token = { token_type: 'Bearer', expires_in: 604800, access_token: 'T1', refresh_token: 'R1' };

describe('auth state', () => {
  it('is read from storage per area', () => {
    localStorage.setItem('admin_token', 'a');
    localStorage.setItem('admin_user', '{"nickname":"boss"}');
    expect(initialAuthState('admin')).toEqual({
      area: 'admin',
      isLogin: true,
      isLoad: false,
      tokenName: 'admin_token',
      loginName: '/Admin/login',
      user: { nickname: 'boss' },
    });
    expect(initialAuthState('seller')).toMatchObject({
      isLogin: false,
      tokenName: 'seller_token',
      loginName: '/Seller/login',
      user: null,
    });
    expect(createReduxStore('home').getState().auth).toMatchObject({
      area: 'home',
      tokenName: 'token',
      loginName: '/login',
    });
  });
});

describe('signIn', () => {
  it('admin: login with provider admins and the solved challenge as sign, then info', async () => {
    const server = fakeServer({
      'POST /api/login': ok(token),
      'POST /api/Admin/auth/info': ok({ id: 1, nickname: 'admin', defaultUrl: '/Admin/dashboard' }),
    });
    server.setPage('/Admin/login');
    const store = createReduxStore('admin');
    const user = await store.dispatch(signIn({ username: 'admin', password: 'pw', sign: 'PAYLOAD-1' })).unwrap();

    const [login, info] = server.seen;
    expect(login?.form).toEqual({ username: 'admin', password: 'pw', provider: 'admins', sign: 'PAYLOAD-1' });
    expect(info?.uri).toBe('/api/Admin/auth/info');
    expect(info?.form).toEqual({ provider: 'admins' });
    expect(info?.headers.get('Authorization')).toBe('Bearer T1');

    expect(user).toMatchObject({ nickname: 'admin' });
    expect(localStorage.getItem('admin_token')).toBe('T1');
    expect(JSON.parse(localStorage.getItem('admin_user') ?? '{}')).toMatchObject({ defaultUrl: '/Admin/dashboard' });
    expect(store.getState().auth).toMatchObject({ isLogin: true, isLoad: true, user: { nickname: 'admin' } });
  });

  it('a 428 rejects at the challenge step, so the page solves one and sends the login again', async () => {
    fakeServer({
      'POST /api/login': {
        body: { code: 428, msg: 'Please complete the verification first.', data: { challenge: true, work: 10000 } },
      },
    });
    const store = createReduxStore('home');
    await expect(store.dispatch(signIn({ username: 'u', password: 'pw' })).unwrap()).rejects.toEqual({
      step: 'challenge',
      msg: 'Please complete the verification first.',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('seller: no challenge until one is asked, provider users and area seller', async () => {
    const server = fakeServer({
      'POST /api/login': ok(token),
      'POST /api/Seller/auth/info': ok({ id: 3, nickname: 'shop', belong_id: 0 }),
    });
    server.setPage('/Seller/login');
    const store = createReduxStore('seller');
    await store.dispatch(signIn({ username: 'seller', password: 'pw' })).unwrap();
    expect(server.seen.map((s) => s.uri)).toEqual(['/api/login', '/api/Seller/auth/info']);
    expect(server.seen[0]?.form).toEqual({ username: 'seller', password: 'pw', provider: 'users', area: 'seller' });
    expect(server.seen[1]?.form).toEqual({ provider: 'users' });
    expect(localStorage.getItem('seller_token')).toBe('T1');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a failed login stores nothing and rejects at the login step (the toast comes from the interceptor)', async () => {
    const server = fakeServer({ 'POST /api/login': { body: { code: 500, msg: '账号或密码错误.', data: [] } } });
    const store = createReduxStore('home');
    await expect(store.dispatch(signIn({ username: 'u', password: 'bad' })).unwrap()).rejects.toEqual({
      step: 'login',
      msg: '账号或密码错误.',
    });
    expect(server.notify.error).toHaveBeenCalledWith('账号或密码错误.');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().auth.isLogin).toBe(false);
  });

  it('storefront: a sub-account is refused and its token discarded', async () => {
    const server = fakeServer({
      'POST /api/login': ok(token),
      'POST /api/auth/info': ok({ id: 9, nickname: 'sub', belong_id: 3 }),
    });
    await setLanguage('en');
    const store = createReduxStore('home');
    await expect(store.dispatch(signIn({ username: 'sub', password: 'pw' })).unwrap()).rejects.toMatchObject({
      step: 'subAccount',
    });
    expect(server.notify.error).toHaveBeenCalledWith(
      'Sub-accounts are not allowed to use the platform purchase function.',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.getState().auth).toMatchObject({ isLogin: false, user: null });
    await setLanguage('zh-cn');
  });

  it('the storefront accepts an owner (belong_id 0); its login asks for the storefront area only', async () => {
    const server = fakeServer({
      'POST /api/login': ok(token),
      'POST /api/auth/info': ok({ id: 2, nickname: 'buyer', belong_id: 0 }),
    });
    const store = createReduxStore('home');
    await store.dispatch(signIn({ username: 'buyer', password: 'pw' })).unwrap();
    expect(server.seen[0]?.form).toEqual({ username: 'buyer', password: 'pw', provider: 'users', area: 'home' });
    expect(localStorage.getItem('token')).toBe('T1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ nickname: 'buyer' });
  });
});

describe('refreshUser', () => {
  it('re-reads and stores the user info', async () => {
    localStorage.setItem('seller_token', 'S');
    const server = fakeServer({ 'POST /api/Seller/auth/info': ok({ nickname: 'renamed' }) });
    server.setPage('/Seller/goods');
    const store = createReduxStore('seller');
    await store.dispatch(refreshUser()).unwrap();
    expect(store.getState().auth.user).toEqual({ nickname: 'renamed' });
    expect(localStorage.getItem('seller_user')).toBe('{"nickname":"renamed"}');
  });
});

describe('signOut', () => {
  it('posts logout with the provider, clears token and user, and goes to the area login', async () => {
    localStorage.setItem('admin_token', 'A');
    localStorage.setItem('admin_user', '{"nickname":"x"}');
    const server = fakeServer({ 'POST /api/logout': ok({ status: true, data: [], msg: 'ok' }) });
    server.setPage('/Admin/dashboard');
    const store = createReduxStore('admin');
    await store.dispatch(signOut());
    expect(server.last().form).toEqual({ provider: 'admins' });
    expect(server.last().headers.get('Authorization')).toBe('Bearer A');
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(localStorage.getItem('admin_user')).toBeNull();
    expect(store.getState().auth).toMatchObject({ isLogin: false, user: null });
    expect(server.navigate).toHaveBeenCalledWith('/Admin/login');
  });

  it('still logs out locally when the server call fails', async () => {
    localStorage.setItem('token', 'H');
    const server = fakeServer({ 'POST /api/logout': { network: true } });
    const store = createReduxStore('home');
    const log = console.log;
    console.log = () => undefined;
    await store.dispatch(signOut());
    console.log = log;
    expect(localStorage.getItem('token')).toBeNull();
    expect(server.navigate).toHaveBeenCalledWith('/login');
  });
});

describe('endpoints', () => {
  it('auth/edit body: password "" when empty, avatar only if set', () => {
    expect(editUserBody({ area: 'admin', nickname: 'n' })).toEqual({ provider: 'admins', nickname: 'n', password: '' });
    // The current password goes along with a new one only.
    expect(editUserBody({ area: 'admin', nickname: 'n', oldPassword: 'old' })).toEqual({
      provider: 'admins',
      nickname: 'n',
      password: '',
    });
    expect(editUserBody({ area: 'admin', nickname: 'n', password: 'new', oldPassword: 'old' })).toEqual({
      provider: 'admins',
      nickname: 'n',
      password: 'new',
      old_password: 'old',
    });
    expect(editUserBody({ area: 'seller', nickname: 'n', password: 'p', avatar: '/a.png' })).toEqual({
      provider: 'users',
      nickname: 'n',
      password: 'p',
      avatar: '/a.png',
    });
  });

  it('load_menu: GET {area}load_menu?type=getChildren', async () => {
    const menus = [{ id: 1, name: '工作台', apis: '', view: '', is_open: 0, children: [] }];
    const server = fakeServer({ 'GET /api/Seller/load_menu': ok(menus) });
    localStorage.setItem('seller_token', 'S');
    const store = createReduxStore('seller');
    const result = await store.dispatch(accessApi.endpoints.loadMenu.initiate({ area: 'seller' }));
    expect(result.data).toEqual(menus);
    expect(server.last().uri).toBe('/api/Seller/load_menu?type=getChildren');
    expect(server.last().headers.get('Authorization')).toBe('Bearer S');
  });

  it('generic list/show/create/update/remove/import', async () => {
    const server = fakeServer({
      'GET /api/Admin/users': ok({ data: [{ id: 1 }], total: 1, per_page: 30, last_page: 1, current_page: 1 }),
      'GET /api/Admin/users/1': ok({ id: 1, nickname: 'a' }),
    });
    const store = createReduxStore('admin');
    const list = await store.dispatch(
      resourceApi.endpoints.list.initiate(
        { path: '/Admin/users', page: 2, per_page: 30, search: { nickname: 'bo|like', phone: '', status: 0 } },
        { subscribe: false },
      ),
    );
    expect(list.data).toMatchObject({ total: 1 });
    expect(decodeURIComponent(server.last().uri)).toBe('/api/Admin/users?page=2&per_page=30&nickname=bo|like&status=0');

    await store.dispatch(resourceApi.endpoints.show.initiate({ path: '/Admin/users', id: 1 }, { subscribe: false }));
    expect(server.last().uri).toBe('/api/Admin/users/1');

    await store.dispatch(
      resourceApi.endpoints.create.initiate({ path: '/Admin/users', data: { nickname: 'n', is_sort: '' } }),
    );
    expect([server.last().method, server.last().uri, server.last().form]).toEqual([
      'POST',
      '/api/Admin/users',
      { nickname: 'n', is_sort: '0' },
    ]);

    await store.dispatch(
      resourceApi.endpoints.update.initiate({ path: '/Admin/users', id: 1, data: { nickname: 'm' } }),
    );
    expect([server.last().method, server.last().uri]).toEqual(['PUT', '/api/Admin/users/1']);

    await store.dispatch(resourceApi.endpoints.remove.initiate({ path: '/Admin/users', ids: [3, 7, 9] }));
    expect([server.last().method, server.last().uri]).toEqual(['DELETE', '/api/Admin/users/3,7,9']);

    await store.dispatch(
      resourceApi.endpoints.importExcel.initiate({ path: '/Admin/users', rows: [{ name: 'a' }, { name: 'b' }] }),
    );
    expect([server.last().method, server.last().uri]).toEqual(['POST', '/api/Admin/users/import/excel']);
    expect(decodeURIComponent(server.last().data as string)).toBe('0[name]=a&1[name]=b');
  });

  it('a business error becomes an RTK error with the envelope code and message', async () => {
    fakeServer({ 'PUT /api/Admin/users/1': { body: { code: 500, msg: 'edit data error.', data: [] } } });
    const store = createReduxStore('admin');
    const result = await store.dispatch(
      resourceApi.endpoints.update.initiate({ path: '/Admin/users', id: 1, data: {} }),
    );
    expect(result.error).toMatchObject({ status: 500, msg: 'edit data error.' });
  });

  it('GET /common caches the visitor ip', async () => {
    fakeServer({
      'GET /api/common': ok({ classes: [], brands: [], common: { web_name: 'Shop' }, ip: '1.2.3.4', cart: 0 }),
    });
    const store = createReduxStore('home');
    const result = await store.dispatch(siteApi.endpoints.getCommon.initiate());
    expect(result.data?.common.web_name).toBe('Shop');
    expect(localStorage.getItem('ip')).toBe('1.2.3.4');
  });
});
