// The storefront pages name the picture their largest paint waits for in their HTML, so a phone downloads it with
// the page instead of after the scripts and the API answer: the home's first slide, a goods page's box picture,
// the search page's first card. The hint must be the very address the page then shows (a preload the page does
// not use is a wasted download and a console warning), so each is compared with what the API answers the page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HINT_WAIT_MS, PagePreloads, remembered } from '../src/http/platform/page-preloads.ts';
import { goodsBoxPicture } from '../src/modules/catalog/page-preloads.ts';
import { testApp } from './helper.ts';

const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-preload-'));
for (const app of ['storefront', 'Admin']) {
  fs.mkdirSync(path.join(staticRoot, app, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(staticRoot, app, 'index.html'),
    `<!doctype html><html><head><title>${app}</title></head><body><div id="root"></div></body></html>`,
  );
  // Each app's pages name their language's texts once every hint source has answered (app-pages.ts): the tests
  // below wait for that chunk instead of a fixed time.
  const texts = (language: string) => [
    `../../packages/i18n/src/locales/${language}.ts`,
    { file: `assets/texts-${language}.js` },
  ];
  fs.writeFileSync(
    path.join(staticRoot, app, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      ...Object.fromEntries([texts('zh-cn'), texts('en')]),
    }),
  );
}
afterAll(() => fs.rmSync(staticRoot, { recursive: true, force: true }));

const t = await testApp({ config: { staticRoot } });

/** The pictures a page's HTML preloads. */
function picturesOf(html: string) {
  return [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]);
}

/** The API answers a page's HTML preloads. */
async function fetchesOf(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return [...res.body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );
}

/**
 * The pictures a page preloads once its sources have answered: a page waits only HINT_WAIT_MS for them (a slow
 * first query on a busy test machine answers the next request), so ask again until the page names its texts' chunk,
 * which it does only with every source's answer.
 */
async function preloads(url: string, status = 200) {
  for (let attempt = 0; ; attempt++) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    if (res.body.includes('/assets/texts-')) return picturesOf(res.body);
    if (attempt > 100) throw new Error(`${url}: its hint sources never answered`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

const encodeParams = (params: object) => Buffer.from(JSON.stringify(params)).toString('base64');

describe('storefront pages name their first picture', () => {
  it('the home page preloads the first live slide the home shows', async () => {
    const slides = await t.call<{ image: string }[]>('GET', '/api/adv', { query: { name: 'PC_首页幻灯片' } });
    expect(slides.data.length).toBeGreaterThan(0);
    expect(await preloads('/')).toEqual([slides.data[0]!.image]);
    // And the answers the home asks for at once, as the client's HTTP layer writes their addresses.
    expect(await fetchesOf('/')).toEqual([
      '/api/adv?name=PC_%E9%A6%96%E9%A1%B5%E5%B9%BB%E7%81%AF%E7%89%87',
      '/api/adv?name=PC_%E9%A6%96%E9%A1%B5%E6%8E%A8%E8%8D%90',
      '/api/adv?name=PC_%E9%A6%96%E9%A1%B5%E6%A5%BC%E5%B1%82',
      '/api/home',
    ]);
  });

  it("a goods page preloads its box picture: the first picture's 400 px thumbnail", async () => {
    const list = await t.call<{ data: { id: number }[] }>('GET', '/api/goods', { query: { page: 1, per_page: 5 } });
    for (const { id } of list.data.data) {
      const goods = await t.call<Parameters<typeof goodsBoxPicture>[0]>('GET', `/api/goods/${id}`, {
        query: { saveCheck: true },
      });
      const picture = goodsBoxPicture(goods.data);
      expect(picture).toMatch(/_400\.\w+$/);
      expect(picture).toBe(goods.data.goods_images_thumb_400?.[0]);
      expect(await preloads(`/goods/${id}`)).toEqual([picture]);
      expect(await fetchesOf(`/goods/${id}`)).toEqual([`/api/goods/${id}?saveCheck=true`]);
    }
  });

  it('a search page preloads the first card of the list it shows, page and filters included', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/s', { page: '1', per_page: '30', params: encodeParams({}) }],
      // Not a params segment (typed by hand): the storefront shows the unfiltered list.
      ['/s/%E6%89%8B%E6%9C%BA', { page: '1', per_page: '30', params: encodeParams({}) }],
      [
        `/s/${encodeParams({ sort_type: 'goods_price', sort_order: 'asc' })}`,
        { page: '1', per_page: '30', params: encodeParams({ sort_type: 'goods_price', sort_order: 'asc' }) },
      ],
      [
        `/s/${encodeParams({ sort_type: 'goods_price', sort_order: 'desc' })}?page=2`,
        { page: '2', per_page: '30', params: encodeParams({ sort_type: 'goods_price', sort_order: 'desc' }) },
      ],
      // Keys out of order and one the page does not know: the storefront sends the filters in their fixed order.
      [
        `/s/${encodeParams({ sort_order: 'asc', junk: 1, sort_type: 'goods_sale' })}`,
        { page: '1', per_page: '30', params: encodeParams({ sort_type: 'goods_sale', sort_order: 'asc' }) },
      ],
    ];
    const seen = new Set<string>();
    for (const [url, query] of cases) {
      const list = await t.call<{ data: { goods_master_image: string }[] }>('GET', '/api/goods', { query });
      const first = list.data.data[0]?.goods_master_image;
      expect(first).toBeTruthy();
      seen.add(first!);
      expect(await preloads(url)).toEqual([first]);
      // The list request itself, parameters in the order the client sends them, the filters in their fixed order.
      expect(await fetchesOf(url)).toEqual([
        `/api/goods?page=${query.page}&per_page=30&params=${encodeURIComponent(query.params!)}`,
      ]);
    }
    // The cases really differ (a sort or a page that named the same card would prove nothing).
    expect(seen.size).toBeGreaterThan(1);
  });

  it('a page without a known first picture, or of a goods that is not listed, has no preload', async () => {
    // A goods that does not exist answers 404 (seo-heads.test.ts), still with the storefront's chunks.
    expect(await preloads('/goods/999999999', 404)).toEqual([]);
    expect(await preloads('/user/info')).toEqual([]);
    expect(await preloads('/Admin/login')).toEqual([]);
  });

  it('the hinted page has its own validator, and a revalidation of it answers 304', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/user/info' });
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers.etag).toBeTruthy();
    expect(home.headers.etag).not.toBe(plain.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(home.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

const page = (path: string) => ({ path, search: new URLSearchParams(), acceptLanguage: '' });

describe('the hints never slow or break a page', () => {
  it('keeps only site paths and http(s) addresses, at most three, without duplicates', async () => {
    const registry = new PagePreloads();
    registry.add('/', async () =>
      [
        '/uploads/a.png',
        '"><script>alert(1)</script>',
        'javascript:alert(1)',
        '//evil.example/x.png',
        'https://cdn.example/b.png',
        '/uploads/a.png',
      ].map((image) => ({ image })),
    );
    registry.add('/', async () => [
      { image: '/uploads/c.png' },
      { image: '/uploads/d.png' },
      { fetch: '/api/home' },
      { fetch: 'https://evil.example/api/x' },
      { fetch: '/uploads/x' },
    ]);
    expect(await registry.find('/', page('/'))).toEqual([
      { image: '/uploads/a.png' },
      { image: 'https://cdn.example/b.png' },
      { image: '/uploads/c.png' },
      { fetch: '/api/home' },
    ]);
  });

  it('answers without hints when a source is slow or fails', async () => {
    const registry = new PagePreloads();
    registry.add('/', () => new Promise(() => undefined));
    const started = Date.now();
    expect(await registry.find('/', page('/'))).toEqual([]);
    expect(Date.now() - started).toBeLessThan(HINT_WAIT_MS + 1000);

    const failing = new PagePreloads();
    failing.add('/', async () => {
      throw new Error('database gone');
    });
    failing.add('/', async () => [{ image: '/uploads/ok.png' }]);
    expect(await failing.find('/', page('/'))).toEqual([{ image: '/uploads/ok.png' }]);
  });

  it('remembers answers per address and refreshes them in the background, never making a page wait again', async () => {
    let version = 1;
    let release: () => void = () => undefined;
    let calls = 0;
    const source = remembered(
      async ({ path }) => {
        calls += 1;
        if (version > 1) await new Promise<void>((r) => (release = r));
        return [{ image: `/uploads${path}-v${version}.png` }];
      },
      20,
      2,
    );
    const ask = async (path: string) => (await source(page(path))).map((p) => ('image' in p ? p.image : ''));
    expect(await ask('/a')).toEqual(['/uploads/a-v1.png']);
    expect(await ask('/a')).toEqual(['/uploads/a-v1.png']);
    expect(calls).toBe(1);

    // Stale: the old answer goes out at once while one refresh runs (the refresh is slow here).
    version = 2;
    await new Promise((r) => setTimeout(r, 30));
    expect(await ask('/a')).toEqual(['/uploads/a-v1.png']);
    expect(await ask('/a')).toEqual(['/uploads/a-v1.png']);
    expect(calls).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await ask('/a')).toEqual(['/uploads/a-v2.png']);

    // Bounded: a third address pushes out the oldest.
    version = 1;
    await ask('/b');
    await ask('/c');
    const before = calls;
    await ask('/a');
    expect(calls).toBe(before + 1);
  });
});
