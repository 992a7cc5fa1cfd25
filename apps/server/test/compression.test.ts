import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { RECHECK_MS } from '../src/http/platform/spa.ts';
import { testApp } from './helper.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A fake deployment with what the build writes: hashed assets with their .br/.gz siblings; Seller not built. */
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-compress-'));
const write = (rel: string, data: string | Buffer) => {
  const file = path.join(staticRoot, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
};
const indexHtml = (title: string) =>
  `<!doctype html><html><head><title>${title}</title>` +
  `<script type="module" src="/assets/index-a1b2c3.js"></script></head><body>${'<div id="root"></div>'.repeat(60)}</body></html>`;
const entryJs = `export const shop = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `goods ${i}`))};`;
write('storefront/index.html', indexHtml('storefront'));
write('storefront/assets/index-a1b2c3.js', entryJs);
write('storefront/assets/index-a1b2c3.js.br', zlib.brotliCompressSync(entryJs));
write('storefront/assets/index-a1b2c3.js.gz', zlib.gzipSync(entryJs));
write('storefront/assets/tiny-9f8e7d.js', 'export{}');
write('storefront/favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
const adminCss = `.a{color:red}${'.b{margin:0}'.repeat(200)}`;
write('Admin/index.html', indexHtml('admin'));
write('Admin/assets/index-44dd.css', adminCss);
write('Admin/assets/index-44dd.css.br', zlib.brotliCompressSync(adminCss));
afterAll(() => fs.rmSync(staticRoot, { recursive: true, force: true }));

const t = await testApp({ config: { staticRoot } });

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

/** The body as the client reads it after undoing the answer's content-encoding. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString();
}

describe('API answers', () => {
  it('compresses an answer above 1 KB with brotli or gzip as asked, with vary and the compressed length', async () => {
    const plain = await get('/api/goods?page=1');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json<{ code: number }>().code).toBe(200);

    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['*', 'br'],
    ] as const) {
      // Twice: the second one is answered from the compressed copy of the same text.
      for (let i = 0; i < 2; i++) {
        const res = await get('/api/goods?page=1', { 'accept-encoding': accept });
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
        expect(Number(res.headers['content-length']), accept).toBe(res.rawPayload.length);
        expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 2);
        expect(res.headers['content-type']).toContain('application/json');
        expect(decoded(res), accept).toBe(plain.body);
      }
    }
  });

  it('compresses answers the route builds as objects, and the Swagger UI files streamed below /api', async () => {
    const plain = await get('/api/docs/json');
    const br = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toBe(plain.body);
    const css = await get('/api/docs/static/swagger-ui.css', { 'accept-encoding': 'gzip' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(decoded(css)).toBe((await get('/api/docs/static/swagger-ui.css')).body);
  });

  it('leaves small answers, identity-only clients and x-no-compression alone', async () => {
    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
    const cases: Array<Record<string, string>> = [
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
      { 'accept-encoding': 'br', 'x-no-compression': '1' },
    ];
    for (const headers of cases) {
      const res = await get('/api/goods?page=1', headers);
      expect(res.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(res.json<{ code: number }>().code).toBe(200);
    }
  });

  it('never compresses uploads, even a text file', async () => {
    const text = JSON.stringify({ filler: 'x'.repeat(4000) });
    const dir = path.join(t.dataDir, 'uploads', 'test');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'big.json'), text);
    const res = await get('/uploads/test/big.json', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(text);
  });
});

describe('built files', () => {
  it('sends hashed assets precompressed as the client accepts, cached for a year', async () => {
    const cases = [
      [{ 'accept-encoding': 'gzip, deflate, br' }, 'br'],
      [{ 'accept-encoding': 'gzip' }, 'gzip'],
      [{}, undefined],
    ] as const;
    for (const [headers, encoding] of cases) {
      const res = await get('/assets/index-a1b2c3.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decoded(res)).toBe(entryJs);
    }
    const brFile = fs.readFileSync(path.join(staticRoot, 'storefront/assets/index-a1b2c3.js.br'));
    expect((await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'br' })).rawPayload).toEqual(brFile);

    // Only a brotli sibling: a gzip-only client gets the file as it is.
    const css = await get('/Admin/assets/index-44dd.css', { 'accept-encoding': 'gzip' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe(adminCss);
    expect(css.headers['content-type']).toContain('text/css');
    const cssBr = await get('/Admin/assets/index-44dd.css', { 'accept-encoding': 'br' });
    expect(decoded(cssBr)).toBe(adminCss);

    const tiny = await get('/assets/tiny-9f8e7d.js', { 'accept-encoding': 'br' });
    expect(tiny.body).toBe('export{}');
    expect(tiny.headers['cache-control']).toBe(IMMUTABLE);

    const head = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(brFile.length);
    expect(head.body).toBe('');

    expect((await get('/assets/index-gone.js', { 'accept-encoding': 'br' })).statusCode).toBe(404);
  });

  it('caches the unhashed files beside index.html briefly, and never compresses them per request', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('index.html', () => {
  afterEach(() => vi.useRealTimers());

  it('answers from memory, compressed, no-cache with an ETag; a revalidation is a 304', async () => {
    // A page without preload hints or a head of its own (page-preloads.test.ts and seo-heads.test.ts cover those, and
    // every storefront page has a head): the file's bytes as they are.
    const plain = await get('/Admin/user/info');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(indexHtml('admin'));
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/Admin/user/orders', { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe(encoding);
      // Added to what CORS varies on, not instead of it (the texts a page names follow the browser's language).
      expect(res.headers.vary).toMatch(/^Origin, accept-language, accept-encoding$/i);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.headers['cache-control']).not.toContain('immutable');
      expect(decoded(res)).toBe(plain.body);
    }

    const again = await get('/Admin/user/orders', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get('/Admin/user/orders', { 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);

    const head = await get('/Admin/goods/list', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body).toBe('');
  });

  it('picks up a new build written while the server runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + RECHECK_MS + 1);
    const before = await get('/Admin/user/orders');
    const rebuilt = indexHtml('admin, rebuilt');
    write('Admin/index.html', rebuilt);
    // What was read stays in use until the next look at the disk, RECHECK_MS later.
    expect((await get('/Admin/user/orders')).body).toBe(before.body);
    vi.setSystemTime(Date.now() + RECHECK_MS + 1);
    const after = await get('/Admin/user/orders', { 'accept-encoding': 'br' });
    expect(decoded(after)).toBe(rebuilt);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get('/Admin/user/orders', { 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);
  });

  it('still explains how to build an app whose build is missing', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await get('/Seller/orders', { 'accept-encoding': 'br' }, method);
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      if (method === 'GET') expect(decoded(res)).toContain('npm run build');
    }
  });
});
