// A storefront address that none of the storefront's routes matches shows the storefront's 404 page, so the server
// answers it 404 with the same index.html and noindex (docs/seo.md), from the route list the storefront's router
// uses (@shop/contract/storefront-routes). Known routes keep 200, and paths that are not the storefront's keep
// their own answers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_ROUTES } from '@shop/contract/storefront-routes';
import { testApp } from './helper.ts';
import { createGoods, createSeller } from './order-fixtures.ts';

const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seo-unknown-'));
const build = (folder: string, html: string) => {
  fs.mkdirSync(path.join(staticRoot, folder), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, folder, 'index.html'), html);
};
build(
  'storefront',
  '<!doctype html><html lang="zh-CN"><head><title>商城</title></head><body><div id="root"></div></body></html>',
);
build('Admin', '<!doctype html><html><head><title>admin</title></head><body><div id="admin"></div></body></html>');
afterAll(() => fs.rmSync(staticRoot, { recursive: true, force: true }));

const t = await testApp({ config: { staticRoot } });
const get = (url: string) => t.app.inject({ method: 'GET', url });

function page(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const doc = parseDocument(res.body);
  const all = DomUtils.findAll(() => true, doc.children);
  const title = all.find((e) => e.name === 'title');
  return {
    status: res.statusCode,
    type: String(res.headers['content-type']),
    title: title ? DomUtils.textContent(title) : '',
    robots: all.find((e) => e.name === 'meta' && e.attribs.name === 'robots')?.attribs.content,
    body: res.body,
  };
}

let goodsId = 0;
let storeId = 0;
beforeAll(async () => {
  const seller = await createSeller(t.database.db, 'route-seller', { store_name: '路由茶行' });
  storeId = seller.store.id;
  goodsId = (await createGoods(t.database.db, storeId, { goods_name: '路由龙井' })).goods.id;
});

describe('storefront addresses no route matches', () => {
  it('answer 404 with the storefront page, its 404 title and noindex, in the page language', async () => {
    for (const url of ['/no-such-page', `/goods/1/extra`, '/Goods/1', '/user/nothing', '/store/1/2', '/index.html']) {
      const head = page(await get(url));
      expect(head.status, url).toBe(404);
      expect(head.type, url).toMatch(/^text\/html/);
      expect(head.robots, url).toBe('noindex');
      expect(head.title, url).toMatch(/^页面不存在/);
      expect(head.body, url).toContain('<div id="root"></div>');
    }
    const en = page(await get('/no-such-page?lang=en'));
    expect(en.status).toBe(404);
    expect(en.title).toMatch(/^Page not found/);
    const asHead = await t.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(asHead.statusCode).toBe(404);
  });
});

describe('storefront routes', () => {
  it('every route without parameters answers 200 without noindex, with or without a trailing slash', async () => {
    const fixed = STOREFRONT_ROUTES.map(([p]) => p).filter((p) => !p.includes(':'));
    expect(fixed.length).toBeGreaterThan(30);
    for (const url of [...fixed, ...fixed.filter((p) => p !== '/').map((p) => `${p}/`)]) {
      const head = page(await get(url));
      expect(head.status, url).toBe(200);
      expect(head.robots, url).toBeUndefined();
    }
  });

  it('routes with parameters answer 200 for what exists', async () => {
    for (const url of [
      `/goods/${goodsId}`,
      `/store/${storeId}`,
      '/s',
      '/s/eyJrZXl3b3JkcyI6IiJ9',
      '/category',
      '/category/1',
      '/user/order/5',
      '/user/address/form',
      '/integral/order/3/2',
      '/order/pay/eyJ9',
    ]) {
      const head = page(await get(url));
      expect(head.status, url).toBe(200);
      expect(head.robots, url).toBeUndefined();
    }
  });
});

describe('paths that are not the storefront pages', () => {
  it('keep their own answers', async () => {
    const admin = await get('/Admin/no-such-page');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<div id="admin"></div>');
    expect(admin.body).not.toContain('noindex');
    const api = await get('/api/no-such-page');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
    for (const url of ['/uploads/none.png', '/assets/gone-1a2b.js', '/favicon.ico']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
  });
});
