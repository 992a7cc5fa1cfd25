// The catalogue budget: GET /api/goods (30 rows of 100k goods) p99 <= 50 ms at 50 connections, on PGlite and
// on PostgreSQL. Each database gets the built server on a fresh data set: migrate + seed on a first start, then
// 100k generated goods in one statement (goods-fill.mjs), then the load on the listing page and on a keyword
// search. Also reported: the latency of single uncached requests (distinct pages and keywords, one at a time),
// which is what a request pays when the shared micro-cache has nothing for it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../../scripts/builds.mjs';
import { startServer } from '../../e2e/lib/server.mjs';
import { fillGoods } from './goods-fill.mjs';
import { loadList } from './latency.mjs';

const serverRequire = createRequire(path.join(ROOT, 'apps/server/package.json'));

const params = (o) => encodeURIComponent(Buffer.from(JSON.stringify(o)).toString('base64'));

/** The two measured requests: the budget's listing page and a keyword search on the same data. */
export const CATALOG_ENDPOINTS = [
  '/api/goods?page=1&per_page=30',
  `/api/goods?page=1&per_page=30&params=${params({ keywords: 'phone' })}`,
];

/** Distinct requests nobody asked before (the cache cannot answer them): pages, sorts, keywords, a typo. */
function coldPaths() {
  const out = [];
  for (let p = 2; p <= 11; p++) out.push(`/api/goods?page=${p}&per_page=30`);
  for (const kw of [
    'laptop',
    '手机',
    '耳机',
    'aurora watch',
    'zephyr',
    'keybord',
    'camera 12',
    'nimbus tablet',
    '智能手表',
    'pulse',
  ]) {
    out.push(`/api/goods?page=1&per_page=30&params=${params({ keywords: kw })}`);
  }
  for (const sort of ['goods_price', 'goods_sale', 'created_at']) {
    out.push(`/api/goods?page=1&per_page=30&params=${params({ sort_type: sort, sort_order: 'asc' })}`);
  }
  return out;
}

async function coldLatency(baseUrl) {
  const times = [];
  for (const p of coldPaths()) {
    const started = performance.now();
    const body = await fetch(`${baseUrl}${p}`).then((r) => r.json());
    times.push(performance.now() - started);
    if (body.code !== 200) throw new Error(`GET ${p} answered ${JSON.stringify(body).slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return { requests: times.length, p50: at(0.5), max: Math.round(times[times.length - 1]) };
}

async function measure(baseUrl, database, opts, extra) {
  const out = [];
  for (const endpoint of CATALOG_ENDPOINTS) {
    out.push({ database, ...extra, ...(await loadList(baseUrl, endpoint, null, opts)) });
  }
  return { loads: out, cold: { database, ...(await coldLatency(baseUrl)) } };
}

/**
 * PGlite: the data folder outlives the two server processes (a PGlite folder has one owner at a time, so the fill
 * runs between them).
 */
export async function catalogOnPglite({ goods, connections, duration, say }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-catalog-'));
  try {
    say('Catalogue: migrating and seeding a PGlite database ...');
    const first = await startServer({ env: { DATA_DIR: dataDir } });
    await first.stop();
    say(`Catalogue: adding ${goods} goods (one statement) ...`);
    const { PGlite } = serverRequire('@electric-sql/pglite');
    const db = new PGlite(path.join(dataDir, 'db'));
    const fillMs = await fillGoods(db, goods);
    await db.close();
    say(`  filled in ${(fillMs / 1000).toFixed(1)} s`);
    const server = await startServer({ env: { DATA_DIR: dataDir } });
    try {
      say(
        `Catalogue: loading ${CATALOG_ENDPOINTS.length} requests with ${connections} connections for ${duration} s each (PGlite) ...`,
      );
      return await measure(server.baseUrl, 'pglite', { connections, duration }, { goods, fillMs });
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL: `url` is a fresh database made for the run. */
export async function catalogOnPostgres({ url, goods, connections, duration, say }) {
  say('Catalogue: migrating and seeding the PostgreSQL database ...');
  const server = await startServer({ env: { DATABASE_URL: url } });
  try {
    say(`Catalogue: adding ${goods} goods (one statement) ...`);
    const pg = serverRequire('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let fillMs;
    try {
      fillMs = await fillGoods(client, goods);
    } finally {
      await client.end();
    }
    say(`  filled in ${(fillMs / 1000).toFixed(1)} s`);
    say(
      `Catalogue: loading ${CATALOG_ENDPOINTS.length} requests with ${connections} connections for ${duration} s each (PostgreSQL) ...`,
    );
    return await measure(server.baseUrl, 'postgres', { connections, duration }, { goods, fillMs });
  } finally {
    await server.stop();
  }
}
