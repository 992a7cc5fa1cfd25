// What the phone journeys (`export const device = PHONE`) share: the language they run in, the storefront's
// sign-in pressed with a finger, the bottom tab bar, tap-target checks of the controls a journey presses, and the
// screenshots of their key screens (e2e/artifacts/phone/).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assert, atPath, visible } from './expect.mjs';
import { fill } from './forms.mjs';
import { TARGET } from './fit.mjs';

const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'phone');

/** `localStorage` item of the chosen language (@shop/i18n detect.ts); its values, and `<html lang>` for each. */
export const LANGUAGE_KEY = 'language';
export const LANGUAGES = ['zh-cn', 'en'];
const HTML_LANG = { 'zh-cn': 'zh-CN', en: 'en' };

/** Waits until the document is in `language` ('zh-cn' or 'en'). */
export async function inLanguage(page, language, timeout = 10_000) {
  const want = HTML_LANG[language];
  try {
    await page.waitForFunction((lang) => document.documentElement.lang === lang, want, { timeout });
  } catch {
    const now = await page.evaluate(() => document.documentElement.lang);
    throw new Error(`the page is in "${now}", expected "${want}"`);
  }
}

/** Chooses the language before the next page load, as a returning shopper's choice would be kept. */
export async function setLanguage(page, language) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, language]);
}

/**
 * Switches the page's language with the header's switch (`.header [data-testid=lang-switch]`), which on a phone
 * sits beside the search box, and waits until the document is in it.
 */
export async function switchLanguageInHeader(page, language) {
  const current = await page.evaluate(() => document.documentElement.lang);
  if (current === HTML_LANG[language]) return;
  const toggle = page.locator('.header [data-testid="lang-switch"]');
  await visible(toggle, "the header's language switch");
  await assertTappable(toggle, "the header's language switch");
  await toggle.tap();
  await inLanguage(page, language);
  assert.equal(
    await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY),
    language,
    'the chosen language is not kept for the next visit',
  );
}

/** Fails unless the (visible) control is at least 44x44 px, as a finger needs (WCAG 2.5.5). */
export async function assertTappable(locator, what) {
  const box = await locator.first().boundingBox();
  assert.ok(box, `${what} has no box on screen`);
  assert.ok(
    Math.round(box.width) >= TARGET && Math.round(box.height) >= TARGET,
    `${what} is ${Math.round(box.width)}x${Math.round(box.height)} px, under ${TARGET}x${TARGET}`,
  );
}

/** Taps a tab of the bottom tab bar (`home`, `category`, `cart`, `mine`) and waits for its page. */
export async function tapTab(page, tab, path) {
  const item = page.getByTestId(`tab-${tab}`);
  await visible(item, `the ${tab} tab`);
  await item.tap();
  if (path) await atPath(page, path);
}

/**
 * Signs in on the storefront's login page (`/login`, or the one the page is on) with taps; answers the response
 * of `POST /api/login`. Waits until the page has left the login page.
 */
export async function phoneSignIn(page, who) {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await fill(page.getByTestId('login-username'), who.username);
  await fill(page.getByTestId('login-password'), who.password);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login');
  await page.getByTestId('login-submit').tap();
  const body = await (await answered).json();
  assert.equal(body.code, 200, `${who.username} could not sign in: ${body.msg}`);
  await page.waitForURL((url) => url.pathname !== '/login');
  return body;
}

/** The storefront's token in the page's storage (the shopper signed in there). */
export const pageToken = (page) => page.evaluate(() => localStorage.getItem('token'));

/** Saves the screen as `e2e/artifacts/phone/<journey>-<step>-<language>.png`; answers the file's name. */
export async function shot(page, journey, step, language) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = `${journey}-${step}-${language}.png`;
  await page.screenshot({ path: path.join(SHOTS, file) });
  return file;
}
