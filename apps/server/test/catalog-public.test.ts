import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  collectives,
  coupons,
  goods,
  goodsClasses,
  goodsSkus,
  orderComments,
  seckills,
  stores,
  users,
} from '../src/db/schema/index.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { bumpCatalogVersion } from '../src/modules/catalog/cache.ts';
// The answer's type only: what each card holds is asserted value by value below.
import type { GoodsHomeItem as HomeItem } from '../src/modules/catalog/home-items.ts';
import { testApp } from './helper.ts';

const t = await testApp();
const db = t.database.db;

interface Page<T> {
  data: T[];
  total: number;
  per_page: number;
  last_page: number;
  current_page: number;
}
type Row = Record<string, unknown> & { id: number };
interface ClassNode {
  id: number;
  name: string;
  thumb: string;
  pid: number;
  lev: number;
  children?: ClassNode[];
}

/** base64(JSON) of the storefront, keywords percent-encoded first as the client does. */
const params = (o: Record<string, unknown>) =>
  Buffer.from(
    JSON.stringify({ ...o, ...(typeof o.keywords === 'string' ? { keywords: encodeURIComponent(o.keywords) } : {}) }),
  ).toString('base64');
const list = (o: Record<string, unknown> = {}, query: Record<string, unknown> = {}) =>
  t.call<Page<HomeItem>>('GET', '/api/goods', { query: { params: params(o), ...query } });
const ids = (p: Page<HomeItem>) => p.data.map((g) => g.id);

/** Writes straight to the database bypass the API, which is what obsoletes the storefront's micro-cache. */
const changed = () => bumpCatalogVersion(t.app.kv);

const at = (offsetMs: number) => shanghaiTime(Date.now() + offsetMs);
const HOUR = 3_600_000;

/** Goods of store 1 in the phone class (14), listed unless overridden. */
async function addGoods(values: Partial<typeof goods.$inferInsert>): Promise<number> {
  const [row] = await db
    .insert(goods)
    .values({
      store_id: 1,
      class_id: 14,
      brand_id: 2,
      goods_name: 'x',
      goods_status: 1,
      goods_verify: 1,
      goods_price: '10.00',
      goods_market_price: '12.00',
      goods_stock: 5,
      goods_images: '/uploads/goods/t/a.png,/uploads/goods/t/b.png',
      goods_master_image: '/uploads/goods/t/a.png',
      ...values,
    })
    .returning({ id: goods.id });
  return row!.id;
}

const g = { phone: 0, case: 0, tablet: 0, offShelf: 0, pending: 0, rejected: 0, closedStore: 0, deleted: 0 };
let closedStore = 0;

beforeAll(async () => {
  g.phone = await addGoods({ goods_name: 'Zorblax Phone 12', goods_subname: '旗舰 智能手机', goods_price: '88.00' });
  // Each in its own kind's class (phone cases 52, tablets 58): a search also finds the goods of the classes its words
  // name (docs/search.md), so a tablet filed as a phone would be found by 手机.
  g.case = await addGoods({
    goods_name: 'Zorblax 保护壳',
    goods_subname: 'fits every iPhone',
    goods_price: '9.90',
    class_id: 52,
  });
  g.tablet = await addGoods({
    goods_name: 'Zorblax Tablet',
    goods_subname: '平板电脑',
    goods_price: '999.00',
    class_id: 58,
  });
  g.offShelf = await addGoods({ goods_name: 'Zorblax Phone Hidden', goods_status: 0 });
  g.pending = await addGoods({ goods_name: 'Zorblax Phone Pending', goods_verify: 2 });
  g.rejected = await addGoods({ goods_name: 'Zorblax Phone Rejected', goods_verify: 0 });
  const [closed] = await db
    .insert(stores)
    .values({ user_id: 9999, store_name: '关了的店', store_status: 0, store_verify: 4 })
    .returning({ id: stores.id });
  closedStore = closed!.id;
  g.closedStore = await addGoods({ goods_name: 'Zorblax Phone Closed', store_id: closedStore });
  g.deleted = await addGoods({ goods_name: 'Zorblax Phone Deleted', deleted_at: at(0) });
  await changed();
});

describe('GET /api/load_goods_classes', () => {
  it('is the class tree by is_sort with lev and children, `deep` cuts it', async () => {
    const r = await t.call<ClassNode[]>('GET', '/api/load_goods_classes');
    expect(r.code).toBe(200);
    const phones = r.data.find((n) => n.id === 2);
    expect(phones).toMatchObject({ name: '手机数码', pid: 0, lev: 0 });
    expect(Object.keys(phones!).sort()).toEqual(['children', 'id', 'lev', 'name', 'pid', 'thumb']);
    const leaf = phones!.children?.find((c) => c.id === 7)?.children?.find((c) => c.id === 14);
    expect(leaf).toMatchObject({ lev: 2, pid: 7 });
    expect(leaf).not.toHaveProperty('children');
    const top = await t.call<ClassNode[]>('GET', '/api/load_goods_classes', { query: { deep: 1 } });
    expect(top.data.every((n) => n.lev === 0 && !n.children)).toBe(true);
    expect((await t.call('GET', '/api/load_goods_classes', { query: { type: 'rm -rf' } })).status).toBe(400);
  });
});

describe('GET /api/goods', () => {
  it('pages the listed goods, newest first, 15 by default, as GoodsHome items', async () => {
    const r = await t.call<Page<HomeItem>>('GET', '/api/goods');
    expect(r.code).toBe(200);
    expect(r.data.per_page).toBe(15);
    expect(r.data.current_page).toBe(1);
    const got = ids(r.data);
    expect(got).toEqual([...got].sort((a, b) => b - a));
    const item = r.data.data.find((i) => i.id === g.tablet);
    expect(item).toEqual({
      id: g.tablet,
      goods_name: 'Zorblax Tablet',
      goods_subname: '平板电脑',
      goods_price: '999.00',
      goods_market_price: '12.00',
      goods_stock: 5,
      goods_sale: 0,
      goods_master_image: '/uploads/goods/t/a_300.png',
      need: 0,
      order_comment_count: 0,
      store_name: '青梧旗舰店',
    });
  });

  it('never lists goods off the shelf, unapproved, deleted or of a closed store', async () => {
    const all = await list({ keywords: 'zorblax' }, { per_page: 100 });
    expect(ids(all.data).sort()).toEqual([g.phone, g.case, g.tablet].sort());
    const many = await t.call<Page<HomeItem>>('GET', '/api/goods', { query: { per_page: 100 } });
    for (const hidden of [g.offShelf, g.pending, g.rejected, g.closedStore, g.deleted])
      expect(ids(many.data)).not.toContain(hidden);
  });

  it('shows SKU goods at their cheapest SKU with the SKU stock summed', async () => {
    const skus = (await db.select().from(goodsSkus).where(eq(goodsSkus.goods_id, 5))).filter((s) => !s.deleted_at);
    expect(skus.length).toBeGreaterThan(1);
    const cheapest = [...skus].sort((a, b) => Number(a.goods_price) - Number(b.goods_price) || a.id - b.id)[0]!;
    const r = await list({ keywords: '星河 X1' });
    const phone = r.data.data.find((i) => i.id === 5);
    expect(phone).toMatchObject({
      goods_price: cheapest.goods_price,
      goods_market_price: cheapest.goods_market_price,
      goods_stock: skus.reduce((n, s) => n + s.goods_stock, 0),
    });
  });

  it('finds Chinese keywords by characters (手机 → phones)', async () => {
    const r = await list({ keywords: '手机' }, { per_page: 100 });
    expect(ids(r.data)).toEqual(expect.arrayContaining([5, g.phone]));
    expect(ids(r.data)).not.toContain(g.tablet);
    const two = await list({ keywords: '智能手机 zorblax' });
    expect(ids(two.data)).toEqual([g.phone]);
  });

  it('finds English words case-blind, inside words, by prefix, and despite a typo', async () => {
    const exact = await list({ keywords: 'zorblax PHONE' });
    // "fits every iPhone" matches through the word's suffixes.
    expect(ids(exact.data).sort()).toEqual([g.phone, g.case].sort());
    expect(ids((await list({ keywords: 'zorblax phon' })).data).sort()).toEqual([g.phone, g.case].sort());
    // One edit away from a whole word ("phnoe" ~ "phone"); the typo tier runs only when nothing matches exactly.
    expect(ids((await list({ keywords: 'zorblax phnoe' })).data)).toEqual([g.phone]);
    expect(ids((await list({ keywords: 'zorblx tablet' })).data)).toEqual([g.tablet]);
    expect(ids((await list({ keywords: 'zorbllax' })).data).sort()).toEqual([g.phone, g.case, g.tablet].sort());
    expect((await list({ keywords: 'qqqqzzzz' })).data).toMatchObject({ total: 0, data: [] });
    expect((await list({ keywords: '%%%!!!' })).data.total).toBe(0);
  });

  it('filters by brand, class (with deep), store and flags; sorts by a whitelist', async () => {
    expect(ids((await list({ keywords: 'zorblax', brand_id: 1 })).data)).toEqual([]);
    expect(ids((await list({ keywords: 'zorblax', brand_id: 2 })).data)).toHaveLength(3);
    expect((await list({ keywords: 'zorblax', class_id: [14] })).data.total).toBe(1);
    expect((await list({ keywords: 'zorblax', class_id: [14, 52, 58] })).data.total).toBe(3);
    expect((await list({ keywords: 'zorblax', class_id: 24 })).data.total).toBe(0);
    expect((await list({ keywords: 'zorblax', class_id: 24, deep: 2 })).data.total).toBe(1);
    expect((await list({ keywords: 'zorblax', class_id: [2], deep: 1 })).data.total).toBe(2);
    expect((await list({ keywords: 'zorblax', class_id: [3], deep: 1 })).data.total).toBe(1);
    expect((await list({ keywords: 'zorblax', class_id: [0] })).data.total).toBe(0);
    expect((await list({ keywords: 'zorblax', store_id: closedStore })).data.total).toBe(0);
    const cheap = await list({ keywords: 'zorblax', sort_type: 'goods_price', sort_order: 'asc' });
    expect(ids(cheap.data)).toEqual([g.case, g.phone, g.tablet]);
    const dear = await list({ keywords: 'zorblax', sort_type: 'goods_price' });
    expect(ids(dear.data)).toEqual([g.tablet, g.phone, g.case]);
    await db.update(goods).set({ is_recommend: 1 }).where(eq(goods.id, g.case));
    await changed();
    expect(ids((await list({ keywords: 'zorblax' }, { is_recommend: 1 })).data)).toEqual([g.case]);
    expect((await list({ keywords: 'zorblax', sort_type: 'comments' })).code).toBe(200);
    const bad = await list({ sort_type: 'goods_name; drop table goods' });
    expect(bad).toMatchObject({ status: 400, code: 400 });
    expect((await t.call('GET', '/api/goods', { query: { params: '!!not-base64!!' } })).status).toBe(400);
    expect((await list({ class_id: ['x'] })).status).toBe(400);
  });

  it('caps the page size and pages', async () => {
    const big = await t.call<Page<HomeItem>>('GET', '/api/goods', { query: { per_page: 100000 } });
    expect(big.data.per_page).toBe(100);
    const p1 = await list({ keywords: 'zorblax' }, { per_page: 2, page: 1 });
    const p2 = await list({ keywords: 'zorblax' }, { per_page: 2, page: 2 });
    expect(p1.data).toMatchObject({ total: 3, last_page: 2 });
    expect([...ids(p1.data), ...ids(p2.data)]).toEqual([g.tablet, g.case, g.phone]);
  });
});

describe('GET /api/home', () => {
  it('has one block per top class with up to 8 listed goods of its third-level classes, featured first', async () => {
    await db.update(goods).set({ is_master: 1 }).where(eq(goods.id, g.tablet));
    await changed();
    const r = await t.call<{ goods: { id: number; name: string; goods: HomeItem[] }[] }>('GET', '/api/home');
    expect(r.code).toBe(200);
    const tops = (await db.select().from(goodsClasses)).filter((c) => c.pid === 0 && !c.deleted_at);
    expect(r.data.goods.map((b) => b.id).sort()).toEqual(tops.map((c) => c.id).sort());
    const phones = r.data.goods.find((b) => b.id === 2)!;
    expect(phones.name).toBe('手机数码');
    expect(phones.goods.length).toBeLessThanOrEqual(8);
    expect(phones.goods.length).toBeGreaterThan(0);
    for (const block of r.data.goods)
      for (const item of block.goods) expect([g.offShelf, g.pending, g.closedStore]).not.toContain(item.id);
    expect(phones.goods[0]).toHaveProperty('need');
  });
});

describe('GET /api/goods/{id}', () => {
  it('gives the goods page: classes, pictures, specs, SKUs, store card, reviews summary, best sellers', async () => {
    const r = await t.call<Row & Record<string, never>>('GET', '/api/goods/5', { query: { saveCheck: 'true' } });
    expect(r.code).toBe(200);
    const d = r.data as unknown as Record<string, unknown> & {
      classList: Row[];
      goods_images: string[];
      goods_images_thumb_150: string[];
      goods_images_thumb_400: string[];
      attrList: { name: string; specs: { id: number; name: string; check?: boolean }[] }[];
      skuList: { id: number; spec_id: number[]; sku_name: string[]; goods_price: string }[];
      store_info: Record<string, unknown>;
      rate: Record<string, number>;
      comment_statistics: Record<string, number>;
      sale_list: HomeItem[];
    };
    expect(d).toMatchObject({ id: 5, goods_name: '星河 X1 5G智能手机', store_id: 1 });
    expect(d).not.toHaveProperty('search_doc');
    expect(d.classList.map((c) => c.id)).toEqual([14, 7, 2]);
    expect(d.goods_images.length).toBeGreaterThan(0);
    expect(d.goods_images_thumb_150[0]).toBe(d.goods_images[0]!.replace(/\.(\w+)$/, '_150.$1'));
    expect(d.goods_images_thumb_400[0]).toBe(d.goods_images[0]!.replace(/\.(\w+)$/, '_400.$1'));
    expect(d.attrList.map((a) => a.name).sort()).toEqual(['存储容量', '颜色']);
    expect(d.attrList.flatMap((a) => a.specs).every((s) => s.check === true)).toBe(true);
    expect(d.skuList).toHaveLength(4);
    expect(d.skuList[0]).toMatchObject({
      id: 1,
      spec_id: [1, 3],
      sku_name: ['星空黑', '128GB'],
      goods_price: '1999.00',
    });
    expect(d.store_info).toMatchObject({ id: 1, store_name: '青梧旗舰店' });
    for (const secret of ['id_card_no', 'store_money', 'legal_person', 'emergency_contact_phone'])
      expect(d.store_info).not.toHaveProperty(secret);
    expect(d.rate).toEqual(d.store_info.rate);
    expect(d.comment_statistics).toHaveProperty('rate');
    expect(Array.isArray(d.sale_list)).toBe(true);
    expect(d.seckills).toBe(false);
    expect(d.collectives).toBe(false);
    expect(d.collective_list).toEqual([]);
    expect(Array.isArray(d.coupons)).toBe(true);
  });

  it('shows running promotions: coupons, a flash sale, a group buy', async () => {
    const [c] = await db
      .insert(coupons)
      .values({
        store_id: 1,
        name: '满100减10',
        money: '10.00',
        use_money: '100.00',
        stock: 5,
        start_time: at(-HOUR),
        end_time: at(HOUR),
      })
      .returning({ id: coupons.id });
    await db
      .insert(coupons)
      .values({ store_id: 1, name: '已过期', money: '5.00', stock: 5, start_time: at(-2 * HOUR), end_time: at(-HOUR) });
    await db
      .insert(seckills)
      .values({ store_id: 1, goods_id: g.tablet, discount: '20.00', start_time: at(-HOUR), end_time: at(HOUR) });
    await db.insert(collectives).values({ store_id: 1, goods_id: g.tablet, discount: '10.00', need: 3 });
    await changed();
    const r = await t.call<Record<string, unknown> & { coupons: Row[] }>('GET', `/api/goods/${g.tablet}`);
    expect(r.data.coupons.map((x) => x.id)).toContain(c!.id);
    expect(r.data.coupons.map((x) => x.name)).not.toContain('已过期');
    expect(r.data.seckills).toMatchObject({ discount: '20.00' });
    expect(r.data.collectives).toMatchObject({ discount: '10.00', need: 3 });
    // The card shows the group-buy price and team size.
    const card = (await list({ keywords: 'zorblax tablet' })).data.data[0];
    expect(card).toMatchObject({ goods_price: '899.10', need: 3 });
  });

  it('answers not found for goods the public may not see (a deliberate fix: no preview before approval)', async () => {
    for (const id of [g.offShelf, g.pending, g.rejected, g.closedStore, g.deleted, 999999]) {
      const r = await t.call('GET', `/api/goods/${id}`);
      expect(r).toMatchObject({ code: 500, msg: '商品不存在或已下架.', data: [] });
    }
    const en = await t.call('GET', `/api/goods/${g.pending}`, { headers: { 'accept-language': 'en' } });
    expect(en.msg).toBe('The goods does not exist or is not on sale.');
    expect((await t.call('GET', '/api/goods/abc')).status).toBe(400);
  });
});

describe('GET /api/goods_comments/{goods_id}', () => {
  it('lists reviews newest first with masked nicknames, filtered by band', async () => {
    const [u1] = await db
      .insert(users)
      .values({ username: 'longnickname', nickname: '爱购物的小明同学' })
      .returning({ id: users.id });
    const [u2] = await db.insert(users).values({ username: 'ab', nickname: '阿B' }).returning({ id: users.id });
    const five = { score: '5.00', agree: '5.00', service: '5.00', speed: '5.00' };
    await db.insert(orderComments).values([
      {
        user_id: u1!.id,
        goods_id: g.phone,
        store_id: 1,
        ...five,
        content: '很好',
        image: '/uploads/c/1.png,/uploads/c/2.png',
      },
      {
        user_id: u2!.id,
        goods_id: g.phone,
        store_id: 1,
        score: '3.00',
        agree: '3.00',
        service: '3.00',
        speed: '3.00',
        content: '一般',
      },
      {
        user_id: u2!.id,
        goods_id: g.phone,
        store_id: 1,
        score: '1.00',
        agree: '2.00',
        service: '2.00',
        speed: '2.00',
        content: '差',
        reply: '抱歉',
      },
    ]);
    await changed();
    const all = await t.call<Page<Row>>('GET', `/api/goods_comments/${g.phone}`);
    expect(all.data.total).toBe(3);
    expect(all.data.data.map((c) => c.content)).toEqual(['差', '一般', '很好']);
    const good = all.data.data[2]!;
    expect(good).toMatchObject({ nickname: '***小明同学', image: ['/uploads/c/1.png', '/uploads/c/2.png'] });
    expect(all.data.data[0]).toMatchObject({ nickname: '***B', reply: '抱歉' });
    expect(good).not.toHaveProperty('user_id');
    for (const [isType, content] of [
      [1, '很好'],
      [2, '一般'],
      [3, '差'],
    ] as const) {
      const r = await t.call<Page<Row>>('GET', `/api/goods_comments/${g.phone}`, { query: { is_type: isType } });
      expect(r.data.data.map((c) => c.content)).toEqual([content]);
    }
    const detail = await t.call<{ comment_statistics: Record<string, number> }>('GET', `/api/goods/${g.phone}`);
    expect(detail.data.comment_statistics).toEqual({ all: 3, good: 1, commonly: 1, bad: 1, rate: 33 });
    const card = (await list({ keywords: 'zorblax phone 12' })).data.data[0];
    expect(card?.order_comment_count).toBe(3);
    expect((await t.call('GET', `/api/goods_comments/${g.pending}`)).code).toBe(500);
  });
});
