// `npm run bench`: memory, first-load sizes, Lighthouse scores and latencies, printed beside their budgets (`BUDGET`
// below) and written to bench/results/latest.json. Not part of `npm test` (figures, not pass/fail; numbers depend on
// the machine). Each step runs alone with `--only <step>` (several: `--only sizes,memory`):
//
//   memory     the built server on an empty data folder (PGlite, demo seed) until /health answers: ready time,
//              peak (VmHWM) and current resident memory; the same after a restart on that folder
//   sizes      JS + CSS gzipped (and as transferred) that Chromium loads for the storefront home, the Admin and
//              Seller login pages, and the Admin from sign-in to its goods list; plus each app's static entry
//   latency    autocannon on an Admin list endpoint, PGlite and PostgreSQL (when DATABASE_URL is set)
//   lighthouse performance of the storefront home, a goods page, a search page, the signed-in cart and the Admin
//              login, mobile and desktop, the lowest of `--lighthouse-runs` runs (lib/lighthouse.mjs)
//   search     the judged keyword searches on the demo shop: precision of the first 5 results (lib/search.mjs)
//   suggest    search as you type over 100k generated goods (PGlite): every prefix of typed words, uncached and
//              cached, one at a time, median and p95 (lib/suggest.mjs)
//   reference  the catalogue scenarios over 100k generated goods (cached list and detail, uncached detail, the
//              cached detail while uncached ids load beside it, random deep pages, each sort, cached lists while
//              orders are placed, the storefront HTML),
//              each beside a bare Fastify route sending the same bytes
//              (lib/catalog.mjs, lib/reference.mjs); single uncached requests; memory under that load. On PGlite,
//              PostgreSQL (DATABASE_URL, on a fresh database dropped after) and PostgreSQL + Redis (REDIS_URL too)
//   orders     order creation at 20 connections, the stock race and the flash sale (lib/orders.mjs, lib/flash.mjs)
//   dashboard  the Admin overview over 100k generated orders, and each dashboard page's own chunks (lib/dashboard.mjs)
//   metrics    what the metrics cost: the cached list's throughput with metrics on and off in one run, as a ratio
//              (PGlite, demo shop; lib/metrics-cost.mjs)
//
// Options: --only <steps>  --root <checkout> (measure another checkout's builds with this bench)  --duration 5
//          --warmup 1  --connections 50  --goods 100000  --scenarios cached-list,html (keys containing these)
//          --redis-db 5  --lighthouse-runs 2  --skip-browser  --no-build (measure the builds as they are)  --endpoint "/api/Admin/areas?page=1&per_page=30"
//          --orders 100000  --dashboard-connections 20  --order-connections 20
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, staleBuilds } from '../scripts/builds.mjs';
import { launchBrowser, CHROMIUM } from '../e2e/lib/browser.mjs';
import { signIn } from '../e2e/lib/forms.mjs';
import { staticEntry, loadedAssets, kb } from './lib/bundles.mjs';
import { adminToken, loadList } from './lib/latency.mjs';
import { catalogOnPglite, catalogOnPostgres } from './lib/catalog.mjs';
import { fillCart } from './lib/cart.mjs';
import { lighthouse, profileWithStorage, FORM_FACTORS } from './lib/lighthouse.mjs';
import { SHOPPER, tokenOf } from '../e2e/lib/sessions.mjs';
import { memoryOf } from './lib/memory.mjs';
import { ordersOnPglite, ordersOnPostgres } from './lib/orders.mjs';
import { dashboardChunks, dashboardOnPglite, dashboardOnPostgres } from './lib/dashboard.mjs';
import { judgedSearch } from './lib/search.mjs';
import { suggestOnPglite } from './lib/suggest.mjs';
import { metricsCost } from './lib/metrics-cost.mjs';
import { ensureTargetBuilt, isOwnRoot, serverRequire, startTarget, targetRoot, useRoot } from './lib/target.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const list = (name) =>
  opt(name, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const STEPS = [
  'memory',
  'sizes',
  'latency',
  'lighthouse',
  'search',
  'suggest',
  'reference',
  'orders',
  'dashboard',
  'metrics',
];
/** Former step names still accepted by `--only`. */
const ALIASES = { catalog: 'reference', start: 'memory', bundles: 'sizes' };
const ONLY = list('only').map((s) => ALIASES[s] ?? s);
const ENDPOINT = opt('endpoint', '/api/Admin/areas?page=1&per_page=30');
const CONNECTIONS = Number(opt('connections', '50'));
const DURATION = Number(opt('duration', '5'));
const WARMUP = Number(opt('warmup', '1'));
const SKIP_BROWSER = args.includes('--skip-browser');
const NO_BUILD = args.includes('--no-build');
const GOODS = Number(opt('goods', '100000'));
const SCENARIOS = list('scenarios');
const REDIS_DB = Number(opt('redis-db', '5'));
const LIGHTHOUSE_RUNS = Number(opt('lighthouse-runs', '2'));
const ORDERS = Number(opt('orders', '100000'));
const DASHBOARD_CONNECTIONS = Number(opt('dashboard-connections', '20'));
const ORDER_CONNECTIONS = Number(opt('order-connections', '20'));

const BUDGET = {
  startMs: 15_000,
  storefrontKb: 120,
  backOfficeKb: 300,
  p99Ms: 50,
  uncachedMs: 20,
  lighthouseMobile: 95,
  lighthouseDesktop: 100,
  orderP99Ms: 150,
  dashboardP99Ms: 100,
  dashboardPageKb: 200,
  searchPrecision: 0.95,
  suggestP95Ms: 50,
  /** The cached list's throughput with metrics on, as a share of it with metrics off. */
  metricsRatio: 0.95,
};
const say = (line = '') => process.stdout.write(`${line}\n`);
const browserOk = () => !SKIP_BROWSER && fs.existsSync(CHROMIUM);

/** A fresh PostgreSQL database beside DATABASE_URL's, so the bench never touches real data. */
async function freshPostgres() {
  const pg = serverRequire('pg');
  const base = process.env.DATABASE_URL;
  const name = `bench_${Date.now().toString(36)}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Runs `fn(url)` on a fresh PostgreSQL database when DATABASE_URL is set; answers its result, or null. */
async function onPostgres(fn) {
  if (!process.env.DATABASE_URL) return null;
  const db = await freshPostgres();
  try {
    return await fn(db.url);
  } finally {
    await db.drop();
  }
}

/** Steps that need no browser need only the server build: build just that workspace when stale. */
function ensureServerBuilt() {
  if (!isOwnRoot() || !staleBuilds().some((b) => b.name === '@shop/server')) return true;
  say('Building @shop/server ...');
  const res = spawnSync(
    path.join(ROOT, 'node_modules/.bin/turbo'),
    ['run', 'build', '--filter', '@shop/server', '--output-logs=errors-only'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    },
  );
  return res.status === 0;
}

/**
 * The server with the demo shop that the memory, sizes, latency and Lighthouse steps share: the memory step's
 * (restarted once) when it ran, else a fresh one.
 */
let demo = null;
const DEMO_STEPS = ['memory', 'sizes', 'latency', 'lighthouse', 'search'];
async function demoServer() {
  demo ??= await startTarget();
  return demo;
}

/** Step memory: the first start on an empty folder (migrate + demo seed), then a restart on the same folder. */
async function memoryStep(results) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-memory-'));
  say('Memory: the built server on an empty data folder (PGlite, demo seed) ...');
  const first = await startTarget({ dataDir });
  const firstStart = { database: 'pglite', readyMs: first.readyMs, ...memoryOf(first.pid) };
  await first.stop();
  say(
    `  ready in ${(firstStart.readyMs / 1000).toFixed(1)} s, peak ${firstStart.peakMb} MB, now ${firstStart.rssMb} MB`,
  );
  say('Memory: restarting on the same folder ...');
  const second = await startTarget({ dataDir });
  const restart = { database: 'pglite', readyMs: second.readyMs, ...memoryOf(second.pid) };
  say(`  ready in ${(restart.readyMs / 1000).toFixed(1)} s, peak ${restart.peakMb} MB, now ${restart.rssMb} MB`);
  results.start = { database: 'pglite', readyMs: firstStart.readyMs };
  results.memory.firstStart = firstStart;
  results.memory.restart = restart;
  demo = {
    ...second,
    stop: async () => {
      await second.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Step sizes: what Chromium loads for the first pages, and each app's static entry closure. */
async function sizesStep(results) {
  for (const [app, base] of [
    ['storefront', '/'],
    ['admin', '/Admin/'],
    ['seller', '/Seller/'],
  ]) {
    results.bundles[`${app} entry (static)`] = staticEntry(app, base);
  }
  if (!browserOk()) {
    say(`  (skipped the browser measurements: ${SKIP_BROWSER ? '--skip-browser' : `no Chromium at ${CHROMIUM}`})`);
    return;
  }
  const server = await demoServer();
  say('Sizes: what Chromium loads for the first pages ...');
  const browser = await launchBrowser();
  const measure = (url, then) =>
    loadedAssets(browser, server.baseUrl, url, then).catch((err) => ({ error: String(err.message ?? err) }));
  // Network idle alone can come before a busy machine has run the entry and asked for the page's lazy chunks.
  const shown = (testId) => async (page) => {
    await page.getByTestId(testId).first().waitFor({ state: 'visible', timeout: 30_000 });
  };
  try {
    results.bundles['storefront /'] = await measure('/', shown('home'));
    results.bundles['admin /Admin/login'] = await measure('/Admin/login', shown('login-submit'));
    results.bundles['seller /Seller/login'] = await measure('/Seller/login', shown('login-submit'));
    results.bundles['admin sign-in to goods list'] = await measure('/Admin/login', async (page, phase) => {
      await shown('login-submit')(page);
      await page.waitForLoadState('networkidle');
      phase('signed in');
      await signIn(page, { username: 'admin', password: '123456' });
      await page.getByTestId('console').waitFor({ state: 'visible', timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      phase('goods list');
      await page.goto('/Admin/goods');
      await page
        .locator('[data-testid="crud-table"]:not([data-left]) tbody tr')
        .first()
        .waitFor({ state: 'visible', timeout: 20_000 });
    });
  } finally {
    await browser.close();
  }
}

/** Step latency: an Admin list endpoint under load, PGlite (the demo server) and PostgreSQL. */
async function latencyStep(results) {
  const opts = { connections: CONNECTIONS, duration: DURATION };
  const server = await demoServer();
  say(`Latency: ${ENDPOINT} with ${CONNECTIONS} connections for ${DURATION} s (PGlite) ...`);
  results.latency.push({
    database: 'pglite',
    ...(await loadList(server.baseUrl, ENDPOINT, await adminToken(server.baseUrl), opts)),
  });
  await onPostgres(async (url) => {
    say('Latency: the built server on a fresh PostgreSQL database ...');
    const pgServer = await startTarget({ env: { DATABASE_URL: url } });
    try {
      say(`Latency: ${ENDPOINT} with ${CONNECTIONS} connections for ${DURATION} s (PostgreSQL) ...`);
      results.latency.push({
        database: 'postgres',
        startMs: pgServer.readyMs,
        ...(await loadList(pgServer.baseUrl, ENDPOINT, await adminToken(pgServer.baseUrl), opts)),
      });
    } finally {
      await pgServer.stop();
    }
  });
}

/** Step lighthouse: five pages of the demo shop, mobile and desktop. */
async function lighthouseStep(results) {
  if (!browserOk()) {
    say(`  (skipped Lighthouse: ${SKIP_BROWSER ? '--skip-browser' : `no Chromium at ${CHROMIUM}`})`);
    return;
  }
  const server = await demoServer();
  const listed = await fetch(`${server.baseUrl}/api/goods?page=1&per_page=1`).then((r) => r.json());
  const goodsId = listed.data?.data?.[0]?.id;
  const search = encodeURIComponent(Buffer.from(JSON.stringify({ keywords: '手机' })).toString('base64'));
  // The cart as the demo shopper sees it, signed in, holding goods of several stores (bench/lib/cart.mjs).
  const shopper = await tokenOf(server.baseUrl, SHOPPER);
  const cartLines = await fillCart(server.baseUrl, shopper);
  const signedIn = await profileWithStorage(server.baseUrl, { token: shopper });
  const pages = [
    ['storefront home', '/'],
    ['goods page', goodsId ? `/goods/${goodsId}` : null],
    ['search page', `/s/${search}`],
    [`cart (signed in, ${cartLines} lines)`, '/carts', signedIn],
    ['Admin login', '/Admin/login'],
  ];
  for (const [name, url, profile] of pages) {
    for (const formFactor of FORM_FACTORS) {
      say(`Lighthouse: ${name} ${url ?? ''} (${formFactor}, ${LIGHTHOUSE_RUNS} runs) ...`);
      const row = { page: name, url, formFactor };
      try {
        if (!url) throw new Error('no listed goods');
        Object.assign(row, await lighthouse(`${server.baseUrl}${url}`, formFactor, LIGHTHOUSE_RUNS, profile));
      } catch (err) {
        row.error = String(err.message ?? err);
      }
      results.lighthouse.push(row);
    }
  }
}

/** Step search: the judged keyword searches on the demo shop (a few seconds). */
async function searchStep(results) {
  const server = await demoServer();
  say('Search: the judged keyword searches on the demo shop ...');
  results.search = await judgedSearch(server.baseUrl);
  for (const miss of results.search.misses) {
    say(`  ${miss.q}: ${miss.precision.toFixed(2)} (${miss.top.join(' | ')})`);
  }
}

/** Step suggest: search as you type over generated goods, each prefix uncached then cached (PGlite). */
async function suggestStep(results) {
  results.suggest = await suggestOnPglite({ goods: GOODS, say });
}

/** Step reference: the catalogue scenarios and their reference, each database on a fresh data set. */
async function referenceStep(results) {
  const load = { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP };
  const common = { goods: GOODS, load, only: SCENARIOS, say };
  const runs = [await catalogOnPglite(common)];
  runs.push(
    ...((await onPostgres((url) =>
      catalogOnPostgres({ ...common, url, redisUrl: process.env.REDIS_URL, redisDb: REDIS_DB }),
    )) ?? []),
  );
  for (const r of runs) {
    results.scenarios.push(...r.rows);
    results.cold.push(r.cold);
    results.memory.underLoad.push(r.memory);
  }
}

/** Step orders: order creation latency and the stock race, each database on a fresh data set. */
async function ordersStep(results) {
  const load = { connections: ORDER_CONNECTIONS, duration: DURATION, say };
  const runs = [await ordersOnPglite(load)];
  const pg = await onPostgres((url) => ordersOnPostgres({ ...load, url }));
  if (pg) runs.push(pg);
  for (const r of runs) {
    results.orders.push(r.load);
    results.rush.push(r.rush);
    results.flash.push(r.flash);
  }
}

/**
 * Step dashboard: the Admin overview over generated orders, each database on a fresh data set; then the dashboard
 * pages' own chunks, measured in Chromium against the demo server.
 */
async function dashboardStep(results) {
  const load = { orders: ORDERS, connections: DASHBOARD_CONNECTIONS, duration: DURATION, say };
  const runs = [await dashboardOnPglite(load)];
  const pg = await onPostgres((url) => dashboardOnPostgres({ ...load, url }));
  if (pg) runs.push(pg);
  for (const r of runs) {
    results.dashboard.push(r.load);
    results.dashboardCold.push(r.cold);
  }
  if (!browserOk()) {
    say('  (skipped the dashboard pages: no browser)');
    return;
  }
  say("Dashboard: each dashboard page's own chunks in Chromium ...");
  const server = await demoServer();
  const browser = await launchBrowser();
  try {
    results.dashboardPages = await dashboardChunks(browser, server.baseUrl);
  } finally {
    await browser.close();
  }
}

/** Step metrics: the cached list with metrics on and off, alternately, on one data folder. */
async function metricsStep(results) {
  results.metricsCost = await metricsCost({
    load: { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP },
    say,
  });
}

const RUNNERS = {
  memory: memoryStep,
  sizes: sizesStep,
  latency: latencyStep,
  lighthouse: lighthouseStep,
  search: searchStep,
  suggest: suggestStep,
  reference: referenceStep,
  orders: ordersStep,
  dashboard: dashboardStep,
  metrics: metricsStep,
};

async function main() {
  const unknown = ONLY.filter((s) => !STEPS.includes(s));
  if (unknown.length) {
    say(`Unknown step(s): ${unknown.join(', ')}; the steps are ${STEPS.join(', ')}.`);
    return 2;
  }
  const root = opt('root', '');
  if (root) useRoot(root);
  const steps = ONLY.length ? STEPS.filter((s) => ONLY.includes(s)) : STEPS;
  const serverOnly = steps.every((s) =>
    ['latency', 'reference', 'orders', 'memory', 'search', 'suggest', 'metrics'].includes(s),
  );
  if (!NO_BUILD && !(serverOnly ? ensureServerBuilt() : ensureTargetBuilt())) return 1;
  const started = Date.now();
  const results = {
    when: new Date().toISOString(),
    root: targetRoot(),
    steps,
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? '',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    options: { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP, goods: GOODS, redisDb: REDIS_DB },
    budgets: BUDGET,
    start: null,
    memory: { firstStart: null, restart: null, underLoad: [] },
    bundles: {},
    lighthouse: [],
    latency: [],
    scenarios: [],
    cold: [],
    orders: [],
    rush: [],
    flash: [],
    dashboard: [],
    dashboardCold: [],
    dashboardPages: {},
    search: null,
    suggest: null,
    metricsCost: null,
    failures: [],
  };
  if (!isOwnRoot()) say(`Measuring the builds of ${targetRoot()}`);
  try {
    for (const step of steps) {
      // The loads of the later steps start their own servers: the idle demo shop must not share the machine.
      if (!DEMO_STEPS.includes(step) && demo) {
        await demo.stop();
        demo = null;
      }
      // A step that fails is reported and the others still run: one broken page must not cost the whole run.
      await RUNNERS[step](results).catch((err) => {
        say(`  step ${step} failed: ${err.stack ?? err}`);
        results.failures.push({ step, error: String(err.message ?? err) });
      });
    }
  } finally {
    await demo?.stop();
  }
  results.seconds = Math.round((Date.now() - started) / 1000);
  return finish(results);
}

function finish(results) {
  report(results);
  const failed = results.failures.length > 0;
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  say(`\nWritten to ${path.relative(process.cwd(), path.join(dir, 'latest.json'))} (${results.seconds} s)`);
  return failed ? 1 : 0;
}

const DATABASES = { pglite: 'PGlite', postgres: 'PostgreSQL', 'postgres+redis': 'PostgreSQL + Redis' };
const rate = (n) => n.toLocaleString('en-US');
const ms = (n) => (n >= 10 ? String(Math.round(n)) : String(Math.round(n * 10) / 10));
const errorsOf = (l) => (l.non2xx || l.errors ? `, ${l.non2xx} non-2xx, ${l.errors} errors` : '');

/** The measured, budget and mark cells of a load of the shop beside the reference's. */
function againstReference({ shop, reference, ratio }) {
  return [
    shop.requests
      ? `shop ${ms(shop.p50)} / ${ms(shop.p99)} ms, ${rate(shop.requestsPerSecond)} req/s${errorsOf(shop)}` +
        ` | ref ${ms(reference.p50)} / ${ms(reference.p99)} ms, ${rate(reference.requestsPerSecond)} req/s` +
        ` | ${ratio?.toFixed(2) ?? '?'}×`
      : `shop: no answer within ${shop.seconds} s | ref ${rate(reference.requestsPerSecond)} req/s`,
    '',
    shop.errors || shop.non2xx || !shop.requests ? 'ERR' : '',
  ];
}

function report(r) {
  const rows = [];
  const mark = (ok) => (ok ? 'ok' : 'OVER');
  const m = r.memory;
  if (m.firstStart) {
    rows.push([
      'npm start to ready, empty data folder (PGlite)',
      `${(m.firstStart.readyMs / 1000).toFixed(1)} s`,
      '<= 15 s',
      mark(m.firstStart.readyMs <= BUDGET.startMs),
    ]);
    for (const [label, x] of [
      ['first start (migrate + demo seed)', m.firstStart],
      ['restart on the same folder', m.restart],
    ]) {
      rows.push([`RSS after ${label}, PGlite`, `peak ${x.peakMb} MB, now ${x.rssMb} MB`, '', '']);
    }
  }
  for (const x of m.underLoad) {
    rows.push([
      `RSS under the catalogue load (${DATABASES[x.database]}, ${x.goods} goods)`,
      `highest ${x.highestRssMb} MB, peak ${x.peakMb} MB, after ${x.rssMb} MB`,
      '',
      '',
    ]);
  }
  for (const [name, b] of Object.entries(r.bundles)) {
    if (b.error) {
      rows.push([`${name}: JS + CSS gzipped`, `error: ${b.error.slice(0, 60)}`, '', '']);
      continue;
    }
    const budget = name.startsWith('storefront') ? BUDGET.storefrontKb : BUDGET.backOfficeKb;
    // A flow through several pages is judged from its second phase on (the Admin's budget speaks of what sign-in
    // to the first list page loads; the sign-in page has its own row and budget).
    const flow = b.phases && Object.keys(b.phases).length > 1;
    const judged = !name.includes('(static)') && !flow;
    const wire = b.transferred !== undefined ? `; sent ${kb(b.transferred)} KB ${b.encodings.join('/')}` : '';
    rows.push([
      `${name}: JS + CSS gzipped (${b.files} files)`,
      `${kb(b.total)} KB (JS ${kb(b.js)} + CSS ${kb(b.css)})${wire}`,
      flow ? '' : `<= ${budget} KB`,
      judged ? mark(b.total / 1024 <= budget) : '',
    ]);
    if (flow) {
      const after = Object.entries(b.phases).slice(1);
      const files = after.reduce((n, [, p]) => n + p.files, 0);
      const total = after.reduce((n, [, p]) => n + p.total, 0);
      rows.push([
        `  ${after.map(([phase]) => phase).join(' + ')} (${files} files)`,
        `${kb(total)} KB (JS ${kb(after.reduce((n, [, p]) => n + p.js, 0))} + CSS ${kb(after.reduce((n, [, p]) => n + p.css, 0))})`,
        `<= ${budget} KB`,
        mark(total / 1024 <= budget),
      ]);
      for (const [phase, p] of Object.entries(b.phases)) {
        rows.push([
          `  of which ${phase} (${p.files} files)`,
          `${kb(p.total)} KB (JS ${kb(p.js)} + CSS ${kb(p.css)})`,
          '',
          '',
        ]);
      }
    }
  }
  for (const l of r.lighthouse) {
    const min = l.formFactor === 'desktop' ? BUDGET.lighthouseDesktop : BUDGET.lighthouseMobile;
    rows.push([
      `Lighthouse ${l.page} ${l.url ?? ''} (${l.formFactor})`,
      l.error
        ? `error: ${l.error.slice(0, 60)}`
        : `${l.score} (runs ${l.scores.join(', ')}), LCP ${(l.lcpMs / 1000).toFixed(1)} s, CLS ${l.cls}, TBT ${l.tbtMs} ms, ${l.transferKb} KB`,
      `>= ${min}`,
      l.error ? '' : mark(l.score >= min),
    ]);
  }
  if (r.search) {
    const s = r.search;
    rows.push([
      `judged keyword searches (${s.queries} queries, demo shop): precision of the first 5 results`,
      `${s.precision.toFixed(3)}; each search p50 ${s.p50Ms} ms, max ${s.maxMs} ms`,
      `>= ${BUDGET.searchPrecision}`,
      mark(s.precision >= BUDGET.searchPrecision),
    ]);
  }
  if (r.suggest) {
    const x = r.suggest;
    for (const [label, t] of [
      ['uncached', x.uncached],
      ['cached', x.cached],
    ]) {
      rows.push([
        `search as you type, ${t.requests} prefixes one at a time, ${label} (${DATABASES[x.database]}, ${x.goods / 1000}k goods)`,
        `p50 ${ms(t.p50)} ms, p95 ${ms(t.p95)} ms, max ${ms(t.max)} ms; ${t.answered} with suggestions`,
        `p95 <= ${BUDGET.suggestP95Ms} ms`,
        mark(t.p95 <= BUDGET.suggestP95Ms),
      ]);
      rows.push([`  slowest: ${t.slowest.map((s) => `${s.q} ${ms(s.ms)}`).join(', ')}`, '', '', '']);
    }
  }
  if (r.metricsCost) {
    const x = r.metricsCost;
    rows.push([
      `${x.endpoint} cached (${DATABASES[x.database]}), metrics on / off, ${x.rounds.length} rounds alternated`,
      `${rate(x.on)} / ${rate(x.off)} req/s: ${x.ratio.toFixed(3)}`,
      `>= ${BUDGET.metricsRatio}`,
      mark(x.ratio >= BUDGET.metricsRatio),
    ]);
  }
  for (const l of r.latency) {
    rows.push([
      `${l.endpoint} (${DATABASES[l.database]}, ${l.rows ?? '?'} rows), ${l.connections} conn ${l.seconds} s`,
      `p50 ${l.p50} ms, p99 ${l.p99} ms, ${rate(l.requestsPerSecond)} req/s${errorsOf(l)}`,
      `p99 <= ${BUDGET.p99Ms} ms`,
      mark(l.p99 <= BUDGET.p99Ms && !l.errors && !l.non2xx),
    ]);
  }
  for (const s of r.scenarios) {
    if (s.error) {
      rows.push([`${s.name} (${DATABASES[s.database]})`, `error: ${s.error.slice(0, 80)}`, '', 'ERR']);
      continue;
    }
    const enc = s.answer.contentEncoding ? ` ${s.answer.contentEncoding}` : '';
    rows.push([
      `${s.name} (${DATABASES[s.database]}, ${s.goods / 1000}k goods; ${s.answer.bytes} B${enc})`,
      ...againstReference(s),
    ]);
    if (s.beside) rows.push([`  ${s.beside.name} (${s.beside.shop.connections} conn)`, ...againstReference(s.beside)]);
    if (s.during) {
      const { placed, refused, seconds, perSecond, firstRefusal } = s.during;
      rows.push([
        `  orders placed meanwhile (one after the other, aiming at ${perSecond}/s)`,
        `${placed} in ${seconds} s${refused ? `, ${refused} refused (${firstRefusal.slice(0, 40)})` : ''}`,
        '',
        refused ? 'ERR' : '',
      ]);
    }
  }
  for (const c of r.cold) {
    for (const g of c.groups) {
      const judged = /page|sort/.test(g.name);
      rows.push([
        `uncached, one at a time: ${g.name}, ${g.requests} requests (${DATABASES[c.database]}, ${c.goods} goods)`,
        `p50 ${g.p50} ms, max ${g.max} ms`,
        judged ? `max <= ${BUDGET.uncachedMs} ms` : '',
        judged ? mark(g.max <= BUDGET.uncachedMs) : '',
      ]);
    }
  }
  for (const o of r.orders) {
    rows.push([
      `${o.endpoint} (${DATABASES[o.database]}), ${o.connections} conn ${o.seconds} s`,
      `p50 ${o.p50} ms, p99 ${o.p99} ms, ${o.requestsPerSecond} orders/s${o.failed || o.errors ? `, ${o.failed} refused, ${o.errors} errors` : ''}`,
      `p99 <= ${BUDGET.orderP99Ms} ms`,
      mark(o.p99 <= BUDGET.orderP99Ms && !o.failed && !o.errors),
    ]);
  }
  for (const x of r.rush) {
    rows.push([
      `${x.requests} orders at once on a SKU with ${x.stock} in stock (${DATABASES[x.database]})`,
      `${x.placed} placed, ${x.soldOut ? 'stock 0' : 'stock left'}${x.refusals.length ? `, others: ${x.refusals.join(' / ')}` : ''}`,
      `exactly ${x.stock}`,
      mark(x.placed === x.stock && x.soldOut),
    ]);
  }
  for (const f of r.flash) {
    rows.push([
      `flash sale: ${f.attempts} attempts at once (${f.sockets} connections) on ${f.quota} units (${DATABASES[f.database]})`,
      `${f.placed} placed, p50 ${f.p50} ms, p99 ${f.p99} ms, all answered in ${(f.wallMs / 1000).toFixed(1)} s`,
      `exactly ${f.quota}`,
      mark(f.placed === f.quota),
    ]);
  }
  for (const d of r.dashboard) {
    rows.push([
      `${d.endpoint} (${DATABASES[d.database]}, ${d.orders} orders), ${d.connections} conn ${d.seconds} s`,
      `p50 ${d.p50} ms, p99 ${d.p99} ms, ${d.requestsPerSecond} req/s${errorsOf(d)}`,
      `p99 <= ${BUDGET.dashboardP99Ms} ms`,
      mark(d.p99 <= BUDGET.dashboardP99Ms && !d.errors && !d.non2xx),
    ]);
  }
  for (const c of r.dashboardCold) {
    rows.push([
      `GET /api/Admin/dashboard/all, ${c.requests} distinct uncached ranges one at a time (${DATABASES[c.database]})`,
      `p50 ${c.p50} ms, max ${c.max} ms`,
      '',
      '',
    ]);
  }
  for (const [url, b] of Object.entries(r.dashboardPages)) {
    if (b.error) {
      rows.push([`${url}: own chunks gzipped`, `error: ${b.error.slice(0, 60)}`, '', '']);
      continue;
    }
    rows.push([
      `${url}: own chunks (page + charts) gzipped (${b.files} files)`,
      `${kb(b.total)} KB (JS ${kb(b.js)} + CSS ${kb(b.css)})`,
      `<= ${BUDGET.dashboardPageKb} KB`,
      mark(b.total / 1024 <= BUDGET.dashboardPageKb),
    ]);
  }
  for (const f of r.failures) rows.push([`step ${f.step} failed`, f.error.split('\n')[0].slice(0, 100), '', 'ERR']);
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...rows.map((row) => row[i].length), ['what', 'measured', 'budget', ''][i].length),
  );
  const line = (row) =>
    row
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  say('');
  if (r.root !== ROOT) say(`Builds measured: ${r.root}`);
  const load = r.scenarios[0]?.shop;
  if (load) {
    say(
      `Scenarios: p50 / p99 and req/s at ${load.connections} connections for ${load.seconds} s after a ${r.options.warmup} s` +
        ' warm-up, the shop, then a bare Fastify route sending the same bytes (ref), and their ratio (req/s).',
    );
  }
  say(line(['what', 'measured', 'budget', '']));
  say(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) say(line(row));
}

process.exitCode = await main().catch((err) => {
  say(`bench failed: ${err.stack ?? err}`);
  return 1;
});
