import { beforeAll, describe, expect, it } from 'vitest';
import { COUPON_STATE } from '@shop/contract/promotions';
import { couponLogs, coupons } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createGoods, createOrder, createSeller, createShopper } from './order-fixtures.ts';
import { LATER, OVER, RUNNING, couponBody, seckillBody, type Page } from './promotion-rule-fixtures.ts';
import { sellerStaff } from './seller-staff-fixtures.ts';
import { createUser } from './stores-fixtures.ts';

const t = await testApp();
const db = t.database.db;
const S = (path: string) => `/api/Seller/${path}`;
type Row = Record<string, unknown> & { id: number };

let owner = '';
let otherStore = 0;

beforeAll(async () => {
  owner = await t.login('seller', '18888888888');
  otherStore = (await createSeller(db, 'logs_other')).store.id;
});

const list = (path: string, token: string, query: object = {}) =>
  t.call<Page<Row>>('GET', S(path), { token, query: { per_page: 100, ...query } });

describe('the coupon log', () => {
  let logs: Record<string, number> = {};
  let mine = 0;
  let stoppedCoupon = 0;
  let shopper = 0;
  let anonymous = 0;
  let order = { id: 0, order_no: '' };
  let theirOrder = 0;

  beforeAll(async () => {
    const insert = async (values: typeof coupons.$inferInsert) =>
      (await db.insert(coupons).values(values).returning())[0]!.id;
    mine = await insert({ store_id: 1, name: '本店券', money: '5.00', ...RUNNING });
    stoppedCoupon = await insert({ store_id: 1, name: '停用券', money: '5.00', stopped: 1, ...RUNNING });
    const theirs = await insert({ store_id: otherStore, name: '别店券', money: '5.00', ...RUNNING });
    shopper = (await createShopper(db, 'coupon_holder')).id;
    anonymous = (await createUser(db, 'no_nickname', { nickname: '' })).id;
    const { goods } = await createGoods(db, 1, { goods_price: '30.00' });
    order = await createOrder(db, shopper, 1, [{ goods }]);
    theirOrder = (await createOrder(db, shopper, otherStore, [{ goods }])).id;
    const log = (name: string, values: Partial<typeof couponLogs.$inferInsert>) => ({
      name,
      coupon_id: mine,
      user_id: shopper,
      store_id: 1,
      money: '5.00',
      ...RUNNING,
      ...values,
    });
    const rows = await db
      .insert(couponLogs)
      .values([
        log('usable', {}),
        log('used', { status: 1, order_id: order.id }),
        // A log pointing at another store's order (never written by checkout): its number is not told.
        log('crossed', { status: 1, order_id: theirOrder }),
        log('later', { ...LATER, user_id: anonymous }),
        log('over', OVER),
        log('stopped', { coupon_id: stoppedCoupon }),
        log('theirs', { coupon_id: theirs, store_id: otherStore }),
      ])
      .returning({ id: couponLogs.id, name: couponLogs.name });
    logs = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  });

  it('lists the claims of the store’s coupons only, with the holder and the computed state', async () => {
    const page = await list('coupon_logs', owner);
    expect(page.code, page.msg).toBe(200);
    // Only the store's own (the demo data may hold claims of its other coupons).
    expect(page.data.data.every((r) => r.store_id === 1)).toBe(true);
    const byName: Record<string, Row> = Object.fromEntries(page.data.data.map((r) => [String(r.name), r]));
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining(['later', 'over', 'stopped', 'usable', 'used', 'crossed']),
    );
    expect(Object.keys(byName)).not.toContain('theirs');
    expect(page.data.total).toBe(page.data.data.length);
    expect(byName.usable).toMatchObject({ nickname: 'coupon_holder', state: COUPON_STATE.usable, order_no: '' });
    expect(byName.used).toMatchObject({ state: COUPON_STATE.used, order_id: order.id, order_no: order.order_no });
    expect(order.order_no).not.toBe('');
    expect(byName.crossed).toMatchObject({ order_id: theirOrder, order_no: '' });
    expect(byName.later).toMatchObject({ nickname: 'no_nickname', state: COUPON_STATE.notStarted });
    expect(byName.over).toMatchObject({ state: COUPON_STATE.ended });
    expect(byName.stopped).toMatchObject({ state: COUPON_STATE.ended });
  });

  it('filters by status, coupon, order and holder', async () => {
    const ids = async (query: object) => (await list('coupon_logs', owner, query)).data.data.map((r) => r.id);
    expect(await ids({ status: 1, coupon_id: mine })).toEqual([logs.crossed, logs.used]);
    expect(await ids({ coupon_id: mine, user_id: shopper })).toEqual([logs.over, logs.crossed, logs.used, logs.usable]);
    expect(await ids({ order_id: order.id })).toEqual([logs.used]);
    expect(await ids({ coupon_id: stoppedCoupon })).toEqual([logs.stopped]);
    expect(await ids({ user_id: anonymous })).toEqual([logs.later]);
    expect(await ids({ name: 'theirs|like' })).toEqual([]);
  });

  it('is read only', async () => {
    const r = await t.call('POST', S('coupon_logs'), { token: owner, body: { name: 'x' } });
    expect(r.status).toBe(404);
    expect((await t.call('GET', S(`coupon_logs/${logs.usable}`), { token: owner })).status).toBe(404);
  });
});

describe('store staff', () => {
  it('reach the promotion pages their role holds, and no other', async () => {
    const coupons = await sellerStaff(t, { menus: ['/Seller/coupons'] });
    expect((await list('coupons', coupons.token)).code).toBe(200);
    const made = await t.call<Row>('POST', S('coupons'), { token: coupons.token, body: couponBody() });
    expect(made.code, made.msg).toBe(200);
    expect(made.data.store_id).toBe(1);
    for (const path of ['coupon_logs', 'seckills', 'collectives', 'full_reductions']) {
      expect((await list(path, coupons.token)).code, path).toBe(403);
    }
  });

  it('of the flash-sale page pick the store’s goods but cannot edit them', async () => {
    const g = (await createGoods(db, 1, { goods_price: '10.00' })).goods.id;
    const flash = await sellerStaff(t, { menus: ['/Seller/seckills'] });
    expect((await list('goods', flash.token)).code).toBe(200);
    const made = await t.call<Row>('POST', S('seckills'), { token: flash.token, body: seckillBody(g) });
    expect(made.code, made.msg).toBe(200);
    const edit = await t.call('PUT', S(`goods/${g}`), { token: flash.token, body: { goods_name: 'x' } });
    expect(edit.code).toBe(403);
    expect((await list('coupons', flash.token)).code).toBe(403);
  });
});
