// The few assertions the journeys need, with messages that say what a person would have seen.
import assert from 'node:assert/strict';
import { axeCheckpoint } from './axe.mjs';

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Waits until the locator is visible. */
export async function visible(locator, what, timeout = 15_000) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`${what} did not become visible within ${timeout / 1000} s`);
  }
  await axeCheckpoint(locator.page());
}

/** Waits until the page's path (without origin and query) equals `path`. */
export async function atPath(page, path, timeout = 15_000) {
  try {
    await page.waitForURL((url) => url.pathname.replace(/\/+$/, '') === path.replace(/\/+$/, ''), { timeout });
  } catch {
    throw new Error(`expected to be at ${path}, but the page is at ${new URL(page.url()).pathname}`);
  }
}

/** Waits until the locator's text is non-empty (after trimming) and returns it. */
export async function textOf(locator, what, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const text = (
      (await locator
        .first()
        .textContent()
        .catch(() => '')) ?? ''
    ).trim();
    if (text) {
      await axeCheckpoint(locator.page());
      return text;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} stayed empty for ${timeout / 1000} s`);
}

/** Polls `read()` until it returns text without Chinese characters; fails showing the offending text. */
export async function noChinese(read, what, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let text = '';
  while (Date.now() < deadline) {
    text = await read();
    if (!CJK.test(text)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const hits = [...new Set(text.split(/\s+/).filter((w) => CJK.test(w)))].slice(0, 12);
  throw new Error(`${what} still shows Chinese text after switching to English: ${hits.join(' | ')}`);
}

export { assert };
