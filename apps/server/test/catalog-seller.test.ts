import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  configs,
  freights,
  goods,
  goodsAttrs,
  goodsSkus,
  goodsSpecs,
  storeClasses,
  stores,
  users,
} from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { testApp } from './helper.ts';

const t = await testApp();
const db = t.database.db;

interface Page<T> {
  data: T[];
  total: number;
}
type Row = Record<string, unknown> & { id: number };
interface Detail extends Row {
  goods_name: string;
  goods_price: string;
  goods_market_price: string;
  goods_stock: number;
  goods_verify: number;
  goods_status: number;
  goods_images: string[];
  goods_content: string;
  classList: Row[];
  attrList: { id: number; name: string; specs: { id: number; name: string; check?: boolean }[] }[];
  skuList: { id: number; spec_id: number[]; sku_name: string[]; goods_price: string; goods_stock: number }[];
}
interface ClassNode {
  id: number;
  pid: number;
  children?: ClassNode[];
}

const S = (path: string) => `/api/Seller/${path}`;
const IMG = ['/uploads/goods/s/1.png', '/uploads/goods/s/2.png'];

let owner1 = '';
let owner2 = '';
let store2 = 0;
/** Store 2's own attribute and spec values. */
let attr2 = 0;
const spec2: number[] = [];
let freight2 = 0;

beforeAll(async () => {
  owner1 = await t.login('seller', '18888888888');
  const [u] = await db
    .insert(users)
    .values({ username: 'catalog2', nickname: 'catalog2', password: await hashPassword('123456') })
    .returning({ id: users.id });
  const [s] = await db
    .insert(stores)
    .values({ user_id: u!.id, store_name: '第二家店', store_status: 1, store_verify: 4 })
    .returning({ id: stores.id });
  store2 = s!.id;
  // Store 2 may only sell smartphones (2 > 7 > 14).
  await db
    .insert(storeClasses)
    .values({ store_id: store2, class_id: JSON.stringify([['2', '7', '14']]), class_name: '' });
  const [a] = await db.insert(goodsAttrs).values({ store_id: store2, name: '版本' }).returning({ id: goodsAttrs.id });
  attr2 = a!.id;
  for (const name of ['标准版', '高配版']) {
    const [sp] = await db.insert(goodsSpecs).values({ attr_id: attr2, name }).returning({ id: goodsSpecs.id });
    spec2.push(sp!.id);
  }
  const [f] = await db
    .insert(freights)
    .values({ store_id: store2, name: '店2运费', area_id: '', area_name: '' })
    .returning({ id: freights.id });
  freight2 = f!.id;
  owner2 = await t.login('seller', 'catalog2');
});

/** Everything that must stay untouched when a request is refused. */
const snapshot = async () => ({
  goods: await db.select().from(goods).orderBy(goods.id),
  skus: await db.select().from(goodsSkus).orderBy(goodsSkus.id),
  attrs: await db.select().from(goodsAttrs).orderBy(goodsAttrs.id),
  specs: await db.select().from(goodsSpecs).orderBy(goodsSpecs.id),
});

const phoneBody = (over: Record<string, unknown> = {}) => ({
  goods_name: 'Seller Test Phone',
  goods_subname: '测试副标题',
  goods_no: 'ST-1',
  brand_id: 2,
  class_id: 14,
  goods_images: IMG,
  goods_price: '100',
  goods_market_price: '120',
  goods_weight: '0.5',
  goods_stock: '3',
  goods_status: 1,
  freight_id: -1,
  goods_content: '<p>好手机</p><script>alert(1)</script>##qingwuit##[]',
  skuList: [
    {
      spec_id: [1, 3],
      sku_name: ['星空黑', '128GB'],
      goods_price: '2999',
      goods_market_price: '3299',
      goods_stock: 5,
      goods_weight: '0.5',
    },
    {
      spec_id: [1, 4],
      sku_name: ['星空黑', '256GB'],
      goods_price: '3299',
      goods_market_price: '3599',
      goods_stock: 6,
      goods_weight: '0.5',
    },
    {
      spec_id: [2, 3],
      sku_name: ['冰川白', '128GB'],
      goods_price: '2899.5',
      goods_market_price: '3199',
      goods_stock: 7,
      goods_weight: '0.5',
    },
  ],
  ...over,
});

const findByName = async (token: string, name: string) =>
  (await t.call<Page<Row>>('GET', S('goods'), { token, query: { goods_name: `${name}|like` } })).data.data[0];

describe('Seller store classes and brands', () => {
  it('GET /store_classes is the tree of the classes granted to the store', async () => {
    const mine = await t.call<ClassNode[]>('GET', S('store_classes'), { token: owner2 });
    expect(mine.code).toBe(200);
    expect(mine.data.map((n) => n.id)).toEqual([2]);
    expect(mine.data[0]!.children!.map((n) => n.id)).toEqual([7]);
    expect(mine.data[0]!.children![0]!.children!.map((n) => n.id)).toEqual([14]);
    const one = await t.call<ClassNode[]>('GET', S('store_classes'), { token: owner1 });
    expect(one.data.length).toBeGreaterThan(1);
  });

  it('a store without granted classes gets a clear refusal', async () => {
    const [u] = await db
      .insert(users)
      .values({ username: 'noclass', nickname: 'n', password: await hashPassword('123456') })
      .returning({ id: users.id });
    await db.insert(stores).values({ user_id: u!.id, store_name: '无类目店', store_status: 1, store_verify: 4 });
    const token = await t.login('seller', 'noclass');
    expect(await t.call('GET', S('store_classes'), { token })).toMatchObject({
      code: 500,
      msg: '店铺还没有可经营的商品分类.',
    });
  });

  it('GET /goods_brands lists the global brands (read only)', async () => {
    const r = await t.call<Row[]>('GET', S('goods_brands'), { token: owner2, query: { isAll: 'true' } });
    expect(r.data.map((b) => b.id)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect((await t.call('POST', S('goods_brands'), { token: owner2, body: { name: 'x' } })).status).toBe(404);
  });
});

describe('Seller attributes and specs', () => {
  it('creates, lists (isAll&isWith=specs and paged), edits keeping spec ids, shows', async () => {
    const c = await t.call<number>('POST', S('goods_attrs'), {
      token: owner2,
      body: { name: '尺码', specs: ['S', 'M', 'L', 'M'] },
    });
    expect(c.code).toBe(200);
    const id = c.data;
    expect(typeof id).toBe('number');
    const all = await t.call<(Row & { specs: Row[] })[]>('GET', S('goods_attrs'), {
      token: owner2,
      query: { isAll: 'true', isWith: 'specs' },
    });
    const size = all.data.find((a) => a.id === id)!;
    expect(size.store_id).toBe(store2);
    expect(size.specs.map((s) => s.name)).toEqual(['S', 'M', 'L']);
    expect(all.data.every((a) => a.store_id === store2)).toBe(true);
    const paged = await t.call<Page<{ id: number; specs: string[] }>>('GET', S('goods_attrs'), { token: owner2 });
    expect(paged.data.data.find((a) => a.id === id)?.specs).toEqual(['S', 'M', 'L']);
    const m = size.specs.find((s) => s.name === 'M')!.id;
    const u = await t.call('PUT', S(`goods_attrs/${id}`), {
      token: owner2,
      body: { name: '尺寸', specs: ['M', 'L', 'XL'] },
    });
    expect(u).toMatchObject({ code: 200, data: id });
    const show = await t.call<{ name: string; specs: string[] }>('GET', S(`goods_attrs/${id}`), { token: owner2 });
    expect(show.data).toMatchObject({ name: '尺寸', specs: ['M', 'L', 'XL'] });
    const live = await db
      .select()
      .from(goodsSpecs)
      .where(and(eq(goodsSpecs.attr_id, id), isNull(goodsSpecs.deleted_at)));
    expect(live.find((s) => s.name === 'M')?.id).toBe(m);
    expect((await t.call('POST', S('goods_attrs'), { token: owner2, body: { name: '空', specs: [] } })).code).toBe(422);
    expect((await t.call('POST', S('goods_attrs'), { token: owner2, body: { specs: ['a'] } })).code).toBe(422);
    expect((await t.call('DELETE', S(`goods_attrs/${id}`), { token: owner2 })).data).toBe(1);
    expect(
      await db
        .select()
        .from(goodsSpecs)
        .where(and(eq(goodsSpecs.attr_id, id), isNull(goodsSpecs.deleted_at))),
    ).toHaveLength(0);
  });

  it("another store never sees or changes a store's attributes", async () => {
    const before = await snapshot();
    expect((await t.call('GET', S('goods_attrs/1'), { token: owner2 })).code).toBe(500);
    expect(
      (await t.call('PUT', S('goods_attrs/1'), { token: owner2, body: { name: 'hack', specs: ['x'] } })).code,
    ).toBe(500);
    expect((await t.call('DELETE', S('goods_attrs/1'), { token: owner2 })).code).toBe(500);
    const list = await t.call<Row[]>('GET', S('goods_attrs'), { token: owner2, query: { isAll: 'true' } });
    expect(list.data.map((a) => a.id)).not.toContain(1);
    expect(await snapshot()).toEqual(before);
  });
});

describe('Seller goods', () => {
  let id = 0;

  it('creates a goods with its SKU matrix: prices and stock derived, rich text cleaned, review off → approved', async () => {
    const r = await t.call('POST', S('goods'), { token: owner1, body: phoneBody() });
    expect(r).toMatchObject({ code: 200, msg: '操作成功.', data: [] });
    id = (await findByName(owner1, 'Seller Test Phone'))!.id;
    const d = (await t.call<Detail>('GET', S(`goods/${id}`), { token: owner1 })).data;
    expect(d).toMatchObject({
      store_id: 1,
      goods_verify: 1,
      goods_status: 1,
      goods_price: '2899.50',
      goods_market_price: '3199.00',
      goods_stock: 18,
    });
    expect(d.goods_images).toEqual(IMG);
    expect(d.goods_master_image).toBe(IMG[0]);
    expect(d.goods_content).toContain('<p>好手机</p>');
    expect(d.goods_content).not.toContain('<script');
    expect(d.classList.map((c) => c.id)).toEqual([14, 7, 2]);
    expect(d.skuList.map((s) => s.sku_name.join('/'))).toEqual(['星空黑/128GB', '星空黑/256GB', '冰川白/128GB']);
    expect(d.attrList.map((a) => a.name).sort()).toEqual(['存储容量', '颜色']);
    const pub = await t.call<Page<{ id: number; goods_price: string }>>('GET', '/api/goods', {
      query: { params: Buffer.from(JSON.stringify({ keywords: 'seller test phone' })).toString('base64') },
    });
    expect(pub.data.data.map((g) => g.id)).toEqual([id]);
    expect(pub.data.data[0]!.goods_price).toBe('2899.50');
  });

  it('lists its goods as GoodsCollection items with the search fields of the page', async () => {
    const r = await t.call<Page<Row>>('GET', S('goods'), {
      token: owner1,
      query: { isWith: 'goods_class,goods_brand', goods_name: 'Seller Test|like', goods_status: 1, goods_verify: 1 },
    });
    expect(r.data.data).toHaveLength(1);
    expect(r.data.data[0]).toMatchObject({
      id,
      goods_price: '2899.50 ~ 3299.00',
      goods_stock: 18,
      brand_name: '星河',
      class_name: '智能手机',
    });
    expect(r.data.data[0]!.goods_master_image).toBe('/uploads/goods/s/1_150.png');
    expect((await t.call('GET', S('goods'), { token: owner1, query: { store_id: 2 } })).status).toBe(400);
  });

  it('edits: SKUs updated by id, added, dropped; goods figures follow', async () => {
    const before = (await t.call<Detail>('GET', S(`goods/${id}`), { token: owner1 })).data;
    const [a, b] = before.skuList;
    const r = await t.call('PUT', S(`goods/${id}`), {
      token: owner1,
      body: {
        ...phoneBody({ goods_name: 'Seller Test Phone Pro' }),
        skuList: [
          { id: a!.id, spec_id: [1, 3], goods_price: '2799', goods_market_price: '3000', goods_stock: 1 },
          { id: b!.id, spec_id: [1, 4], goods_price: '3199', goods_market_price: '3500', goods_stock: 2 },
          { spec_id: [2, 4], goods_price: '3399', goods_market_price: '3600', goods_stock: 3 },
        ],
      },
    });
    expect(r).toMatchObject({ code: 200, data: 1 });
    const d = (await t.call<Detail>('GET', S(`goods/${id}`), { token: owner1 })).data;
    expect(d.goods_name).toBe('Seller Test Phone Pro');
    expect(d.skuList.map((s) => s.id).slice(0, 2)).toEqual([a!.id, b!.id]);
    expect(d.skuList.map((s) => s.sku_name.join('/'))).toEqual(['星空黑/128GB', '星空黑/256GB', '冰川白/256GB']);
    expect(d).toMatchObject({ goods_price: '2799.00', goods_market_price: '3000.00', goods_stock: 6 });
  });

  it('the list page switch (goods_status alone) keeps the SKUs: qwshop wiped them', async () => {
    const skus = (await t.call<Detail>('GET', S(`goods/${id}`), { token: owner1 })).data.skuList;
    expect((await t.call('PUT', S(`goods/${id}`), { token: owner1, body: { goods_status: 0 } })).data).toBe(1);
    const d = (await t.call<Detail>('GET', S(`goods/${id}`), { token: owner1 })).data;
    expect(d.goods_status).toBe(0);
    expect(d.skuList).toEqual(skus);
    // Off the shelf: gone from the storefront at once (the micro-cache is invalidated by the write).
    expect((await t.call('GET', `/api/goods/${id}`)).code).toBe(500);
    expect((await t.call('PUT', S(`goods/${id}`), { token: owner1, body: { goods_status: 1 } })).data).toBe(1);
    expect((await t.call('GET', `/api/goods/${id}`)).code).toBe(200);
  });

  it('refuses bad goods and changes nothing', async () => {
    const before = await snapshot();
    const refusals: [Record<string, unknown>, number, string?][] = [
      [{ goods_name: '' }, 422],
      [{ goods_images: [] }, 422],
      [{ class_id: 7 }, 500, '请选择第三级商品分类.'],
      [{ class_id: 999 }, 500, '请选择第三级商品分类.'],
      [{ brand_id: 999 }, 500, '商品品牌不存在.'],
      [{ freight_id: freight2 }, 500, '运费模版不存在.'],
      [{ freight_id: -2 }, 422],
      [{ goods_price: '-1' }, 422],
      [{ goods_stock: '-5' }, 422],
      [{ goods_price: '1.234' }, 422],
      [{ goods_images: ['javascript:alert(1)'] }, 422],
      [{ skuList: [{ spec_id: [1, 3], goods_price: '-1' }] }, 422],
      [{ skuList: [{ spec_id: [1, 3], goods_stock: '-1' }] }, 422],
      [{ skuList: [{ spec_id: [1, 3] }, { spec_id: [3, 1] }] }, 500, '商品规格组合有误.'],
      [{ skuList: [{ spec_id: [1, 3] }, { spec_id: [2] }] }, 500, '商品规格组合有误.'],
      [{ skuList: [{ spec_id: [1, 2] }] }, 500, '商品规格组合有误.'],
      [{ skuList: [{ spec_id: [1, 999999] }] }, 500, '商品规格不存在.'],
      [{ skuList: [{ spec_id: [spec2[0]!] }] }, 500, '商品规格不存在.'],
      [{ skuList: [{ id: 1, spec_id: [1, 3] }] }, 500, '商品SKU不存在.'],
    ];
    for (const [over, code, msg] of refusals) {
      const r = await t.call('POST', S('goods'), { token: owner1, body: phoneBody(over) });
      expect({ over, code: r.code }).toEqual({ over, code });
      if (msg) expect(r.msg).toBe(msg);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a store may only use its granted classes', async () => {
    const before = await snapshot();
    const r = await t.call('POST', S('goods'), { token: owner2, body: phoneBody({ class_id: 10, skuList: '' }) });
    expect(r).toMatchObject({ code: 500, msg: '店铺未开通该商品分类.' });
    expect(await snapshot()).toEqual(before);
  });

  it("another store never sees, edits or deletes a store's goods, SKUs or specs", async () => {
    const ok = await t.call('POST', S('goods'), {
      token: owner2,
      body: phoneBody({
        goods_name: 'Store Two Phone',
        freight_id: freight2,
        skuList: [{ spec_id: [spec2[0]!], goods_price: '10', goods_stock: 1 }],
      }),
    });
    expect(ok.code).toBe(200);
    const mine = (await findByName(owner2, 'Store Two Phone'))!.id;
    const list = await t.call<Page<Row>>('GET', S('goods'), { token: owner2, query: { per_page: 500 } });
    expect(list.data.data.map((g) => g.id)).toEqual([mine]);
    const before = await snapshot();
    const theirs = (await t.call<Detail>('GET', S(`goods/${id}`), { token: owner1 })).data;
    expect((await t.call('GET', S(`goods/${id}`), { token: owner2 })).code).toBe(500);
    expect(
      (await t.call('PUT', S(`goods/${id}`), { token: owner2, body: { goods_name: 'hacked', goods_status: 0 } })).code,
    ).toBe(500);
    expect((await t.call('PUT', S(`goods/${id}`), { token: owner2, body: { skuList: '' } })).code).toBe(500);
    expect((await t.call('DELETE', S(`goods/${id}`), { token: owner2 })).code).toBe(500);
    expect((await t.call('DELETE', S(`goods/${id},${mine}`), { token: owner2 })).code).toBe(200);
    await db.update(goods).set({ deleted_at: null }).where(eq(goods.id, mine));
    await db.update(goodsSkus).set({ deleted_at: null }).where(eq(goodsSkus.goods_id, mine));
    // Their spec, their attribute, their SKU id inside my goods: all refused.
    const skuTheirs = theirs.skuList[0]!.id;
    for (const skuList of [[{ spec_id: [1] }], [{ spec_id: [3] }], [{ id: skuTheirs, spec_id: [spec2[1]!] }]]) {
      const r = await t.call('PUT', S(`goods/${mine}`), { token: owner2, body: { skuList } });
      expect(r.code).toBe(500);
    }
    const r = await t.call('POST', S('goods'), {
      token: owner2,
      body: phoneBody({ goods_name: 'Sneaky', skuList: [{ spec_id: [1, 3] }] }),
    });
    expect(r.code).toBe(500);
    expect(await snapshot()).toEqual(before);
    expect((await t.call<Detail>('GET', S(`goods/${id}`), { token: owner1 })).data.goods_name).toBe(
      'Seller Test Phone Pro',
    );
  });

  it('a spec still used by a SKU cannot be removed from its attribute', async () => {
    const before = await snapshot();
    const r = await t.call('PUT', S(`goods_attrs/${attr2}`), {
      token: owner2,
      body: { name: '版本', specs: ['高配版'] },
    });
    expect(r).toMatchObject({ code: 500, msg: '规格正在被商品使用，不能删除.' });
    expect((await t.call('DELETE', S(`goods_attrs/${attr2}`), { token: owner2 })).code).toBe(500);
    expect(await snapshot()).toEqual(before);
  });

  it('an empty skuList clears the SKUs; the goods keeps its own price', async () => {
    expect(
      (
        await t.call('PUT', S(`goods/${id}`), {
          token: owner1,
          body: { skuList: '', goods_price: '1888', goods_stock: 9 },
        })
      ).data,
    ).toBe(1);
    const d = (await t.call<Detail>('GET', S(`goods/${id}`), { token: owner1 })).data;
    expect(d).toMatchObject({ skuList: [], attrList: [], goods_price: '1888.00', goods_stock: 9 });
  });

  it('with platform review on, new goods and text edits wait for review; other edits do not', async () => {
    await db
      .update(configs)
      .set({ content: JSON.stringify({ goods_verify: true, cash: '0' }) })
      .where(eq(configs.name, 'store'));
    try {
      expect(
        (
          await t.call('POST', S('goods'), {
            token: owner1,
            body: phoneBody({ goods_name: 'Reviewed Phone', skuList: '' }),
          })
        ).code,
      ).toBe(200);
      const rid = (await findByName(owner1, 'Reviewed Phone'))!.id;
      expect((await t.call<Detail>('GET', S(`goods/${rid}`), { token: owner1 })).data.goods_verify).toBe(2);
      expect((await t.call('GET', `/api/goods/${rid}`)).code).toBe(500);
      await db.update(goods).set({ goods_verify: 1 }).where(eq(goods.id, rid));
      await t.call('PUT', S(`goods/${rid}`), { token: owner1, body: { goods_price: '5' } });
      expect((await t.call<Detail>('GET', S(`goods/${rid}`), { token: owner1 })).data.goods_verify).toBe(1);
      await t.call('PUT', S(`goods/${rid}`), { token: owner1, body: { goods_name: 'Reviewed Phone 2' } });
      expect((await t.call<Detail>('GET', S(`goods/${rid}`), { token: owner1 })).data.goods_verify).toBe(2);
    } finally {
      await db
        .update(configs)
        .set({ content: JSON.stringify({ goods_verify: false, cash: '0' }) })
        .where(eq(configs.name, 'store'));
    }
  });

  it('deletes its goods with their SKUs', async () => {
    expect((await t.call('DELETE', S(`goods/${id}`), { token: owner1 })).data).toBe(1);
    expect((await t.call('GET', S(`goods/${id}`), { token: owner1 })).code).toBe(500);
    const live = await db
      .select()
      .from(goodsSkus)
      .where(and(eq(goodsSkus.goods_id, id), isNull(goodsSkus.deleted_at)));
    expect(live).toHaveLength(0);
    expect((await t.call('GET', `/api/goods/${id}`)).code).toBe(500);
  });
});
