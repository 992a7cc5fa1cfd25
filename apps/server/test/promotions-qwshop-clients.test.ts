/**
 * qwshop's own Vue clients on our promotions. Their Seller add dialogs post, form encoded, only the fields
 * they know (docs/promotions.md, "Fields qwshop's clients do not send"), so ours take their documented defaults; their edit dialogs put back
 * the record as loaded. Their goods page shows a flash price as goods_price × (1 − discount / 100) and their
 * Seller list "discount %" (docs/promotions.md), so a sale set by its price answers the
 * equivalent percent.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderAfterItem, OrderCreated } from '@shop/contract/orders';
import { collectives, coupons, seckills } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createGoods } from './order-fixtures.ts';
import { basket, buyers, type Buyer } from './promotion-fixtures.ts';
import { RUNNING, msg, type Page } from './promotion-rule-fixtures.ts';

const t = await testApp();
const db = t.database.db;
type Row = Record<string, unknown> & { id: number };

/** Demo store 1, its owner and the platform's administrator. */
const STORE = 1;
let seller = '';
let admin = '';
let shopper: Buyer;

beforeAll(async () => {
  seller = await t.login('seller', '18888888888');
  admin = await t.login('admin', 'admin');
  [shopper] = (await buyers(db, 'qw-buyer', 1, '5000.00')) as [Buyer];
});

const S = (path: string) => `/api/Seller/${path}`;
const post = (path: string, body: object) => t.call<Row>('POST', S(path), { token: seller, body });
const put = (path: string, body: object) => t.call<number>('PUT', S(path), { token: seller, body });
const show = (path: string) => t.call<Row>('GET', S(path), { token: seller });

async function created(path: string, body: object): Promise<Row> {
  const r = await post(path, body);
  expect(r.code, r.msg).toBe(200);
  return r.data;
}

/** What qwshop's add dialogs send: every configured field, nothing else. */
const qwCoupon = (over: object = {}) => ({
  name: '满100减10',
  money: '10.00',
  use_money: '100.00',
  stock: '50',
  ...RUNNING,
  content: '全店通用',
  ...over,
});
const qwSeckill = (goodsId: number, over: object = {}) => ({
  goods_id: String(goodsId),
  discount: '20',
  ...RUNNING,
  ...over,
});
const qwCollective = (goodsId: number, over: object = {}) => ({
  goods_id: String(goodsId),
  discount: '15',
  need: '3',
  ...over,
});

describe("qwshop's Seller add dialogs, which send no per_user, quota or hours", () => {
  it('create a coupon with 1 copy per shopper; a per_user sent is checked as before; an edit keeps it', async () => {
    const row = await created('coupons', qwCoupon());
    const [stored] = await db.select().from(coupons).where(eq(coupons.id, row.id));
    expect(stored).toMatchObject({ store_id: STORE, stock: 50, per_user: 1 });

    expect((await created('coupons', qwCoupon({ per_user: '3' }))).per_user).toBe(3);
    for (const [value, key, params] of [
      ['0', 'discount.badCount', undefined],
      ['101', 'discount.badCount', undefined],
      ['', 'required', { field: 'per_user' }],
    ] as const) {
      const r = await post('coupons', qwCoupon({ per_user: value }));
      expect([r.code, r.msg], `per_user=${value}`).toEqual([422, msg(key, params)]);
    }

    // An edit that does not send the field keeps the stored value (here one our own client set).
    const ours = await created('coupons', qwCoupon({ per_user: '4' }));
    expect((await put(`coupons/${ours.id}`, qwCoupon({ money: '12.00' }))).code).toBe(200);
    expect((await show(`coupons/${ours.id}`)).data).toMatchObject({ money: '12.00', per_user: 4 });
  });

  it('create a flash sale of the stock the goods offers, 1 per buyer; sent values are checked as before', async () => {
    const { goods } = await createGoods(db, STORE, { goods_price: '100.00', goods_stock: 37 });
    const row = await created('seckills', qwSeckill(goods.id));
    const [stored] = await db.select().from(seckills).where(eq(seckills.id, row.id));
    expect(stored).toMatchObject({ sku_id: 0, price: '0.00', discount: '20.00', quota: 37, per_user: 1, sold: 0 });

    // Out of stock: the smallest quota (the stock still bounds the sale).
    const { goods: empty } = await createGoods(db, STORE, { goods_price: '100.00', goods_stock: 0 });
    expect((await created('seckills', qwSeckill(empty.id))).quota).toBe(1);

    for (const [field, value, key] of [
      ['quota', '0', 'discount.badCount'],
      ['quota', '1000001', 'discount.badCount'],
      ['quota', '', 'required'],
      ['per_user', '0', 'discount.badCount'],
      ['per_user', '', 'required'],
    ] as const) {
      const r = await post('seckills', qwSeckill(goods.id, { [field]: value }));
      expect([r.code, r.msg], `${field}=${value}`).toEqual([422, msg(key, { field })]);
    }

    const ours = await created('seckills', qwSeckill(goods.id, { quota: '9', per_user: '3' }));
    expect((await put(`seckills/${ours.id}`, qwSeckill(goods.id, { discount: '25' }))).code).toBe(200);
    expect((await show(`seckills/${ours.id}`)).data).toMatchObject({ discount: '25.00', quota: 9, per_user: 3 });
  });

  it('create a group buy open 24 hours; hours sent are checked as before; an edit keeps them', async () => {
    const { goods } = await createGoods(db, STORE, { goods_price: '100.00' });
    const row = await created('collectives', qwCollective(goods.id));
    const [stored] = await db.select().from(collectives).where(eq(collectives.id, row.id));
    expect(stored).toMatchObject({ discount: '15.00', need: 3, hours: 24 });

    for (const [value, key] of [
      ['0', 'discount.badCount'],
      ['721', 'discount.badCount'],
      ['', 'required'],
    ] as const) {
      const r = await post('collectives', qwCollective(goods.id, { hours: value }));
      expect([r.code, r.msg], `hours=${value}`).toEqual([422, msg(key, { field: 'hours' })]);
    }

    const ours = await created('collectives', qwCollective(goods.id, { hours: '48' }));
    expect((await put(`collectives/${ours.id}`, qwCollective(goods.id, { need: '4' }))).code).toBe(200);
    expect((await show(`collectives/${ours.id}`)).data).toMatchObject({ need: 4, hours: 48 });
  });
});

/** qwshop's goods page: goods_price × (1 − discount / 100), in fen, in the client's floating point. */
const qwshopFlashFen = (normal: string, discount: unknown) => Number(normal) * (1 - Number(discount) / 100) * 100;

/** The percent gives the charged price to the fen, never a lower one. */
function expectShowsCharged(normal: string, discount: unknown, chargedFen: number) {
  const shown = qwshopFlashFen(normal, discount);
  expect(Math.round(shown), `${normal} less ${String(discount)} %`).toBe(chargedFen);
  expect(shown).toBeGreaterThan(chargedFen - 1e-6);
}

describe('a flash sale set by its price, as qwshop’s clients price it from its discount', () => {
  let goodsId = 0;
  let saleId = 0;
  let skuGoodsId = 0;
  let skuId = 0;

  beforeAll(async () => {
    goodsId = (await createGoods(db, STORE, { goods_price: '1559.00', goods_stock: 50, freight_id: -1 })).goods.id;
    // Our own Seller client's body: a flash price, no percent.
    const sale = await created('seckills', {
      goods_id: goodsId,
      sku_id: 0,
      price: '1259.00',
      discount: '0.00',
      quota: 10,
      per_user: 2,
      ...RUNNING,
    });
    saleId = sale.id;
    const s = await createGoods(db, STORE, { goods_price: '88.80', goods_stock: 20, freight_id: -1 }, [
      { goods_price: '88.80', goods_stock: 10 },
      { goods_price: '99.90', goods_stock: 10 },
    ]);
    skuGoodsId = s.goods.id;
    skuId = s.skus[1]!.id;
    await created('seckills', {
      goods_id: skuGoodsId,
      sku_id: skuId,
      price: '66.60',
      discount: '0.00',
      quota: 5,
      per_user: 2,
      ...RUNNING,
    });
  });

  it('answers on the goods page the percent that gives the flash price, and keeps the price', async () => {
    const page = await t.call<{ seckills: Row }>('GET', `/api/goods/${goodsId}`);
    expect(page.data.seckills).toMatchObject({ id: saleId, price: '1259.00', by_price: true });
    expectShowsCharged('1559.00', page.data.seckills.discount, 125900);

    // A sale of one SKU: its percent is off that SKU's price, which the page shows once the SKU is chosen.
    const bySku = await t.call<{ seckills: Row }>('GET', `/api/goods/${skuGoodsId}`);
    expect(bySku.data.seckills).toMatchObject({ sku_id: skuId, price: '66.60', by_price: true });
    expectShowsCharged('99.90', bySku.data.seckills.discount, 6660);
  });

  it('answers the same percent on the flash-sale session and the Seller and Admin lists', async () => {
    const session = await t.call<Page<{ id: number; seckill: Row }>>('GET', '/api/seckills', {
      query: { start_time: 0, per_page: 100 },
    });
    const card = session.data.data.find((i) => i.id === goodsId);
    expectShowsCharged('1559.00', card?.seckill.discount, 125900);

    const sellerList = await t.call<Page<Row>>('GET', S('seckills'), { token: seller, query: { per_page: 100 } });
    expectShowsCharged('1559.00', sellerList.data.data.find((r) => r.id === saleId)?.discount, 125900);
    const adminList = await t.call<Page<Row>>('GET', '/api/Admin/seckills', {
      token: admin,
      query: { per_page: 100 },
    });
    expectShowsCharged('1559.00', adminList.data.data.find((r) => r.id === saleId)?.discount, 125900);
    const adminShow = await t.call<Row>('GET', `/api/Admin/seckills/${saleId}`, { token: admin });
    expectShowsCharged('1559.00', adminShow.data.discount, 125900);
  });

  it('keeps the stored percent on the Seller record, so an edit put back whole stays set by its price', async () => {
    const record = (await show(`seckills/${saleId}`)).data;
    expect(record).toMatchObject({ price: '1259.00', discount: '0.00' });
    expect((await put(`seckills/${saleId}`, record)).code).toBe(200);
    const [stored] = await db.select().from(seckills).where(eq(seckills.id, saleId));
    expect(stored).toMatchObject({ price: '1259.00', discount: '0.00', quota: 10, per_user: 2 });
  });

  it('charges at checkout the price the percent shows', async () => {
    const order = [
      { goods_id: goodsId, sku_id: 0, buy_num: 1 },
      { goods_id: skuGoodsId, sku_id: skuId, buy_num: 1 },
    ];
    const placed = await t.call<OrderCreated>('POST', '/api/user/order/create', {
      token: shopper.token,
      body: { params: basket(order), address_id: shopper.address, coupon_id: '' },
    });
    expect(placed.code, placed.msg).toBe(200);
    const after = await t.call<OrderAfterItem[]>('POST', '/api/user/order/after', {
      token: shopper.token,
      body: { params: Buffer.from(JSON.stringify({ order_id: placed.data.order_id })).toString('base64') },
    });
    // 1559.00 − 1259.00 and 99.90 − 66.60 off (the demo store's other promotions come after, on their own lines).
    expect(after.data[0]!.order_price).toBe('1658.90');
    expect(after.data[0]!.discounts.filter((d) => d.kind === 'seckill').map((d) => d.money)).toEqual(['333.30']);
  });
});
