// The catalogue scenarios over 100k generated goods, each beside its reference: the shop under load (autocannon),
// then a bare Fastify route sending the bytes the shop answered for the same request (reference.mjs), so each
// scenario reads as a ratio to what HTTP alone costs on this machine in the same run. Each database gets the
// built server on a fresh data set: migrate + seed on a first start, then the goods in one statement
// (goods-fill.mjs). Also measured: single uncached requests one at a time (what one shopper waits when the cache
// has nothing), and the server's resident memory during the loads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillGoods } from './goods-fill.mjs';
import { loadTogether } from './latency.mjs';
import { sampleMemory, waitIdle } from './memory.mjs';
import { placeOrdersSteadily, setupOrders, shopperToken } from './orders.mjs';
import { BROWSER_HEADERS, capture, startReference } from './reference.mjs';
import { serverRequire, startTarget } from './target.mjs';

const params = (o) => encodeURIComponent(Buffer.from(JSON.stringify(o)).toString('base64'));

/** The sorts of the storefront goods list (apps/server/src/modules/catalog/goods-list.ts). */
export const SORTS = ['goods_price', 'goods_sale', 'created_at', 'id', 'order_comment_count'];
/** Random pages are drawn from 1..DEEP_PAGES (30 goods a page), fewer when fewer goods fill them. */
const DEEP_PAGES = 3000;
const lastPage = (listedIds) => Math.max(1, Math.min(DEEP_PAGES, Math.floor(listedIds.length / 30)));
const listPath = (page, sort) =>
  `/api/goods?page=${page}&per_page=30${sort ? `&params=${params({ sort_type: sort, sort_order: 'desc' })}` : ''}`;

function shuffled(items) {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** Paths in a random order, none repeated before all were asked: each request misses the cache. */
function everyOnce(make, items) {
  let order = shuffled(items);
  let i = 0;
  return () => {
    if (i === order.length) {
      order = shuffled(items);
      i = 0;
    }
    return make(order[i++]);
  };
}

/** Connections of the uncached load that runs beside the cached one in `stall-cached-detail`. */
const STALL_CONNECTIONS = 4;
/** Orders a second placed during `lists-during-orders`. */
const ORDERS_PER_SECOND = 10;

/** What a browser sends for a page (the shop's pages are HTML; its answers are compressed as the browser allows). */
const HTML_HEADERS = { ...BROWSER_HEADERS, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** Paths asked in turn, again and again: after the first round every request is a cache hit (or a refresh). */
const inTurn = (paths) => () => {
  let i = 0;
  return () => paths[i++ % paths.length];
};

/**
 * The measured requests; `next` gives a new path for every request, `urlPath` the same one each time; `beside`, a
 * second load (its own paths and connections) run at the same time, reported with it; `during`, orders placed on
 * the shop (not the reference) from its warmup to the end of its load.
 */
export function scenarios({ detailId, listedIds }) {
  const last = lastPage(listedIds);
  const pages = Array.from({ length: last }, (_, i) => i + 1);
  const uncachedIds = () => everyOnce((id) => `/api/goods/${id}`, listedIds);
  // What a shopper browses first: the home blocks and the first pages of the list in each order.
  const browsed = [
    '/api/home',
    ...[undefined, ...SORTS].flatMap((sort) => pages.slice(0, 10).map((p) => listPath(p, sort))),
  ];
  return [
    { key: 'cached-list', name: 'cached list', urlPath: listPath(1) },
    { key: 'cached-detail', name: 'cached detail', urlPath: `/api/goods/${detailId}` },
    {
      key: 'uncached-detail',
      name: 'uncached detail, random ids',
      next: uncachedIds,
    },
    {
      // What a cache miss costs everyone else: on PGlite each statement runs on the database's one thread, which
      // must never be the thread that answers the cached requests.
      key: 'stall-cached-detail',
      name: `cached detail beside ${STALL_CONNECTIONS} conn of uncached ids`,
      urlPath: `/api/goods/${detailId}`,
      beside: { name: 'uncached ids beside it', connections: STALL_CONNECTIONS, next: uncachedIds },
    },
    {
      key: 'random-pages',
      name: `random pages 1-${last}`,
      next: () => everyOnce((p) => listPath(p), pages),
    },
    ...SORTS.map((sort) => ({
      key: `sort-${sort}`,
      name: `sort ${sort}, random pages 1-${last}`,
      next: () => everyOnce((p) => listPath(p, sort), pages),
    })),
    {
      // Orders change stock and sales: what they invalidate decides whether the lists stay cached while shoppers buy.
      key: 'lists-during-orders',
      name: `home + first 10 pages of each sort, cached, while ${ORDERS_PER_SECOND} orders/s are placed`,
      next: inTurn(browsed),
      during: { perSecond: ORDERS_PER_SECOND },
    },
    {
      key: 'html',
      name: 'storefront HTML',
      urlPath: '/',
      headers: HTML_HEADERS,
    },
    // A goods page's HTML carries its head from the goods page's cached answer (docs/seo.md): beside cached-detail.
    { key: 'html-goods', name: 'goods page HTML, cached', urlPath: `/goods/${detailId}`, headers: HTML_HEADERS },
    {
      key: 'html-uncached-goods',
      name: 'goods page HTML, random ids',
      next: () => everyOnce((id) => `/goods/${id}`, listedIds),
      headers: HTML_HEADERS,
    },
    { key: 'sitemap', name: 'goods sitemap part 1 (50,000 addresses), cached', urlPath: '/sitemaps/goods-1.xml' },
  ];
}

/** Keeps the scenarios whose key contains one of `only` (all when empty). */
const pick = (list, only) => (only.length ? list.filter((s) => only.some((o) => s.key.includes(o))) : list);

async function timed(baseUrl, urlPath) {
  const started = performance.now();
  const res = await capture(baseUrl, urlPath);
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`GET ${urlPath} answered ${res.status}`);
  return ms;
}

/** Distinct requests nobody asked before, one at a time, by kind (the cache cannot answer any of them). */
async function coldLatency(baseUrl, listedIds) {
  const kw = (k) => `/api/goods?page=1&per_page=30&params=${params({ keywords: k })}`;
  const last = lastPage(listedIds);
  const deep = [1 / 3, 1 / 2, 2 / 3, 5 / 6, 1].map((f) => Math.max(1, Math.round(last * f)));
  const [mid, end] = [deep[0], deep[4]];
  const groups = [
    ['list pages 2-11', Array.from({ length: 10 }, (_, i) => listPath(i + 2))],
    ['keyword searches', ['laptop', '手机', '耳机', 'aurora watch', 'zephyr', 'keybord', '智能手表'].map(kw)],
    [`deep pages ${deep.join(', ')}`, deep.map((p) => listPath(p))],
    ...SORTS.map((sort) => [`sort ${sort}, pages ${mid} and ${end}`, [listPath(mid, sort), listPath(end, sort)]]),
    [
      'goods details',
      shuffled(listedIds)
        .slice(0, 10)
        .map((id) => `/api/goods/${id}`),
    ],
    // The HTML waits for the goods page's answer to know its status and head (docs/seo.md).
    [
      'goods HTML',
      shuffled(listedIds)
        .slice(0, 10)
        .map((id) => `/goods/${id}`),
    ],
    // Computed once per catalogue version, then answered from cache (`sitemap` below).
    ['sitemap index, goods parts 1 and 2', ['/sitemap.xml', '/sitemaps/goods-1.xml', '/sitemaps/goods-2.xml']],
  ];
  const out = [];
  for (const [name, paths] of groups) {
    const times = [];
    for (const p of paths) times.push(await timed(baseUrl, p));
    times.sort((a, b) => a - b);
    out.push({
      name,
      requests: times.length,
      p50: Math.round(times[Math.floor(times.length / 2)]),
      max: Math.round(times[times.length - 1]),
    });
  }
  return out;
}

/**
 * Each scenario on the shop, then the same requests on the reference sending the bytes the shop answered just
 * before; the shop's resident memory is sampled during its loads.
 */
async function measure(server, database, { listedIds, orderIds, goods, fillMs, reference, only, load, say }) {
  const first = JSON.parse((await capture(server.baseUrl, listPath(1), {})).body.toString());
  const detailId = first.data?.data?.[0]?.id;
  if (!detailId) throw new Error(`GET ${listPath(1)} listed no goods`);
  say(`  single uncached requests (${database}) ...`);
  // A server that just started warms its catalogue in the background (modules/catalog/warm-up.ts): these requests,
  // like every load here, measure it once it is idle.
  await waitIdle(server.pid);
  const cold = { database, goods, groups: await coldLatency(server.baseUrl, listedIds) };
  const rows = [];
  const memory = sampleMemory(server.pid);
  for (const s of pick(scenarios({ detailId, listedIds }), only)) {
    try {
      rows.push(await scenario(server, reference, s, load, say, database, orderIds));
    } catch (err) {
      say(`  ${s.name} (${database}) failed: ${err.message ?? err}`);
      rows.push({ database, goods, scenario: s.key, name: s.name, error: String(err.message ?? err) });
    }
  }
  return {
    rows: rows.map((r) => ({ goods, fillMs, ...r })),
    cold,
    memory: { database, goods, ...memory.stop() },
  };
}

/**
 * One scenario: its sample answer, the shop's load, then the reference's sending that answer. A scenario with a load
 * `beside` it runs both together on the shop, and both on the reference too (the same connections, the sample's
 * bytes to every request), so the ratio still compares like with like.
 */
async function scenario(server, reference, s, load, say, database, orderIds) {
  const headers = s.headers ?? BROWSER_HEADERS;
  const example = s.urlPath ?? s.next()();
  const sample = await capture(server.baseUrl, example, headers);
  if (sample.status !== 200) throw new Error(`${s.name}: the shop answered ${sample.status}`);
  say(`  ${s.name} (${database}) ...`);
  const { connections, duration, warmup } = load;
  // Fresh path orders for each run: every request of the shop's load and of the reference's is one not asked before.
  const loads = () => [
    { urlPath: s.urlPath, next: s.next?.(), headers, connections },
    ...(s.beside ? [{ next: s.beside.next(), headers, connections: s.beside.connections }] : []),
  ];
  const settle = () => waitIdle(server.pid);
  await settle();
  // Orders keep the shop busy: from here on it is never idle, so its load does not wait for that.
  const orders =
    s.during && placeOrdersSteadily(server.baseUrl, await shopperToken(server.baseUrl), orderIds, s.during.perSecond);
  const [shop, besideShop] = await loadTogether(server.baseUrl, loads(), {
    duration,
    warmup,
    settle: orders ? async () => {} : settle,
  });
  const during = orders && { ...(await orders.stop()), seconds: warmup + duration };
  // What the load left queued in the shop must not run during the reference's load.
  await settle();
  await reference.answer(sample);
  const [ref, besideRef] = await loadTogether(reference.baseUrl, loads(), {
    duration,
    warmup,
    settle: () => waitIdle(reference.pid),
  });
  return {
    database,
    scenario: s.key,
    name: s.name,
    example,
    answer: {
      bytes: sample.body.length,
      contentType: sample.headers['content-type'] ?? '',
      contentEncoding: sample.headers['content-encoding'] ?? '',
    },
    shop,
    reference: ref,
    ratio: ratioOf(shop, ref),
    ...(during && { during }),
    ...(s.beside && {
      beside: { name: s.beside.name, shop: besideShop, reference: besideRef, ratio: ratioOf(besideShop, besideRef) },
    }),
  };
}

const ratioOf = (shop, ref) =>
  ref.requestsPerSecond ? Math.round((shop.requestsPerSecond / ref.requestsPerSecond) * 100) / 100 : null;

/** Listed generated goods (the fill takes 2 % off the shelf and leaves 1 % unapproved). */
const LISTED_IDS = `select id from goods where goods_no like 'BENCH%' and goods_status = 1 and goods_verify = 1
  and deleted_at is null order by id`;

const logFileOf = (name) => path.join(os.tmpdir(), `shop-bench-${name}-${process.pid}.log`);

/** Starts the server under test with its own log level (as `npm start` does) and its output in a file. */
async function startLogged(name, opts) {
  const logFile = logFileOf(name);
  const server = await startTarget({ ...opts, env: { ...opts.env, LOG_LEVEL: undefined }, logFile });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(logFile, { force: true });
    },
  };
}

/**
 * PGlite: the data folder outlives the two server processes (a PGlite folder has one owner at a time, so the fill
 * runs between them).
 */
export async function catalogOnPglite({ goods, say, ...rest }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-catalog-'));
  const reference = await startReference();
  try {
    say('Catalogue: migrating and seeding a PGlite database ...');
    const first = await startTarget({ dataDir });
    await first.stop();
    say(`Catalogue: adding ${goods} goods (one statement) ...`);
    const { PGlite } = serverRequire('@electric-sql/pglite');
    const db = new PGlite(path.join(dataDir, 'db'));
    // No VACUUM here: the server's upkeep marks the new pages when it starts (apps/server/src/modules/catalog/
    // table-upkeep.ts), so the loads see the plans a long-running shop has, reached the way it reaches them.
    const fillMs = await fillGoods(db, goods, { vacuum: false });
    const listedIds = (await db.query(LISTED_IDS)).rows.map((r) => Number(r.id));
    const orderIds = await setupOrders(db);
    await db.close();
    say(`  filled in ${(fillMs / 1000).toFixed(1)} s`);
    const server = await startLogged('pglite', { dataDir });
    try {
      say(`Catalogue: the scenarios and their reference (PGlite) ...`);
      return await measure(server, 'pglite', { listedIds, orderIds, goods, fillMs, reference, say, ...rest });
    } finally {
      await server.stop();
    }
  } finally {
    await reference.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** REDIS_URL on its own database number, so the bench never reads or flushes another user's keys. */
function benchRedisUrl(base, db) {
  const url = new URL(base);
  url.pathname = `/${db}`;
  return url.toString();
}

async function flushRedis(url) {
  const Redis = serverRequire('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/**
 * PostgreSQL: `url` is a fresh database made for the run; with `redisUrl` the same filled database is measured a
 * second time with the shared cache in Redis (on database number `redisDb`, flushed before and after).
 */
export async function catalogOnPostgres({ url, redisUrl, redisDb = 5, goods, say, ...rest }) {
  const reference = await startReference();
  const runs = [];
  try {
    say('Catalogue: migrating and seeding the PostgreSQL database ...');
    const server = await startLogged('postgres', { env: { DATABASE_URL: url } });
    try {
      say(`Catalogue: adding ${goods} goods (one statement) ...`);
      const pg = serverRequire('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      let fillMs;
      let listedIds;
      let orderIds;
      try {
        fillMs = await fillGoods(client, goods);
        listedIds = (await client.query(LISTED_IDS)).rows.map((r) => Number(r.id));
        orderIds = await setupOrders(client);
      } finally {
        await client.end();
      }
      say(`  filled in ${(fillMs / 1000).toFixed(1)} s`);
      say(`Catalogue: the scenarios and their reference (PostgreSQL) ...`);
      runs.push(await measure(server, 'postgres', { listedIds, orderIds, goods, fillMs, reference, say, ...rest }));
      if (redisUrl) {
        await server.stop();
        const shared = benchRedisUrl(redisUrl, redisDb);
        await flushRedis(shared);
        try {
          const withRedis = await startLogged('redis', { env: { DATABASE_URL: url, REDIS_URL: shared } });
          try {
            say(`Catalogue: the scenarios and their reference (PostgreSQL + Redis db ${redisDb}) ...`);
            runs.push(
              await measure(withRedis, 'postgres+redis', {
                listedIds,
                orderIds,
                goods,
                fillMs,
                reference,
                say,
                ...rest,
              }),
            );
          } finally {
            await withRedis.stop();
          }
        } finally {
          await flushRedis(shared);
        }
      }
    } finally {
      await server.stop();
    }
  } finally {
    await reference.stop();
  }
  return runs;
}
