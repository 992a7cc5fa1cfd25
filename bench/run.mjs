// `npm run bench`: start time, bundle sizes and latencies, printed beside their budgets (`BUDGET` below) and
// written to bench/results/latest.json. Not part of `npm test` (figures, not pass/fail; numbers depend on the machine).
//
//   1. start      the built server on an empty data folder until /health answers (migrate + seed), PGlite
//   2. bundles    gzipped JS + CSS for the storefront home, the Admin and Seller login pages, and the Admin
//                 console after signing in (loaded in Chromium), plus each app's static entry closure
//   3. latency    autocannon, 50 connections for 10 s, on a list endpoint as the admin: PGlite, and PostgreSQL
//                 too when DATABASE_URL is set (on a fresh database made for the run and dropped after it)
//   4. catalogue  GET /api/goods (30 rows) and a keyword search over 100k generated goods, same load, PGlite and
//                 PostgreSQL (when DATABASE_URL is set), plus single uncached requests (lib/catalog.mjs)
//   5. orders     POST /api/user/order/create (one store, 3 lines) at 20 connections, and 200 orders at once on a SKU
//                 with 50 in stock (exactly 50 must go through), PGlite and PostgreSQL (lib/orders.mjs); then the
//                 flash sale: 2,000 attempts at once on a quota of 100 (exactly 100 must go through, lib/flash.mjs)
//   6. dashboard  GET /api/Admin/dashboard/all over 100k generated orders at 20 connections, PGlite and PostgreSQL
//                 (lib/dashboard.mjs), and each dashboard page's own chunks (page + charts) loaded in Chromium
//
// Options: --endpoint "/api/Admin/areas?page=1&per_page=30"  --connections 50  --duration 10  --skip-browser
//          --goods 100000  --only catalog (just step 4; builds only the server when its build is stale)
//          --only dashboard (just step 6)  --orders 100000  --dashboard-connections 20
//          --only orders (just step 5, likewise)  --order-connections 20
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { ROOT, ensureBuilt, staleBuilds } from '../scripts/builds.mjs';
import { startServer } from '../e2e/lib/server.mjs';
import { launchBrowser, CHROMIUM } from '../e2e/lib/browser.mjs';
import { signIn } from '../e2e/lib/forms.mjs';
import { staticEntry, loadedAssets, kb } from './lib/bundles.mjs';
import { adminToken, loadList } from './lib/latency.mjs';
import { catalogOnPglite, catalogOnPostgres } from './lib/catalog.mjs';
import { ordersOnPglite, ordersOnPostgres } from './lib/orders.mjs';
import { dashboardChunks, dashboardOnPglite, dashboardOnPostgres } from './lib/dashboard.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const ENDPOINT = opt('endpoint', '/api/Admin/areas?page=1&per_page=30');
const CONNECTIONS = Number(opt('connections', '50'));
const DURATION = Number(opt('duration', '10'));
const SKIP_BROWSER = args.includes('--skip-browser');
const GOODS = Number(opt('goods', '100000'));
const ONLY_CATALOG = opt('only', '') === 'catalog';
const ONLY_ORDERS = opt('only', '') === 'orders';
const ONLY_DASHBOARD = opt('only', '') === 'dashboard';
const ORDERS = Number(opt('orders', '100000'));
const DASHBOARD_CONNECTIONS = Number(opt('dashboard-connections', '20'));
const ORDER_CONNECTIONS = Number(opt('order-connections', '20'));

const BUDGET = {
  startMs: 15_000,
  storefrontKb: 150,
  backOfficeKb: 300,
  p99Ms: 50,
  orderP99Ms: 150,
  dashboardP99Ms: 100,
  dashboardPageKb: 200,
};
const say = (line = '') => process.stdout.write(`${line}\n`);

/** A fresh PostgreSQL database beside DATABASE_URL's, so the bench never touches real data. */
async function freshPostgres() {
  const pg = createRequire(path.join(ROOT, 'apps/server/package.json'))('pg');
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

/** Step 4 alone needs only the server build: build just that workspace when it is missing or stale. */
function ensureServerBuilt() {
  if (!staleBuilds().some((b) => b.name === '@shop/server')) return true;
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

async function catalogue(results) {
  const load = { goods: GOODS, connections: CONNECTIONS, duration: DURATION, say };
  const runs = [await catalogOnPglite(load)];
  if (process.env.DATABASE_URL) {
    const db = await freshPostgres();
    try {
      runs.push(await catalogOnPostgres({ ...load, url: db.url }));
    } finally {
      await db.drop();
    }
  }
  for (const r of runs) {
    results.latency.push(...r.loads);
    results.cold.push(r.cold);
  }
}

/** Step 5: order creation latency and the stock race, each database on a fresh data set. */
async function ordersStep(results) {
  const load = { connections: ORDER_CONNECTIONS, duration: DURATION, say };
  const runs = [await ordersOnPglite(load)];
  if (process.env.DATABASE_URL) {
    const db = await freshPostgres();
    try {
      runs.push(await ordersOnPostgres({ ...load, url: db.url }));
    } finally {
      await db.drop();
    }
  }
  for (const r of runs) {
    results.orders.push(r.load);
    results.rush.push(r.rush);
    results.flash.push(r.flash);
  }
}

/**
 * Step 6: the Admin overview over generated orders, each database on a fresh data set; then the dashboard pages'
 * own chunks, measured in Chromium against a server with the demo data.
 */
async function dashboardStep(results) {
  const load = { orders: ORDERS, connections: DASHBOARD_CONNECTIONS, duration: DURATION, say };
  const runs = [await dashboardOnPglite(load)];
  if (process.env.DATABASE_URL) {
    const db = await freshPostgres();
    try {
      runs.push(await dashboardOnPostgres({ ...load, url: db.url }));
    } finally {
      await db.drop();
    }
  }
  for (const r of runs) {
    results.dashboard.push(r.load);
    results.dashboardCold.push(r.cold);
  }
  if (SKIP_BROWSER || !fs.existsSync(CHROMIUM)) {
    say('  (skipped the dashboard pages: no browser)');
    return;
  }
  say("Measuring each dashboard page's own chunks in Chromium ...");
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    results.dashboardPages = await dashboardChunks(browser, server.baseUrl);
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main() {
  if (!(ONLY_CATALOG || ONLY_ORDERS ? ensureServerBuilt() : ensureBuilt())) return 1;
  const results = {
    when: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? '',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    budgets: BUDGET,
    start: null,
    bundles: {},
    latency: [],
    cold: [],
    orders: [],
    rush: [],
    flash: [],
    dashboard: [],
    dashboardCold: [],
    dashboardPages: {},
  };
  if (ONLY_CATALOG) {
    await catalogue(results);
    return finish(results);
  }
  if (ONLY_ORDERS) {
    await ordersStep(results);
    return finish(results);
  }
  if (ONLY_DASHBOARD) {
    await dashboardStep(results);
    return finish(results);
  }

  // 1 + 3 (PGlite) + 2: one server on an empty data folder.
  say('Starting the built server on an empty data folder (PGlite) ...');
  const server = await startServer();
  results.start = { database: 'pglite', readyMs: server.readyMs };
  say(`  ready in ${(server.readyMs / 1000).toFixed(1)} s`);
  try {
    for (const [app, base] of [
      ['storefront', '/'],
      ['admin', '/Admin/'],
      ['seller', '/Seller/'],
    ]) {
      results.bundles[`${app} entry (static)`] = staticEntry(app, base);
    }
    if (!SKIP_BROWSER && fs.existsSync(CHROMIUM)) {
      say('Measuring what Chromium loads for the first pages ...');
      const browser = await launchBrowser();
      try {
        results.bundles['storefront /'] = await loadedAssets(browser, server.baseUrl, '/');
        results.bundles['admin /Admin/login'] = await loadedAssets(browser, server.baseUrl, '/Admin/login');
        results.bundles['seller /Seller/login'] = await loadedAssets(browser, server.baseUrl, '/Seller/login');
        results.bundles['admin login + console'] = await loadedAssets(
          browser,
          server.baseUrl,
          '/Admin/login',
          async (page) => {
            await signIn(page, { username: 'admin', password: '123456' });
            await page.getByTestId('console').waitFor({ state: 'visible', timeout: 15_000 });
          },
        ).catch((err) => ({ error: String(err.message ?? err) }));
      } finally {
        await browser.close();
      }
    } else {
      say(`  (skipped the browser measurements: ${SKIP_BROWSER ? '--skip-browser' : `no Chromium at ${CHROMIUM}`})`);
    }

    say(`Loading ${ENDPOINT} with ${CONNECTIONS} connections for ${DURATION} s (PGlite) ...`);
    const token = await adminToken(server.baseUrl);
    results.latency.push({
      database: 'pglite',
      ...(await loadList(server.baseUrl, ENDPOINT, token, { connections: CONNECTIONS, duration: DURATION })),
    });
  } finally {
    await server.stop();
  }

  if (process.env.DATABASE_URL) {
    const db = await freshPostgres();
    try {
      say('Starting the built server on a fresh PostgreSQL database ...');
      const pgServer = await startServer({ env: { DATABASE_URL: db.url } });
      say(`  ready in ${(pgServer.readyMs / 1000).toFixed(1)} s`);
      try {
        say(`Loading ${ENDPOINT} with ${CONNECTIONS} connections for ${DURATION} s (PostgreSQL) ...`);
        const token = await adminToken(pgServer.baseUrl);
        results.latency.push({
          database: 'postgres',
          startMs: pgServer.readyMs,
          ...(await loadList(pgServer.baseUrl, ENDPOINT, token, { connections: CONNECTIONS, duration: DURATION })),
        });
      } finally {
        await pgServer.stop();
      }
    } finally {
      await db.drop();
    }
  }

  await catalogue(results);
  await ordersStep(results);
  await dashboardStep(results);
  return finish(results);
}

function finish(results) {
  report(results);
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  say(`\nWritten to ${path.relative(process.cwd(), path.join(dir, 'latest.json'))}`);
  return 0;
}

function report(r) {
  const rows = [];
  const mark = (ok) => (ok ? 'ok' : 'OVER');
  if (r.start) {
    rows.push([
      'npm start to ready, empty data folder (PGlite)',
      `${(r.start.readyMs / 1000).toFixed(1)} s`,
      '<= 15 s',
      mark(r.start.readyMs <= BUDGET.startMs),
    ]);
  }
  for (const [name, b] of Object.entries(r.bundles)) {
    if (b.error) {
      rows.push([`${name}: JS + CSS gzipped`, `error: ${b.error.slice(0, 60)}`, '', '']);
      continue;
    }
    const budget = name.startsWith('storefront') ? BUDGET.storefrontKb : BUDGET.backOfficeKb;
    const judged = !name.includes('(static)');
    rows.push([
      `${name}: JS + CSS gzipped (${b.files} files)`,
      `${kb(b.total)} KB (JS ${kb(b.js)} + CSS ${kb(b.css)})`,
      `<= ${budget} KB`,
      judged ? mark(b.total / 1024 <= budget) : '',
    ]);
  }
  for (const l of r.latency) {
    const of = l.goods ? ` of ${l.goods} goods` : '';
    rows.push([
      `${l.endpoint} (${l.database}, ${l.rows ?? '?'} rows${of}), ${l.connections} conn ${l.seconds} s`,
      `p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.requestsPerSecond} req/s${l.non2xx || l.errors ? `, ${l.non2xx} non-2xx, ${l.errors} errors` : ''}`,
      `p99 <= ${BUDGET.p99Ms} ms`,
      mark(l.p99 <= BUDGET.p99Ms && !l.errors && !l.non2xx),
    ]);
  }
  for (const c of r.cold) {
    rows.push([
      `GET /api/goods, ${c.requests} distinct uncached requests one at a time (${c.database})`,
      `p50 ${c.p50} ms, max ${c.max} ms`,
      '',
      '',
    ]);
  }
  for (const o of r.orders) {
    rows.push([
      `${o.endpoint} (${o.database}), ${o.connections} conn ${o.seconds} s`,
      `p50 ${o.p50} ms, p99 ${o.p99} ms, ${o.requestsPerSecond} orders/s${o.failed || o.errors ? `, ${o.failed} refused, ${o.errors} errors` : ''}`,
      `p99 <= ${BUDGET.orderP99Ms} ms`,
      mark(o.p99 <= BUDGET.orderP99Ms && !o.failed && !o.errors),
    ]);
  }
  for (const x of r.rush) {
    rows.push([
      `${x.requests} orders at once on a SKU with ${x.stock} in stock (${x.database})`,
      `${x.placed} placed, ${x.soldOut ? 'stock 0' : 'stock left'}${x.refusals.length ? `, others: ${x.refusals.join(' / ')}` : ''}`,
      `exactly ${x.stock}`,
      mark(x.placed === x.stock && x.soldOut),
    ]);
  }
  for (const f of r.flash ?? []) {
    rows.push([
      `flash sale: ${f.attempts} attempts at once (${f.sockets} connections) on ${f.quota} units (${f.database})`,
      `${f.placed} placed, p50 ${f.p50} ms, p99 ${f.p99} ms, all answered in ${(f.wallMs / 1000).toFixed(1)} s`,
      `exactly ${f.quota}`,
      mark(f.placed === f.quota),
    ]);
  }
  for (const d of r.dashboard ?? []) {
    rows.push([
      `${d.endpoint} (${d.database}, ${d.orders} orders), ${d.connections} conn ${d.seconds} s`,
      `p50 ${d.p50} ms, p99 ${d.p99} ms, ${d.requestsPerSecond} req/s${d.non2xx || d.errors ? `, ${d.non2xx} non-2xx, ${d.errors} errors` : ''}`,
      `p99 <= ${BUDGET.dashboardP99Ms} ms`,
      mark(d.p99 <= BUDGET.dashboardP99Ms && !d.errors && !d.non2xx),
    ]);
  }
  for (const c of r.dashboardCold ?? []) {
    rows.push([
      `GET /api/Admin/dashboard/all, ${c.requests} distinct uncached ranges one at a time (${c.database})`,
      `p50 ${c.p50} ms, max ${c.max} ms`,
      '',
      '',
    ]);
  }
  for (const [url, b] of Object.entries(r.dashboardPages ?? {})) {
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
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...rows.map((row) => row[i].length), ['what', 'measured', 'budget', ''][i].length),
  );
  const line = (row) =>
    row
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  say('');
  say(line(['what', 'measured', 'budget', '']));
  say(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) say(line(row));
}

process.exitCode = await main().catch((err) => {
  say(`bench failed: ${err.stack ?? err}`);
  return 1;
});
