// The first pages of a visit (the home, a goods page, a search page, the cart) and the back offices' sign-in page
// name in their HTML what they need first, so a phone fetches it together with the HTML: the page's chunks and
// texts, its API answers and the picture of its largest paint. A hint is only worth its bytes when the page then uses it:
// each preloaded address must be one the page itself asks for (an API answer fetched once, not twice), the
// preloaded picture must be the one the page shows, and Chromium must not warn of a preload left unused.
import { api } from '../lib/api.mjs';
import { assert, visible } from '../lib/expect.mjs';
import { SHOPPER, tokenOf } from '../lib/sessions.mjs';

export const name = 'first pages preload exactly what they then use';

const params = (o) => Buffer.from(JSON.stringify(o)).toString('base64');

/** The `<link>`s the server put in a page's HTML, by kind. */
function hintsIn(html) {
  const of = (re) => [...html.matchAll(re)].map((m) => m[1].replace(/&amp;/g, '&'));
  return {
    images: of(/<link rel="preload" as="image" href="([^"]+)"/g),
    fetches: of(/<link rel="preload" as="fetch" crossorigin href="([^"]+)"/g),
    modules: of(/<link rel="modulepreload" crossorigin href="([^"]+)"/g),
    styles: of(/<link rel="preload" as="style" crossorigin href="([^"]+)"/g),
  };
}

/**
 * Opens the page as Chromium does (its own Accept-Language decides which texts are named) and records what it
 * fetches. A page waits only 50 ms for its hints, so the first visit of an address on a cold server may go without
 * them: the page is opened again until its HTML has them, for up to 10 s.
 */
async function check(page, path, { ready, picture, needsApi = true }) {
  const until = Date.now() + 10_000;
  for (;;) {
    const requests = [];
    const warnings = [];
    const onRequest = (req) => requests.push(new URL(req.url()).pathname + new URL(req.url()).search);
    const onConsole = (msg) => {
      if (/preload/i.test(msg.text())) warnings.push(msg.text());
    };
    page.on('request', onRequest);
    page.on('console', onConsole);
    const res = await page.goto(path);
    const hints = hintsIn(await res.text());
    await ready();
    if ((needsApi && !hints.fetches.length) || !hints.modules.length) {
      page.off('request', onRequest);
      page.off('console', onConsole);
      assert.ok(Date.now() < until, `${path}: its HTML names no chunk or API answer of the page`);
      continue;
    }
    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(3500);
    page.off('request', onRequest);
    page.off('console', onConsole);

    for (const address of hints.fetches) {
      const times = requests.filter((r) => r === address).length;
      assert.equal(times, 1, `${path}: the preloaded ${address} was fetched ${times} times (the page asked again?)`);
    }
    for (const file of [...hints.modules, ...hints.styles]) {
      assert.ok(requests.includes(file), `${path}: the preloaded ${file} was not fetched`);
    }
    if (picture) {
      assert.deepEqual(hints.images, [await picture()], `${path}: the preloaded picture is not the one the page shows`);
    }
    assert.deepEqual(warnings, [], `${path}: Chromium warns about preloads`);
    return;
  }
}

export default async function storefrontPreloads({ page, baseUrl }) {
  await page.setViewportSize({ width: 1200, height: 900 });

  await check(page, '/', {
    ready: () => visible(page.locator('[data-testid="home-banner"] img').first(), 'the home banner'),
    picture: () => page.locator('[data-testid="home-banner"] .is-active img').first().getAttribute('src'),
  });

  const list = await api(baseUrl, 'GET', '/goods', { query: { per_page: '5' } });
  const goodsId = list.data.data[0].id;
  await check(page, `/goods/${goodsId}`, {
    ready: () => visible(page.locator('[data-testid="gallery-main"] img').first(), 'the goods picture'),
    picture: () => page.locator('[data-testid="gallery-main"] img').first().getAttribute('src'),
  });

  for (const path of [
    '/s/%E6%89%8B%E6%9C%BA',
    `/s/${params({ sort_type: 'goods_price', sort_order: 'asc' })}?page=2`,
  ]) {
    await check(page, path, {
      ready: () => visible(page.locator('.goods-card__image').first(), 'the first result'),
      picture: () => page.locator('.goods-card__image').first().getAttribute('src'),
    });
  }

  // The cart, signed in: its chunks only (its answers carry the shopper's token, so none is named).
  // Any page of the shop's origin to set the token on (an unknown address, used before, now answers 404).
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('token', token), await tokenOf(baseUrl, SHOPPER));
  await check(page, '/carts', {
    ready: () => visible(page.locator('[data-testid="cart"], [data-testid="cart-empty"]').first(), 'the cart'),
    needsApi: false,
  });
  await page.evaluate(() => localStorage.removeItem('token'));

  await check(page, '/Admin/login', {
    ready: () => visible(page.getByTestId('login-submit'), 'the Admin sign-in form'),
    needsApi: false,
  });
}
