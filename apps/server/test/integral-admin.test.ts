import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integralGoods, integralOrders } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createPointsGoods, createPointsShopper } from './integral-fixtures.ts';

const t = await testApp();
const db = t.database.db;
const admin = await t.login('admin', 'admin');
const seller = await t.login('seller', '18888888888');
const url = '/api/Admin/integral_goods';

interface GoodsItem {
  id: number;
  goods_name: string;
  class_name: string;
  goods_price: string;
  goods_status: number | boolean;
  goods_master_image: string;
  goods_images: string[];
  goods_content: string;
}
interface Page<T> {
  data: T[];
  total: number;
}

const body = (over: object = {}) => ({
  cid: 1,
  goods_name: '积分保温杯',
  goods_subname: '大容量',
  goods_images: ['/uploads/integral_goods/a.png', '/uploads/integral_goods/b.png'],
  goods_price: '120',
  goods_market_price: '49.90',
  goods_stock: 8,
  goods_status: 'true',
  is_recommend: 'false',
  goods_content: '<p onclick="steal()">好杯<script>alert(1)</script></p>##qingwuit##[]',
  ...over,
});

describe('points goods in the Admin', () => {
  it('are created with cleaned rich text and the first picture as the list picture, listed, shown, edited and deleted', async () => {
    const made = await t.call<{ id: number }>('POST', url, { token: admin, body: body() });
    expect([made.code, made.msg]).toEqual([200, 'ok']);
    const [row] = await db.select().from(integralGoods).where(eq(integralGoods.id, made.data.id));
    expect(row).toMatchObject({
      cid: 1,
      goods_price: '120.00',
      goods_stock: 8,
      goods_status: 1,
      is_recommend: 0,
      goods_images: '/uploads/integral_goods/a.png,/uploads/integral_goods/b.png',
      goods_master_image: '/uploads/integral_goods/a.png',
      // The empty editor JSON half is built from the cleaned HTML.
      goods_content: '<p>好杯</p>##qingwuit##[{"type":"paragraph","children":[{"text":"好杯"}]}]',
    });

    const list = await t.call<Page<GoodsItem>>('GET', url, { token: admin, query: { goods_name: '积分保温|like' } });
    expect(list.data.data).toEqual([
      expect.objectContaining({
        id: made.data.id,
        class_name: '生活好物',
        goods_master_image: '/uploads/integral_goods/a_300.png',
      }),
    ]);
    const shown = await t.call<GoodsItem>('GET', `${url}/${made.data.id}`, { token: admin });
    expect(shown.data).toMatchObject({
      goods_status: true,
      goods_images: ['/uploads/integral_goods/a.png', '/uploads/integral_goods/b.png'],
    });

    const edit = await t.call('PUT', `${url}/${made.data.id}`, {
      token: admin,
      body: { goods_status: 'false', goods_content: '<a href="javascript:x()">看</a>' },
    });
    expect(edit.code).toBe(200);
    const [edited] = await db.select().from(integralGoods).where(eq(integralGoods.id, made.data.id));
    expect([edited!.goods_status, edited!.goods_content]).toEqual([
      0,
      '<a>看</a>##qingwuit##[{"type":"paragraph","children":[{"text":"看"}]}]',
    ]);

    expect((await t.call('DELETE', `${url}/${made.data.id}`, { token: admin })).code).toBe(200);
    const after = await t.call<Page<GoodsItem>>('GET', url, { token: admin, query: { goods_name: '积分保温|like' } });
    expect(after.data.data).toEqual([]);
  });

  it('refuse a missing title or picture, a price of 0, a negative stock, a foreign link and an unknown category; changing nothing', async () => {
    const cases: [object, number, string][] = [
      [{ goods_name: '' }, 422, 'goods_name 不能为空.'],
      [{ goods_images: [] }, 422, 'goods_images 不能为空.'],
      [{ goods_price: '0' }, 422, '积分价格必须大于0.'],
      [{ goods_price: '-5' }, 422, '字段 goods_price 的值无效.'],
      [{ goods_price: '1.234' }, 422, '字段 goods_price 的值无效.'],
      [{ goods_stock: -1 }, 422, '字段 goods_stock 的值无效.'],
      [{ goods_images: ['javascript:alert(1)'] }, 422, '字段 goods_images 的值无效.'],
      [{ cid: 999 }, 422, '积分商品分类不存在.'],
      [{ goods_status: '2' }, 422, '字段 goods_status 的值无效.'],
    ];
    const before = (await db.select().from(integralGoods)).length;
    for (const [over, code, msg] of cases) {
      const r = await t.call('POST', url, { token: admin, body: body(over) });
      expect([r.code, r.msg], JSON.stringify(over)).toEqual([code, msg]);
    }
    expect((await db.select().from(integralGoods)).length).toBe(before);
  });

  it('are out of a seller’s reach', async () => {
    const r = await t.call('POST', url, { token: seller, body: body() });
    expect(r.code).toBe(401);
  });
});

describe('points orders in the Admin and for the shopper', () => {
  it('are listed and searched for the platform, each shopper sees only their own, and shipping completes a paid one once', async () => {
    const a = await createPointsShopper(db, 'ia-a', '500.00');
    const b = await createPointsShopper(db, 'ia-b', '500.00');
    const tokenA = await t.login('home', 'ia-a');
    const tokenB = await t.login('home', 'ia-b');
    const g = await createPointsGoods(db, { goods_price: '10.00' });
    const buy = (token: string, address: number) =>
      t.call<{ order_id: number[]; order_no: string[] }>('POST', '/api/integral/pay', {
        token,
        body: { id: g.id, buy_num: 2, address_id: address },
      });
    const oa = await buy(tokenA, a.address.id);
    const ob = await buy(tokenB, b.address.id);
    const idA = oa.data.order_id[0]!;
    const idB = ob.data.order_id[0]!;

    // The shopper's lists, under both paths: own orders only (qwshop's /integral/orders listed everyone's).
    for (const path of ['/api/integral/orders', '/api/user/integral_orders']) {
      const mine = await t.call<Page<{ id: number; buy_num: number; order_status_cn: string }>>('GET', path, {
        token: tokenA,
      });
      expect(
        mine.data.data.map((o) => o.id),
        path,
      ).toEqual([idA]);
      expect(mine.data.data[0]).toMatchObject({ buy_num: 2, order_status_cn: '等待发货' });
      const theirs = await t.call('GET', `${path}/${idB}`, { token: tokenA });
      expect(theirs.code, path).not.toBe(200);
    }
    expect((await t.call('GET', `/api/user/integral_orders/${idA}`, { token: tokenA })).data).toMatchObject({
      id: idA,
      total_price: '20.00',
    });

    const found = await t.call<Page<{ id: number; buyer_name: string }>>('GET', '/api/Admin/integral_orders', {
      token: admin,
      query: { order_no: `${oa.data.order_no[0]}|likeRight` },
    });
    expect(found.data.data).toEqual([expect.objectContaining({ id: idA, buyer_name: 'ia-a' })]);

    const ship = (id: number, body: object) =>
      t.call<{ order_status: number }>('PUT', `/api/Admin/integral_orders/${id}`, { token: admin, body });
    expect((await ship(idA, { delivery_code: 'nope', delivery_no: 'SF1' })).msg).toBe('快递公司不存在.');
    expect((await ship(idA, { delivery_code: 'sf', delivery_no: '' })).msg).toBe('物流信息不能为空.');
    expect((await ship(idA, { delivery_code: 'sf', delivery_no: 'SF<1>' })).msg).toBe('物流信息不能为空.');
    const [untouched] = await db.select().from(integralOrders).where(eq(integralOrders.id, idA));
    expect([untouched!.order_status, untouched!.delivery_code]).toEqual([2, '']);

    const shipped = await ship(idA, { delivery_code: 'sf', delivery_no: 'SF123456' });
    expect(shipped.code).toBe(200);
    expect(shipped.data).toMatchObject({ order_status: 6, delivery_code: 'sf', delivery_no: 'SF123456' });
    const again = await ship(idA, { delivery_code: 'yd', delivery_no: 'YD1' });
    expect([again.code, again.msg]).toEqual([500, '订单状态不允许该操作.']);
    const [done] = await db.select().from(integralOrders).where(eq(integralOrders.id, idA));
    expect([done!.order_status, done!.delivery_code, done!.delivery_no]).toEqual([6, 'sf', 'SF123456']);
    const mine = await t.call<Page<{ order_status_cn: string }>>('GET', '/api/integral/orders', { token: tokenA });
    expect(mine.data.data[0]?.order_status_cn).toBe('订单完成');

    await db.update(integralOrders).set({ order_status: 0 }).where(eq(integralOrders.id, idB));
    expect((await ship(idB, { delivery_code: 'sf', delivery_no: 'SF2' })).msg).toBe('订单状态不允许该操作.');
    expect((await ship(999999, { delivery_code: 'sf', delivery_no: 'SF2' })).msg).toBe('没有找到订单.');
    // The generic form cannot write an order: no create or delete route.
    expect((await t.call('POST', '/api/Admin/integral_orders', { token: admin, body: { order_no: 'x' } })).status).toBe(
      404,
    );
  });
});

describe('the storefront points mall', () => {
  const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64');

  it('shows categories, goods on the shelf by category, search and page, and a goods page', async () => {
    const classes = await t.call<{ id: number; name: string }[]>('GET', '/api/integral/class');
    expect(classes.data.map((c) => c.name)).toEqual(['生活好物', '科技好礼', '美食饮品']);

    const all = await t.call<{ data: { id: number; goods_status: number }[]; total: number; per_page: number }>(
      'GET',
      '/api/integral/goods',
      { query: { per_page: 3, page: 1 } },
    );
    expect(all.data.per_page).toBe(3);
    expect(all.data.data).toHaveLength(3);
    const onShelf = await db.select().from(integralGoods).where(eq(integralGoods.goods_status, 1));
    expect(all.data.total).toBe(onShelf.filter((g) => g.deleted_at === null).length);

    const digital = await t.call<{ data: { cid: number; goods_name: string }[] }>('GET', '/api/integral/goods', {
      query: { params: encode({ cid: 2, sort_type: 'goods_price', sort_order: 'asc' }) },
    });
    expect(digital.data.data.map((g) => g.goods_name)).toEqual(['青梧无线鼠标', '青梧蓝牙耳机', '青梧智能手表']);
    const tea = await t.call<{ data: unknown[] }>('GET', '/api/integral/goods', {
      query: { params: encode({ keywords: encodeURIComponent('绿茶') }) },
    });
    expect(tea.data.data).toEqual([]); // off the shelf
    const coffee = await t.call<{ data: { goods_name: string }[] }>('GET', '/api/integral/goods', {
      query: { params: encode({ keywords: encodeURIComponent('咖啡') }) },
    });
    expect(coffee.data.data.map((g) => g.goods_name)).toEqual(['青梧精选咖啡豆']);
    expect((await t.call('GET', '/api/integral/goods', { query: { params: encode({ sort_type: 'x' }) } })).status).toBe(
      400,
    );

    const page = await t.call<{ goods_images: string[]; goods_status: boolean }>('GET', '/api/integral/goods/3');
    expect(page.data).toMatchObject({ goods_status: true, goods_images: [expect.stringMatching(/^\/uploads\//)] });
    const hidden = await t.call('GET', '/api/integral/goods/8');
    expect([hidden.code, hidden.msg]).toEqual([500, '商品不存在或已下架.']);

    const home = await t.call<{
      recommend: { id: number }[];
      list: { name: string; integral_goods: unknown[] }[];
      banner: [];
    }>('GET', '/api/integral/home');
    expect(home.data.recommend.length).toBeLessThanOrEqual(4);
    expect(home.data.recommend.map((g) => g.id)).toContain(3);
    expect(home.data.list.map((c) => c.name)).toEqual(['生活好物', '科技好礼', '美食饮品']);
    expect(home.data.list[2]!.integral_goods).toHaveLength(2);
    expect(home.data.banner).toEqual([]);
  });
});
