import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helper.ts';
import { createGoods, createSeller } from './order-fixtures.ts';
import { LATER, collectiveBody, couponBody, msg, seckillBody, type Page } from './promotion-rule-fixtures.ts';

const t = await testApp();
const db = t.database.db;
type Row = Record<string, unknown> & { id: number };

let admin = '';
let seller1 = '';
let seller2 = '';
let store2 = 0;
/** One coupon, flash sale and group buy per store. */
const ids = { coupon: [0, 0], seckill: [0, 0], collective: [0, 0] };

const A = (path: string) => `/api/Admin/${path}`;
const S = (path: string) => `/api/Seller/${path}`;
const adminList = (path: string, query: object = {}) =>
  t.call<Page<Row>>('GET', A(path), { token: admin, query: { per_page: 500, ...query } });

beforeAll(async () => {
  admin = await t.login('admin', 'admin');
  seller1 = await t.login('seller', '18888888888');
  const second = await createSeller(db, 'police_other', { store_name: '监管测试店' });
  store2 = second.store.id;
  seller2 = await t.login('seller', 'police_other');
  for (const [i, token, storeId] of [
    [0, seller1, 1],
    [1, seller2, store2],
  ] as const) {
    const g = (await createGoods(db, storeId, { goods_name: `监管商品${i}`, goods_price: '10.00' })).goods.id;
    const made = [
      await t.call<Row>('POST', S('coupons'), { token, body: couponBody({ name: `监管券${i}` }) }),
      await t.call<Row>('POST', S('seckills'), { token, body: seckillBody(g) }),
      await t.call<Row>('POST', S('collectives'), { token, body: collectiveBody(g) }),
    ] as const;
    expect(made.map((r) => r.code)).toEqual([200, 200, 200]);
    ids.coupon[i] = made[0].data.id;
    ids.seckill[i] = made[1].data.id;
    ids.collective[i] = made[2].data.id;
  }
});

describe('the platform’s promotion lists', () => {
  it('list every store’s rules with their store, goods and status', async () => {
    const coupons = await adminList('coupons');
    expect(coupons.code, coupons.msg).toBe(200);
    const c2 = coupons.data.data.find((r) => r.id === ids.coupon[1]);
    expect(c2).toMatchObject({ store_id: store2, store_name: '监管测试店', status: 1, stopped: 0, name: '监管券1' });
    expect(coupons.data.data.map((r) => r.id)).toEqual(expect.arrayContaining(ids.coupon));
    const flash = (await adminList('seckills')).data.data.find((r) => r.id === ids.seckill[0]);
    expect(flash).toMatchObject({ store_id: 1, store_name: '青梧旗舰店', goods_name: '监管商品0', status: 1 });
    const group = (await adminList('collectives')).data.data.find((r) => r.id === ids.collective[1]);
    expect(group).toMatchObject({ store_name: '监管测试店', goods_name: '监管商品1', need: 3 });
  });

  it('search by store, name, goods name and stop', async () => {
    const ofStore = (await adminList('coupons', { store_id: store2 })).data.data.map((r) => r.id);
    expect(ofStore).toEqual([ids.coupon[1]]);
    expect((await adminList('coupons', { name: '监管券0|like' })).data.data.map((r) => r.id)).toEqual([ids.coupon[0]]);
    const byGoods = (await adminList('collectives', { goods_name: '监管商品1|like' })).data.data.map((r) => r.id);
    expect(byGoods).toEqual([ids.collective[1]]);
    const stopped = (await adminList('seckills', { stopped: 1 })).data.data.map((r) => r.id);
    expect(stopped.filter((id) => ids.seckill.includes(id))).toEqual([]);
  });

  it('create and delete nothing', async () => {
    expect((await t.call('POST', A('coupons'), { token: admin, body: couponBody() })).status).toBe(404);
    expect((await t.call('DELETE', A(`seckills/${ids.seckill[0]}`), { token: admin })).status).toBe(404);
  });
});

describe('stopping a rule', () => {
  it('is the platform’s alone: the store sees it stopped and cannot resume it', async () => {
    const id = ids.coupon[0];
    const stop = await t.call<number>('PUT', A(`coupons/${id}`), {
      token: admin,
      body: { stopped: 1, name: '改名', money: '1.00', store_id: store2 },
    });
    expect(stop.code, stop.msg).toBe(200);
    const shown = await t.call<Row>('GET', A(`coupons/${id}`), { token: admin });
    expect(shown.data).toMatchObject({ stopped: 1, status: 2, name: '监管券0', money: '10.00', store_id: 1 });

    const resume = await t.call('PUT', S(`coupons/${id}`), { token: seller1, body: { stopped: 0, name: '新名' } });
    expect(resume.code, resume.msg).toBe(200);
    const seen = await t.call<Row>('GET', S(`coupons/${id}`), { token: seller1 });
    expect(seen.data).toMatchObject({ stopped: 1, status: 2, name: '新名' });
    const stopped = (await adminList('coupons', { stopped: 1 })).data.data.map((r) => r.id);
    expect(stopped.filter((c) => ids.coupon.includes(c))).toEqual([id]);
  });

  it('stops and resumes flash sales and group buys, 0 and 1 only', async () => {
    for (const path of ['seckills', 'collectives'] as const) {
      const id = ids[path === 'seckills' ? 'seckill' : 'collective'][1];
      expect((await t.call('PUT', A(`${path}/${id}`), { token: admin, body: { stopped: 1 } })).code).toBe(200);
      const mine = await t.call<Page<Row>>('GET', S(path), { token: seller2 });
      expect(mine.data.data.find((r) => r.id === id)).toMatchObject({ stopped: 1, status: 2 });
      const bad = await t.call('PUT', A(`${path}/${id}`), { token: admin, body: { stopped: 2 } });
      expect([bad.code, bad.msg]).toEqual([422, msg('badValue', { field: 'stopped' })]);
      expect((await t.call('PUT', A(`${path}/${id}`), { token: admin, body: { stopped: 0 } })).code).toBe(200);
      const back = await t.call<Row>('GET', A(`${path}/${id}`), { token: admin });
      expect(back.data).toMatchObject({ stopped: 0, status: 1 });
    }
  });

  it('leaves a rule not started yet reading as ended while stopped', async () => {
    const made = await t.call<Row>('POST', S('coupons'), { token: seller2, body: couponBody(LATER) });
    const before = await t.call<Row>('GET', A(`coupons/${made.data.id}`), { token: admin });
    expect(before.data.status).toBe(0);
    await t.call('PUT', A(`coupons/${made.data.id}`), { token: admin, body: { stopped: 1 } });
    expect((await t.call<Row>('GET', A(`coupons/${made.data.id}`), { token: admin })).data.status).toBe(2);
  });
});
