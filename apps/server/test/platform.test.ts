import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { buildFolders } from '../src/http/platform/spa.ts';
import { loggerOptions } from '../src/http/platform/logging.ts';
import { MemoryKv, type Kv } from '../src/lib/kv.ts';
import { testApp } from './helper.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');

/** A fake deployment: storefront and Admin built, Seller not. */
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-static-'));
fs.mkdirSync(path.join(staticRoot, 'storefront', 'assets'), { recursive: true });
fs.writeFileSync(
  path.join(staticRoot, 'storefront', 'index.html'),
  '<!doctype html><title>storefront</title><meta name="app" content="storefront">',
);
fs.writeFileSync(path.join(staticRoot, 'storefront', 'assets', 'index-3f9a1c.js'), 'console.log("shop")');
fs.writeFileSync(path.join(staticRoot, 'storefront', 'favicon.ico'), 'icon');
fs.mkdirSync(path.join(staticRoot, 'Admin', 'assets'), { recursive: true });
fs.writeFileSync(path.join(staticRoot, 'Admin', 'index.html'), '<!doctype html><title>admin</title>');
fs.writeFileSync(path.join(staticRoot, 'Admin', 'assets', 'admin-77aa.css'), 'body{}');
fs.writeFileSync(path.join(staticRoot, 'secret.txt'), 'secret');
afterAll(() => fs.rmSync(staticRoot, { recursive: true, force: true }));

const t = await testApp({ demo: false, config: { staticRoot } });

const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => t.app.inject({ method, url });

describe('health', () => {
  it('answers ok on /health and /api/health with the database pinged and Redis off', async () => {
    for (const url of ['/health', '/api/health']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', db: 'ok', redis: 'off' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 503 naming the part that is down (Redis, database)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-health-'));
    const database = await openDatabase({ dataDir: 'memory' });
    await migrateDatabase(database);
    const memory = new MemoryKv();
    // A Redis that stopped answering.
    const downRedis: Kv = {
      kind: 'redis',
      hit: (k, w) => memory.hit(k, w),
      set: (k, v, ttl) => memory.set(k, v, ttl),
      get: (k) => memory.get(k),
      del: (k) => memory.del(k),
      decrIfEnough: (k, n) => memory.decrIfEnough(k, n),
      setIfAbsent: (k, v, ttl) => memory.setIfAbsent(k, v, ttl),
      incrIfPresent: (k, n) => memory.incrIfPresent(k, n),
      publish: (c, m) => memory.publish(c, m),
      subscribe: (c, h) => memory.subscribe(c, h),
      ping: async () => false,
      close: () => memory.close(),
    };
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), rateLimitPerMinute: 0 };
    const app = await buildApp(config, { database, kv: downRedis, logger: false });
    try {
      const redisDown = await app.inject({ method: 'GET', url: '/api/health' });
      expect(redisDown.statusCode).toBe(503);
      expect(redisDown.json()).toEqual({ status: 'error', db: 'ok', redis: 'error' });
      await database.close();
      const dbDown = await app.inject({ method: 'GET', url: '/health' });
      expect(dbDown.statusCode).toBe(503);
      expect(dbDown.json()).toMatchObject({ status: 'error', db: 'error' });
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('OpenAPI docs', () => {
  it('serves Swagger UI at /api/docs and the document at /api/docs/json', async () => {
    const ui = await get('/api/docs');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.body).toContain('swagger');

    const doc = await get('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const spec = doc.json<{
      openapi: string;
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.paths['/api/login']).toBeDefined();
    expect(spec.paths['/api/uploads']?.post?.tags).toEqual(['uploads']);
    expect(spec.paths['/api/Admin/uploads']?.post?.summary).toBeTruthy();
    expect(spec.paths['/api/Seller/uploads']?.post).toBeDefined();
    expect(spec.paths['/api/health']?.get?.tags).toEqual(['platform']);
    // Neither the docs' own routes nor static hosting show up as API.
    const paths = Object.keys(spec.paths);
    expect(paths.filter((p) => p.startsWith('/api/docs') || p.includes('*') || p.startsWith('/uploads'))).toEqual([]);
  });
});

describe('static hosting of the three builds', () => {
  it("answers each app's index.html for its client routes, never cached", async () => {
    // The storefront's pages get a head of their own (seo-heads.test.ts): its index.html is known by its marker.
    const cases: Array<[string, string]> = [
      ['/', '<meta name="app" content="storefront">'],
      ['/s/e30=', '<meta name="app" content="storefront">'],
      ['/user/order/3?tab=1', '<meta name="app" content="storefront">'],
      ['/Admin', '<title>admin</title>'],
      ['/Admin/', '<title>admin</title>'],
      ['/Admin/goods/list', '<title>admin</title>'],
    ];
    for (const [url, marker] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain(marker);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const head = await get('/s/e30=', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves hashed assets with a one-year immutable cache, other files briefly', async () => {
    const js = await get('/assets/index-3f9a1c.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await get('/Admin/assets/admin-77aa.css');
    expect(css.body).toBe('body{}');
    expect(css.headers['cache-control']).toContain('immutable');
    const icon = await get('/favicon.ico');
    expect(icon.body).toBe('icon');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404 rather than HTML, and never leaves the build folder', async () => {
    expect((await get('/assets/index-old.js')).statusCode).toBe(404);
    expect((await get('/Admin/assets/gone.css')).statusCode).toBe(404);
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/Admin/..%2f..%2fsecret.txt',
      '/.env',
    ]) {
      const res = await get(url);
      expect(res.body, url).not.toContain('secret');
    }
  });

  it('keeps the JSON 404 envelope for unknown API paths', async () => {
    for (const url of ['/api/nothing-here', '/api/Admin/nothing', '/api']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 404, msg: '接口不存在.' });
    }
  });

  it('explains how to build an app whose build is missing, instead of failing', async () => {
    const res = await get('/Seller/orders');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('npm run build');
  });

  it('finds the builds in apps/*/dist when STATIC_ROOT is not set', () => {
    const apps = path.resolve(serverDir, '..');
    expect(buildFolders(undefined)).toEqual({
      storefront: path.join(apps, 'storefront', 'dist'),
      Admin: path.join(apps, 'admin', 'dist'),
      Seller: path.join(apps, 'seller', 'dist'),
    });
    expect(buildFolders('/srv/shop').Admin).toBe(path.join('/srv/shop', 'Admin'));
  });
});

describe('structured logs', () => {
  it('logs one JSON line per request with id, method, url, status and time, and no secrets', async () => {
    const lines: string[] = [];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-logs-'));
    const database = await openDatabase({ dataDir: 'memory' });
    await migrateDatabase(database);
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }), rateLimitPerMinute: 0 };
    const stream = { write: (line: string) => void lines.push(line) };
    const app = await buildApp(config, { database, logger: { ...loggerOptions(config), stream } });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/login?username=someone&password=hunter2secret&provider=users',
        headers: { authorization: 'Bearer tok3nSecretValue', 'x-request-id': 'trace-abc-1' },
      });
      expect(res.headers['x-request-id']).toBe('trace-abc-1');
      const other = await app.inject({ method: 'GET', url: '/health' });
      expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

      // What a debugging line might dump: the redact paths still hide the secrets.
      app.log.info(
        {
          headers: { authorization: 'Bearer tok3nSecretValue' },
          body: { password: 'hunter2secret' },
          password: 'hunter2secret',
        },
        'debugging',
      );

      const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      const done = entries.find((e) => e.msg === 'request completed' && e.reqId === 'trace-abc-1');
      // The path only: query strings carry passwords and codes.
      expect(done).toMatchObject({ level: 30, method: 'GET', url: '/api/login', statusCode: 200 });
      expect(Number.isInteger(done?.responseTime)).toBe(true);
      // One line per request at info: the incoming line is at debug (docs/logging.md).
      expect(entries.filter((e) => e.reqId === 'trace-abc-1')).toHaveLength(1);
      const debugging = entries.find((e) => e.msg === 'debugging');
      expect(debugging).toMatchObject({
        headers: { authorization: '[redacted]' },
        body: '[redacted]',
        password: '[redacted]',
      });
      const all = lines.join('\n');
      expect(all).not.toContain('hunter2secret');
      expect(all).not.toContain('tok3nSecretValue');
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

