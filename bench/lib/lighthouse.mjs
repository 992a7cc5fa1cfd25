// Lighthouse (this repository's, from npm) on Debian's Chromium: the performance category of a page, mobile (the
// default: simulated slow 4G and a mid-range phone) and desktop (`--preset=desktop`), each run `runs` times with
// the lowest score kept (with that run's LCP and CLS), since one run can be lucky on a shared machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../e2e/lib/browser.mjs';

const CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js');

export const FORM_FACTORS = ['mobile', 'desktop'];

/**
 * A browser profile in which the page's origin keeps these `localStorage` items (a signed-in shopper's `token`): a
 * Lighthouse run on it, told not to reset storage, measures a page only a signed-in visitor sees (the cart).
 */
export async function profileWithStorage(origin, items) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await context.newPage();
    await page.goto(origin);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(items));
  } finally {
    await context.close();
  }
  return dir;
}

/** One Lighthouse run in its own process; answers the parsed report (JSON). `profile`: see profileWithStorage. */
function runOnce(url, formFactor, profile) {
  const out = path.join(os.tmpdir(), `shop-bench-lighthouse-${process.pid}-${Date.now()}.json`);
  // Chromium takes the last --user-data-dir it is given: the profile wins over the temporary one of the launcher.
  const flags = profile ? [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`] : CHROMIUM_FLAGS;
  const args = [
    CLI,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--chrome-flags=${flags.join(' ')}`,
    ...(profile ? ['--disable-storage-reset'] : []),
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c) => {
      err = (err + c).slice(-4000);
    });
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited ${code}: ${err.trim().slice(-500)}`);
        resolve(JSON.parse(fs.readFileSync(out, 'utf8')));
      } catch (e) {
        reject(e);
      } finally {
        fs.rmSync(out, { force: true });
      }
    });
  });
}

const numeric = (report, audit) => report.audits[audit]?.numericValue ?? null;

/**
 * The lowest-scoring of `runs` runs: score (0-100), LCP (ms), CLS, and the other scores for the record. With a
 * `profile`, every run starts from its storage (and must end on `url`, not on a redirect to the login).
 */
export async function lighthouse(url, formFactor, runs = 2, profile = undefined) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    const report = await runOnce(url, formFactor, profile);
    if (profile && new URL(report.finalDisplayedUrl ?? url).pathname !== new URL(url).pathname) {
      throw new Error(`the signed-in page ${url} ended on ${report.finalDisplayedUrl}`);
    }
    if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
    all.push({
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(numeric(report, 'largest-contentful-paint')),
      cls: Math.round(numeric(report, 'cumulative-layout-shift') * 1000) / 1000,
      fcpMs: Math.round(numeric(report, 'first-contentful-paint')),
      tbtMs: Math.round(numeric(report, 'total-blocking-time')),
      transferKb: Math.round(numeric(report, 'total-byte-weight') / 1024),
    });
  }
  const worst = all.reduce((a, b) => (b.score < a.score ? b : a));
  return { ...worst, scores: all.map((r) => r.score) };
}
