// Each storefront page's HTML carries its own head (docs/seo.md): title and description from the page's data in the
// page's language, the canonical address and its hreflang alternates, Open Graph and Twitter card tags, and JSON-LD;
// a goods, store or article that does not exist answers 404 with the storefront's index.html. The HTML is parsed
// here as a browser or a crawler reads it, not searched for substrings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, isNull } from 'drizzle-orm';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, goods, goodsClasses, orderComments, stores } from '../src/db/schema/index.ts';
import { bumpCatalogVersion } from '../src/modules/catalog/cache.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller } from './order-fixtures.ts';
import { flashSale, groupRule } from './promotion-fixtures.ts';

/** index.html as Vite writes it for the storefront (apps/storefront/index.html, built). */
const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <meta name="description" content="多商户商城" />
    <title>商城</title>
    <script type="module" crossorigin src="/assets/index-Bx1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Cq2.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seo-heads-'));
fs.mkdirSync(path.join(staticRoot, 'storefront'), { recursive: true });
fs.writeFileSync(path.join(staticRoot, 'storefront', 'index.html'), INDEX);
afterAll(() => fs.rmSync(staticRoot, { recursive: true, force: true }));

const t = await testApp({ config: { staticRoot } });
const db = t.database.db;
const ORIGIN = 'http://localhost';
const SITE = { name: '青梧商城', title: '青梧商城 - 多商户网上商城' };

type Query = (...args: unknown[]) => Promise<unknown>;
const client = (db as unknown as { $client: { query: Query } }).$client;
const driverQuery = client.query.bind(client);
let sent: string[] | null = null;
client.query = (...args: unknown[]) => {
  const first = args[0] as string | { text?: string };
  sent?.push(typeof first === 'string' ? first : String(first.text));
  return driverQuery(...args);
};
/** The statements that reach the database while `run` runs. */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  sent = [];
  try {
    await run();
    return sent;
  } finally {
    sent = null;
  }
}

/** A page's head as a parser reads it. */
interface Head {
  status: number;
  headers: Record<string, unknown>;
  lang: string | undefined;
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  meta: (name: string) => string | undefined;
  property: (name: string) => string | undefined;
  robots: string | undefined;
  jsonLd: Record<string, unknown>[];
  /** Every script element: its type and its source. */
  scripts: { type: string | undefined; src: string | undefined }[];
  /** The elements of the head, by tag name, in order. */
  tags: string[];
  body: string;
}

function readHead(res: { statusCode: number; headers: Record<string, unknown>; body: string }): Head {
  const doc = parseDocument(res.body);
  const all = DomUtils.findAll(() => true, doc.children);
  const html = all.find((e) => e.name === 'html');
  const head = all.find((e) => e.name === 'head')!;
  const inHead = DomUtils.findAll(() => true, head.children);
  const attr = (name: string, key: string, value: string, pick: string) =>
    inHead.find((e) => e.name === name && e.attribs[key] === value)?.attribs[pick];
  const titles = inHead.filter((e) => e.name === 'title');
  expect(titles).toHaveLength(1);
  expect(inHead.filter((e) => e.name === 'meta' && e.attribs.name === 'description').length).toBeLessThanOrEqual(1);
  const scripts = all.filter((e) => e.name === 'script');
  return {
    status: res.statusCode,
    headers: res.headers,
    lang: html?.attribs.lang,
    title: DomUtils.textContent(titles[0]!),
    description: attr('meta', 'name', 'description', 'content'),
    canonical: attr('link', 'rel', 'canonical', 'href'),
    alternates: Object.fromEntries(
      inHead
        .filter((e) => e.name === 'link' && e.attribs.rel === 'alternate')
        .map((e) => [e.attribs.hreflang!, e.attribs.href!]),
    ),
    meta: (name) => attr('meta', 'name', name, 'content'),
    property: (name) => attr('meta', 'property', name, 'content'),
    robots: attr('meta', 'name', 'robots', 'content'),
    jsonLd: scripts
      .filter((s) => s.attribs.type === 'application/ld+json')
      .map((s) => JSON.parse(DomUtils.textContent(s)) as Record<string, unknown>),
    scripts: scripts.map((s) => ({ type: s.attribs.type, src: s.attribs.src })),
    tags: inHead.map((e) => e.name),
    body: res.body,
  };
}

/**
 * A page's head once the site's frame is in it: a source waits only 50 ms (a cold cache on a busy test machine
 * answers the next request), so ask again until the site's name is there.
 */
async function page(url: string, headers: Record<string, string> = {}): Promise<Head> {
  for (let attempt = 0; ; attempt++) {
    const res = await t.app.inject({ method: 'GET', url, headers });
    const head = readHead(res);
    if (head.property('og:site_name') === SITE.name) return head;
    if (attempt > 100) throw new Error(`${url}: the site's head never came`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

const ofType = (head: Head, type: string) => head.jsonLd.filter((d) => d['@type'] === type);

function expectAddresses(head: Head, canonical: string) {
  const bare = canonical.replace(/[?&]lang=[^&]*$/, '');
  const withLang = (lang: string) => `${bare}${bare.includes('?') ? '&' : '?'}lang=${lang}`;
  expect(head.canonical).toBe(canonical);
  expect(head.property('og:url')).toBe(canonical);
  expect(head.alternates).toEqual({ 'zh-CN': withLang('zh-cn'), en: withLang('en'), 'x-default': bare });
}

let store: { id: number; store_name: string };
let item: { id: number; goods_name: string };

beforeAll(async () => {
  const seller = await createSeller(db, 'seo-seller', {
    store_name: '青梧茶行',
    store_description: '只卖明前茶',
    store_logo: '/uploads/store/seo-logo.png',
  });
  store = seller.store;
  const made = await createGoods(db, store.id, {
    class_id: 10,
    goods_name: '明前龙井 250g',
    goods_subname: '',
    goods_no: 'SEO-1',
    goods_content: '<p>杭州&nbsp;西湖<b>核心产区</b></p><script>x()</script>##qingwuit##[]',
    goods_images: '/uploads/goods/tea-1.png,/uploads/goods/tea-2.png',
    goods_master_image: '/uploads/goods/tea-1.png',
    goods_price: '268.00',
  });
  item = made.goods;
  await db.insert(orderComments).values([
    { user_id: 1, order_id: 0, goods_id: item.id, store_id: store.id, score: '5.00', content: 'good' },
    { user_id: 1, order_id: 0, goods_id: item.id, store_id: store.id, score: '4.00', content: 'fine' },
  ]);
});

describe('the home', () => {
  it('has the site title, description, addresses and WebSite with its search action', async () => {
    const head = await page('/');
    expect(head.status).toBe(200);
    expect(head.lang).toBe('zh-CN');
    expect(head.title).toBe(SITE.title);
    expect(head.description).toMatch(/^青梧商城是一个多商户网上商城/);
    expectAddresses(head, `${ORIGIN}/`);
    expect(head.property('og:type')).toBe('website');
    expect(head.property('og:title')).toBe(SITE.title);
    expect(head.property('og:locale')).toBe('zh_CN');
    expect(head.meta('twitter:card')).toMatch(/^summary/);
    const [site] = ofType(head, 'WebSite');
    expect(site).toMatchObject({ '@context': 'https://schema.org', name: SITE.name, url: `${ORIGIN}/` });
    const action = site!.potentialAction as { '@type': string; target: { urlTemplate: string }; 'query-input': string };
    expect(action['@type']).toBe('SearchAction');
    expect(action['query-input']).toBe('required name=search_term_string');
    expect(action.target.urlTemplate).toBe(`${ORIGIN}/s?keywords={search_term_string}`);

    // The template's address leads to the storefront's own search address for the text.
    const searched = await t.app.inject({ method: 'GET', url: `/s?keywords=${encodeURIComponent('龙井 茶')}&lang=en` });
    expect(searched.statusCode).toBe(301);
    const params = Buffer.from(JSON.stringify({ keywords: encodeURIComponent('龙井 茶') })).toString('base64');
    expect(searched.headers.location).toBe(`/s/${encodeURIComponent(params)}?lang=en`);
  });

  it('keeps the index page itself: its scripts and styles, one title, one description', async () => {
    const head = await page('/');
    expect(head.scripts.filter((s) => s.type === 'module').map((s) => s.src)).toEqual(['/assets/index-Bx1.js']);
    expect(head.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Cq2.css">');
    expect(head.body).toContain('<div id="root"></div>');
  });
});

describe('a goods page', () => {
  it('names the goods, its price, pictures, store and reviews, with Product and BreadcrumbList', async () => {
    const head = await page(`/goods/${item.id}`);
    expect(head.status).toBe(200);
    expect(head.title).toBe(`明前龙井 250g - ${SITE.name}`);
    // No subtitle: the description's text, tags and scripts left out, entities read.
    expect(head.description).toBe('杭州 西湖 核心产区');
    expectAddresses(head, `${ORIGIN}/goods/${item.id}`);
    expect(head.property('og:type')).toBe('product');
    expect(head.property('og:title')).toBe(head.title);
    expect(head.property('og:image')).toBe(`${ORIGIN}/uploads/goods/tea-1.png`);
    expect(head.property('product:price:amount')).toBe('268.00');
    expect(head.property('product:price:currency')).toBe('CNY');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(`${ORIGIN}/uploads/goods/tea-1.png`);
    expect(head.meta('twitter:data1')).toBe('¥268.00');

    const [product] = ofType(head, 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: '明前龙井 250g',
      sku: 'SEO-1',
      url: `${ORIGIN}/goods/${item.id}`,
      image: [`${ORIGIN}/uploads/goods/tea-1.png`, `${ORIGIN}/uploads/goods/tea-2.png`],
      offers: {
        '@type': 'Offer',
        price: '268.00',
        priceCurrency: 'CNY',
        availability: 'https://schema.org/InStock',
        seller: { name: '青梧茶行', url: `${ORIGIN}/store/${store.id}` },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
    });
    const [crumbs] = ofType(head, 'BreadcrumbList');
    const trail = (crumbs!.itemListElement as { position: number; name: string; item?: string }[]).map((c) => c.name);
    // Root to leaf, as the page's own breadcrumb: the demo's 家用电器 / 大家电 / 空调.
    expect(trail).toEqual(['首页', '家用电器', '大家电', '空调', '明前龙井 250g']);
    const leaf = (crumbs!.itemListElement as { item?: string }[])[3]!.item;
    const params = Buffer.from(JSON.stringify({ pid: 1, sid: 5, tid: 10, class_id: [10] })).toString('base64');
    expect(leaf).toBe(`${ORIGIN}/s/${encodeURIComponent(params)}`);
  });

  it('has no AggregateRating without reviews, and is out of stock with none left', async () => {
    const { goods: bare } = await createGoods(db, store.id, { class_id: 10, goods_stock: 0, goods_subname: '新茶' });
    const head = await page(`/goods/${bare.id}`);
    expect(head.description).toBe('新茶');
    const [product] = ofType(head, 'Product');
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product!.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('offers the running flash price, else the group price, as the goods page shows them', async () => {
    const { goods: sale } = await createGoods(db, store.id, { class_id: 10, goods_price: '100.00' });
    await flashSale(db, store.id, sale.id, { price: '59.90' });
    await bumpCatalogVersion(t.app.kv);
    const api = await t.call<{ seckills: { price: string; end_time: string } }>('GET', `/api/goods/${sale.id}`);
    const flash = await page(`/goods/${sale.id}`);
    expect(ofType(flash, 'Product')[0]!.offers).toMatchObject({
      price: api.data.seckills.price,
      priceValidUntil: api.data.seckills.end_time.slice(0, 10),
    });
    expect(flash.property('product:price:amount')).toBe(api.data.seckills.price);
    expect(api.data.seckills.price).not.toBe('100.00');

    const { goods: group } = await createGoods(db, store.id, { class_id: 10, goods_price: '100.00' });
    await groupRule(db, store.id, group.id, 2, '20.00');
    await bumpCatalogVersion(t.app.kv);
    const groupApi = await t.call<{ collectives: { price: string } }>('GET', `/api/goods/${group.id}`);
    const grouped = await page(`/goods/${group.id}`);
    expect(groupApi.data.collectives.price).toBe('80.00');
    expect(ofType(grouped, 'Product')[0]!.offers).toMatchObject({ price: '80.00' });
  });

  it('costs no query once the goods page answer is cached, and no more than that answer when it is not', async () => {
    const { goods: fresh } = await createGoods(db, store.id, { class_id: 10 });
    await bumpCatalogVersion(t.app.kv);
    await page('/'); // the site's settings and the classes are cached by now
    await page(`/goods/${item.id}`);
    const api = await statementsDuring(() =>
      t.app.inject({ method: 'GET', url: `/api/goods/${fresh.id}?saveCheck=true` }),
    );
    expect(api.length).toBeGreaterThan(0);
    expect(await statementsDuring(() => t.app.inject({ method: 'GET', url: `/goods/${fresh.id}` }))).toEqual([]);

    const { goods: cold } = await createGoods(db, store.id, { class_id: 10 });
    await bumpCatalogVersion(t.app.kv);
    await page('/');
    await t.app.inject({ method: 'GET', url: '/s/e30=' });
    const html = await statementsDuring(() => t.app.inject({ method: 'GET', url: `/goods/${cold.id}` }));
    // The goods page's own statements (the page, its store's best sellers), once, shared with the preload.
    expect(html, html.join('\n')).toHaveLength(api.length);
  });
});

describe('the language', () => {
  it('follows ?lang= first, then the browser, and says so in the head', async () => {
    const en = await page(`/goods/${item.id}?lang=en`, { 'accept-language': 'zh-CN' });
    expect(en.lang).toBe('en');
    expect(en.property('og:locale')).toBe('en_US');
    expect(en.property('og:locale:alternate')).toBe('zh_CN');
    expectAddresses(en, `${ORIGIN}/goods/${item.id}?lang=en`);
    const trail = ofType(en, 'BreadcrumbList')[0]!.itemListElement as { name: string }[];
    expect(trail[0]!.name).toBe('Home');
    expect(en.meta('twitter:label1')).toBe('Price');

    const browser = await page('/s', { 'accept-language': 'en-US,en;q=0.9' });
    expect(browser.lang).toBe('en');
    expect(browser.title).toBe(`All goods - ${SITE.name}`);
    expect(String(browser.headers.vary)).toMatch(/accept-language/i);
    // Without ?lang= the canonical address is the language-neutral one.
    expect(browser.canonical).toBe(`${ORIGIN}/s/${encodeURIComponent(Buffer.from('{}').toString('base64'))}`);

    const zh = await page('/s?lang=zh-cn', { 'accept-language': 'en-US' });
    expect(zh.lang).toBe('zh-CN');
    expect(zh.title).toBe(`全部商品 - ${SITE.name}`);
  });
});

describe('real statuses', () => {
  /** A 404 page: the storefront's index.html, kept out of the index. */
  function expectNotFound(head: Head, title: string) {
    expect(head.status).toBe(404);
    expect(head.robots).toBe('noindex');
    expect(head.title).toBe(`${title} - ${SITE.name}`);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toContain('<div id="root"></div>');
    expect(head.scripts.some((s) => s.src === '/assets/index-Bx1.js')).toBe(true);
    expect(head.jsonLd).toEqual([]);
  }

  it('an unknown, malformed or removed goods is a 404', async () => {
    expectNotFound(await page('/goods/999999999'), '商品不存在');
    expectNotFound(await page('/goods/abc'), '商品不存在');
    expectNotFound(await page('/goods/0'), '商品不存在');
    const { goods: removed } = await createGoods(db, store.id, { goods_name: '已删除的茶' });
    await db.update(goods).set({ deleted_at: '2024-01-01 00:00:00' }).where(eq(goods.id, removed.id));
    await bumpCatalogVersion(t.app.kv);
    const head = await page(`/goods/${removed.id}`);
    expectNotFound(head, '商品不存在');
    expect(head.body).not.toContain('已删除的茶');
    // The goods itself answers the same at once.
    expect((await page(`/goods/${item.id}`)).status).toBe(200);
  });

  it('a goods taken off the shelf is a 404 that says so', async () => {
    const { goods: off } = await createGoods(db, store.id, { goods_name: '秋茶' });
    expect((await page(`/goods/${off.id}`)).status).toBe(200);
    await db.update(goods).set({ goods_status: 0 }).where(eq(goods.id, off.id));
    await bumpCatalogVersion(t.app.kv);
    const head = await page(`/goods/${off.id}`);
    expectNotFound(head, '秋茶（已下架）');
    expect(head.description).toContain('已下架');
    const en = await page(`/goods/${off.id}?lang=en`);
    expect(en.title).toBe(`秋茶 (no longer on sale) - ${SITE.name}`);
    expect(en.status).toBe(404);
  });

  it('an unknown or closed store is a 404, an open one has Store', async () => {
    const head = await page(`/store/${store.id}`);
    expect(head.status).toBe(200);
    expect(head.title).toBe(`青梧茶行 - ${SITE.name}`);
    expect(head.description).toBe('只卖明前茶');
    expectAddresses(head, `${ORIGIN}/store/${store.id}`);
    expect(ofType(head, 'Store')[0]).toMatchObject({
      name: '青梧茶行',
      url: `${ORIGIN}/store/${store.id}`,
      logo: `${ORIGIN}/uploads/store/seo-logo.png`,
    });
    expectNotFound(await page('/store/999999'), '店铺不存在');
    // The application's pages are routes of their own, not stores.
    expect((await page('/store/join')).status).toBe(200);

    const closed = await createSeller(db, 'seo-closed', { store_name: '关了的店' });
    await db.update(stores).set({ store_status: 0 }).where(eq(stores.id, closed.store.id));
    await bumpCatalogVersion(t.app.kv);
    expectNotFound(await page(`/store/${closed.store.id}`), '店铺不存在');
  });

  it('an unknown article is a 404, a known one has Article', async () => {
    const name = '关于我们';
    const head = await page(`/user/article/${encodeURIComponent(name)}`);
    expect(head.status).toBe(200);
    expect(head.title).toBe(`${name} - ${SITE.name}`);
    expect(head.property('og:type')).toBe('article');
    expect(ofType(head, 'Article')[0]).toMatchObject({ headline: name });
    expectNotFound(await page(`/user/article/${encodeURIComponent('没有这篇')}`), '文章不存在');
    // Reading the head counts no view: only the API does.
    const [before] = await db.select({ click: articles.click }).from(articles).where(eq(articles.name, name));
    await page(`/user/article/${encodeURIComponent(name)}`);
    const [after] = await db.select({ click: articles.click }).from(articles).where(eq(articles.name, name));
    expect(after!.click).toBe(before!.click);
  });

  it('a points goods not on the shelf is a 404', async () => {
    expectNotFound(await page('/integral/goods/999999'), '积分商品不存在');
  });
});

describe('the other pages', () => {
  it('a class list is titled by its class, with its breadcrumb; its page number is in title and address', async () => {
    const filters = { pid: 1, sid: 5, tid: 10, class_id: [10] };
    const segment = encodeURIComponent(Buffer.from(JSON.stringify(filters)).toString('base64'));
    const head = await page(`/s/${segment}?page=2`);
    expect(head.title).toBe(`空调 - 第2页 - ${SITE.name}`);
    expectAddresses(head, `${ORIGIN}/s/${segment}?page=2`);
    const trail = ofType(head, 'BreadcrumbList')[0]!.itemListElement as { name: string }[];
    expect(trail.map((c) => c.name)).toEqual(['首页', '家用电器', '大家电', '空调']);

    const keywords = Buffer.from(JSON.stringify({ keywords: encodeURIComponent('龙井') })).toString('base64');
    const searched = await page(`/s/${encodeURIComponent(keywords)}`);
    expect(searched.title).toBe(`“龙井”的搜索结果 - ${SITE.name}`);
  });

  it('the store street, category tab, points mall, flash sales and group buys have their own titles', async () => {
    const cases: [string, string, string][] = [
      ['/stores', '店铺街', `${ORIGIN}/stores`],
      ['/category/1', '家用电器 - 商品分类', `${ORIGIN}/category/1`],
      ['/category', '商品分类', `${ORIGIN}/category`],
      ['/integral', '积分商城', `${ORIGIN}/integral`],
      ['/seckills', '限时秒杀', `${ORIGIN}/seckills`],
      ['/collectives/eyJrZXl3b3JkcyI6IiJ9', '拼团', `${ORIGIN}/collectives`],
    ];
    for (const [url, title, canonical] of cases) {
      const head = await page(url);
      expect(head.status, url).toBe(200);
      expect(head.title, url).toBe(`${title} - ${SITE.name}`);
      expect(head.canonical, url).toBe(canonical);
    }
  });

  it('a page no module knows keeps the site frame', async () => {
    const head = await page('/user/info');
    expect(head.status).toBe(200);
    expect(head.title).toBe(SITE.title);
    expect(head.canonical).toBe(`${ORIGIN}/user/info`);
  });
});

describe('hostile text', () => {
  const HOSTILE = `</script><script>alert(1)</script>"'&<!--`;
  // A store's name holds 30 characters.
  const STORE_NAME = `</script><script>x</script>"&'`;

  it('every field a seller or an administrator writes comes out as text, and the page still parses', async () => {
    const seller = await createSeller(db, 'seo-hostile', {
      store_name: STORE_NAME,
      store_description: HOSTILE,
      store_logo: '/uploads/x.png" onerror="alert(1)',
    });
    const { goods: bad } = await createGoods(db, seller.store.id, {
      class_id: 10,
      goods_name: HOSTILE,
      goods_subname: HOSTILE,
      goods_no: HOSTILE.slice(0, 30),
      goods_images: `/uploads/a.png,javascript:alert(1),/uploads/b.png?x="><script>alert(1)</script>`,
      goods_master_image: '/uploads/a.png',
    });
    const [leaf] = await db.select().from(goodsClasses).where(eq(goodsClasses.id, 10));
    await db.update(goodsClasses).set({ name: `</script>&"'<b>` }).where(eq(goodsClasses.id, 10));
    await db.insert(articles).values({ name: HOSTILE, content: `<p>${HOSTILE.replace(/</g, '&lt;')}</p>` });
    await bumpCatalogVersion(t.app.kv);
    try {
      const cases = [
        { url: `/goods/${bad.id}`, title: HOSTILE, types: ['Product', 'BreadcrumbList'] },
        { url: `/store/${seller.store.id}`, title: STORE_NAME, types: ['Store'] },
        { url: `/user/article/${encodeURIComponent(HOSTILE)}`, title: HOSTILE, types: ['Article'] },
      ];
      for (const { url, title, types } of cases) {
        const head = await page(url);
        expect(head.status, url).toBe(200);
        expect(head.title, url).toBe(`${title} - ${SITE.name}`);
        expect(head.property('og:title'), url).toBe(head.title);
        expect(head.meta('twitter:title'), url).toBe(head.title);
        expect(head.description, url).toContain(`</script><script>alert(1)</script>`);
        // The only scripts are the page's own module and the structured data, which parses whole.
        expect(head.scripts.map((s) => s.type).sort(), url).toEqual(
          [...types.map(() => 'application/ld+json'), 'module'].sort(),
        );
        expect(
          head.jsonLd.map((d) => d['@type']),
          url,
        ).toEqual(types);
        expect(head.body, url).not.toContain('<script>alert(1)');
        expect(head.body, url).not.toContain('onerror="alert');
        // Everything in the head is one of the tags the server writes: nothing a text opened.
        expect(new Set(head.tags), url).toEqual(new Set(['meta', 'link', 'title', 'script']));
      }
      const goodsHead = await page(`/goods/${bad.id}`);
      const [product] = ofType(goodsHead, 'Product');
      expect(product!.name).toBe(HOSTILE);
      expect(product!.description).toBe(HOSTILE);
      // Only site paths and http(s) addresses are pictures.
      expect(product!.image).toEqual([`${ORIGIN}/uploads/a.png`]);
      const trail = ofType(goodsHead, 'BreadcrumbList')[0]!.itemListElement as { name: string }[];
      expect(trail.map((c) => c.name)).toContain(`</script>&"'<b>`);
      const raw = goodsHead.body.slice(goodsHead.body.indexOf('application/ld+json'));
      expect(raw).toContain('\\u003c/script\\u003e');
      // A logo that is not a plain address is not used.
      expect((await page(`/store/${seller.store.id}`)).property('og:image')).toBeUndefined();
    } finally {
      await db.update(goodsClasses).set({ name: leaf!.name }).where(eq(goodsClasses.id, 10));
      await bumpCatalogVersion(t.app.kv);
    }
  });

  it('counts every live review in the rating, beyond the 999 the page shows', async () => {
    const [live] = await db
      .select({ n: count() })
      .from(orderComments)
      .where(and(eq(orderComments.goods_id, item.id), isNull(orderComments.deleted_at)));
    const api = await t.call<{ comment_rating: { count: number; average: number } }>('GET', `/api/goods/${item.id}`);
    expect(api.data.comment_rating).toEqual({ count: Number(live!.n), average: 4.5 });
  });
});
