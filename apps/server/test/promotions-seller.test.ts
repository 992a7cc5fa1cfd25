import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons, goods, seckills } from '../src/db/schema/index.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller } from './order-fixtures.ts';
import {
  LATER,
  OVER,
  collectiveBody,
  couponBody,
  msg,
  reductionBody,
  seckillBody,
  type Page,
} from './promotion-rule-fixtures.ts';

const t = await testApp();
const db = t.database.db;
const S = (path: string) => `/api/Seller/${path}`;
type Row = Record<string, unknown> & { id: number };

/** Demo store 1 (owner 18888888888) and a second store of our own. */
let owner = '';
let other = '';
let otherStore = 0;
/** Store 1's goods at 10.00; one with SKUs at 20.00 and 15.00; a deleted one; the other store's. */
let plain = 0;
let withSkus = 0;
let skuCheap = 0;
let deleted = 0;
let foreign = 0;
let foreignSku = 0;

beforeAll(async () => {
  owner = await t.login('seller', '18888888888');
  const second = await createSeller(db, 'promo_other');
  otherStore = second.store.id;
  other = await t.login('seller', 'promo_other');
  plain = (await createGoods(db, 1, { goods_price: '10.00', goods_name: '青梧秒杀杯' })).goods.id;
  const s = await createGoods(db, 1, { goods_price: '20.00' }, [{ goods_price: '20.00' }, { goods_price: '15.00' }]);
  withSkus = s.goods.id;
  skuCheap = s.skus[1]!.id;
  deleted = (await createGoods(db, 1, { deleted_at: shanghaiTime() })).goods.id;
  const f = await createGoods(db, otherStore, {}, [{ goods_price: '10.00' }]);
  foreign = f.goods.id;
  foreignSku = f.skus[0]!.id;
});

const post = (path: string, body: object, token = owner) => t.call<Row>('POST', S(path), { token, body });
const put = (path: string, body: object, token = owner) => t.call<number>('PUT', S(path), { token, body });
const show = (path: string, token = owner) => t.call<Row>('GET', S(path), { token });
const list = (path: string, query: object = {}, token = owner) =>
  t.call<Page<Row>>('GET', S(path), { token, query: { per_page: 100, ...query } });

async function created(path: string, body: object): Promise<Row> {
  const r = await post(path, body);
  expect(r.code, r.msg).toBe(200);
  return r.data;
}

describe('coupons', () => {
  it('are created for the caller’s store only, whatever the body says about store, stop and status', async () => {
    const row = await created('coupons', couponBody({ store_id: otherStore, stopped: 1, status: 0 }));
    expect(row).toMatchObject({ store_id: 1, stopped: 0, money: '10.00', use_money: '100.00', stock: 50, per_user: 2 });
    const shown = await show(`coupons/${row.id}`);
    expect(shown.data).toMatchObject({ id: row.id, status: 1, stopped: 0, name: '满100减10' });
  });

  it('list with the computed status, search by name and creation date, update and delete', async () => {
    const later = await created('coupons', couponBody({ name: 'qa新品券', ...LATER }));
    const over = await created('coupons', couponBody({ name: '过期券', ...OVER }));
    const all = await list('coupons');
    expect(all.code, all.msg).toBe(200);
    const status = (id: number) => all.data.data.find((r) => r.id === id)?.status;
    expect([status(later.id), status(over.id)]).toEqual([0, 2]);

    const found = await list('coupons', { name: 'qa新品|like' });
    expect(found.data.data.map((r) => r.id)).toEqual([later.id]);
    const today = shanghaiTime().slice(0, 10);
    const byDate = await list('coupons', { created_at: [`${today} 00:00:00`, '2999-01-01 00:00:00'] });
    expect(byDate.data.data.map((r) => r.id)).toContain(over.id);

    const edit = await put(`coupons/${later.id}`, { money: '12.50', store_id: otherStore });
    expect(edit.code, edit.msg).toBe(200);
    expect((await show(`coupons/${later.id}`)).data).toMatchObject({ money: '12.50', store_id: 1 });

    const gone = await t.call<number>('DELETE', S(`coupons/${later.id},${over.id}`), { token: owner });
    expect(gone.data).toBe(2);
    expect((await list('coupons')).data.data.map((r) => r.id)).not.toContain(later.id);
    expect((await show(`coupons/${later.id}`)).code).toBe(500);
  });

  it.each([
    ['no amount', { money: '0' }, 'discount.badMoney'],
    ['a negative amount', { money: '-1' }, 'discount.badMoney'],
    ['an amount past the limit', { money: '10000000' }, 'discount.badMoney'],
    ['three decimals', { money: '1.005' }, 'discount.badMoney'],
    ['a negative threshold', { use_money: '-5' }, 'discount.badMoney'],
    ['a threshold past the limit', { use_money: '10000000' }, 'discount.badMoney'],
    ['negative copies', { stock: -1 }, 'discount.badCount'],
    ['too many copies', { stock: 1_000_001 }, 'discount.badCount'],
    ['no copy per shopper', { per_user: 0 }, 'discount.badCount'],
    ['too many per shopper', { per_user: 101 }, 'discount.badCount'],
    [
      'an end at the start',
      { start_time: '2030-01-01 10:00:00', end_time: '2030-01-01 10:00:00' },
      'discount.badWindow',
    ],
    ['an end before the start', { start_time: '2030-01-02', end_time: '2030-01-01 23:59:59' }, 'discount.badWindow'],
  ])('refuses %s', async (_name, over, key) => {
    const r = await post('coupons', couponBody(over));
    expect([r.code, r.msg]).toEqual([422, msg(key)]);
  });

  it('takes a threshold of 0 and refuses a day that does not exist', async () => {
    expect((await post('coupons', couponBody({ use_money: '0' }))).code).toBe(200);
    const r = await post('coupons', couponBody({ end_time: '2030-02-30 10:00:00' }));
    expect([r.code, r.msg]).toEqual([422, msg('badValue', { field: 'end_time' })]);
  });

  it('checks an update against the stored row: a new end before the stored start is refused', async () => {
    const row = await created('coupons', couponBody(LATER));
    const r = await put(`coupons/${row.id}`, { end_time: LATER.start_time });
    expect([r.code, r.msg]).toEqual([422, msg('discount.badWindow')]);
  });
});

describe('full reductions', () => {
  it('are created, listed with their status, updated, checked and deleted', async () => {
    const row = await created('full_reductions', reductionBody({ stopped: 1 }));
    expect(row).toMatchObject({ store_id: 1, money: '30.00', use_money: '200.00' });
    const page = await list('full_reductions');
    expect(page.data.data.find((r) => r.id === row.id)).toMatchObject({ status: 1 });
    expect((await put(`full_reductions/${row.id}`, { use_money: '300' })).code).toBe(200);
    expect((await show(`full_reductions/${row.id}`)).data).toMatchObject({ use_money: '300.00' });
    const bad = await put(`full_reductions/${row.id}`, { money: '0' });
    expect([bad.code, bad.msg]).toEqual([422, msg('discount.badMoney')]);
    const window = await post('full_reductions', reductionBody({ end_time: '2000-01-01 00:00:00' }));
    expect([window.code, window.msg]).toEqual([422, msg('discount.badWindow')]);
    expect((await t.call('DELETE', S(`full_reductions/${row.id}`), { token: owner })).data).toBe(1);
  });
});

describe('flash sales', () => {
  it('are created on an own goods with a flash price, rows naming the goods; units sold are not the store’s', async () => {
    const row = await created('seckills', seckillBody(plain, { sold: 7, stopped: 1 }));
    expect(row).toMatchObject({ store_id: 1, goods_id: plain, price: '8.00', quota: 20, sold: 0, stopped: 0 });
    const page = await list('seckills');
    const item = page.data.data.find((r) => r.id === row.id);
    expect(item).toMatchObject({ status: 1, goods_name: '青梧秒杀杯' });
    expect(String(item?.goods_master_image)).toMatch(/_150\.png$/);
    expect((await put(`seckills/${row.id}`, { sold: 3, quota: 30 })).code).toBe(200);
    expect((await show(`seckills/${row.id}`)).data).toMatchObject({ sold: 0, quota: 30 });
  });

  it('take a percentage off instead of a price, and a SKU’s own price as the bar', async () => {
    expect((await post('seckills', seckillBody(plain, { price: '0', discount: '30' }))).code).toBe(200);
    expect((await post('seckills', seckillBody(withSkus, { sku_id: skuCheap, price: '14.99' }))).code).toBe(200);
  });

  it.each([
    ['the normal price', () => seckillBody(plain, { price: '10.00' }), 'discount.priceOrDiscount'],
    ['neither price nor discount', () => seckillBody(plain, { price: '0', discount: '0' }), 'discount.priceOrDiscount'],
    ['a discount over 100', () => seckillBody(plain, { price: '0', discount: '101' }), 'discount.overHundred'],
    ['a negative price', () => seckillBody(plain, { price: '-1' }), 'discount.badMoney'],
    ['a price and a discount over 100', () => seckillBody(plain, { discount: '99999999' }), 'discount.overHundred'],
    ['above the SKU', () => seckillBody(withSkus, { sku_id: skuCheap, price: '15.00' }), 'discount.priceOrDiscount'],
    ['above the cheapest SKU', () => seckillBody(withSkus, { price: '16.00' }), 'discount.priceOrDiscount'],
    ['another store’s goods', () => seckillBody(foreign), 'discount.goodsNotOwn'],
    ['a deleted goods', () => seckillBody(deleted), 'discount.goodsNotOwn'],
    ['no goods', () => seckillBody(999999), 'discount.goodsNotOwn'],
    ['no quota', () => seckillBody(plain, { quota: 0 }), 'discount.badCount'],
    ['a huge quota', () => seckillBody(plain, { quota: 1_000_001 }), 'discount.badCount'],
    ['no unit per buyer', () => seckillBody(plain, { per_user: 0 }), 'discount.badCount'],
    ['too many per buyer', () => seckillBody(plain, { per_user: 101 }), 'discount.badCount'],
    ['a window ending first', () => seckillBody(plain, { end_time: '2001-01-01 00:00:00' }), 'discount.badWindow'],
  ])('refuse %s', async (_name, body, key) => {
    const r = await post('seckills', body());
    expect([r.code, r.msg]).toEqual([422, msg(key)]);
  });

  it('refuse a SKU of another goods', async () => {
    const r = await post('seckills', seckillBody(withSkus, { sku_id: foreignSku, price: '1.00' }));
    expect([r.code, r.msg]).toEqual([422, msg('badValue', { field: 'sku_id' })]);
  });

  it('keep the quota at or above the units sold', async () => {
    const row = await created('seckills', seckillBody(plain));
    await db.update(seckills).set({ sold: 5 }).where(eq(seckills.id, row.id));
    const r = await put(`seckills/${row.id}`, { quota: 4 });
    expect([r.code, r.msg]).toEqual([422, msg('discount.quotaBelowSold')]);
    expect((await put(`seckills/${row.id}`, { quota: 5 })).code).toBe(200);
    // The patch is checked with the stored price: a new SKU must still be undercut.
    const sku = await put(`seckills/${row.id}`, { goods_id: withSkus, sku_id: skuCheap, price: '15.50' });
    expect([sku.code, sku.msg]).toEqual([422, msg('discount.priceOrDiscount')]);
  });

  it('are found by goods name, and still name a goods deleted since', async () => {
    const g = (await createGoods(db, 1, { goods_name: '限时_特价锅', goods_price: '50.00' })).goods.id;
    const row = await created('seckills', seckillBody(g));
    const found = await list('seckills', { goods_name: '_特价|like' });
    expect(found.data.data.map((r) => r.id)).toEqual([row.id]);
    expect((await list('seckills', { goods_name: '限时|likeRight' })).data.data.map((r) => r.id)).toEqual([row.id]);
    const badOp = await list('seckills', { goods_name: '限时|gt' });
    expect(badOp.status).toBe(400);
    await db.update(goods).set({ deleted_at: shanghaiTime() }).where(eq(goods.id, g));
    expect((await show(`seckills/${row.id}`)).data).toMatchObject({ goods_name: '限时_特价锅' });
  });
});

describe('group buys', () => {
  it('are created on an own goods, rows naming it, with the status of a rule without window', async () => {
    const row = await created('collectives', collectiveBody(plain, { stopped: 1 }));
    expect(row).toMatchObject({ store_id: 1, goods_id: plain, discount: '15.00', need: 3, hours: 24, stopped: 0 });
    const item = (await list('collectives')).data.data.find((r) => r.id === row.id);
    expect(item).toMatchObject({ goods_name: '青梧秒杀杯', status: 1 });
    expect((await put(`collectives/${row.id}`, { need: 5 })).code).toBe(200);
    const bad = await put(`collectives/${row.id}`, { need: 1 });
    expect([bad.code, bad.msg]).toEqual([422, msg('collective.needLow')]);
    expect((await t.call('DELETE', S(`collectives/${row.id}`), { token: owner })).data).toBe(1);
  });

  it.each([
    ['another store’s goods', () => collectiveBody(foreign), 'discount.goodsNotOwn'],
    ['no discount', () => collectiveBody(plain, { discount: '0' }), 'discount.badCount'],
    ['a discount over 100', () => collectiveBody(plain, { discount: '100.01' }), 'discount.overHundred'],
    ['a group of one', () => collectiveBody(plain, { need: 1 }), 'collective.needLow'],
    ['a group of 51', () => collectiveBody(plain, { need: 51 }), 'discount.badCount'],
    ['no time to gather', () => collectiveBody(plain, { hours: 0 }), 'discount.badCount'],
    ['more than 30 days', () => collectiveBody(plain, { hours: 721 }), 'discount.badCount'],
  ])('refuse %s', async (_name, body, key) => {
    const r = await post('collectives', body());
    expect([r.code, r.msg]).toEqual([422, msg(key)]);
  });
});

describe('another store', () => {
  it('neither sees nor changes nor deletes the store’s rules', async () => {
    const coupon = await created('coupons', couponBody({ name: '本店券' }));
    const flash = await created('seckills', seckillBody(plain));
    const ownCoupon = await post('coupons', couponBody({ name: '别店券' }), other);
    expect(ownCoupon.data.store_id).toBe(otherStore);
    const theirs = await list('coupons', {}, other);
    expect(theirs.data.data.map((r) => r.id)).toEqual([ownCoupon.data.id]);
    for (const [path, id] of [
      ['coupons', coupon.id],
      ['seckills', flash.id],
    ] as const) {
      expect((await show(`${path}/${id}`, other)).code).toBe(500);
      const edit = await put(`${path}/${id}`, { name: 'x', quota: 99, money: '1' }, other);
      expect([edit.code, edit.msg]).toEqual([500, msg('editDataError')]);
      expect((await t.call('DELETE', S(`${path}/${id}`), { token: other })).code).toBe(500);
    }
    expect((await show(`coupons/${coupon.id}`)).data).toMatchObject({ name: '本店券', money: '10.00' });
    expect((await show(`seckills/${flash.id}`)).data).toMatchObject({ quota: 20 });
    const [stored] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored?.deleted_at).toBeNull();
  });

  it('cannot point a flash sale or group buy at the store’s goods', async () => {
    const r = await post('collectives', collectiveBody(plain), other);
    expect([r.code, r.msg]).toEqual([422, msg('discount.goodsNotOwn')]);
  });
});

describe('the storefront after a promotion is written', () => {
  it('shows a new group buy on the cached list and goods page at once', async () => {
    const id = (await createGoods(db, 1, { goods_price: '10.00' })).goods.id;
    const params = Buffer.from(JSON.stringify({ store_id: 1 })).toString('base64');
    const card = async () =>
      (
        await t.call<{ data: { id: number; goods_price: string }[] }>('GET', '/api/goods', {
          query: { params, per_page: 100 },
        })
      ).data.data.find((g) => g.id === id)?.goods_price;
    const page = async () =>
      (await t.call<{ collectives: false | { price: string } }>('GET', `/api/goods/${id}`)).data.collectives;
    expect(await card()).toBe('10.00');
    expect(await page()).toBe(false);
    await created('collectives', collectiveBody(id));
    // The list's card shows the group-buy price, the goods page the rule: no cache entry outlives the write.
    expect(await card()).toBe('8.50');
    expect(await page()).toMatchObject({ price: '8.50' });
  });
});
