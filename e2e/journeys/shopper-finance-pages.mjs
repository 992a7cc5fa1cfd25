// The storefront's points, withdrawal and referral pages in both languages, at the 1200 px the shop is
// drawn for. 小明 opens each one in Chinese, then again in English: each page is built (its own block, no "under
// construction" stand-in), the user-centre pages in their frame (card and menu), no untranslated key anywhere,
// nothing wider than the window nor a table column squeezed to nothing, and in English the page's own texts (titles, labels, table heads, tabs, buttons)
// without Chinese; data (goods names, money-log names) stays as the shop wrote it.
import { api } from '../lib/api.mjs';
import { assert, noChinese, visible } from '../lib/expect.mjs';
import { ADMIN, SHOPPER, cents, credit, noRawKeys, shopperInfo, storefrontSignIn, tokenOf } from '../lib/sessions.mjs';
import { networkQuiet } from '../lib/browser.mjs';

export const name = 'points, withdrawal and referral pages in Chinese and English at 1200 px';

const WIDTH = 1200;

/** The page's own texts in English: every match of `selector` inside the page block must be free of Chinese. */
const USER_CENTRE_TEXTS = ['.user-centre__title', 'thead', '[role="tablist"]', '.money-logs__balance > span'];

/**
 * Every route of the issue: its address, the block that shows it is built, whether it sits in the user centre,
 * and the selectors (inside the block) of its own texts.
 */
function routesOf(goodsId) {
  return [
    {
      path: '/integral',
      block: 'integral-me',
      // The category sections are titled by the shop's category names: only the hot picks' head is the page's.
      texts: ['.pts-strip', '[data-testid="integral-hot"] .pts-section__head', '.pts-section__head a'],
    },
    {
      path: '/integral/search',
      block: 'integral-filters',
      texts: ['.filter-label', '[data-testid="integral-class-all"]', '.sort-bar', '.pts-search'],
    },
    {
      path: `/integral/goods/${goodsId}`,
      block: 'integral-goods-title',
      texts: ['.goods-row__label', '[data-testid="integral-redeem"]', '.pts-section__head'],
    },
    {
      path: `/integral/order/${goodsId}/1`,
      block: 'integral-order',
      texts: ['.buy-box-title', 'thead', '.pts-order-foot > div', '[data-testid="integral-order-pay"]'],
    },
    { path: '/user/integral', block: 'user-money-integral', user: true },
    {
      path: '/user/integral_order',
      block: 'user-integral-orders',
      user: true,
      texts: ['[data-testid="integral-order-status"]'],
    },
    { path: '/user/cashes', block: 'user-cashes', user: true, texts: ['[data-testid="cash-status"]'] },
    { path: '/user/money', block: 'user-money-money', user: true },
    { path: '/user/frozen_money', block: 'user-money-frozen', user: true },
    { path: '/user/distribution', block: 'user-distribution', user: true, texts: ['.dist-link__label', 'button'] },
    { path: '/user/distribution_users', block: 'user-distribution-users', user: true },
    {
      path: '/user/distribution_logs',
      block: 'user-distribution-logs',
      user: true,
      // The level column: the server's level names are shown in the page's language.
      texts: ['[data-testid="dist-log-status"]', '[data-testid="dist-log"] td:first-child'],
    },
  ];
}

/**
 * 小明 holds a points order, so its list shows a row (status, courier) in both languages: one is redeemed through
 * the API (the mall's own journey does it in the browser), with points topped up by the platform when short.
 */
async function redeemOnce(baseUrl, goods) {
  const token = await tokenOf(baseUrl, SHOPPER);
  const me = await shopperInfo(baseUrl, token);
  if (cents(me.integral) < cents(goods.goods_price)) {
    await credit(baseUrl, await tokenOf(baseUrl, ADMIN, 'admins'), me.id, goods.goods_price, 2);
  }
  const addresses = await api(baseUrl, 'GET', '/user/addresses', { token });
  const address = (addresses?.data?.data ?? addresses?.data ?? [])[0];
  assert.ok(address, '小明 has no delivery address');
  const paid = await api(baseUrl, 'POST', '/integral/pay', {
    token,
    body: { id: String(goods.id), buy_num: '1', address_id: String(address.id), remark: '' },
  });
  assert.equal(paid.code, 200, `the points order was refused: ${paid.msg}`);
}

/** Opens one route and checks it as the header says; `english` adds the Chinese check of its own texts. */
async function checkRoute(page, route, english) {
  const where = `${route.path}${english ? ' (en)' : ''}`;
  await page.goto(route.path);
  const block = page.getByTestId(route.block);
  await visible(block, `the page block of ${where}`);
  if (route.user) {
    await visible(page.getByTestId('user-menu'), `the user-centre menu on ${where}`);
    await visible(page.getByTestId('user-nickname'), `the shopper card on ${where}`);
  }
  // The page's data has answered: no request in flight, no spinner left.
  await networkQuiet(page);
  await page
    .locator('.arco-spin-loading')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  assert.equal(await page.getByTestId('placeholder').count(), 0, `${where} is the "under construction" stand-in`);
  const body = await page.locator('body').innerText();
  assert.ok(!/页面建设中|under construction/i.test(body), `${where} says it is under construction`);
  await noRawKeys(page, where);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${where} is ${overflow} px wider than the ${WIDTH} px window`);
  // A column squeezed by the others' widths hides its heading under the next one.
  const squeezed = await page
    .locator('table th')
    .evaluateAll((cells) => cells.filter((c) => c.getBoundingClientRect().width < 40).map((c) => c.textContent));
  assert.deepEqual(squeezed, [], `${where} has table columns narrower than 40 px`);
  if (!english) return;
  const frame = route.user ? page.locator('.user-centre') : page.locator('body');
  const selectors = [...(route.user ? USER_CENTRE_TEXTS : []), ...(route.texts ?? [])];
  if (route.user) await noChinese(() => page.getByTestId('user-menu').innerText(), `the user-centre menu on ${where}`);
  for (const selector of selectors) {
    const parts = frame.locator(selector);
    const n = await parts.count();
    for (let i = 0; i < n; i++) {
      await noChinese(() => parts.nth(i).innerText(), `"${selector}" on ${where}`);
    }
  }
}

export default async function shopperFinancePages({ page, baseUrl }) {
  await page.setViewportSize({ width: WIDTH, height: 800 });
  const params = Buffer.from(JSON.stringify({})).toString('base64');
  const list = await api(baseUrl, 'GET', '/integral/goods', { query: { params, per_page: '10' } });
  const goods = (list?.data?.data ?? []).find((g) => Number(g.goods_stock) > 0);
  assert.ok(goods, 'the points mall has no goods in stock');
  const routes = routesOf(goods.id);

  await storefrontSignIn(page, SHOPPER);
  await redeemOnce(baseUrl, goods);
  for (const route of routes) await checkRoute(page, route, false);

  await page.getByTestId('lang-switch').first().click();
  await page.waitForFunction(() => localStorage.getItem('language') === 'en' || document.documentElement.lang === 'en');
  for (const route of routes) await checkRoute(page, route, true);
}
