import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { testApp } from './helper.ts';

/** A fake deployment of the three builds. */
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-csp-'));
for (const folder of ['storefront', 'Admin', 'Seller']) {
  fs.mkdirSync(path.join(staticRoot, folder, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, folder, 'index.html'), `<!doctype html><title>${folder}</title>`);
  fs.writeFileSync(path.join(staticRoot, folder, 'assets', 'index-1a2b.js'), 'export {}');
}
afterAll(() => fs.rmSync(staticRoot, { recursive: true, force: true }));

const ALLOWED = 'https://partner.example.com';
const t = await testApp({ demo: false, config: { staticRoot, corsOrigins: [ALLOWED, 'http://localhost:3000'] } });
const plain = await testApp({ demo: false, config: { staticRoot } });

/** `default-src 'self'; script-src 'self'` → { 'default-src': "'self'", ... } */
function directives(header: unknown): Record<string, string> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string).split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );
}

const get = (url: string, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('serve the three apps with a CSP that allows no inline script and no framing', async () => {
    // A goods that does not exist (this shop has none) is the storefront's 404 page: as strict as the others.
    for (const [url, status] of [
      ['/', 200],
      ['/goods/12', 404],
      ['/Admin/', 200],
      ['/Admin/orders', 200],
      ['/Seller/', 200],
      ['/Seller/goods', 200],
    ] as const) {
      const res = await get(url);
      expect([res.statusCode, url]).toEqual([status, url]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src']).toBe("'self'");
      expect(csp['default-src']).toBe("'self'");
      expect(csp['frame-ancestors']).toBe("'none'");
      expect(csp['object-src']).toBe("'none'");
      expect(csp['base-uri']).toBe("'self'");
      expect(csp['connect-src']).toBe("'self'");
      // The sign-in challenge's proof-of-work workers start from blob: URLs; nothing else is widened.
      expect(csp['worker-src']).toBe("'self' blob:");
      expect(csp['img-src']).toContain('data:');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    const asset = await get('/Admin/assets/index-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it('mark API answers, errors and 404s nosniff with a CSP that loads nothing', async () => {
    const answers = [
      await get('/api/health'),
      await get('/api/user/carts'),
      await get('/api/nowhere'),
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: '{bad json',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 404, 400]);
    for (const res of answers) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(directives(res.headers['content-security-policy'])).toEqual({
        'default-src': "'none'",
        'frame-ancestors': "'none'",
      });
    }
  });

  it('sandbox uploaded files, so a file opened directly can run no script', async () => {
    const dir = path.join(t.dataDir, 'uploads', 'csp');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'x.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const res = await get('/uploads/csp/x.svg');
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp).toMatchObject({ 'default-src': "'none'", sandbox: '', 'frame-ancestors': "'none'" });
    expect(csp['script-src']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('let the API docs page load its own scripts and styles', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect([csp['script-src'], csp['style-src']]).toEqual(["'self'", "'self' 'unsafe-inline'"]);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const script = await get('/api/docs/static/swagger-initializer.js');
    expect(page.body).toContain('swagger-initializer.js');
    expect(script.statusCode).toBe(200);
  });
});

describe('CORS', () => {
  it('answers a foreign origin without any CORS header, by default and when origins are listed', async () => {
    for (const app of [plain.app, t.app]) {
      const res = await get('/api/health', { origin: 'https://evil.example.net' }, app);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/user/carts',
        headers: {
          origin: 'https://evil.example.net',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    }
    // Same-origin default: even the origin a listed deployment allows is refused by one that lists none.
    const unlisted = await get('/api/health', { origin: ALLOWED }, plain.app);
    expect(unlisted.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets a listed origin call the API and read the renewed token header, without cookies', async () => {
    const res = await get('/api/health', { origin: ALLOWED });
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-expose-headers']).toBe('Authorization');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/Origin/i);
    // An origin is matched exactly: another scheme, port or a suffix is foreign.
    for (const near of ['http://partner.example.com', 'https://partner.example.com:8443', `${ALLOWED}.evil.net`]) {
      expect((await get('/api/health', { origin: near })).headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('answers the preflight of a listed origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/carts',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('reads CORS_ORIGINS as a comma-separated list of exact origins and refuses anything else', () => {
    const env = (v: string) => loadConfig({ CORS_ORIGINS: v }).corsOrigins;
    expect(env('')).toEqual([]);
    expect(env(' https://a.example.com , http://localhost:5173,')).toEqual([
      'https://a.example.com',
      'http://localhost:5173',
    ]);
    for (const bad of [
      '*',
      'https://a.example.com/',
      'a.example.com',
      'https://a.example.com/shop',
      'ftp://a.example.com',
    ]) {
      expect(() => env(bad), bad).toThrow(/CORS_ORIGINS/);
    }
  });
});
