import { beforeAll, describe, expect, it } from 'vitest';
import { goods } from '../src/db/schema/index.ts';
import { bumpCatalogVersion } from '../src/modules/catalog/cache.ts';
import { testApp } from './helper.ts';

/**
 * `GET /api/goods/suggest`, search as you type (docs/search.md): goods names and classes for a prefix, only goods
 * the goods list shows, nothing for fewer than two characters, overlong text refused. Over the demo catalogue plus
 * invented goods whose words no demo goods has.
 */
const t = await testApp();
const db = t.database.db;

interface Suggestions {
  goods: { id: number; goods_name: string }[];
  classes: { id: number; name: string }[];
}

const suggest = (keywords: unknown) =>
  t.call<Suggestions>('GET', '/api/goods/suggest', { query: keywords === undefined ? {} : { keywords } });

const made: Record<string, number> = {};
async function make(key: string, name: string, extra: Partial<typeof goods.$inferInsert> = {}) {
  const [row] = await db
    .insert(goods)
    .values({
      store_id: 1,
      class_id: 48,
      goods_name: name,
      goods_price: '10.00',
      goods_status: 1,
      goods_verify: 1,
      ...extra,
    })
    .returning({ id: goods.id });
  made[key] = row!.id;
}

beforeAll(async () => {
  await make('listed', 'Quorvex Espresso Maker', { goods_sale: 5 });
  await make('bestSeller', 'Quorvex Grinder', { goods_sale: 50 });
  await make('offShelf', 'Quorvex Milk Frother', { goods_status: 0 });
  await make('unapproved', 'Quorvex Kettle', { goods_verify: 2 });
  await make('deleted', 'Quorvex Scale', { deleted_at: '2026-01-01 00:00:00' });
  await make('cjk', '量旋咖啡机 家用');
  await make('cjkOffShelf', '量旋咖啡壶', { goods_status: 0 });
  // Written straight to the database: obsolete the cached answers as an API write would.
  await bumpCatalogVersion(t.app.kv);
});

describe('GET /api/goods/suggest', () => {
  it('suggests listed goods for an English prefix, best sellers first, and never hidden ones', async () => {
    const r = await suggest('quorv');
    expect(r.status).toBe(200);
    expect(r.code).toBe(200);
    expect(r.data.goods.map((g) => g.id)).toEqual([made.bestSeller, made.listed]);
    expect(r.data.goods[0]).toEqual({ id: made.bestSeller, goods_name: 'Quorvex Grinder' });
  });

  it('suggests goods for a two-character Chinese prefix, and the class it names', async () => {
    const r = await suggest('量旋');
    expect(r.data.goods.map((g) => g.id)).toEqual([made.cjk]);
    // Typing on: the off-shelf 量旋咖啡壶 matches too, and stays out.
    expect((await suggest('量旋咖')).data.goods.map((g) => g.id)).toEqual([made.cjk]);
    const coffee = await suggest('咖啡');
    expect(coffee.data.goods.length).toBeGreaterThan(0);
    expect(coffee.data.classes).toContainEqual({ id: 48, name: '咖啡机' });
  });

  it('suggests classes by their name and through synonyms, at most three', async () => {
    const r = await suggest('智能');
    expect(r.data.classes.length).toBeGreaterThan(0);
    expect(r.data.classes.length).toBeLessThanOrEqual(3);
    expect(r.data.classes[0]).toEqual({ id: 14, name: '智能手机' });
    for (const c of r.data.classes) expect(c.name.startsWith('智能')).toBe(true);
    // phone = 手机 (the default synonyms): the phones' classes, though no class name is English.
    const phone = await suggest('phone');
    expect(phone.data.classes.map((c) => c.id)).toContain(14);
    expect(phone.data.goods.length).toBeGreaterThan(0);
    expect(phone.data.goods.length).toBeLessThanOrEqual(8);
  });

  it('answers empty lists below two characters', async () => {
    for (const keywords of [undefined, '', ' ', 'q', '量', ' q ']) {
      const r = await suggest(keywords);
      expect(r.code).toBe(200);
      expect(r.data).toEqual({ goods: [], classes: [] });
    }
  });

  it('trims what was typed', async () => {
    const r = await suggest('  quorvex  ');
    expect(r.data.goods.map((g) => g.id)).toEqual([made.bestSeller, made.listed]);
  });

  it('refuses overlong text and odd shapes without a server error', async () => {
    const long = await suggest('q'.repeat(101));
    expect(long.status).toBe(200);
    expect(long.code).toBe(422);
    const max = await suggest(`quorvex ${'x'.repeat(92)}`);
    expect(max.code).toBe(200);
    expect(max.data.goods).toEqual([]);
    const array = await t.call<Suggestions>('GET', '/api/goods/suggest?keywords[]=quorvex&keywords[]=x');
    expect(array.code).toBe(200);
    expect(array.data).toEqual({ goods: [], classes: [] });
  });

  it('is not taken for a goods id', async () => {
    const r = await t.call('GET', `/api/goods/${made.listed}`);
    expect(r.code).toBe(200);
  });
});
