import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@shop/i18n';
import { fakeServer, type Reply } from '../test/fake-server.ts';
import { axiosBaseQuery } from './base-api.ts';
import { API_BASE, HTTP_TIMEOUT, areaOf } from './areas.ts';
import { deletes, get, http, post, put, requestEnvelope, withId } from './http.ts';
import { upload } from './upload.ts';

const ok = (data: unknown) => ({ body: { code: 200, msg: 'ok', data } });

describe('areaOf', () => {
  it('uses the prefix in the request address first', () => {
    expect(areaOf('/api/Admin/auth/info', '/')).toBe('admin');
    expect(areaOf('/api/Seller/goods', '/Admin/goods')).toBe('seller');
  });

  it('falls back to the current page address', () => {
    expect(areaOf('/api/logout', '/Seller/goods')).toBe('seller');
    expect(areaOf('/api/logout', '/Admin/dashboard')).toBe('admin');
    expect(areaOf('/api/logout', '/Admin')).toBe('admin');
  });

  it('is the storefront otherwise, and is case-sensitive', () => {
    expect(areaOf('/api/goods', '/goods/1')).toBe('home');
    expect(areaOf('/api/admin/goods', '/admin/goods')).toBe('home');
    expect(areaOf(undefined, '')).toBe('home');
  });
});

describe('withId', () => {
  it('appends /{id} only when the id is above 0', () => {
    expect(withId('/Admin/users', 5)).toBe('/Admin/users/5');
    expect(withId('/Admin/users', '7')).toBe('/Admin/users/7');
    expect(withId('/Admin/users', 0)).toBe('/Admin/users');
    expect(withId('/Admin/users', -1)).toBe('/Admin/users');
    expect(withId('/Admin/users', undefined)).toBe('/Admin/users');
  });
});

describe('request interceptor', () => {
  it('uses base /api and a 30 s time-out', async () => {
    const server = fakeServer();
    await get('/goods');
    expect(server.last().config.baseURL).toBe(API_BASE);
    expect(server.last().config.timeout).toBe(HTTP_TIMEOUT);
    expect(server.last().uri).toBe('/api/goods');
    expect(http.defaults.timeout).toBe(30000);
  });

  it('sends the bearer token of the area named by the request address', async () => {
    const server = fakeServer();
    localStorage.setItem('token', 'home-t');
    localStorage.setItem('admin_token', 'admin-t');
    localStorage.setItem('seller_token', 'seller-t');

    await get('/Admin/users');
    expect(server.last().headers.get('Authorization')).toBe('Bearer admin-t');
    await get('/Seller/goods');
    expect(server.last().headers.get('Authorization')).toBe('Bearer seller-t');
    await get('/user/orders');
    expect(server.last().headers.get('Authorization')).toBe('Bearer home-t');
  });

  it('falls back to the page address for shared endpoints', async () => {
    const server = fakeServer();
    localStorage.setItem('token', 'home-t');
    localStorage.setItem('seller_token', 'seller-t');
    server.setPage('/Seller/goods');
    await post('/logout', { provider: 'users' });
    expect(server.last().headers.get('Authorization')).toBe('Bearer seller-t');
  });

  it('sends no Authorization header without a token', async () => {
    const server = fakeServer();
    await get('/common');
    expect(server.last().headers.has('Authorization')).toBe(false);
  });

  it('takes the token from the body for api/Chat', async () => {
    const server = fakeServer();
    localStorage.setItem('token', 'home-t');
    await post('/Chat/friends', { token: 'chat-t', id: 1 });
    expect(server.last().uri).toBe('/api/Chat/friends');
    expect(server.last().headers.get('Authorization')).toBe('Bearer chat-t');
  });

  it('uses the setToken item for api/is_login', async () => {
    const server = fakeServer();
    localStorage.setItem('admin_token', 'admin-t');
    localStorage.setItem('setToken', 'probe-t');
    server.setPage('/Admin/login');
    await get('/is_login', { provider: 'admins' });
    expect(server.last().headers.get('Authorization')).toBe('Bearer probe-t');
  });

  it('form-encodes POST and PUT bodies with qs bracket notation', async () => {
    const server = fakeServer();
    await post('/Admin/goods', { a: ['x', 'y'], o: { k: 'v' }, list: [{ id: 1, name: 'n' }], flag: true });
    const seen = server.last();
    expect(seen.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(decodeURIComponent(seen.data as string)).toBe(
      'a[0]=x&a[1]=y&o[k]=v&list[0][id]=1&list[0][name]=n&flag=true',
    );
    await put('/Admin/goods/1', { name: 'z' });
    expect(server.last().method).toBe('PUT');
    expect(server.last().data).toBe('name=z');
  });

  it('turns an empty is_type or is_sort into 0 before POST and PUT only', async () => {
    const server = fakeServer();
    await post('/Admin/menus', { name: 'm', is_type: '', is_sort: '' });
    expect(server.last().form).toEqual({ name: 'm', is_type: '0', is_sort: '0' });
    await put('/Admin/menus/3', { is_sort: null, is_type: 2 });
    expect(server.last().form).toEqual({ is_sort: '0', is_type: '2' });
    await post('/Admin/menus', { name: 'no flags' });
    expect(server.last().form).toEqual({ name: 'no flags' });
    await get('/Admin/menus', { is_type: '' });
    expect(server.last().config.params).toEqual({ is_type: '' });
  });

  it('sends GET and DELETE parameters as a query string (axios serialisation)', async () => {
    const server = fakeServer();
    await get('/Admin/users', { page: 1, name: ['web_name', 'logo'], created_at: undefined });
    expect(decodeURIComponent(server.last().uri)).toBe('/api/Admin/users?page=1&name[]=web_name&name[]=logo');
    expect(server.last().data).toBeUndefined();
    await deletes('/Admin/users/1,2', { force: 1 });
    expect(server.last().method).toBe('DELETE');
    expect(server.last().uri).toBe('/api/Admin/users/1,2?force=1');
  });

  it('sends Accept-Language with the current language', async () => {
    const server = fakeServer();
    await setLanguage('en');
    await get('/common');
    expect(server.last().headers.get('Accept-Language')).toBe('en');
    await setLanguage('zh-cn');
    await get('/common');
    expect(server.last().headers.get('Accept-Language')).toBe('zh-cn');
  });

  it('leaves multipart bodies alone', async () => {
    const server = fakeServer();
    const form = new FormData();
    form.append('name', 'x');
    await post('/uploads', form);
    expect(server.last().data).toBe(form);
  });
});

describe('response interceptor: body codes', () => {
  it('stores a refreshed token from the authorization header under the area key', async () => {
    fakeServer({
      '/api/Admin/users': { ...ok([]), headers: { Authorization: 'Bearer fresh-admin' } },
      '/api/user/info': { ...ok([]), headers: { authorization: 'Bearer fresh-home' } },
    });
    localStorage.setItem('admin_token', 'old');
    await get('/Admin/users');
    expect(localStorage.getItem('admin_token')).toBe('fresh-admin');
    await get('/user/info');
    expect(localStorage.getItem('token')).toBe('fresh-home');
  });

  it('code 200 resolves data when truthy, false or 0, else the body', async () => {
    const server = fakeServer();
    server.route('/api/a', ok({ x: 1 }));
    server.route('/api/b', ok(false));
    server.route('/api/c', ok(0));
    server.route('/api/d', ok([]));
    server.route('/api/e', ok(null));
    server.route('/api/f', ok(''));
    expect(await get('/a')).toEqual({ x: 1 });
    expect(await get('/b')).toBe(false);
    expect(await get('/c')).toBe(0);
    expect(await get('/d')).toEqual([]);
    expect(await get('/e')).toEqual({ code: 200, msg: 'ok', data: null });
    expect(await get('/f')).toEqual({ code: 200, msg: 'ok', data: '' });
    expect(server.notify.error).not.toHaveBeenCalled();
  });

  it.each([
    ['home', '/user/orders', '/', 'token', 'user', '/login'],
    ['admin', '/Admin/users', '/Admin/users', 'admin_token', 'admin_user', '/Admin/login'],
    ['seller', '/Seller/goods', '/Seller/goods', 'seller_token', 'seller_user', '/Seller/login'],
  ])(
    '401 in the %s area: toast, drop token and user, go to its login',
    async (_area, url, page, tokenKey, userKey, login) => {
      const body = { code: 401, msg: '账号失效.', data: [] };
      const server = fakeServer({ [`/api${url}`]: { body } });
      server.setPage(page);
      localStorage.setItem(tokenKey, 't');
      localStorage.setItem(userKey, '{"nickname":"n"}');
      expect(await get(url)).toEqual(body);
      expect(server.notify.error).toHaveBeenCalledWith('账号失效.');
      expect(localStorage.getItem(tokenKey)).toBeNull();
      expect(localStorage.getItem(userKey)).toBeNull();
      expect(server.navigate).toHaveBeenCalledWith(login);
    },
  );

  it('402 shows the message', async () => {
    const body = { code: 402, msg: '没有权限', data: [] };
    const server = fakeServer({ '/api/Admin/x': { body } });
    expect(await get('/Admin/x')).toEqual(body);
    expect(server.notify.error).toHaveBeenCalledWith('没有权限');
  });

  it('405 resolves the data quietly', async () => {
    const server = fakeServer({ '/api/x': { body: { code: 405, msg: 'not logged in', data: { a: 1 } } } });
    expect(await get('/x')).toEqual({ a: 1 });
    expect(server.notify.error).not.toHaveBeenCalled();
  });

  it('429 shows the too-frequent message in the current language', async () => {
    const server = fakeServer({ '/api/x': { body: { code: 429, msg: 'Too Many Attempts.', data: [] } } });
    await setLanguage('zh-cn');
    await get('/x');
    expect(server.notify.error).toHaveBeenLastCalledWith('您请求太频繁了，请休息一会');
    await setLanguage('en');
    await get('/x');
    expect(server.notify.error).toHaveBeenLastCalledWith('You are requesting too often, please rest a moment.');
    await setLanguage('zh-cn');
  });

  it('other codes with data show the message and resolve the body; without data they stay quiet', async () => {
    const server = fakeServer();
    const withData = { code: 500, msg: '账号或密码错误.', data: [] };
    server.route('/api/login', { body: withData });
    expect(await post('/login', { username: 'a' })).toEqual(withData);
    expect(server.notify.error).toHaveBeenCalledWith('账号或密码错误.');

    server.notify.error.mockClear();
    const noData = { code: 500, msg: 'hidden', data: null };
    server.route('/api/y', { body: noData });
    expect(await get('/y')).toEqual(noData);
    expect(server.notify.error).not.toHaveBeenCalled();
  });

  it('hands a body without an envelope over untouched', async () => {
    fakeServer({ '/api/html': { body: '<!doctype html><html></html>' } });
    expect(await get('/html')).toBe('<!doctype html><html></html>');
  });
});

describe('response interceptor: HTTP errors', () => {
  afterEach(() => vi.restoreAllMocks());

  // Each failure as the user reads it, in both languages: never axios' own words.
  const cases: { name: string; reply: Reply; zh: string; en: string }[] = [
    {
      name: 'a bare 404',
      reply: { status: 404, statusText: 'Not Found', body: {} },
      zh: '请求的内容不存在，请刷新页面后重试。',
      en: 'What you asked for could not be found. Refresh the page and try again.',
    },
    {
      name: 'a 500 without an envelope',
      reply: { status: 500, body: { message: 'Server Error' } },
      zh: '服务器出错了，请稍后再试。',
      en: 'Something went wrong on our side. Please try again later.',
    },
    {
      name: "a proxy's 502 page",
      reply: { status: 502, statusText: 'Bad Gateway', body: '<html>bad gateway</html>' },
      zh: '服务器出错了，请稍后再试。',
      en: 'Something went wrong on our side. Please try again later.',
    },
    {
      name: 'a 401 without an envelope',
      reply: { status: 401, body: { message: 'Unauthenticated.' } },
      zh: '登录已失效，请重新登录。',
      en: 'Your session has ended. Please sign in again.',
    },
    {
      name: 'a 413',
      reply: { status: 413, statusText: 'Payload Too Large', body: '' },
      zh: '提交的内容太大，请缩小后重试。',
      en: 'What you sent is too large. Make it smaller and try again.',
    },
    {
      name: 'another status',
      reply: { status: 418, statusText: "I'm a teapot", body: {} },
      zh: '请求未能处理，请刷新页面后重试。',
      en: 'The shop could not handle this request. Refresh the page and try again.',
    },
    {
      name: 'no answer at all',
      reply: { network: true },
      zh: '网络连接失败，请检查网络后重试。',
      en: 'Cannot reach the shop. Check your connection and try again.',
    },
    {
      name: 'a time-out',
      reply: { timeout: true },
      zh: '服务器响应超时，请稍后重试。',
      en: 'The shop took too long to answer. Please try again in a moment.',
    },
  ];

  for (const { name, reply, zh, en } of cases) {
    it(`${name}: toasts and rejects with a sentence in the interface language`, async () => {
      for (const [language, text] of [['zh-cn', zh], ['en', en]] as const) {
        const server = fakeServer({ '/api/x': reply });
        await setLanguage(language);
        await expect(get('/x')).rejects.toThrow(text);
        expect(server.notify.error).toHaveBeenCalledExactlyOnceWith(text);
      }
      await setLanguage('zh-cn');
    });
  }

  it("keeps the server's own message when the error carries an envelope", async () => {
    const server = fakeServer({
      '/api/a': { status: 400, statusText: 'Bad Request', body: { code: 400, msg: '请求参数错误 page', data: [] } },
      '/api/b': { status: 500, body: { code: 500, msg: '服务器内部错误', data: [], message: '服务器内部错误' } },
    });
    await expect(get('/a')).rejects.toThrow('请求参数错误 page');
    await expect(get('/b')).rejects.toThrow('服务器内部错误');
    expect(server.notify.error.mock.calls).toEqual([['请求参数错误 page'], ['服务器内部错误']]);
  });

  it('an HTTP error carrying a 429 envelope shows the too-frequent message', async () => {
    const server = fakeServer({
      '/api/x': { status: 429, statusText: 'Too Many Requests', body: { code: 429, msg: 'x', data: [] } },
    });
    await setLanguage('zh-cn');
    await expect(get('/x')).rejects.toThrow();
    expect(server.notify.error).toHaveBeenCalledWith('您请求太频繁了，请休息一会');
  });

  it('a page whose queries all fail without an answer says so once', async () => {
    const server = fakeServer({ '/api/x': { network: true }, '/api/y': { network: true } });
    await Promise.allSettled([get('/x'), get('/y'), get('/x')]);
    expect(server.notify.error).toHaveBeenCalledTimes(1);
  });

  it('RTK Query endpoints receive the same sentence as their error message', async () => {
    fakeServer({ '/api/x': { status: 503, statusText: 'Service Unavailable', body: {} } });
    await setLanguage('en');
    const result = await axiosBaseQuery()({ url: '/x' }, { signal: new AbortController().signal } as never, {});
    expect(result).toMatchObject({
      error: { status: 503, msg: 'Something went wrong on our side. Please try again later.', transport: true },
    });
    await setLanguage('zh-cn');
  });
});

describe('envelope mode', () => {
  it('reports success and failure explicitly, with the same side effects', async () => {
    const server = fakeServer({
      '/api/a': ok([]),
      '/api/b': { body: { code: 500, msg: 'bad', data: [] } },
    });
    expect(await requestEnvelope({ url: '/a' })).toEqual({
      ok: true,
      data: [],
      body: { code: 200, msg: 'ok', data: [] },
    });
    expect(await requestEnvelope({ url: '/b' })).toMatchObject({ ok: false, code: 500, msg: 'bad' });
    expect(server.notify.error).toHaveBeenCalledWith('bad');
  });
});

describe('upload', () => {
  it('posts multipart to /api/{area}uploads with the area token', async () => {
    const server = fakeServer({ '/api/Admin/uploads': ok('/uploads/avatar/a.png') });
    localStorage.setItem('admin_token', 'admin-t');
    server.setPage('/Admin/users');
    const file = new Blob(['png'], { type: 'image/png' });
    const res = await upload(file, { name: 'avatar', option: { width: 150, height: 150 } });
    expect(res).toEqual({ code: 200, msg: 'ok', data: '/uploads/avatar/a.png' });
    const seen = server.last();
    expect(seen.method).toBe('POST');
    expect(seen.uri).toBe('/api/Admin/uploads');
    expect(seen.headers.get('Authorization')).toBe('Bearer admin-t');
    const form = seen.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('name')).toBe('avatar');
    expect(form.get('option')).toBe('{"width":150,"height":150}');
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(form.has('uploadType')).toBe(false);
  });

  it('uses the storefront endpoint and sends uploadType when given; reports a failure code', async () => {
    const server = fakeServer({ '/api/uploads': { body: { code: 500, msg: '文件类型不允许上传.', data: [] } } });
    localStorage.setItem('token', 'home-t');
    const res = await upload(new Blob(['x']), { name: 'file', uploadType: 'uploadFile', area: 'home' });
    expect(res.code).toBe(500);
    expect(res.msg).toBe('文件类型不允许上传.');
    expect(server.notify.error).toHaveBeenCalledWith('文件类型不允许上传.');
    expect((server.last().data as FormData).get('uploadType')).toBe('uploadFile');
    expect(server.last().headers.get('Authorization')).toBe('Bearer home-t');
  });
});
