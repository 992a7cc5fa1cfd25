// Every storefront route (the shop's, then the user centre's) opened in Chinese and in English at 1200 px,
// with real ids from the demo shop and, for the user centre, signed in as 小明: each one renders its page (no
// placeholder, no 404), shows no untranslated text key, keeps the user-centre frame under /user and needs no
// horizontal scrolling. A guest reads the help articles too, and the home page's notice shortcut opens the
// notices article. The payment success page, opened straight (as on return from Alipay or WeChat), draws its
// check mark at icon size; when the server ends the session, the next page shows its message and the login page
// without a reload. The harness fails the journey on any console error on the way.
import { api } from '../lib/api.mjs';
import { article, demoIds, storefrontRoutes } from '../lib/storefront-routes.mjs';
import { networkQuiet } from '../lib/browser.mjs';
import { assert, atPath, visible } from '../lib/expect.mjs';
import { SHOPPER, storefrontSignIn, tokenOf } from '../lib/sessions.mjs';

export const name = 'every storefront route renders its page in both languages';
// About 60 addresses, twice.
export const timeout = 420_000;

const WIDTH = 1200;
/** `localStorage` item of the chosen language (@shop/i18n detect.ts). */
const LANGUAGE_KEY = 'language';
/** The roots of the storefront's text keys (base bundle and the lazily added sections). */
const RAW_KEY =
  /\b(?:common|languages|login|menu|notFound|home|pages|fields|widgets|crud|messages|shop|pts|browse|account|promo|storeApply)\.[A-Za-z]\w*(?:\.[A-Za-z]\w*)*/;

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
  const { guest, shop, user } = storefrontRoutes(ids);
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
