import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goods } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createGoods } from './order-fixtures.ts';
import { collectiveBody } from './promotion-rule-fixtures.ts';

/**
 * The price sort orders by the price the list shows: a card prices a goods with a group buy at the group price
 * (home-items.ts), so the sort reads goods.list_price, which triggers keep equal to it (migration
 * 0013_goods_search_and_list_price.sql, docs/search.md). Deep pages by price still walk an index: test/catalog-cold-paths.test.ts.
 */
const t = await testApp();
const db = t.database.db;

interface Card {
  id: number;
  goods_name: string;
  goods_price: string;
}

const params = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64');
const page = async (filters: object, pageNo = 1, perPage = 100) => {
  const r = await t.call<{ data: Card[]; total: number }>('GET', '/api/goods', {
    query: { params: params(filters), page: pageNo, per_page: perPage },
  });
  expect(r.code, r.msg).toBe(200);
  return r.data;
};
/** The cards of our two goods, cheapest first, as "name price". */
const byPrice = async () =>
  (await page({ keywords: 'pricetest', sort_type: 'goods_price', sort_order: 'asc' })).data.map(
    (g) => `${g.goods_name} ${g.goods_price}`,
  );
const listPrice = async (id: number) =>
  (
    (await db.execute(sql`select list_price::text as p from goods where id = ${id}`)) as unknown as {
      rows: { p: string }[];
    }
  ).rows[0]!.p;

let owner = '';
let admin = '';
let alpha = 0;
let beta = 0;

beforeAll(async () => {
  owner = await t.login('seller', '18888888888');
  admin = await t.login('admin', 'admin');
  alpha = (await createGoods(db, 1, { goods_name: 'Pricetest Alpha', goods_price: '18.90' })).goods.id;
  beta = (await createGoods(db, 1, { goods_name: 'Pricetest Beta', goods_price: '19.90' })).goods.id;
});

describe('the price sort', () => {
  it('orders the demo shop by the prices its cards show, group prices included, both ways', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const shown: number[] = [];
      for (let p = 1; ; p++) {
        const got = await page({ sort_type: 'goods_price', sort_order: order }, p);
        shown.push(...got.data.map((g) => Number(g.goods_price)));
        if (got.data.length < 100) break;
      }
      expect(shown.length).toBeGreaterThan(300);
      expect(shown).toEqual([...shown].sort((a, b) => (order === 'asc' ? a - b : b - a)));
    }
    // The demo's group buy on 呐喊 (19.90, 10 % off): shown and sorted at 17.91.
    const cheap = (await page({ sort_type: 'goods_price', sort_order: 'asc' }, 1, 100)).data;
    const nahan = cheap.findIndex((g) => g.goods_name.startsWith('呐喊'));
    expect(cheap[nahan]?.goods_price).toBe('17.91');
    expect(cheap.findIndex((g) => g.goods_price === '18.90')).toBeGreaterThan(nahan);
  });

  it('follows a group buy from its creation to its deletion, through the seller and the Admin', async () => {
    expect(await byPrice()).toEqual(['Pricetest Alpha 18.90', 'Pricetest Beta 19.90']);
    const made = await t.call<{ id: number }>('POST', '/api/Seller/collectives', {
      token: owner,
      body: collectiveBody(beta, { discount: '10' }),
    });
    expect(made.code, made.msg).toBe(200);
    const id = made.data.id;
    expect(await byPrice()).toEqual(['Pricetest Beta 17.91', 'Pricetest Alpha 18.90']);

    const deeper = await t.call('PUT', `/api/Seller/collectives/${id}`, { token: owner, body: { discount: '20' } });
    expect(deeper.code, deeper.msg).toBe(200);
    expect(await byPrice()).toEqual(['Pricetest Beta 15.92', 'Pricetest Alpha 18.90']);

    const stop = await t.call('PUT', `/api/Admin/collectives/${id}`, { token: admin, body: { stopped: 1 } });
    expect(stop.code, stop.msg).toBe(200);
    expect(await byPrice()).toEqual(['Pricetest Alpha 18.90', 'Pricetest Beta 19.90']);
    expect(await listPrice(beta)).toBe('19.90');

    await t.call('PUT', `/api/Admin/collectives/${id}`, { token: admin, body: { stopped: 0 } });
    expect(await byPrice()).toEqual(['Pricetest Beta 15.92', 'Pricetest Alpha 18.90']);

    const gone = await t.call('DELETE', `/api/Seller/collectives/${id}`, { token: owner });
    expect(gone.code, gone.msg).toBe(200);
    expect(await byPrice()).toEqual(['Pricetest Alpha 18.90', 'Pricetest Beta 19.90']);
  });

  it('follows a price however it is written, and cannot be set by hand', async () => {
    await db.update(goods).set({ goods_price: '9.99' }).where(eq(goods.id, alpha));
    expect(await listPrice(alpha)).toBe('9.99');
    await db.execute(sql`update goods set list_price = 1 where id = ${alpha}`);
    expect(await listPrice(alpha)).toBe('9.99');
    // What orders, payments and reviews write leaves it alone.
    await db.update(goods).set({ goods_stock: 5, goods_sale: 7 }).where(eq(goods.id, alpha));
    expect(await listPrice(alpha)).toBe('9.99');
    // It is the database's: no goods answer carries it.
    const detail = await t.call('GET', `/api/goods/${alpha}`);
    const adminShow = await t.call('GET', `/api/Admin/goods/${alpha}`, { token: admin });
    for (const r of [detail, adminShow]) {
      expect(r.code, r.msg).toBe(200);
      expect(JSON.stringify(r.data)).not.toContain('list_price');
    }
  });
});
