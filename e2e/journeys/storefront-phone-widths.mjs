// Every storefront route (the shop's and the user centre's, the phone's category page too) opened on phones of
// 360, 375 and 414 px with touch, in Chinese and in English, and at 768 px: on a phone the document is exactly as
// wide as the window, every control a shopper taps is at least 44x44 px, no text is cut or stacked one character
// per line and none is under 12 px (e2e/lib/fit.mjs measures them); at 768 px nothing overflows. A failure names
// the route, the width and the element's selector. Console errors and uncaught exceptions fail it too.
import { axeCheckpoint, axeProblems } from '../lib/axe.mjs';
import { networkQuiet } from '../lib/browser.mjs';
import { assert } from '../lib/expect.mjs';
import { fitOf, fitProblems } from '../lib/fit.mjs';
import { SHOPPER, shopperInfo, tokenOf } from '../lib/sessions.mjs';
import { demoIds, storefrontRoutes } from '../lib/storefront-routes.mjs';

export const name = 'every storefront route fits phones of 360, 375 and 414 px with touch, and 768 px';
// About 65 addresses, five times, two at once.
export const timeout = 600_000;

/** Each pass: a width, a language, and whether only the width is judged (between phone and desktop). */
const PASSES = [
  { width: 375, language: 'zh-cn' },
  { width: 375, language: 'en' },
  { width: 360, language: 'en' },
  { width: 414, language: 'zh-cn' },
  { width: 768, language: 'en', widthOnly: true },
];

/** Waits until the page's chunk and first data are in: no request in flight and no loading indicator left. */
async function settled(page) {
  await networkQuiet(page);
  await page
    .waitForFunction(() => !document.querySelector('.page-spin, .arco-spin-loading, .arco-spin-icon'), null, {
      timeout: 15_000,
    })
    .catch(() => {});
}

/** One width and language: a guest's pages, then 小明's (his session set as the storefront keeps it). */
async function pass(browser, baseUrl, session, lists, { width, language, widthOnly = false }) {
  const phone = width < 768;
  const context = await browser.newContext({
    viewport: { width, height: 812 },
    isMobile: phone,
    hasTouch: phone,
    locale: language === 'en' ? 'en-US' : 'zh-CN',
    baseURL: baseUrl,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(`console error: ${msg.text()}`));
  page.on('pageerror', (err) => errors.push(`uncaught exception: ${err.message}`));
  const failures = [];
  const visit = async (routes) => {
    for (const route of routes) {
      await page.goto(route);
      await settled(page);
      // This journey makes its own pages: the harness's accessibility check is asked for here, at the two
      // phone passes (414 and 360 px lay out as 375 does).
      if (width === 375) await axeCheckpoint(page);
      const fit = await fitOf(page);
      const lines = widthOnly
        ? fit.width > fit.viewport
          ? fitProblems({ ...fit, targets: [], targetCount: 0, cut: [], vertical: [], tiny: [] })
          : []
        : fitProblems(fit);
      if (lines.length) failures.push(`${route} at ${width} px (${language}):\n${lines.join('\n')}`);
    }
  };
  try {
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await visit(lists.guest);
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [session.token, JSON.stringify(session.user)],
    );
    await visit(lists.signedIn);
  } finally {
    await context.close();
  }
  return [...failures, ...errors.map((e) => `${width} px (${language}) ${e}`), ...axeProblems(page)];
}

export default async function storefrontPhoneWidths({ page, baseUrl }) {
  const token = await tokenOf(baseUrl, SHOPPER);
  const session = { token, user: await shopperInfo(baseUrl, token) };
  const { guest, shop, user } = storefrontRoutes(await demoIds(baseUrl, token));
  // The help articles are judged once, signed in (a guest sees the same page).
  const lists = { guest: guest.filter((path) => !path.startsWith('/user')), signedIn: [...shop, ...user] };
  const browser = page.context().browser();
  assert.ok(browser, 'no browser behind the journey page');

  const failures = [];
  // Two passes at a time: each waits on the server and the network as much as on the browser.
  const queue = [...PASSES];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      failures.push(...(await pass(browser, baseUrl, session, lists, next)));
    }
  };
  await Promise.all([worker(), worker()]);
  assert.deepEqual(failures, [], `pages that do not fit:\n${failures.join('\n')}`);
}
