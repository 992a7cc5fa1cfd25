import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisKv } from '../src/lib/redis-kv.ts';
import { parseExposition, sampleValue } from './metrics-exposition.ts';
import { onPostgres, testApp } from './helper.ts';
import { createGoods, createSeller, createShopper, defaultAddresses } from './order-fixtures.ts';
import { basket, buyers, flashSale, type Buyer } from './promotion-fixtures.ts';
import { dropPrefix, testPrefix } from './redis-probe.ts';

const TOKEN = 'metrics-token-of-32-characters!!';
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

describe('GET /metrics with METRICS_TOKEN', async () => {
  const t = await testApp({ demo: false, config: { metricsToken: TOKEN } });
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(res.body);
  };

  it('answers the 404 of an absent route without the token, with a wrong one or another scheme', async () => {
    const absent = await t.app.inject({ url: '/api/no-such-route' });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(404);
      expect(res.body).toBe(absent.body);
    }
  });

  it('is absent from the API document and not under /api', async () => {
    const doc = JSON.parse((await t.app.inject({ url: '/api/docs/json' })).body) as { paths: object };
    expect(Object.keys(doc.paths).filter((p) => p.includes('metrics'))).toEqual([]);
    expect(
      (await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
    ).toBe(404);
  });

  it('is the Prometheus text format: HELP and TYPE for every family, then its samples', async () => {
    await t.app.db.execute(sql`select 1`);
    const families = await scrape();
    for (const [name, f] of families) {
      expect(name.startsWith('shop_'), name).toBe(true);
      expect(f.help, name).not.toBe('');
      expect(f.type, name).not.toBe('');
    }
    for (const name of [
      'shop_http_requests_total',
      'shop_http_request_duration_seconds',
      'shop_db_statement_duration_seconds',
      'shop_cache_requests_total',
      'shop_redis_errors_total',
      'shop_websockets_open',
      'shop_orders_placed_total',
      'shop_payments_total',
      'shop_refunds_total',
      'shop_flash_sale_refused_total',
      'shop_nodejs_eventloop_lag_p99_seconds',
      'shop_process_resident_memory_bytes',
    ])
      expect(families.has(name), name).toBe(true);
    expect(families.get('shop_http_request_duration_seconds')!.type).toBe('histogram');
    expect(sampleValue(families, 'shop_db_statement_duration_seconds_count')).toBeGreaterThan(0);
    // The pool's gauges exist on PostgreSQL only; the test app's pool has opened at least one connection.
    expect(families.has('shop_db_pool_waiting')).toBe(onPostgres);
    if (onPostgres) expect(sampleValue(families, 'shop_db_pool_connections')).toBeGreaterThan(0);
  });

  it("counts a request under its route's pattern, never its address; unknown addresses under one label", async () => {
    const made = await createGoods(t.database.db, (await createSeller(t.database.db, 'm-seller')).store.id);
    const labels = { method: 'GET', route: '/api/goods/:id', status: '200' };
    const before = sampleValue(await scrape(), 'shop_http_requests_total', labels);
    for (const query of ['', '?a=1', '?a=2']) {
      const res = await t.app.inject({ url: `/api/goods/${made.goods.id}${query}` });
      expect(res.statusCode).toBe(200);
    }
    await t.app.inject({ url: '/api/no-such/12345' });
    // Fastify's HEAD twin of a GET route is a route of its own: counted once, as HEAD.
    expect((await t.app.inject({ method: 'HEAD', url: `/api/goods/${made.goods.id}` })).statusCode).toBe(200);
    const after = await scrape();
    expect(sampleValue(after, 'shop_http_requests_total', labels)).toBe(before + 3);
    expect(sampleValue(after, 'shop_http_requests_total', { ...labels, method: 'HEAD' })).toBe(1);
    expect(sampleValue(after, 'shop_http_request_duration_seconds_count', labels)).toBe(before + 3);
    const routes = after.get('shop_http_requests_total')!.samples.map((s) => s.labels.route!);
    expect(routes.filter((r) => /\d/.test(r))).toEqual([]);
    expect(routes).toContain('unmatched');
  });

  it('counts a cached list computed as misses, then asked again as hits only', async () => {
    const count = (families: Awaited<ReturnType<typeof scrape>>, result: string) =>
      sampleValue(families, 'shop_cache_requests_total', { cache: 'catalog', result });
    const url = `/api/goods?page=1&per_page=30&params=${encodeURIComponent(b64({ sort_type: 'id' }))}`;
    const before = await scrape();
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const computed = await scrape();
    // The answer and pieces of it (its count) are cached apart: a list computed misses once or more.
    expect(count(computed, 'miss')).toBeGreaterThan(count(before, 'miss'));
    expect(count(computed, 'hit')).toBe(count(before, 'hit'));
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const again = await scrape();
    expect(count(again, 'miss')).toBe(count(computed, 'miss'));
    expect(count(again, 'hit')).toBeGreaterThan(count(computed, 'hit'));
  });

  it('counts orders placed (one per store) and payments by balance', async () => {
    const db = t.database.db;
    const stores = [(await createSeller(db, 'm-a')).store.id, (await createSeller(db, 'm-b')).store.id];
    const items = await Promise.all(stores.map((s) => createGoods(db, s, { goods_price: '5.00', freight_id: -1 })));
    const shopper = await createShopper(db, 'm-shopper', '100.00');
    const [address] = await defaultAddresses(db, [shopper.id]);
    const token = await t.login('home', 'm-shopper');
    const before = await scrape();
    const order = items.map((m) => ({ goods_id: m.goods.id, sku_id: 0, buy_num: 1 }));
    const placed = await t.call<{ order_id: number[] }>('POST', '/api/user/order/create', {
      token,
      body: { params: b64({ order, ifcart: 0 }), coupon_id: '', address_id: address!.id },
    });
    expect(placed.code, placed.msg).toBe(200);
    const refused = await t.call('POST', '/api/user/order/create', {
      token,
      body: {
        params: b64({ order: [{ ...order[0], buy_num: 9999 }], ifcart: 0 }),
        coupon_id: '',
        address_id: address!.id,
      },
    });
    expect(refused.code).toBe(500);
    const paid = await t.call('POST', '/api/user/order/pay', {
      token,
      body: {
        order_id: placed.data.order_id.join(','),
        payment_name: 'balance',
        pay_password: '123456',
        device: 'scan',
      },
    });
    expect(paid.code, paid.msg).toBe(200);
    const after = await scrape();
    expect(sampleValue(after, 'shop_orders_placed_total')).toBe(sampleValue(before, 'shop_orders_placed_total') + 2);
    const byBalance = { method: 'balance' };
    expect(sampleValue(after, 'shop_payments_total', byBalance)).toBe(
      sampleValue(before, 'shop_payments_total', byBalance) + 1,
    );
  });
  it("counts a flash sale's refusals by reason, and a refund paid back", async () => {
    const db = t.database.db;
    const { store } = await createSeller(db, 'm-flash-seller');
    const { goods } = await createGoods(db, store.id, { goods_price: '10.00', goods_stock: 100, freight_id: -1 });
    await flashSale(db, store.id, goods.id, { price: '8.00', quota: 2, per_user: 1 });
    const [first, second, third] = await buyers(db, 'm-flash', 3);
    // `again` changes the basket's text: the same basket twice would be refused as a repeat, before the sale.
    const place = (b: Buyer, again = false) =>
      t.call<{ order_id: number[] }>('POST', '/api/user/order/create', {
        token: b.token,
        headers: { 'accept-language': 'en' },
        body: {
          params: basket([{ goods_id: goods.id, sku_id: 0, buy_num: 1, ...(again && { cart_id: 0 }) }]),
          coupon_id: '',
          address_id: b.address,
        },
      });
    const before = await scrape();
    const bought = await place(first!);
    expect(bought.code, bought.msg).toBe(200);
    const overLimit = await place(first!, true);
    expect((await place(second!)).code).toBe(200);
    const soldOut = await place(third!);
    expect([overLimit.code, soldOut.code]).toEqual([500, 500]);
    expect(overLimit.msg).not.toBe(soldOut.msg);
    const paid = await t.call('POST', '/api/user/order/pay', {
      token: first!.token,
      body: {
        order_id: String(bought.data.order_id[0]),
        payment_name: 'balance',
        pay_password: '123456',
        device: 'scan',
      },
    });
    expect(paid.code, paid.msg).toBe(200);
    const orderId = bought.data.order_id[0]!;
    const asked = await t.call('POST', '/api/user/order/refund', {
      token: first!.token,
      body: { order_id: orderId, refund_type: 0, refund_remark: 'metrics' },
    });
    expect(asked.code, asked.msg).toBe(200);
    const approved = await t.call('PUT', `/api/Seller/refunds/${orderId}`, {
      token: await t.login('seller', 'm-flash-seller'),
      body: { refund_verify: 1 },
    });
    expect(approved.code, approved.msg).toBe(200);
    const after = await scrape();
    const refused = (families: typeof before, reason: string) =>
      sampleValue(families, 'shop_flash_sale_refused_total', { reason });
    expect(refused(after, 'over_limit')).toBe(refused(before, 'over_limit') + 1);
    expect(refused(after, 'sold_out')).toBe(refused(before, 'sold_out') + 1);
    expect(sampleValue(after, 'shop_refunds_total')).toBe(sampleValue(before, 'shop_refunds_total') + 1);
  });
});

describe('GET /metrics on METRICS_PORT', async () => {
  const t = await testApp({ demo: false, config: { metricsPort: 0, host: '127.0.0.1' } });

  it('answers on its own port without a token, and the shop port has no metrics route', async () => {
    const port = t.app.metricsPort;
    expect(port).toBeGreaterThan(0);
    await t.app.inject({ url: '/api/health' });
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const families = parseExposition(await res.text());
    expect(sampleValue(families, 'shop_http_requests_total', { route: '/api/health' })).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    const onShop = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(onShop.body).not.toContain('# TYPE');
  });

  it('stops its listener with the app', async () => {
    const port = t.app.metricsPort;
    await t.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('without METRICS_TOKEN or METRICS_PORT', async () => {
  const t = await testApp({ demo: false });

  it('has no metrics route and observes nothing', async () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
    expect(t.app.metricsPort).toBeUndefined();
    expect(t.database.statementWatchers.size).toBe(0);
  });
});

describe.runIf(onPostgres && !!process.env.REDIS_URL)('Redis errors', async () => {
  const redisUrl = process.env.REDIS_URL!;
  const prefix = testPrefix('metrics');
  const kv = await createRedisKv(redisUrl, { prefix });
  const t = await testApp({ demo: false, kv, config: { metricsToken: TOKEN } });
  afterAll(() => dropPrefix(redisUrl, prefix));
  const errors = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    return sampleValue(parseExposition(res.body), 'shop_redis_errors_total');
  };

  it('counts a command that fails, here on a connection gone', async () => {
    await kv.set('probe', '1');
    expect(await errors()).toBe(0);
    await kv.close();
    await expect(kv.get('probe')).rejects.toThrow();
    expect(await errors()).toBe(1);
  });
});
