import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { favorites, goods, goodsSkus } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createStore, createUser } from './stores-fixtures.ts';

const t = await testApp();
const db = t.database.db;

interface Page<T> {
  data: T[];
  total: number;
  per_page: number;
}
type GoodsFav = {
  id: number;
  out_id: number;
  is_type: number;
  goods_name: string;
  goods_master_image: string;
  goods_price: string;
  created_at: string;
};
type StoreFav = {
  id: number;
  out_id: number;
  is_type: number;
  store_name: string;
  store_logo: string;
  area_info: string;
  created_at: string;
};

let shopper = '';
let shopperId = 0;
let other = '';
let goodsId = 0;
let skuGoodsId = 0;
let closedStore = 0;

const collect = async (id: number) =>
  (await db.select({ n: goods.goods_collect }).from(goods).where(eq(goods.id, id)))[0]!.n;
const liveFavs = async (userId: number, outId: number, isType: number) =>
  (
    await db
      .select()
      .from(favorites)
      .where(
        and(
          eq(favorites.user_id, userId),
          eq(favorites.out_id, outId),
          eq(favorites.is_type, isType),
          isNull(favorites.deleted_at),
        ),
      )
  ).length;
const toggle = (token: string, is_type: unknown, out_id: unknown) =>
  t.call('POST', '/api/user/favorites', { token, body: { is_type, out_id } });
const isFav = (token: string | undefined, is_type: unknown, out_id: unknown) =>
  t.call<boolean>('GET', '/api/is_fav', { token, query: { is_type, out_id } });

beforeAll(async () => {
  const u = await createUser(db, 'fan');
  shopperId = u.id;
  shopper = await t.login('home', 'fan');
  await createUser(db, 'other-fan');
  other = await t.login('home', 'other-fan');
  const [g] = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.store_id, 1), isNull(goods.deleted_at)))
    .limit(1);
  goodsId = g!.id;
  const [withSku] = await db
    .select({ id: goodsSkus.goods_id })
    .from(goodsSkus)
    .where(isNull(goodsSkus.deleted_at))
    .orderBy(goodsSkus.id)
    .limit(1);
  skuGoodsId = withSku!.id;
  const owner = await createUser(db, 'closed-owner');
  closedStore = (await createStore(db, owner.id, { store_status: 0 })).id;
});

describe('favourite goods', () => {
  it('is_fav is false for visitors, other areas and before adding', async () => {
    expect(await isFav(undefined, 0, goodsId)).toMatchObject({ code: 200, data: false });
    expect((await isFav(shopper, 0, goodsId)).data).toBe(false);
    const seller = await t.login('seller', '18888888888');
    expect((await isFav(seller, 0, goodsId)).data).toBe(false);
  });

  it('toggling adds then removes it, keeping goods_collect in step', async () => {
    const start = await collect(goodsId);
    expect(await toggle(shopper, 0, goodsId)).toMatchObject({ code: 200, msg: '操作成功.', data: [] });
    expect((await isFav(shopper, 0, goodsId)).data).toBe(true);
    expect((await isFav(other, 0, goodsId)).data).toBe(false);
    expect(await collect(goodsId)).toBe(start + 1);
    const list = await t.call<Page<GoodsFav>>('GET', '/api/user/favorites', { token: shopper, query: { is_type: 0 } });
    expect(list.data.total).toBe(1);
    const item = list.data.data[0]!;
    expect(Object.keys(item).sort()).toEqual(
      ['created_at', 'goods_master_image', 'goods_name', 'goods_price', 'id', 'is_type', 'out_id'].sort(),
    );
    expect(item).toMatchObject({ out_id: goodsId, is_type: 0 });
    expect(item.goods_name).not.toBe('');
    expect(item.goods_master_image).toMatch(/_150\.\w+$/);
    expect(item.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await toggle(shopper, 0, goodsId)).toMatchObject({ code: 200 });
    expect((await isFav(shopper, 0, goodsId)).data).toBe(false);
    expect(await collect(goodsId)).toBe(start);
  });

  it('a goods with SKUs shows its first SKU’s price', async () => {
    await toggle(shopper, 0, skuGoodsId);
    const [first] = await db
      .select()
      .from(goodsSkus)
      .where(eq(goodsSkus.goods_id, skuGoodsId))
      .orderBy(goodsSkus.id)
      .limit(1);
    const list = await t.call<Page<GoodsFav>>('GET', '/api/user/favorites', { token: shopper });
    expect(list.data.data.find((f) => f.out_id === skuGoodsId)?.goods_price).toBe(first!.goods_price);
    await toggle(shopper, 0, skuGoodsId);
  });

  it('simultaneous toggles leave the count equal to the favourites rows', async () => {
    const start = await collect(goodsId);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => toggle(shopper, 0, goodsId)));
    expect(answers.every((a) => a.code === 200)).toBe(true);
    const rows = await liveFavs(shopperId, goodsId, 0);
    expect(rows).toBe(1);
    expect(await collect(goodsId)).toBe(start + rows);
    await toggle(shopper, 0, goodsId);
    expect(await collect(goodsId)).toBe(start);
  });

  it('goods_collect never goes below zero', async () => {
    await toggle(shopper, 0, goodsId);
    await db.update(goods).set({ goods_collect: 0 }).where(eq(goods.id, goodsId));
    await toggle(shopper, 0, goodsId);
    expect(await collect(goodsId)).toBe(0);
  });

  it('DELETE removes only the caller’s own rows', async () => {
    await toggle(shopper, 0, goodsId);
    const start = await collect(goodsId);
    const [row] = await db
      .select()
      .from(favorites)
      .where(and(eq(favorites.user_id, shopperId), eq(favorites.out_id, goodsId), isNull(favorites.deleted_at)));
    const foreign = await t.call('DELETE', `/api/user/favorites/${row!.id}`, { token: other });
    expect(foreign).toMatchObject({ code: 500, msg: 'find data error.' });
    expect(await liveFavs(shopperId, goodsId, 0)).toBe(1);
    expect(await collect(goodsId)).toBe(start);
    expect(await t.call('DELETE', `/api/user/favorites/${row!.id}`, { token: shopper })).toMatchObject({
      code: 200,
      data: 1,
    });
    expect(await liveFavs(shopperId, goodsId, 0)).toBe(0);
    expect(await collect(goodsId)).toBe(start - 1);
  });
});

describe('followed stores', () => {
  it('follows and unfollows an open store; the list shows the store', async () => {
    expect((await toggle(shopper, 1, 1)).code).toBe(200);
    expect((await isFav(shopper, 1, 1)).data).toBe(true);
    expect((await isFav(shopper, 0, 1)).data).toBe(false);
    const list = await t.call<Page<StoreFav>>('GET', '/api/user/favorites', {
      token: shopper,
      query: { is_type: 1, per_page: 10 },
    });
    expect(list.data).toMatchObject({ total: 1, per_page: 10 });
    expect(list.data.data[0]).toMatchObject({ out_id: 1, is_type: 1, store_name: '青梧旗舰店' });
    expect(Object.keys(list.data.data[0]!).sort()).toEqual(
      ['area_info', 'created_at', 'id', 'is_type', 'out_id', 'store_logo', 'store_name'].sort(),
    );
    expect((await toggle(shopper, 1, 1)).code).toBe(200);
    expect((await isFav(shopper, 1, 1)).data).toBe(false);
  });

  it('refuses unknown targets and bad input, adding nothing', async () => {
    expect(await toggle(shopper, 1, closedStore)).toMatchObject({ code: 500, msg: '收藏的商品或店铺不存在.' });
    expect(await toggle(shopper, 0, 999999)).toMatchObject({ code: 500, msg: '收藏的商品或店铺不存在.' });
    expect((await toggle(shopper, 2, 1)).code).toBe(422);
    expect((await toggle(shopper, 0, 'abc')).code).toBe(422);
    expect((await t.call('GET', '/api/user/favorites', { token: shopper, query: { is_type: 9 } })).code).toBe(422);
    expect(await isFav(shopper, 3, 1)).toMatchObject({ code: 500, msg: '操作失败.' });
    expect((await isFav(undefined, 0, 'x')).code).toBe(422);
    const all = await db
      .select()
      .from(favorites)
      .where(and(eq(favorites.user_id, shopperId), isNull(favorites.deleted_at)));
    expect(all).toEqual([]);
  });

  it('needs a storefront token', async () => {
    expect((await toggle('', 0, goodsId)).code).toBe(401);
    expect((await t.call('GET', '/api/user/favorites')).code).toBe(401);
    const admin = await t.login('admin', 'admin');
    expect((await toggle(admin, 0, goodsId)).code).toBe(401);
  });
});
