// The dashboard budgets: the Admin overview (GET /api/Admin/dashboard/all) p99 <= 100 ms at 20 connections with
// 100k orders, on PGlite and PostgreSQL; and each dashboard page's own chunk (charts included) <= 200 KB gzipped.
// Each database gets the built server on a fresh data set: migrate + seed on a first start, then the generated
// orders and users (dashboard-fill.sql), then the load. Also reported: single uncached requests (distinct ranges,
// one at a time), what the first caller pays before the shared cache holds the answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverRequire, startTarget as startServer } from './target.mjs';
import { signIn } from '../../e2e/lib/forms.mjs';
import { gzipSize } from './bundles.mjs';
import { adminToken, loadList } from './latency.mjs';

const TEMPLATE = fs.readFileSync(new URL('./dashboard-fill.sql', import.meta.url), 'utf8');

export const OVERVIEW = '/api/Admin/dashboard/all';

/** The statements (one per array element) that append `orders` orders and `users` users. */
export function fillDashboardSql(orders, users) {
  for (const n of [orders, users])
    if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`counts must be positive integers, got ${n}`);
  const sql = TEMPLATE.replaceAll('{{count}}', String(orders)).replaceAll('{{users}}', String(users));
  // One statement per query: PGlite's `query` prepares its text, and a prepared statement holds one command.
  return sql.split(/;\s*\n\s*\n/).filter((statement) => statement.replace(/--.*$/gm, '').trim());
}

/** Runs the fill and refreshes the planner statistics; answers the milliseconds taken. */
async function fill(client, orders) {
  const started = Date.now();
  for (const statement of fillDashboardSql(orders, Math.max(1, Math.round(orders / 10)))) await client.query(statement);
  await client.query('vacuum analyze');
  return Date.now() - started;
}

/** Distinct ranges nobody asked before (each a fresh computation): one month of days, ten times. */
async function coldLatency(baseUrl, token) {
  const times = [];
  for (let m = 1; m <= 10; m++) {
    const month = String(m).padStart(2, '0');
    const q = `created_at[]=2025-${month}-01&created_at[]=2025-${month}-28&is_type=0`;
    const started = performance.now();
    const body = await fetch(`${baseUrl}${OVERVIEW}?${q}`, { headers: { authorization: `Bearer ${token}` } }).then(
      (r) => r.json(),
    );
    times.push(performance.now() - started);
    if (body.code !== 200) throw new Error(`GET ${OVERVIEW}?${q} answered ${JSON.stringify(body).slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50: Math.round(times[Math.floor(times.length / 2)]),
    max: Math.round(times[times.length - 1]),
  };
}

async function measure(baseUrl, database, orders, fillMs, opts) {
  const token = await adminToken(baseUrl);
  const cold = { database, ...(await coldLatency(baseUrl, token)) };
  const load = { database, orders, fillMs, ...(await loadList(baseUrl, OVERVIEW, token, opts)) };
  return { load, cold };
}

/** PGlite: the data folder outlives the two server processes (the fill runs between them, as its only owner). */
export async function dashboardOnPglite({ orders, connections, duration, say }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-dashboard-'));
  try {
    say('Dashboard: migrating and seeding a PGlite database ...');
    const first = await startServer({ env: { DATA_DIR: dataDir } });
    await first.stop();
    say(`Dashboard: adding ${orders} orders ...`);
    const { PGlite } = serverRequire('@electric-sql/pglite');
    const db = new PGlite(path.join(dataDir, 'db'));
    const fillMs = await fill(db, orders);
    await db.close();
    say(`  filled in ${(fillMs / 1000).toFixed(1)} s`);
    const server = await startServer({ env: { DATA_DIR: dataDir } });
    try {
      say(`Dashboard: loading ${OVERVIEW} with ${connections} connections for ${duration} s (PGlite) ...`);
      return await measure(server.baseUrl, 'pglite', orders, fillMs, { connections, duration });
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL: `url` is a fresh database made for the run. */
export async function dashboardOnPostgres({ url, orders, connections, duration, say }) {
  say('Dashboard: migrating and seeding the PostgreSQL database ...');
  const server = await startServer({ env: { DATABASE_URL: url } });
  try {
    say(`Dashboard: adding ${orders} orders ...`);
    const client = new (serverRequire('pg').Client)({ connectionString: url });
    await client.connect();
    let fillMs;
    try {
      fillMs = await fill(client, orders);
    } finally {
      await client.end();
    }
    say(`  filled in ${(fillMs / 1000).toFixed(1)} s`);
    say(`Dashboard: loading ${OVERVIEW} with ${connections} connections for ${duration} s (PostgreSQL) ...`);
    return await measure(server.baseUrl, 'postgres', orders, fillMs, { connections, duration });
  } finally {
    await server.stop();
  }
}

/** The dashboard pages, each beside a plain list page of the same back office that it is compared with. */
export const DASHBOARD_PAGES = [
  {
    area: 'Admin',
    who: { username: 'admin', password: '123456' },
    baseline: '/Admin/notices',
    pages: [
      '/Admin/dashboard',
      '/Admin/dashboard/user',
      '/Admin/dashboard/store',
      '/Admin/dashboard/order',
      '/Admin/dashboard/pay',
    ],
  },
  {
    area: 'Seller',
    who: { username: '18888888888', password: '123456' },
    baseline: '/Seller/order_comments',
    pages: ['/Seller/dashboard', '/Seller/dashboard/order'],
  },
];

/** Gzipped sizes of the same-origin scripts and stylesheets a page fetches until the network is idle, by URL. */
async function assetsOf(context, baseUrl, url, ready) {
  const page = await context.newPage();
  // Every page starts from an empty cache, so a chunk an earlier dashboard fetched is counted again here.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const seen = new Map();
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || !res.url().startsWith(baseUrl) || seen.has(res.url())) return;
    seen.set(res.url(), null);
    try {
      seen.set(res.url(), { type, size: gzipSize(await res.body()) });
    } catch {
      // body gone (navigation); ignore
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await new Promise((r) => setTimeout(r, 300));
  await page.close();
  return seen;
}

/**
 * Each dashboard page's own chunks: what Chromium fetches to show it (charts drawn) that a plain list page of the
 * same back office, signed in the same way, does not fetch. That is the page, its chart and their styles.
 */
export async function dashboardChunks(browser, baseUrl) {
  const out = {};
  for (const { area, who, baseline, pages } of DASHBOARD_PAGES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl });
    try {
      const login = await context.newPage();
      await login.goto(`/${area}/login`);
      await signIn(login, who);
      await login.getByTestId('console').waitFor({ state: 'visible', timeout: 20_000 });
      await login.close();
      const consoleReady = (page) => page.getByTestId('console').waitFor({ state: 'visible', timeout: 20_000 });
      const base = await assetsOf(context, baseUrl, baseline, consoleReady);
      for (const url of pages) {
        const seen = await assetsOf(context, baseUrl, url, (page) =>
          page.locator('[data-testid="chart"] svg').first().waitFor({ state: 'visible', timeout: 20_000 }),
        );
        let js = 0;
        let css = 0;
        let files = 0;
        for (const [asset, v] of seen) {
          if (!v || base.has(asset)) continue;
          files += 1;
          if (v.type === 'stylesheet') css += v.size;
          else js += v.size;
        }
        out[url] = { files, js, css, total: js + css };
      }
    } catch (err) {
      for (const url of pages) out[url] ??= { error: String(err.message ?? err) };
    } finally {
      await context.close();
    }
  }
  return out;
}
