// What a crawler finds first: /robots.txt (the shop open, the back offices, the user centre, cart, checkout and the
// API closed) and /sitemap.xml, a sitemap index naming parts of at most `partSize` addresses each (50,000 by the
// protocol; lowered here so a few thousand generated goods prove the cut), answered from cache (docs/seo.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, integralGoods, stores } from '../src/db/schema/index.ts';
import { loadConfig } from '../src/config.ts';
import { SITEMAP_PART_SIZE } from '../src/http/platform/sitemaps.ts';
import { bumpCatalogVersion } from '../src/modules/catalog/cache.ts';
import { fillGoods } from './goods-fill-helper.ts';
import { testApp } from './helper.ts';

const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seo-discovery-'));
fs.mkdirSync(path.join(staticRoot, 'storefront'), { recursive: true });
fs.writeFileSync(
  path.join(staticRoot, 'storefront', 'index.html'),
  '<!doctype html><html lang="zh-CN"><head><title>商城</title></head><body><div id="root"></div></body></html>',
);
// A build that ships files of these names must not answer them: the shop's own routes do.
fs.writeFileSync(path.join(staticRoot, 'storefront', 'robots.txt'), 'User-agent: *\nDisallow: /\n');
fs.writeFileSync(path.join(staticRoot, 'storefront', 'sitemap.xml'), '<urlset/>');
afterAll(() => fs.rmSync(staticRoot, { recursive: true, force: true }));

const t = await testApp({
  config: { staticRoot, trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy },
});
const db = t.database.db;
const PART = 1000;
const GENERATED = 2_600;

type Query = (...args: unknown[]) => Promise<unknown>;
/** Counts the statements that reach the driver while `run` runs. */
const client = (db as unknown as { $client: { query: Query } }).$client;
const driverQuery = client.query.bind(client);
let sent = 0;
let counting = false;
client.query = (...args: unknown[]) => {
  if (counting) sent += 1;
  return driverQuery(...args);
};
async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
  sent = 0;
  counting = true;
  try {
    await run();
    return sent;
  } finally {
    counting = false;
  }
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The `<loc>`s (and `<lastmod>`s) of a sitemap or sitemap index, read by an XML parser. */
function locations(xml: string): { loc: string; lastmod?: string }[] {
  const doc = parseDocument(xml, { xmlMode: true });
  const entries = DomUtils.findAll((e) => e.name === 'url' || e.name === 'sitemap', doc.children);
  return entries.map((entry) => {
    const text = (name: string) => {
      const el = DomUtils.findOne((e) => e.name === name, entry.children, false);
      return el ? DomUtils.textContent(el) : undefined;
    };
    return { loc: text('loc') ?? '', lastmod: text('lastmod') };
  });
}

const listedIds = async () =>
  (
    await db
      .select({ id: goods.id })
      .from(goods)
      .where(sql`goods_status = 1 and goods_verify = 1 and deleted_at is null and store_open`)
      .orderBy(goods.id)
  ).map((r) => r.id);

beforeAll(async () => {
  await fillGoods(db, GENERATED);
  t.app.sitemaps.partSize = PART;
}, 300_000);

describe('robots.txt', () => {
  it('opens the shop and closes the back offices, the user centre, cart, checkout and the API', async () => {
    const res = await get('/robots.txt', { host: 'shop.example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const closed of ['/Admin/', '/Seller/', '/user', '/carts', '/order/', '/api/']) {
      expect(lines).toContain(`Disallow: ${closed}`);
    }
    // The help articles live under the user centre's path and stay open; nothing closes the whole shop.
    expect(lines).toContain('Allow: /user/article/');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: http://shop.example.com/sitemap.xml');
  });

  it('writes the protocol the proxy saw, and never a Host header that is not a host', async () => {
    const behind = await get('/robots.txt', { host: 'shop.example.com', 'x-forwarded-proto': 'https' });
    expect(behind.body).toContain('Sitemap: https://shop.example.com/sitemap.xml');
    const hostile = await get('/robots.txt', { host: 'evil.example"><script>' });
    expect(hostile.body).not.toContain('evil');
    expect(hostile.body).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it('PUBLIC_URL names the origin whatever the request says', async () => {
    const configured = await testApp({ demo: false, config: { staticRoot, publicUrl: 'https://shop.example.com' } });
    try {
      const res = await configured.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'other.test' } });
      expect(res.body).toContain('Sitemap: https://shop.example.com/sitemap.xml');
      const index = await configured.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'other.test' },
      });
      expect(locations(index.body).map((l) => l.loc)).toContain('https://shop.example.com/sitemaps/pages-1.xml');
    } finally {
      await configured.close();
    }
  });

  it('PUBLIC_URL must be an origin', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com' }).publicUrl).toBe('https://shop.example.com');
    expect(loadConfig({}).publicUrl).toBeUndefined();
    for (const bad of [
      'https://shop.example.com/',
      'https://shop.example.com/shop',
      'shop.example.com',
      'ftp://x.y',
      '*',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });
});

describe('sitemaps', () => {
  it('the protocol allows 50,000 addresses per sitemap', () => {
    expect(SITEMAP_PART_SIZE).toBe(50_000);
  });

  it('the index names every part, each a sitemap of the goods on sale cut by id ranges', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const parts = locations(index.body).map((l) => l.loc);
    const listed = await listedIds();
    const goodsParts = Math.ceil(listed.length / PART);
    expect(goodsParts).toBeGreaterThan(2);
    expect(parts).toEqual(
      expect.arrayContaining([
        'http://localhost/sitemaps/pages-1.xml',
        'http://localhost/sitemaps/stores-1.xml',
        'http://localhost/sitemaps/classes-1.xml',
        'http://localhost/sitemaps/articles-1.xml',
        'http://localhost/sitemaps/integral-1.xml',
        ...Array.from({ length: goodsParts }, (_v, i) => `http://localhost/sitemaps/goods-${i + 1}.xml`),
      ]),
    );
    expect(parts).not.toContain(`http://localhost/sitemaps/goods-${goodsParts + 1}.xml`);

    // Every goods on sale exactly once, in id order, at most PART per part, with when it last changed.
    const seen: string[] = [];
    for (let n = 1; n <= goodsParts; n++) {
      const res = await get(`/sitemaps/goods-${n}.xml`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const urls = locations(res.body);
      expect(urls.length).toBeLessThanOrEqual(PART);
      expect(urls.length).toBe(n < goodsParts ? PART : listed.length - PART * (goodsParts - 1));
      for (const u of urls) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
      seen.push(...urls.map((u) => u.loc));
    }
    expect(seen).toEqual(listed.map((id) => `http://localhost/goods/${id}`));
    expect((await get(`/sitemaps/goods-${goodsParts + 1}.xml`)).statusCode).toBe(404);
    expect((await get('/sitemaps/nothing-1.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/goods-0.xml')).statusCode).toBe(404);
  });

  it('lists the open stores, every class at its storefront address, the articles and the fixed pages', async () => {
    const storeUrls = locations((await get('/sitemaps/stores-1.xml')).body).map((l) => l.loc);
    const open = await db
      .select({ id: stores.id })
      .from(stores)
      .where(sql`store_status = 1 and store_verify = 4 and deleted_at is null`)
      .orderBy(stores.id);
    expect(storeUrls).toEqual(open.map((s) => `http://localhost/store/${s.id}`));

    const classUrls = locations((await get('/sitemaps/classes-1.xml')).body).map((l) => l.loc);
    // A top class and a leaf, as the storefront's class links write them (lib/search.ts classSearchPath).
    const encoded = (o: object) => encodeURIComponent(Buffer.from(JSON.stringify(o)).toString('base64'));
    expect(classUrls).toContain(`http://localhost/s/${encoded({ pid: 1, class_id: [1], deep: 1 })}`);
    expect(classUrls).toContain(`http://localhost/s/${encoded({ pid: 1, sid: 5, tid: 10, class_id: [10] })}`);

    const articleUrls = locations((await get('/sitemaps/articles-1.xml')).body).map((l) => l.loc);
    expect(articleUrls).toContain(`http://localhost/user/article/${encodeURIComponent('关于我们')}`);
    const pages = locations((await get('/sitemaps/pages-1.xml')).body).map((l) => l.loc);
    expect(pages).toEqual(
      expect.arrayContaining(['http://localhost/', 'http://localhost/stores', 'http://localhost/seckills']),
    );
  });

  it('lists the points goods on the shelf, and not one the points goods page answers 404 for', async () => {
    const onShelf = sql`goods_status = 1 and deleted_at is null`;
    const shelved = await db
      .select({ id: integralGoods.id })
      .from(integralGoods)
      .where(onShelf)
      .orderBy(integralGoods.id);
    expect(shelved.length).toBeGreaterThan(1);
    const hidden = shelved[1]!.id;
    await db.update(integralGoods).set({ goods_status: 0 }).where(eq(integralGoods.id, hidden));
    expect((await get(`/integral/goods/${hidden}`)).statusCode).toBe(404);
    expect((await get(`/integral/goods/${shelved[0]!.id}`)).statusCode).toBe(200);

    // The part's first request: points goods bump no version, so a cached part would show the change only when stale.
    const res = await get('/sitemaps/integral-1.xml');
    expect(res.statusCode).toBe(200);
    const urls = locations(res.body);
    const visible = await db
      .select({ id: integralGoods.id })
      .from(integralGoods)
      .where(onShelf)
      .orderBy(integralGoods.id);
    expect(urls.map((u) => u.loc)).toEqual(visible.map((g) => `http://localhost/integral/goods/${g.id}`));
    expect(urls.map((u) => u.loc)).toContain(`http://localhost/integral/goods/${shelved[0]!.id}`);
    expect(urls.map((u) => u.loc)).not.toContain(`http://localhost/integral/goods/${hidden}`);
    for (const u of urls) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    await db.update(integralGoods).set({ goods_status: 1 }).where(eq(integralGoods.id, hidden));
  });

  it('answers a repeated request from cache, compressed, and follows a goods change at once', async () => {
    await get('/sitemap.xml');
    await get('/sitemaps/goods-1.xml');
    expect(await statementsDuring(() => get('/sitemap.xml'))).toBe(0);
    expect(await statementsDuring(() => get('/sitemaps/goods-1.xml'))).toBe(0);
    const zipped = await get('/sitemaps/goods-1.xml', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await get('/sitemaps/goods-1.xml');
    expect(zlib.gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);

    // A goods taken off the shelf leaves the sitemap with the next request (a catalogue write bumps the version).
    const [first] = await listedIds();
    await db.update(goods).set({ goods_status: 0 }).where(eq(goods.id, first!));
    await bumpCatalogVersion(t.app.kv);
    const after = locations((await get('/sitemaps/goods-1.xml')).body).map((l) => l.loc);
    expect(after).not.toContain(`http://localhost/goods/${first}`);
    expect(after[0]).toBe(`http://localhost/goods/${(await listedIds())[0]}`);
  });

  it('leaves out the goods of a closed store, and the store', async () => {
    const [open] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.store_status, 1), eq(stores.store_verify, 4)))
      .orderBy(stores.id)
      .limit(1);
    const ofStore = (await db.select({ id: goods.id }).from(goods).where(eq(goods.store_id, open!.id))).map(
      (g) => g.id,
    );
    await db.update(stores).set({ store_status: 0 }).where(eq(stores.id, open!.id));
    await bumpCatalogVersion(t.app.kv);
    const index = locations((await get('/sitemap.xml')).body).map((l) => l.loc);
    const all = [];
    for (const part of index.filter((l) => l.includes('/sitemaps/goods-'))) {
      all.push(...locations((await get(part.replace('http://localhost', ''))).body).map((l) => l.loc));
    }
    expect(all.length).toBeGreaterThan(0);
    for (const id of ofStore) expect(all).not.toContain(`http://localhost/goods/${id}`);
    const storeUrls = locations((await get('/sitemaps/stores-1.xml')).body).map((l) => l.loc);
    expect(storeUrls).not.toContain(`http://localhost/store/${open!.id}`);
    await db
      .update(stores)
      .set({ store_status: 1 })
      .where(inArray(stores.id, [open!.id]));
    await bumpCatalogVersion(t.app.kv);
  });
});
