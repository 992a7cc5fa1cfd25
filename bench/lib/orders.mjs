// The orders budget: POST /api/user/order/create (one store, 3 lines) p99 <= 150 ms at 20 connections, on PGlite
// and on PostgreSQL; and the stock race: 200 orders at once on a SKU with 50 in stock must give exactly 50 orders.
// Each database gets the built server on a fresh data set (migrate + demo seed), then its own bench rows written
// straight to the database (bench goods in the first open store with ample stock, the race SKU with 50, an address
// for the demo shopper), so nothing another bench reads is changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverRequire, startTarget as startServer } from './target.mjs';
import { FLASH, FLASH_SETUP, flashRows, flashRush } from './flash.mjs';
import { figures } from './latency.mjs';

/** The demo shopper (README) places the orders. */
export const SHOPPER = { username: '13800000000', password: '123456' };
/** Stock of each latency goods before the run: far more than 20 connections can order in a few seconds. */
const AMPLE_STOCK = 100_000_000;
const RUSH = { requests: 200, stock: 50 };

const RUSH_STOCK = `update goods_skus set goods_stock = ${RUSH.stock}
  where goods_id in (select id from goods where goods_name = 'BENCH-RUSH')`;
const LATENCY_STOCK = `update goods set goods_stock = ${AMPLE_STOCK} where goods_name like 'BENCH-ORDER %'`;

/** One statement each (a PGlite `query` takes one); `$store` is the first open, approved store. */
const SETUP = [
  `insert into goods (store_id, class_id, goods_name, goods_master_image, goods_price, goods_stock, goods_weight,
                      goods_status, goods_verify, freight_id)
   select s.id, coalesce((select class_id from goods where class_id > 0 order by id limit 1), 0),
          'BENCH-ORDER ' || i, '', (10 + i)::numeric + 0.25, 0, 0.5 * i, 1, 1, 0
   from (select id from stores where store_status = 1 and store_verify = 4 and deleted_at is null
         order by id limit 1) s, generate_series(1, 3) as g(i)`,
  `insert into goods (store_id, class_id, goods_name, goods_master_image, goods_price, goods_stock, goods_weight,
                      goods_status, goods_verify, freight_id)
   select store_id, class_id, 'BENCH-RUSH', '', 1, ${RUSH.stock}, 1, 1, 1, 0
   from goods where goods_name = 'BENCH-ORDER 1'`,
  `insert into goods_skus (goods_id, sku_name, spec_id, goods_price, goods_stock, goods_weight)
   select id, 'bench', '', 1, ${RUSH.stock}, 1 from goods where goods_name = 'BENCH-RUSH'`,
  `insert into addresses (user_id, receive_name, receive_tel, address, province_id, city_id, region_id, area_info)
   select u.id, 'Bench', '13800000000', 'Bench road 1', p.id, c.id, d.id, p.name || ' ' || c.name || ' ' || d.name
   from users u,
        lateral (select * from areas where pid = '0' and deleted_at is null order by id limit 1) p,
        lateral (select * from areas where pid = p.code and deleted_at is null order by id limit 1) c,
        lateral (select * from areas where pid = c.code and deleted_at is null order by id limit 1) d
   where u.username = '${SHOPPER.username}' and u.deleted_at is null`,
  LATENCY_STOCK,
  // One shopper places every bench order: lift the caps on unpaid orders (all but the first ten refused) and on
  // the pieces of one goods they hold (all past the first 200).
  `update configs set content = jsonb_set(jsonb_set(content::jsonb, '{unpaid_order_limit}', '"0"'),
     '{unpaid_goods_limit}', '"0"')::text where name = 'task'`,
];

/**
 * Writes the bench rows and answers their ids.
 * @param {{ query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }} client  a pg Client or PGlite
 */
export async function setupOrders(client) {
  for (const statement of [...SETUP, ...FLASH_SETUP]) await client.query(statement);
  return { ...(await benchIds(client)), flash: await flashRows(client) };
}

/** Ids of the bench rows (goods of the latency basket, the race goods and SKU, the shopper's bench address). */
export async function benchIds(client) {
  const goods = (await client.query(`select id from goods where goods_name like 'BENCH-ORDER %' order by id`)).rows;
  const [rush] = (
    await client.query(`select g.id, s.id as sku_id from goods g join goods_skus s on s.goods_id = g.id
                        where g.goods_name = 'BENCH-RUSH'`)
  ).rows;
  const [address] = (await client.query(`select max(id) as id from addresses where receive_name = 'Bench'`)).rows;
  if (goods.length !== 3 || !rush || !address?.id) throw new Error('orders bench: the bench rows are missing');
  return {
    basket: goods.map((g) => Number(g.id)),
    rushGoods: Number(rush.id),
    rushSku: Number(rush.sku_id),
    address: Number(address.id),
  };
}

/** Sets the stocks the runs start from: ample for the latency basket, 50 for the race SKU. */
export async function resetStock(client) {
  await client.query(LATENCY_STOCK);
  await client.query(RUSH_STOCK);
}

const form = (o) => new URLSearchParams(o).toString();
const params = (order) => Buffer.from(JSON.stringify({ order, ifcart: 0 })).toString('base64');

/** POST /api/login as the demo shopper; returns the bearer token. */
export async function shopperToken(baseUrl) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form({ ...SHOPPER, provider: 'users' }),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`shopper login failed: ${JSON.stringify(body)}`);
  return body.data.access_token;
}

/**
 * order/create bodies: every one a distinct basket (an unused cart_id, ignored without ifcart), so the 3-second
 * double-click guard refuses none of them.
 */
function createBody(ids, lines, n) {
  return form({
    params: params(lines.map((l, i) => ({ ...l, cart_id: i ? 0 : 1_000_000 + n }))),
    address_id: ids.address,
    coupon_id: '',
  });
}

const headersOf = (token) => ({
  'accept-language': 'zh-cn',
  authorization: `Bearer ${token}`,
  'content-type': 'application/x-www-form-urlencoded',
});

/** Loads order creation (3 lines of one store) with autocannon; business refusals count as failures. */
export async function loadOrders(baseUrl, token, ids, { connections = 20, duration = 10, warmup = 2 } = {}) {
  const basket = ids.basket.map((goods_id, i) => ({ goods_id, sku_id: 0, buy_num: i + 1 }));
  let n = 0;
  let failed = 0;
  let firstFailure = '';
  const run = (seconds) =>
    autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          path: '/api/user/order/create',
          headers: headersOf(token),
          setupRequest: (req) => ({ ...req, body: createBody(ids, basket, (n += 1)) }),
          onResponse: (status, body) => {
            let code = 0;
            try {
              code = JSON.parse(body).code;
            } catch {
              /* not JSON: counted below */
            }
            if (status !== 200 || code !== 200) {
              failed += 1;
              firstFailure ||= String(body).slice(0, 200);
            }
          },
        },
      ],
    });
  if (warmup > 0) await run(warmup);
  failed = 0;
  const r = await run(duration);
  return {
    endpoint: 'POST /api/user/order/create (1 store, 3 lines)',
    ...figures(r, connections, duration),
    failed,
    firstFailure,
  };
}

/**
 * Places one-line orders of the first latency goods one after the other at about `perSecond` (as shoppers do while
 * others browse), until `stop()`, which answers how many went through and how many were refused.
 */
export function placeOrdersSteadily(baseUrl, token, ids, perSecond) {
  const line = { goods_id: ids.basket[0], sku_id: 0, buy_num: 1 };
  const out = { perSecond, placed: 0, refused: 0, firstRefusal: '' };
  let running = true;
  const loop = (async () => {
    for (let n = 0; running; n += 1) {
      const started = Date.now();
      try {
        const res = await fetch(`${baseUrl}/api/user/order/create`, {
          method: 'POST',
          headers: headersOf(token),
          body: createBody(ids, [line], 9_000_000 + n),
        });
        const body = await res.json();
        if (body.code === 200) out.placed += 1;
        else {
          out.refused += 1;
          out.firstRefusal ||= String(body.msg);
        }
      } catch (err) {
        out.refused += 1;
        out.firstRefusal ||= String(err.message ?? err);
      }
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 / perSecond - (Date.now() - started))));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return out;
    },
  };
}

/** 200 order/create at once for one piece of the race SKU (50 in stock): answers how many went through. */
export async function rushOrders(baseUrl, token, ids) {
  const line = { goods_id: ids.rushGoods, sku_id: ids.rushSku, buy_num: 1 };
  const post = (p, body) =>
    fetch(`${baseUrl}${p}`, { method: 'POST', headers: headersOf(token), body }).then((r) => r.json());
  const answers = await Promise.all(
    Array.from({ length: RUSH.requests }, (_, k) =>
      post('/api/user/order/create', createBody(ids, [line], 5_000_000 + k)),
    ),
  );
  const placed = answers.filter((a) => a.code === 200).length;
  const refusals = [...new Set(answers.filter((a) => a.code !== 200).map((a) => a.msg))];
  // The preview refuses one more piece only when the SKU has none left (stock can never go below 0: CHECK).
  const after = await post('/api/user/order/before', form({ params: params([line]) }));
  return {
    requests: RUSH.requests,
    stock: RUSH.stock,
    placed,
    refusals,
    soldOut: after.code === 500 && after.msg === '库存不足.',
  };
}

/** PGlite: a PGlite folder has one owner at a time, so the bench rows are written between two server starts. */
export async function ordersOnPglite({ connections, duration, say }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-orders-'));
  try {
    say('Orders: migrating and seeding a PGlite database ...');
    const first = await startServer({ env: { DATA_DIR: dataDir } });
    await first.stop();
    const { PGlite } = serverRequire('@electric-sql/pglite');
    const db = new PGlite(path.join(dataDir, 'db'));
    let ids;
    try {
      ids = await setupOrders(db);
    } finally {
      await db.close();
    }
    const server = await startServer({ env: { DATA_DIR: dataDir } });
    try {
      return await measure(server.baseUrl, 'pglite', ids, { connections, duration, say });
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL: `url` is a fresh database made for the run. */
export async function ordersOnPostgres({ url, connections, duration, say }) {
  say('Orders: migrating and seeding the PostgreSQL database ...');
  const server = await startServer({ env: { DATABASE_URL: url } });
  try {
    const pg = serverRequire('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let ids;
    try {
      ids = await setupOrders(client);
      await resetStock(client);
    } finally {
      await client.end();
    }
    return await measure(server.baseUrl, 'postgres', ids, { connections, duration, say });
  } finally {
    await server.stop();
  }
}

/** The latency load, then the race (on its own SKU, so the load cannot have touched its stock). */
export async function measure(baseUrl, database, ids, { connections, duration, say }) {
  const token = await shopperToken(baseUrl);
  say(`Orders: creating orders with ${connections} connections for ${duration} s (${database}) ...`);
  const load = { database, ...(await loadOrders(baseUrl, token, ids, { connections, duration })) };
  say(`Orders: ${RUSH.requests} orders at once on a SKU with ${RUSH.stock} in stock (${database}) ...`);
  const rush = { database, ...(await rushOrders(baseUrl, token, ids)) };
  say(`Flash sale: ${FLASH.attempts} attempts at once on ${FLASH.quota} units (${database}) ...`);
  const flash = await flashRush(baseUrl, database, ids.flash);
  return { load, rush, flash };
}
