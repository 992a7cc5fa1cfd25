import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goods, orderComments } from '../src/db/schema/index.ts';
import { publicStoreInfo } from '../src/modules/stores/store-view.ts';
import { formatDistance } from '../src/modules/stores/store-public-routes.ts';
import { testApp } from './helper.ts';
import { createStore, createUser } from './stores-fixtures.ts';

const t = await testApp();
const db = t.database.db;

interface Page<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}
interface StoreItem {
  id: number;
  store_name: string;
  distance: string;
  comment_rate: number;
}

const params = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64');

/** Store 1 (demo, Beijing), a Shanghai store with reviews, a closed one and one under review. */
let shanghai = 0;
let closed = 0;
let reviewing = 0;

beforeAll(async () => {
  const a = await createUser(db, 'sh-owner');
  shanghai = (await createStore(db, a.id, { store_name: '沪上测评小店', store_lat: '31.2304', store_lng: '121.4737' }))
    .id;
  const b = await createUser(db, 'closed-owner');
  closed = (await createStore(db, b.id, { store_name: '关门店', store_status: 0 })).id;
  const c = await createUser(db, 'review-owner');
  reviewing = (await createStore(db, c.id, { store_name: '审核店', store_verify: 2 })).id;
  // Explicit ids after the seeded ones: the demo seed writes its comments with fixed ids.
  const [last] = await db.select({ id: sql<number>`coalesce(max(${orderComments.id}), 0)::int` }).from(orderComments);
  const next = (last?.id ?? 0) + 1;
  await db.insert(orderComments).values([
    {
      id: next,
      store_id: shanghai,
      goods_id: 1,
      order_id: 1,
      user_id: 9,
      score: '5.00',
      agree: '5.00',
      service: '5.00',
      speed: '5.00',
    },
    {
      id: next + 1,
      store_id: shanghai,
      goods_id: 1,
      order_id: 1,
      user_id: 9,
      score: '2.00',
      agree: '3.00',
      service: '2.00',
      speed: '2.00',
    },
  ]);
});

describe('GET /api/stores (store street)', () => {
  it('lists open, approved stores only, in the formatted shape', async () => {
    const r = await t.call<Page<StoreItem & Record<string, unknown>>>('GET', '/api/stores', {
      query: { per_page: 100 },
    });
    expect(r.code).toBe(200);
    const ids = r.data.data.map((s) => s.id);
    expect(ids).toContain(1);
    expect(ids).toContain(shanghai);
    expect(ids).not.toContain(closed);
    expect(ids).not.toContain(reviewing);
    const item = r.data.data.find((s) => s.id === shanghai)!;
    expect(Object.keys(item).sort()).toEqual(
      [
        'area_info',
        'comment_rate',
        'created_at',
        'distance',
        'id',
        'store_address',
        'store_company_name',
        'store_logo',
        'store_name',
      ].sort(),
    );
    expect(item.comment_rate).toBe(50);
    expect(item.distance).toMatch(/^\d+(\.\d{1,2})?km$/);
    expect(r.data).toMatchObject({ per_page: 100, current_page: 1 });
    expect((await t.call<Page<StoreItem>>('GET', '/api/stores')).data.per_page).toBe(30);
  });

  it('sorts by distance from the given point, both ways', async () => {
    const near = { lat: '31.2304', lng: '121.4737' };
    const asc = await t.call<Page<StoreItem>>('GET', '/api/stores', {
      query: { ...near, params: params({ sort_type: 'distance', sort_order: 'asc' }) },
    });
    expect(asc.data.data[0]).toMatchObject({ id: shanghai });
    expect(asc.data.data[0]!.distance).toBe('0m');
    expect(asc.data.data[1]!.distance).toMatch(/^\d+(\.\d{1,2})?k?m$/);
    const desc = await t.call<Page<StoreItem>>('GET', '/api/stores', {
      query: { ...near, per_page: 100, params: params({ sort_order: 'desc' }) },
    });
    expect(desc.data.data.at(-1)).toMatchObject({ id: shanghai });
  });

  it('filters by percent-encoded keywords and paginates', async () => {
    const r = await t.call<Page<StoreItem>>('GET', '/api/stores', {
      query: { params: params({ keywords: encodeURIComponent('沪上测评') }) },
    });
    expect(r.data.data.map((s) => s.id)).toEqual([shanghai]);
    const paged = await t.call<Page<StoreItem>>('GET', '/api/stores', { query: { per_page: 1, page: 2 } });
    expect(paged.data.data).toHaveLength(1);
    expect(paged.data.total).toBeGreaterThanOrEqual(2);
    expect(paged.data).toMatchObject({ per_page: 1, current_page: 2 });
  });

  it('refuses bad parameters with a 4xx, not a 500', async () => {
    const badSort = await t.call('GET', '/api/stores', { query: { params: params({ sort_type: 'store_money' }) } });
    expect(badSort.status).toBe(400);
    const badParams = await t.call('GET', '/api/stores', { query: { params: '%%%notbase64' } });
    expect(badParams.status).toBe(400);
    const badLat = await t.call('GET', '/api/stores', { query: { lat: 'north' } });
    expect(badLat).toMatchObject({ code: 422, status: 200 });
    const farLat = await t.call('GET', '/api/stores', { query: { lat: '123' } });
    expect(farLat.code).toBe(422);
  });

  it('formats distances like qwshop', () => {
    expect(formatDistance(850)).toBe('850m');
    expect(formatDistance(123.44)).toBe('123.4m');
    expect(formatDistance(12300)).toBe('12.3km');
    expect(formatDistance(1234.5)).toBe('1.23km');
  });
});

describe('GET /api/store/{id} (store page)', () => {
  it('shows public fields, review marks and the store’s best sellers', async () => {
    const r = await t.call<
      Record<string, unknown> & { rate: Record<string, number>; sale_list: { id: number; goods_sale: number }[] }
    >('GET', '/api/store/1');
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ id: 1, store_name: '青梧旗舰店', user_id: 6, store_verify: 4, store_status: 1 });
    for (const secret of [
      'id_card_no',
      'id_card_t',
      'id_card_b',
      'legal_person',
      'store_money',
      'store_frozen_money',
      'emergency_contact',
      'emergency_contact_phone',
      'business_license',
      'store_phone',
    ]) {
      expect(r.data, secret).not.toHaveProperty(secret);
    }
    expect(Object.keys(r.data.rate).sort()).toEqual(['agreeAll', 'scoreAll', 'serviceAll', 'speedAll']);
    const listed = await db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.store_id, 1), eq(goods.goods_status, 1), eq(goods.goods_verify, 1), isNull(goods.deleted_at)))
      .orderBy(desc(goods.goods_sale), desc(goods.id))
      .limit(6);
    expect(r.data.sale_list.map((g) => g.id)).toEqual(listed.map((g) => g.id));
  });

  it('averages the review marks (5 without reviews)', async () => {
    const r = await t.call<{ rate: Record<string, number> }>('GET', `/api/store/${shanghai}`);
    expect(r.data.rate).toEqual({ scoreAll: 3, agreeAll: 4, serviceAll: 3, speedAll: 3 });
    const info = await publicStoreInfo(db, closed);
    expect(info?.rate).toEqual({ scoreAll: 5, agreeAll: 5, serviceAll: 5, speedAll: 5 });
  });

  it('a closed, unapproved or unknown store is not found; a bad id is a 400', async () => {
    for (const id of [closed, reviewing, 999999]) {
      const r = await t.call('GET', `/api/store/${id}`);
      expect(r, String(id)).toMatchObject({ code: 500, msg: '店铺不存在.', data: [] });
    }
    const en = await t.call('GET', `/api/store/${closed}`, { headers: { 'accept-language': 'en' } });
    expect(en.msg).toBe('The store does not exist.');
    expect((await t.call('GET', '/api/store/abc')).status).toBe(400);
  });

  it('publicStoreInfo: any live store for the goods page, listed ones only for the store page', async () => {
    expect(await publicStoreInfo(db, closed)).toMatchObject({ id: closed, store_status: 0 });
    expect(await publicStoreInfo(db, closed, { listedOnly: true })).toBeNull();
    expect(await publicStoreInfo(db, 0)).toBeNull();
    expect(await publicStoreInfo(db, 999999)).toBeNull();
  });
});
