import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsBrands, goodsClasses, goodsSkus } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';

const t = await testApp();
const db = t.database.db;

interface Page<T> {
  data: T[];
  total: number;
}
type Row = Record<string, unknown> & { id: number };
type TreeRow = Row & { has_children: Row | null };

const A = (path: string) => `/api/Admin/${path}`;
let admin = '';
let seller = '';

beforeAll(async () => {
  admin = await t.login('admin', 'admin');
  seller = await t.login('seller', '18888888888');
});

const snapshot = async () => ({
  classes: await db.select().from(goodsClasses).orderBy(goodsClasses.id),
  brands: await db.select().from(goodsBrands).orderBy(goodsBrands.id),
  goods: await db.select().from(goods).orderBy(goods.id),
  skus: await db.select().from(goodsSkus).orderBy(goodsSkus.id),
});

describe('Admin goods classes', () => {
  it('lists the tree level by level with has_children', async () => {
    const top = await t.call<TreeRow[]>('GET', A('goods_classes'), {
      token: admin,
      query: { isChildren: 'true', pid: 0 },
    });
    expect(top.code).toBe(200);
    const phones = top.data.find((r) => r.id === 2)!;
    expect(phones.has_children).toMatchObject({ pid: 2 });
    const leaves = await t.call<TreeRow[]>('GET', A('goods_classes'), {
      token: admin,
      query: { isChildren: 'true', pid: 7 },
    });
    expect(leaves.data.find((r) => r.id === 14)?.has_children).toBeNull();
    const search = await t.call<Page<Row>>('GET', A('goods_classes'), {
      token: admin,
      query: { name: '智能|likeRight' },
    });
    expect(search.data.data.map((r) => r.id)).toContain(14);
  });

  it('creates and edits classes within three levels; refuses a fourth level and cycles', async () => {
    const c = await t.call<Row>('POST', A('goods_classes'), {
      token: admin,
      body: { pid: 7, name: '老人机', is_sort: 3 },
    });
    expect(c).toMatchObject({ code: 200, data: { pid: 7, name: '老人机' } });
    const before = await snapshot();
    expect(
      await t.call('POST', A('goods_classes'), { token: admin, body: { pid: c.data.id, name: '四级' } }),
    ).toMatchObject({
      code: 500,
      msg: '商品分类最多 3 级.',
    });
    // Moving a class with children under a level-2 class would push them to level 4.
    expect((await t.call('PUT', A('goods_classes/7'), { token: admin, body: { pid: 5 } })).code).toBe(500);
    expect((await t.call('PUT', A('goods_classes/2'), { token: admin, body: { pid: 14 } })).code).not.toBe(200);
    expect((await t.call('PUT', A('goods_classes/7'), { token: admin, body: { pid: 7 } })).code).not.toBe(200);
    expect((await t.call('POST', A('goods_classes'), { token: admin, body: { pid: 99999, name: 'x' } })).code).toBe(
      422,
    );
    expect((await t.call('POST', A('goods_classes'), { token: admin, body: { pid: 0 } })).code).toBe(422);
    // A class with goods stays on the third level.
    expect(await t.call('PUT', A('goods_classes/14'), { token: admin, body: { pid: 2 } })).toMatchObject({
      code: 500,
      msg: '该分类下有商品，只能作为第三级分类.',
    });
    expect(await snapshot()).toEqual(before);
    expect(
      (await t.call('PUT', A(`goods_classes/${c.data.id}`), { token: admin, body: { name: '老年手机' } })).data,
    ).toBe(1);
    expect((await t.call('DELETE', A(`goods_classes/${c.data.id}`), { token: admin })).data).toBe(1);
  });

  it('refuses to delete a class with children or goods, saying why', async () => {
    const before = await snapshot();
    expect(await t.call('DELETE', A('goods_classes/7'), { token: admin })).toMatchObject({
      code: 500,
      msg: '请先删除下级数据.',
    });
    expect(await t.call('DELETE', A('goods_classes/14'), { token: admin })).toMatchObject({
      code: 500,
      msg: '该分类下还有商品，不能删除.',
    });
    const en = await t.call('DELETE', A('goods_classes/14'), { token: admin, headers: { 'accept-language': 'en' } });
    expect(en.msg).toBe('Goods still use this class: it cannot be deleted.');
    expect(await snapshot()).toEqual(before);
  });
});

describe('Admin brands', () => {
  it('CRUD; a brand in use cannot be deleted', async () => {
    const c = await t.call<Row>('POST', A('goods_brands'), {
      token: admin,
      body: { name: '新品牌', thumb: '/uploads/b.png', is_sort: 9 },
    });
    expect(c.code).toBe(200);
    expect(
      (await t.call('PUT', A(`goods_brands/${c.data.id}`), { token: admin, body: { name: '新品牌2' } })).data,
    ).toBe(1);
    expect((await t.call<Row>('GET', A(`goods_brands/${c.data.id}`), { token: admin })).data.name).toBe('新品牌2');
    expect((await t.call('POST', A('goods_brands'), { token: admin, body: { thumb: 'javascript:x' } })).code).toBe(422);
    const list = await t.call<Row[]>('GET', A('goods_brands'), { token: admin, query: { isAll: 'true' } });
    expect(list.data.map((b) => b.id)).toContain(c.data.id);
    const before = await snapshot();
    expect(await t.call('DELETE', A('goods_brands/2'), { token: admin })).toMatchObject({
      code: 500,
      msg: '该品牌下还有商品，不能删除.',
    });
    expect(await snapshot()).toEqual(before);
    expect((await t.call('DELETE', A(`goods_brands/${c.data.id}`), { token: admin })).data).toBe(1);
    // The storefront bootstrap reads the same brand list.
    const common = await t.call<{ brands: Row[] }>('GET', '/api/common');
    expect(common.data.brands.map((b) => b.id)).not.toContain(c.data.id);
  });
});

describe('Admin goods', () => {
  let pending = 0;

  beforeAll(async () => {
    const r = await t.call('POST', '/api/Seller/goods', {
      token: seller,
      body: {
        goods_name: 'Awaiting Review Phone',
        class_id: 14,
        goods_images: ['/uploads/goods/a/1.png'],
        goods_price: '50',
        skuList: [
          { spec_id: [1, 3], goods_price: '50', goods_stock: 2 },
          { spec_id: [2, 3], goods_price: '60', goods_stock: 3 },
        ],
      },
    });
    expect(r.code).toBe(200);
    const [row] = await db.select().from(goods).where(eq(goods.goods_name, 'Awaiting Review Phone'));
    pending = row!.id;
    await db.update(goods).set({ goods_verify: 2, goods_status: 1 }).where(eq(goods.id, pending));
  });

  it('lists every store goods with names, search by name, review status, store, class and brand', async () => {
    const r = await t.call<Page<Row>>('GET', A('goods'), {
      token: admin,
      query: { isWith: 'goods_class,goods_brand', goods_name: '星河 X1|like' },
    });
    expect(r.data.data.every((g) => String(g.goods_name).includes('星河 X1'))).toBe(true);
    const skus = (
      await db
        .select()
        .from(goodsSkus)
        .where(and(eq(goodsSkus.goods_id, 5), isNull(goodsSkus.deleted_at)))
    ).map((s) => Number(s.goods_price));
    const range =
      Math.min(...skus) === Math.max(...skus)
        ? `${Math.min(...skus).toFixed(2)}`
        : `${Math.min(...skus).toFixed(2)} ~ ${Math.max(...skus).toFixed(2)}`;
    expect(r.data.data.find((g) => g.id === 5)).toMatchObject({
      goods_price: range,
      brand_name: '星河',
      class_name: '智能手机',
      store_name: '青梧旗舰店',
    });
    const waiting = await t.call<Page<Row>>('GET', A('goods'), {
      token: admin,
      query: { goods_verify: 2, store_id: 1, class_id: 14, brand_id: 0 },
    });
    expect(waiting.data.data.map((g) => g.id)).toEqual([pending]);
    expect((await t.call('GET', A('goods'), { token: admin, query: { goods_content: 'x|like' } })).status).toBe(400);
  });

  it('shows the editor detail of any goods', async () => {
    const r = await t.call<Row & { skuList: Row[]; classList: Row[] }>('GET', A(`goods/${pending}`), { token: admin });
    expect(r.data).toMatchObject({ id: pending, goods_verify: 2 });
    expect(r.data.skuList).toHaveLength(2);
    expect(r.data.classList).toHaveLength(3);
  });

  it('approves: the goods appears on the storefront; rejects with a reason: it disappears', async () => {
    expect((await t.call('GET', `/api/goods/${pending}`)).code).toBe(500);
    expect((await t.call('PUT', A(`goods/${pending}`), { token: admin, body: { goods_verify: 1 } })).data).toBe(1);
    expect((await t.call('GET', `/api/goods/${pending}`)).code).toBe(200);
    const reject = await t.call('PUT', A(`goods/${pending}`), {
      token: admin,
      body: { goods_verify: 0, refuse_info: '图片不清晰' },
    });
    expect(reject.data).toBe(1);
    const [row] = await db.select().from(goods).where(eq(goods.id, pending));
    expect(row).toMatchObject({ goods_verify: 0, refuse_info: '图片不清晰' });
    expect((await t.call('GET', `/api/goods/${pending}`)).code).toBe(500);
    // The seller sees the reason in the list.
    const mine = await t.call<Page<Row>>('GET', '/api/Seller/goods', { token: seller, query: { goods_verify: 0 } });
    expect(mine.data.data.find((g) => g.id === pending)).toMatchObject({ refuse_info: '图片不清晰' });
  });

  it('switches shelf, featured flags; the status switch leaves review and SKUs alone', async () => {
    await t.call('PUT', A(`goods/${pending}`), { token: admin, body: { goods_verify: 1 } });
    const skus = await db.select().from(goodsSkus).where(eq(goodsSkus.goods_id, pending));
    expect((await t.call('PUT', A(`goods/${pending}`), { token: admin, body: { goods_status: 0 } })).data).toBe(1);
    expect(
      (await t.call('PUT', A(`goods/${pending}`), { token: admin, body: { is_master: 1, is_recommend: 1 } })).data,
    ).toBe(1);
    const [row] = await db.select().from(goods).where(eq(goods.id, pending));
    expect(row).toMatchObject({ goods_status: 0, goods_verify: 1, is_master: 1, is_recommend: 1 });
    expect(await db.select().from(goodsSkus).where(eq(goodsSkus.goods_id, pending))).toEqual(skus);
    expect((await t.call('GET', `/api/goods/${pending}`)).code).toBe(500);
    const before = await snapshot();
    expect((await t.call('PUT', A(`goods/${pending}`), { token: admin, body: { goods_verify: 7 } })).code).toBe(422);
    expect((await t.call('PUT', A(`goods/${pending}`), { token: admin, body: { class_id: 7 } })).code).toBe(500);
    expect((await t.call('PUT', A('goods/999999'), { token: admin, body: { goods_status: 1 } })).code).toBe(500);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes goods with their SKUs', async () => {
    expect((await t.call('DELETE', A(`goods/${pending}`), { token: admin })).data).toBe(1);
    const live = await db
      .select()
      .from(goodsSkus)
      .where(and(eq(goodsSkus.goods_id, pending), isNull(goodsSkus.deleted_at)));
    expect(live).toHaveLength(0);
    expect((await t.call('GET', A(`goods/${pending}`), { token: admin })).code).toBe(500);
  });

  it('keeps attributes, specs and SKUs as plain resources', async () => {
    const attrs = await t.call<Page<{ id: number; specs: string[] }>>('GET', A('goods_attrs'), {
      token: admin,
      query: { store_id: 1 },
    });
    expect(attrs.data.data.find((a) => a.id === 1)?.specs).toEqual(expect.arrayContaining(['星空黑', '冰川白']));
    const specs = await t.call<Page<Row>>('GET', A('goods_specs'), { token: admin, query: { attr_id: 1 } });
    expect(specs.data.total).toBeGreaterThanOrEqual(2);
    const skus = await t.call<Page<Row>>('GET', A('goods_skus'), { token: admin, query: { goods_id: 5 } });
    expect(skus.data.total).toBeGreaterThanOrEqual(4);
    expect(
      (await t.call('POST', A('goods_skus'), { token: admin, body: { goods_id: 5, goods_price: '-3' } })).code,
    ).toBe(422);
  });

  it('names every route for the permission editor', async () => {
    const names = (await t.call<string[]>('GET', A('load_permission'), { token: admin })).data;
    for (const r of ['goods_classes', 'goods_brands', 'goods', 'goods_attrs', 'goods_specs', 'goods_skus']) {
      for (const v of ['index', 'show', 'update', 'destroy']) expect(names).toContain(`admin.${r}.${v}`);
    }
  });
});
