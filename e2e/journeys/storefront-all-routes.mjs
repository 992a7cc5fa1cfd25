// Every storefront route (the shop's, then the user centre's) opened in Chinese and in English at 1200 px,
// with real ids from the demo shop and, for the user centre, signed in as 小明: each one renders its page (no
// placeholder, no 404), shows no untranslated text key, keeps the user-centre frame under /user and needs no
// horizontal scrolling. A guest reads the help articles too, and the home page's notice shortcut opens the
// notices article. The payment success page, opened straight (as on return from Alipay or WeChat), draws its
// check mark at icon size; when the server ends the session, the next page shows its message and the login page
// without a reload. The harness fails the journey on any console error on the way.
import { api } from '../lib/api.mjs';
import { networkQuiet } from '../lib/browser.mjs';
import { assert, atPath, visible } from '../lib/expect.mjs';
import { SHOPPER, storefrontSignIn, tokenOf } from '../lib/sessions.mjs';

export const name = 'every storefront route renders its page in both languages';
// About 60 addresses, twice.
export const timeout = 420_000;

const WIDTH = 1200;
/** `localStorage` item of the chosen language (@shop/i18n detect.ts). */
const LANGUAGE_KEY = 'language';
/** The help articles by title (the demo's four; the storefront links them by title). */
const ARTICLES = ['网站公告', '其他合作', '帮助中心', '关于我们'];
/** The roots of the storefront's text keys (base bundle and the lazily added sections). */
const RAW_KEY =
  /\b(?:common|languages|login|menu|notFound|home|pages|fields|widgets|crud|messages|shop|pts|browse|account|promo|storeApply)\.[A-Za-z]\w*(?:\.[A-Za-z]\w*)*/;

/** base64(JSON), the storefront's `:params` segment. */
const params = (o) => Buffer.from(JSON.stringify(o)).toString('base64');
const article = (title) => `/user/article/${encodeURIComponent(title)}`;

/** Real ids of the demo shop as the API gives them to 小明. */
async function demoIds(baseUrl, token) {
  const first = async (path, query, what, pick = () => true) => {
    const r = await api(baseUrl, 'GET', path, { token, query });
    const rows = Array.isArray(r?.data?.data) ? r.data.data : Array.isArray(r?.data) ? r.data : [];
    const row = rows.find(pick);
    assert.ok(row, `the demo has no ${what} (${path}): ${JSON.stringify(r).slice(0, 200)}`);
    return row;
  };
  const goods = await first('/goods', { per_page: '30' }, 'goods');
  const detail = await api(baseUrl, 'GET', `/goods/${goods.id}`);
  const sku = Array.isArray(detail?.data?.goods_skus) ? detail.data.goods_skus[0] : undefined;
  const store = await first('/stores', {}, 'open store');
  const points = await first('/integral/goods', { per_page: '30' }, 'points goods');
  const address = await first('/user/addresses', { per_page: '10' }, 'address of 小明');
  const orders = await api(baseUrl, 'GET', '/user/orders', { token, query: { isResource: 'Home', per_page: '100' } });
  const list = orders?.data?.data ?? [];
  const byStatus = (...statuses) => list.find((o) => statuses.includes(Number(o.order_status)));
  const any = list[0];
  assert.ok(any, '小明 has no orders in the demo');
  const id = (o) => String((o ?? any).id);
  return {
    goods: goods.id,
    checkout: params({ order: [{ goods_id: goods.id, sku_id: sku?.id ?? 0, buy_num: 1 }], ifcart: 0 }),
    store: store.id,
    points: points.id,
    address: address.id,
    order: id(any),
    unpaid: id(byStatus(1)),
    toReview: id(byStatus(4, 6)),
    toRefund: id(byStatus(2, 3)),
    refunded: id(byStatus(5)),
  };
}

/** The shop's routes, then the user centre's, with real parameters. */
function routes(ids) {
  return {
    guest: ['/login', '/register', '/forget_password', ...ARTICLES.map(article)],
    shop: [
      '/',
      '/stores',
      `/store/${ids.store}`,
      '/store/join',
      '/store/step_1',
      '/store/step_2',
      '/store/step_3',
      '/s',
      `/s/${params({ keywords: encodeURIComponent('手机') })}`,
      `/goods/${ids.goods}`,
      '/carts',
      '/integral',
      '/integral/search',
      `/integral/search/${params({ cid: 0 })}`,
      `/integral/goods/${ids.points}`,
      `/integral/order/${ids.points}/1`,
      '/seckills',
      '/collectives',
      `/collectives/${params({ keywords: '' })}`,
      `/order/before/${ids.checkout}`,
      `/order/pay/${params({ order_id: [Number(ids.unpaid)] })}`,
      '/order/success',
    ],
    user: [
      '/user',
      '/user/address',
      '/user/address/form',
      `/user/address/form/${ids.address}`,
      '/user/comments',
      `/user/comment/add/${ids.toReview}`,
      '/user/info',
      '/user/safe',
      '/user/safe/password',
      '/user/safe/pay_password',
      '/user/safe/phone',
      '/user/safe/check',
      '/user/oauth',
      '/user/cashes',
      '/user/favorites',
      '/user/money',
      '/user/integral',
      '/user/frozen_money',
      '/user/orders',
      `/user/order/${ids.order}`,
      `/user/order/comment/${ids.toReview}`,
      `/user/order/refund/${ids.toRefund}`,
      `/user/order/refund_form/${ids.refunded}`,
      '/user/integral_order',
      '/user/coupons',
      '/user/distribution',
      '/user/distribution_users',
      '/user/distribution_logs',
      ...ARTICLES.map(article),
    ],
  };
}

/** Waits until the page's chunk and first data are in: no request in flight and no loading indicator left. */
async function settled(page) {
  await networkQuiet(page);
  await page
    .waitForFunction(() => !document.querySelector('.page-spin, .arco-spin-loading'), null, { timeout: 15_000 })
    .catch(() => {});
}

/** What is wrong with the page on screen, or null: placeholder, 404, raw key, missing frame, horizontal overflow. */
async function problemsOf(page, { userCentre }) {
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    return {
      placeholder: !!document.querySelector('[data-testid="placeholder"]'),
      notFound: !!document.querySelector('[data-testid="not-found"]'),
      frame: !!document.querySelector('.user-centre [data-testid="user-menu"]'),
      overflow: root.scrollWidth - root.clientWidth,
      text: document.body.innerText,
    };
  });
  const raw = found.text.match(RAW_KEY);
  if (found.placeholder) return 'shows the placeholder';
  if (found.notFound) return 'shows the 404 page';
  if (raw) return `shows the raw text key "${raw[0]}"`;
  if (userCentre && !found.frame) return 'is not inside the user-centre frame';
  if (found.overflow > 0) return `is ${found.overflow} px wider than the window (horizontal scrolling)`;
  return null;
}

async function tour(page, list, { userCentre, language }) {
  const failures = [];
  for (const path of list) {
    await page.goto(path);
    await settled(page);
    const lang = await page.evaluate(() => document.documentElement.lang);
    assert.equal(lang, language === 'en' ? 'en' : 'zh-CN', `${path} did not open in ${language}`);
    const problem = await problemsOf(page, { userCentre: userCentre && path.startsWith('/user') });
    if (problem) failures.push(`${path} (${language}, now at ${new URL(page.url()).pathname}) ${problem}`);
  }
  return failures;
}

async function setLanguage(page, language) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, language]);
}

/** The payment success page loaded straight draws its check mark at icon size, not page-wide. */
async function successMarkIsIconSized(page) {
  await page.goto('/order/success');
  await visible(page.getByTestId('order-success'), 'the payment success page');
  const width = await page
    .getByTestId('order-success')
    .locator('svg')
    .first()
    .evaluate((svg) => svg.getBoundingClientRect().width);
  assert.ok(width > 0 && width <= 100, `the success page's check mark is ${width} px wide`);
}

/**
 * A session the server has ended (here: its token revoked, as a password change elsewhere does): the next page
 * that asks the server shows the server's message and the login page, without reloading (docs/client-rules.md), so the message
 * is still on screen when the login form appears.
 */
async function expiredSession(page, baseUrl) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  assert.ok(token, '小明 is not signed in before his session is ended');
  const out = await api(baseUrl, 'POST', '/logout', { token, body: { provider: 'users' } });
  assert.equal(out.code, 200, `the session could not be ended: ${JSON.stringify(out).slice(0, 200)}`);
  const loginInv = await api(baseUrl, 'GET', '/user/orders', { token });
  assert.equal(loginInv.code, 401, 'the revoked token still opens the user centre');
  await page.evaluate(() => {
    window.__samePage = true;
  });
  await page.getByTestId('header-user-centre').first().click();
  await atPath(page, '/login');
  await visible(page.locator('.arco-message', { hasText: loginInv.msg }), `the server's message "${loginInv.msg}"`);
  await visible(page.getByTestId('login-username'), 'the login form');
  assert.equal(await page.evaluate(() => window.__samePage), true, 'the login page was reached by reloading');
}

/** The home page's notice shortcut opens the notices article, inside the frame, even for a guest. */
async function noticeShortcut(page) {
  await page.goto('/');
  await visible(page.getByTestId('home'), 'the home page');
  await page
    .locator(`a[href="${article('网站公告')}"]`)
    .first()
    .click();
  await atPath(page, article('网站公告'));
  await visible(page.getByTestId('article-body'), 'the notices article');
  await visible(page.getByTestId('user-menu'), 'the help menu beside the article');
}

export default async function storefrontAllRoutes({ page, baseUrl }) {
  await page.setViewportSize({ width: WIDTH, height: 800 });
  const token = await tokenOf(baseUrl, SHOPPER);
  const ids = await demoIds(baseUrl, token);
  const { guest, shop, user } = routes(ids);
  const failures = [];

  // A guest: the login pages and the help articles (public, the header links them).
  await page.goto('/');
  for (const language of ['zh-cn', 'en']) {
    await setLanguage(page, language);
    failures.push(...(await tour(page, guest, { userCentre: true, language })));
  }
  await setLanguage(page, 'zh-cn');
  await noticeShortcut(page);
  const guestTitle = await page.getByTestId('article-title').textContent();
  assert.ok(guestTitle?.includes('网站公告'), `the notices article is titled "${guestTitle}"`);

  // 小明, signed in: the shop, then the user centre, in both languages.
  await storefrontSignIn(page, SHOPPER);
  for (const language of ['zh-cn', 'en']) {
    await setLanguage(page, language);
    failures.push(...(await tour(page, [...shop, ...user], { userCentre: true, language })));
  }
  await setLanguage(page, 'zh-cn');
  await successMarkIsIconSized(page);
  await expiredSession(page, baseUrl);

  assert.deepEqual(failures, [], `pages that are not right:\n${failures.join('\n')}`);
}
