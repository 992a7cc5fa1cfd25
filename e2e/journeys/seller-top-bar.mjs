// A store owner's console top bar at the common laptop widths: at 1200 and 1280 px, in Chinese and in English,
// every module tab (the last one is "system": staff and roles) shows its whole name and lies wholly inside the tab
// bar, left of the language button, and the bar needs no scrolling. At 768 px (the menu folded) the tabs still fit,
// as icons beside the open one; on a 375 px phone the top bar stays inside the window, its tabs scrolling within
// their bar. Then the server ends the session: the next module the owner opens shows the server's message and the
// Seller login page, without reloading the page (docs/client-rules.md).
import { api } from '../lib/api.mjs';
import { assert, atPath, visible } from '../lib/expect.mjs';
import { OWNER, backOfficeSignIn } from '../lib/sessions.mjs';
import { networkQuiet } from '../lib/browser.mjs';

export const name = 'seller top bar shows every module; an ended session returns to login with its message';

/** `localStorage` item of the chosen language (@shop/i18n detect.ts). */
const LANGUAGE_KEY = 'language';

/** Where the tabs, the bar and the language button are on screen. */
async function topBar(page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.console-modules');
    const lang = document.querySelector('.console-lang');
    if (!bar || !lang) return null;
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right };
    };
    const header = document.querySelector('.console-header');
    return {
      bar: { ...box(bar), scroll: bar.scrollWidth - bar.clientWidth },
      lang: box(lang),
      header: { ...box(header), scroll: header.scrollWidth - header.clientWidth },
      window: document.documentElement.clientWidth,
      tabs: [...bar.querySelectorAll('[data-testid="console-module"]')].map((tab) => ({
        ...box(tab),
        name: tab.getAttribute('aria-label') || tab.textContent || '',
        // A tab showing less than its name (an icon, a shortened name) carries the name as its accessible name.
        whole: !tab.getAttribute('aria-label') && !!tab.textContent?.trim(),
        checked: tab.getAttribute('aria-selected') === 'true',
      })),
    };
  });
}

async function everyTabShown(page, width, language) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, language]);
  await page.reload();
  await visible(page.getByTestId('console-module'), `the module tabs (${width} px, ${language})`);
  await networkQuiet(page, { timeout: 10_000 });
  const found = await topBar(page);
  assert.ok(found, 'the console has no top bar');
  assert.equal(found.tabs.length, 7, `the owner should see 7 modules, not ${found.tabs.length}`);
  const where = `at ${width} px in ${language}`;
  assert.ok(found.header.right <= found.window + 0.5, `the top bar leaves the window ${where}`);
  assert.ok(found.header.scroll <= 0, `the top bar overflows by ${found.header.scroll} px ${where}`);
  for (const tab of found.tabs) assert.ok(tab.name.trim(), `a module tab has no name ${where}`);
  // A phone leaves the tabs a sliver: they scroll within their bar, which stays left of the language button.
  if (width < 768) {
    assert.ok(found.bar.right <= found.lang.left + 0.5, `the tab bar runs under the language button ${where}`);
    return;
  }
  assert.ok(found.bar.scroll <= 0, `the module tabs scroll by ${found.bar.scroll} px ${where}`);
  for (const tab of found.tabs) {
    assert.ok(
      tab.left >= found.bar.left - 0.5 && tab.right <= found.bar.right + 0.5 && tab.right <= found.lang.left,
      `the "${tab.name}" tab is cut off or under the language button ${where}`,
    );
    if (width >= 1200) assert.ok(tab.whole, `the "${tab.name}" tab does not show its whole name ${where}`);
  }
  assert.ok(
    found.tabs.some((tab) => tab.checked && tab.whole),
    `the open module's tab does not show its name ${where}`,
  );
}

async function endedSession(page, baseUrl) {
  const token = await page.evaluate(() => localStorage.getItem('seller_token'));
  assert.ok(token, 'the owner is not signed in');
  const out = await api(baseUrl, 'POST', '/logout', { token, body: { provider: 'users' } });
  assert.equal(out.code, 200, `the session could not be ended: ${JSON.stringify(out).slice(0, 200)}`);
  const refused = await api(baseUrl, 'GET', '/Seller/goods', { token });
  assert.equal(refused.code, 401, 'the revoked token still opens the Seller area');
  await page.evaluate(() => {
    window.__samePage = true;
  });
  // Goods: its list asks the server at once.
  await page.getByTestId('console-module').nth(1).click();
  await atPath(page, '/Seller/login');
  await visible(page.locator('.arco-message', { hasText: refused.msg }), `the server's message "${refused.msg}"`);
  await visible(page.getByTestId('login-username'), 'the Seller login form');
  assert.equal(await page.evaluate(() => window.__samePage), true, 'the login page was reached by reloading');
}

export default async function sellerTopBar({ page, baseUrl }) {
  await backOfficeSignIn(page, '/Seller', OWNER);
  for (const width of [1200, 1280, 768, 375]) {
    for (const language of ['zh-cn', 'en']) await everyTabShown(page, width, language);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(([key]) => localStorage.setItem(key, 'zh-cn'), [LANGUAGE_KEY]);
  await page.reload();
  await visible(page.getByTestId('console-module'), 'the module tabs');
  await endedSession(page, baseUrl);
}
