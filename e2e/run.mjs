// The browser journeys: builds what is missing, starts the built server on a free port with a temporary data
// folder, drives Debian's Chromium through every e2e/journeys/*.mjs (each in a fresh context, 1280x800) and
// fails a journey on any console error, uncaught exception or failed request. Screenshots and logs of failed
// journeys go to e2e/artifacts/.
//
//   npm run test:e2e                 all journeys
//   npm run test:e2e -- admin        journeys whose file name contains "admin"
//   node e2e/run.mjs --json out.json also write {passed, failed, journeys[]} (used by npm test)
//   npm run test:e2e -- --screenshots  also keep a screenshot of where each passing journey ended
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from '../scripts/builds.mjs';
import { startServer } from './lib/server.mjs';
import { launchBrowser, networkQuiet, openPage } from './lib/browser.mjs';
import { axeReport } from './lib/axe.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ARTIFACTS = path.join(HERE, 'artifacts');
// A journey may export a longer `timeout` (ms) when it walks through several areas, and a `device` (lib/browser.mjs
// PHONE) to run on a phone with touch instead of the 1280x800 desktop.
const JOURNEY_TIMEOUT_MS = 90_000;

const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : null;
const filters = args.filter((a, i) => !a.startsWith('--') && (jsonAt < 0 || i !== jsonAt + 1));
const screenshots = args.includes('--screenshots');

const say = (line) => process.stdout.write(`${line}\n`);

function writeSummary(summary) {
  if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify(summary, null, 2));
}

async function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function main() {
  const files = fs
    .readdirSync(path.join(HERE, 'journeys'))
    .filter((f) => f.endsWith('.mjs') && (filters.length === 0 || filters.some((q) => f.includes(q))))
    .sort();
  if (files.length === 0) {
    say(`e2e: no journey matches ${filters.join(', ')}`);
    writeSummary({ passed: 0, failed: 1, journeys: [] });
    return 1;
  }

  if (!ensureBuilt({ log: (m) => say(`e2e: ${m}`) })) {
    writeSummary({ passed: 0, failed: 1, journeys: [], error: 'build failed' });
    return 1;
  }

  fs.mkdirSync(ARTIFACTS, { recursive: true });
  for (const old of fs.readdirSync(ARTIFACTS)) fs.rmSync(path.join(ARTIFACTS, old), { force: true, recursive: true });

  let server;
  let browser;
  const results = [];
  try {
    server = await startServer();
    say(`e2e: server ready at ${server.baseUrl} in ${(server.readyMs / 1000).toFixed(1)} s (fresh data folder)`);
    browser = await launchBrowser();
    say(`e2e: Chromium ${browser.version()}`);

    for (const file of files) {
      const mod = await import(pathToFileURL(path.join(HERE, 'journeys', file)).href);
      const title = mod.name ?? file;
      const started = Date.now();
      const { context, page, problems } = await openPage(browser, { baseUrl: server.baseUrl, device: mod.device });
      let error = null;
      try {
        await withTimeout(
          mod.default({ page, baseUrl: server.baseUrl }),
          mod.timeout ?? JOURNEY_TIMEOUT_MS,
          'the journey',
        );
        // Let late requests and renders report their errors before judging.
        await networkQuiet(page, { idleMs: 300, timeout: 5000 });
      } catch (err) {
        error = err;
      }
      const found = problems();
      const ok = !error && found.length === 0;
      const ms = Date.now() - started;
      const base = file.replace(/\.mjs$/, '');
      if (ok && screenshots) {
        await page.screenshot({ path: path.join(ARTIFACTS, `${base}.ok.png`) }).catch(() => {});
      }
      if (!ok) {
        await page.screenshot({ path: path.join(ARTIFACTS, `${base}.png`), fullPage: true }).catch(() => {});
        const report = [
          `journey: ${title}`,
          `url: ${page.url()}`,
          error ? `error: ${error.stack ?? error}` : '',
          ...found,
        ]
          .filter(Boolean)
          .join('\n');
        fs.writeFileSync(path.join(ARTIFACTS, `${base}.log`), `${report}\n`);
      }
      await context.close().catch(() => {});
      results.push({ file, title, ok, ms, error: error ? String(error.message ?? error) : null, problems: found });
      say(`${ok ? '  ✓' : '  ✗'} ${title} (${(ms / 1000).toFixed(1)} s)`);
      if (error)
        say(
          `      ${String(error.message ?? error)
            .split('\n')
            .join('\n      ')}`,
        );
      for (const p of found.slice(0, 10)) say(`      ${p.split('\n')[0]}`);
      if (!ok) say(`      screenshot: ${path.relative(process.cwd(), path.join(ARTIFACTS, `${base}.png`))}`);
    }
  } catch (err) {
    say(`e2e: ${err.stack ?? err}`);
    results.push({
      file: '(harness)',
      title: 'harness',
      ok: false,
      ms: 0,
      error: String(err.message ?? err),
      problems: [],
    });
  } finally {
    await browser?.close().catch(() => {});
    if (server && results.some((r) => !r.ok)) fs.writeFileSync(path.join(ARTIFACTS, 'server.log'), server.log());
    await server?.stop().catch(() => {});
  }

  const axe = axeReport();
  for (const [app, impacts] of Object.entries(axe.totals)) {
    const line = Object.entries(impacts).map(([impact, t]) => `${impact} ${t.hits} (${t.nodes} elements)`);
    say(`e2e: axe ${app}: ${line.join(', ')}`);
  }
  say(`e2e: axe checked ${axe.states} page states in ${axe.seconds} s`);
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  writeSummary({ passed, failed, journeys: results });
  say(`e2e: ${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

// Exit rather than wait for the event loop to drain: a journey that failed half-way may leave a handle behind (a
// request of its own still pending), and a harness that never exits holds CI until its time runs out.
process.exit(await main());
