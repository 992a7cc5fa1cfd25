// WeChat login from start to finish, against a stand-in of WeChat's API that the journey starts (node:http): the
// platform configures the PC QR login, the signed-in shopper binds their WeChat at /user/oauth (the browser's trip
// to WeChat's QR page is answered as WeChat answers after a scan: back to the login page with a code and the
// state), sees it bound, unbinds it; signed out, a new WeChat user signs in with the login page's button and lands
// home signed in under their WeChat nickname. The setting is cleared again at the end.
import http from 'node:http';
import { api } from '../lib/api.mjs';
import { assert, atPath, textOf, visible } from '../lib/expect.mjs';
import { ADMIN, SHOPPER, storefrontSignIn, tokenOf } from '../lib/sessions.mjs';

export const name = 'shopper binds and unbinds WeChat, and a new WeChat user signs in with it';
export const timeout = 180_000;

/** The WeChat users behind the codes the stand-in accepts. */
const WECHAT_USERS = {
  'code-shopper': { openid: 'e2e-o-shopper', unionid: 'e2e-u-shopper', nickname: '小明的微信' },
  'code-newcomer': { openid: 'e2e-o-new', unionid: 'e2e-u-new', nickname: '微信新朋友' },
};

function standIn() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://wechat');
    const q = url.searchParams;
    const users = Object.values(WECHAT_USERS);
    let body = { errcode: 40029, errmsg: 'invalid code' };
    if (url.pathname === '/sns/oauth2/access_token') {
      const who = WECHAT_USERS[q.get('code') ?? ''];
      if (who) body = { access_token: `at-${who.openid}`, expires_in: 7200, openid: who.openid };
    } else if (url.pathname === '/sns/userinfo') {
      const who = users.find((u) => `at-${u.openid}` === q.get('access_token'));
      if (who) body = { ...who, sex: 1, headimgurl: '' };
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The login page's call that finishes WeChat's return (the page itself is left and loaded again on the way). */
const returned = (page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/oauth/callback/weixinweb', { timeout: 20_000 });

async function configure(baseUrl, token, group) {
  const body = { many: '1', many_name: 'weixinweb' };
  for (const [k, v] of Object.entries(group)) body[`oauth[${k}]`] = v;
  const done = await api(baseUrl, 'PUT', '/Admin/configs/update', { token, body });
  assert.equal(done.code, 200, `the WeChat login could not be configured: ${done.msg}`);
}

export default async function shopperWechatLogin({ page, baseUrl }) {
  const wechat = await standIn();
  const admin = await tokenOf(baseUrl, ADMIN, 'admins');
  let code = 'code-shopper';
  // The shop's redirect to WeChat's QR page is answered as WeChat answers after the scan: straight back to
  // return_url with a code and the state the shop gave (the browser never leaves for WeChat's host).
  await page.route('**/api/oauth/weixinweb', async (route) => {
    const shop = await route.fetch({ maxRedirects: 0 });
    const asked = new URL(shop.headers().location);
    const back = new URL(asked.searchParams.get('redirect_uri'));
    back.searchParams.set('code', code);
    back.searchParams.set('state', asked.searchParams.get('state'));
    return route.fulfill({ response: shop, headers: { ...shop.headers(), location: back.toString() } });
  });
  try {
    await configure(baseUrl, admin, {
      client_id: 'wx-e2e',
      key: 'e2e-secret',
      return_url: `${baseUrl}/login`,
      gateway: `http://127.0.0.1:${wechat.address().port}`,
    });

    await storefrontSignIn(page, SHOPPER);
    await page.goto('/user/oauth');
    const row = page.getByTestId('oauth-wechat');
    await visible(row, 'the WeChat binding row');
    assert.equal(await row.getAttribute('data-bound'), '0', 'the shopper starts without a WeChat binding');
    const bound = returned(page);
    await page.getByTestId('oauth-bind').click();
    await bound;
    await atPath(page, '/user/oauth', 20_000);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="oauth-wechat"]')?.getAttribute('data-bound') === '1',
    );
    assert.match(await textOf(row, 'the bound row'), /小明的微信/);

    await page.getByTestId('oauth-unbind').click();
    await page.getByTestId('oauth-unbind-ok').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="oauth-wechat"]')?.getAttribute('data-bound') === '0',
    );

    await page.getByTestId('header-logout').click();
    await page.waitForFunction(() => !localStorage.getItem('token'));
    code = 'code-newcomer';
    await page.goto('/login');
    const signedIn = returned(page);
    await page.getByTestId('login-wechat').click();
    await signedIn;
    await atPath(page, '/', 20_000);
    assert.match(await textOf(page.getByTestId('header-nickname'), "the new WeChat user's nickname"), /微信新朋友/);
  } finally {
    await configure(baseUrl, admin, { client_id: '', key: '', return_url: '', gateway: '' });
    await new Promise((resolve) => wechat.close(resolve));
  }
}
