import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GoodsHomeItem } from '../src/modules/catalog/home-items.ts';
import { goods, stores, users } from '../src/db/schema/index.ts';
import { bumpCatalogVersion } from '../src/modules/catalog/cache.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller } from './order-fixtures.ts';
import { leafPaths } from './stores-fixtures.ts';

/**
 * `goods.store_open`, the listing's "is its store listed?" kept by triggers (migration 0011_goods_store_open.sql):
 * every way a store opens, closes, is refused, deleted or a goods is created in or moved to a store shows on the
 * storefront list, the home and the goods page; the flag never leaves the server nor enters through a goods write.
 */
const t = await testApp();
const db = t.database.db;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const params = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64');

let admin = '';
let leaf = 0;
/** A page size of its own for each look: the writes below made in SQL drop no cached answer. */
let perPage = 20;

beforeAll(async () => {
  admin = await t.login('admin', 'admin');
  leaf = (await leafPaths(db, 1))[0]!.at(-1)!;
});

/** The ids GET /api/goods lists for one store (`size`: the very request of an earlier look, maybe cached). */
async function listedIn(storeId: number, size = perPage++): Promise<number[]> {
  const r = await t.call<{ data: GoodsHomeItem[] }>('GET', '/api/goods', {
    query: { params: params({ store_id: storeId }), per_page: size },
  });
  expect(r.code).toBe(200);
  return r.data.data.map((g) => g.id).sort((a, b) => a - b);
}

/** The ids of every home block (its cache is dropped first: the home keeps its answer a few seconds). */
async function onHome(): Promise<Set<number>> {
  await bumpCatalogVersion(t.app.kv);
  const r = await t.call<{ goods: { goods: GoodsHomeItem[] }[] }>('GET', '/api/home');
  expect(r.code).toBe(200);
  return new Set(r.data.goods.flatMap((b) => b.goods.map((g) => g.id)));
}

const goodsPage = async (id: number) => (await t.call('GET', `/api/goods/${id}`, { query: { n: perPage++ } })).code;

/** Goods whose flag differs from what their store says. */
async function flagDrift() {
  return rowsOf<{ id: number }>(
    await db.execute(sql`select g.id from goods g where g.store_open <> coalesce((select s.store_status = 1
      and s.store_verify = 4 and s.deleted_at is null from stores s where s.id = g.store_id), false)`),
  );
}

const adminEdit = (storeId: number, body: object) =>
  t.call('PUT', `/api/Admin/stores/${storeId}`, { token: admin, body });

describe('goods of a store that closes', () => {
  it('leave the list, the home and the goods page, and come back when it reopens', async () => {
    const { store } = await createSeller(db, 'so-seller');
    // Featured (is_master) in a class of its own top class: first in that home block.
    const a = (await createGoods(db, store.id, { class_id: leaf, is_master: 1 })).goods;
    const b = (await createGoods(db, store.id, { class_id: leaf, is_master: 1 })).goods;
    const both = [a.id, b.id];
    expect(await listedIn(store.id)).toEqual(both);
    expect([...(await onHome())]).toEqual(expect.arrayContaining(both));
    expect(await goodsPage(a.id)).toBe(200);

    // Closed by the Admin.
    expect((await adminEdit(store.id, { store_status: 0 })).code).toBe(200);
    expect(await listedIn(store.id)).toEqual([]);
    const home = await onHome();
    expect(both.some((id) => home.has(id))).toBe(false);
    expect(await goodsPage(a.id)).not.toBe(200);
    // Any other edit of a closed store leaves it closed.
    expect((await adminEdit(store.id, { store_name: '还是关着' })).code).toBe(200);
    expect(await listedIn(store.id)).toEqual([]);

    expect((await adminEdit(store.id, { store_status: 1 })).code).toBe(200);
    expect(await listedIn(store.id)).toEqual(both);
    expect([...(await onHome())]).toEqual(expect.arrayContaining(both));
    expect(await goodsPage(a.id)).toBe(200);

    // Refused by the review, then approved again.
    expect((await adminEdit(store.id, { store_verify: 3, store_refuse_info: '资料不全' })).code).toBe(200);
    expect(await listedIn(store.id)).toEqual([]);
    expect((await adminEdit(store.id, { store_verify: 4 })).code).toBe(200);
    expect(await listedIn(store.id)).toEqual(both);

    // Deleted by the Admin (a soft delete through the generic resource): the list asked just before, now in the
    // catalogue cache, no longer has them either.
    const cachedLook = perPage++;
    expect(await listedIn(store.id, cachedLook)).toEqual(both);
    expect((await t.call('DELETE', `/api/Admin/stores/${store.id}`, { token: admin })).code).toBe(200);
    expect(await listedIn(store.id, cachedLook)).toEqual([]);
    const after = await onHome();
    expect(both.some((id) => after.has(id))).toBe(false);
    expect(await goodsPage(b.id)).not.toBe(200);
    // Restored (no route does it: SQL).
    await db.update(stores).set({ deleted_at: null }).where(eq(stores.id, store.id));
    expect(await listedIn(store.id)).toEqual(both);
    expect(await flagDrift()).toEqual([]);
  });

  it('created in a closed store stay hidden until it opens, through the Seller editor too', async () => {
    const { store } = await createSeller(db, 'so-closed', { store_status: 0 });
    const bySql = (await createGoods(db, store.id)).goods;
    expect(bySql.store_open).toBe(false);

    // The demo seller's store, closed by the Admin; the seller still edits its goods.
    const [own] = await db
      .select({ id: stores.id })
      .from(stores)
      .innerJoin(users, eq(users.id, stores.user_id))
      .where(eq(users.username, '18888888888'));
    const seller = await t.login('seller', '18888888888');
    expect((await adminEdit(own!.id, { store_status: 0 })).code).toBe(200);
    const created = await t.call<{ id: number }>('POST', '/api/Seller/goods', {
      token: seller,
      body: {
        goods_name: 'Closed Store Phone',
        class_id: 14,
        goods_images: ['/uploads/goods/s/1.png'],
        goods_price: '100',
        goods_stock: '3',
        goods_status: 1,
        freight_id: -1,
      },
    });
    expect(created.code).toBe(200);
    const [made] = await db
      .select({ id: goods.id, open: goods.store_open, verify: goods.goods_verify })
      .from(goods)
      .where(eq(goods.goods_name, 'Closed Store Phone'));
    expect(made).toMatchObject({ open: false, verify: 1 });
    expect(await listedIn(own!.id)).toEqual([]);

    expect((await adminEdit(store.id, { store_status: 1 })).code).toBe(200);
    expect(await listedIn(store.id)).toEqual([bySql.id]);
    expect((await adminEdit(own!.id, { store_status: 1 })).code).toBe(200);
    expect(await listedIn(own!.id)).toContain(made!.id);
    expect(await flagDrift()).toEqual([]);
  });

  it('moved to another store follow that store', async () => {
    const open = (await createSeller(db, 'so-open')).store;
    const closed = (await createSeller(db, 'so-shut', { store_verify: 2 })).store;
    const item = (await createGoods(db, open.id)).goods;
    expect(await listedIn(open.id)).toEqual([item.id]);
    // No route moves goods between stores: SQL, as an import would.
    await db.update(goods).set({ store_id: closed.id }).where(eq(goods.id, item.id));
    expect(await listedIn(closed.id)).toEqual([]);
    expect(await goodsPage(item.id)).not.toBe(200);
    await db.update(goods).set({ store_id: open.id }).where(eq(goods.id, item.id));
    expect(await listedIn(open.id)).toEqual([item.id]);
    // A store that does not exist lists nothing.
    await db.update(goods).set({ store_id: 2_000_000_000 }).where(eq(goods.id, item.id));
    expect((await db.select({ o: goods.store_open }).from(goods).where(eq(goods.id, item.id)))[0]!.o).toBe(false);
    await db.update(goods).set({ store_id: open.id }).where(eq(goods.id, item.id));
    // Removing a store row altogether (no route does) hides its goods too.
    await db.delete(stores).where(eq(stores.id, open.id));
    expect(await listedIn(open.id)).toEqual([]);
    expect(await flagDrift()).toEqual([]);
  });
});

describe('the store flag', () => {
  it('is in no goods answer, storefront, Admin or Seller, and no goods write sets it', async () => {
    const [row] = await db
      .select({ id: goods.id, store: goods.store_id })
      .from(goods)
      .innerJoin(users, sql`${users.id} = (select user_id from stores where id = ${goods.store_id})`)
      .where(eq(users.username, '18888888888'))
      .orderBy(goods.id)
      .limit(1);
    const id = row!.id;
    const seller = await t.login('seller', '18888888888');
    const answers = {
      page: await t.call('GET', `/api/goods/${id}`),
      adminList: await t.call('GET', '/api/Admin/goods', { token: admin, query: { per_page: 100 } }),
      adminShow: await t.call('GET', `/api/Admin/goods/${id}`, { token: admin }),
      sellerList: await t.call('GET', '/api/Seller/goods', { token: seller }),
      sellerShow: await t.call('GET', `/api/Seller/goods/${id}`, { token: seller }),
    };
    for (const [name, r] of Object.entries(answers)) {
      expect(r.code, name).toBe(200);
      expect(JSON.stringify(r.data), name).not.toMatch(/"(store_open|comment_count)"/);
    }

    for (const [token, path] of [
      [admin, `/api/Admin/goods/${id}`],
      [seller, `/api/Seller/goods/${id}`],
    ] as const) {
      const r = await t.call('PUT', path, { token, body: { goods_status: 1, store_open: 0 } });
      expect(r.code, path).toBe(200);
      const [now] = await db.select({ o: goods.store_open }).from(goods).where(eq(goods.id, id));
      expect(now!.o, path).toBe(true);
    }
    // Nor does a list filter on it.
    const filtered = await t.call('GET', '/api/Admin/goods', { token: admin, query: { store_open: 0 } });
    expect(filtered.status).toBe(400);
  });
});
