// Debian's Chromium driven by playwright-core (no browser download): the flags this machine needs, and one
// monitored page per journey that records console errors, uncaught page errors and failed requests.
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { axeCheckpoint, axeProblems } from './axe.mjs';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Without the background-networking flags Chromium keeps dialling Google's hosts on a closed network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORT = { width: 1280, height: 800 };

/**
 * A phone as the phone journeys use it (a journey exports `device = PHONE`): 375x812 portrait, touch, mobile
 * viewport rules. Such a journey taps (`locator.tap()`) where a shopper's finger would.
 */
export const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Launches Chromium; playwright gives every launch a fresh, temporary user-data-dir of its own. */
export async function launchBrowser() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROME_PATH)`);
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, timeout: 60_000 });
}

/**
 * A fresh context (own cookies and storage) and page for one journey, with its problems collected; `device` gives
 * the context's viewport and, for a phone, touch (`PHONE`).
 * `problems()` lists console errors, uncaught exceptions and failed requests; a journey fails on any of the
 * first two, on requests that failed at the network level or answered 5xx, and on critical or serious axe
 * violations of the states it reached (lib/axe.mjs).
 */
export async function openPage(browser, { baseUrl, locale = 'zh-CN', device = { viewport: VIEWPORT } }) {
  const context = await browser.newContext({ ...device, locale, baseURL: baseUrl });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const consoleErrors = [];
  const pageErrors = [];
  const failedRequests = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') {
      const loc = msg.location();
      consoleErrors.push(`${msg.text()}${loc?.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (err) => pageErrors.push(err.stack || String(err)));
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? 'failed';
    // A navigation or fetch cancelled by the page itself (route change, aborted query) is not a failure.
    if (reason.includes('ERR_ABORTED')) return;
    failedRequests.push(`${req.method()} ${req.url()}: ${reason}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 500) failedRequests.push(`${res.request().method()} ${res.url()}: HTTP ${res.status()}`);
  });
  trackRequests(page);
  return {
    context,
    page,
    problems: () => [
      ...consoleErrors.map((m) => `console error: ${m}`),
      ...pageErrors.map((m) => `uncaught exception: ${m}`),
      ...failedRequests.map((m) => `failed request: ${m}`),
      ...axeProblems(page),
    ],
  };
}

/** Requests in flight per page, and when that last changed (for `networkQuiet`). */
const inFlight = new WeakMap();

function trackRequests(page) {
  const state = { open: new Set(), changedAt: Date.now() };
  const start = (req) => {
    state.open.add(req);
    state.changedAt = Date.now();
  };
  const end = (req) => {
    if (state.open.delete(req)) state.changedAt = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  inFlight.set(page, state);
}

/**
 * Resolves once the page has had no request in flight for `idleMs`, or after `timeout` (never rejects). Playwright's
 * `networkidle` waits 500 ms of quiet, which a journey opening a hundred pages pays a hundred times; between a
 * page's requests (its chunk, then its texts and data) the gap is a script's evaluation, well under `idleMs`.
 */
export async function networkQuiet(page, { idleMs = 200, timeout = 15_000 } = {}) {
  const state = inFlight.get(page);
  if (!state) return page.waitForLoadState('networkidle', { timeout }).catch(() => {});
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if (state.open.size === 0 && Date.now() - state.changedAt >= idleMs) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await axeCheckpoint(page);
}
