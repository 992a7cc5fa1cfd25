/**
 * Who binds, declares and sees what in distribution: the inviter taken at registration, a store's plans (its own
 * goods, rates 0..100 percent), the logs of each area, and a shopper's own team and commissions.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DistributionItem, DistributionLogItem, TeamMember } from '@shop/contract/distribution';
import { goods, users } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createChain, createPlan, paidOrder } from './distribution-fixtures.ts';
import { createGoods, createSeller } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

interface Page<T> {
  data: T[];
  total: number;
}

let sellerA = '';
let sellerB = '';
let storeA = 0;
let storeB = 0;
let goodsA = 0;
let goodsA2 = 0;
let goodsB = 0;
let admin = '';
/** dx-1 → dx-2 → dx-3 → dx-4 (each invited by the previous). */
let chain: number[] = [];

beforeAll(async () => {
  const a = await createSeller(db, 'dx-seller-a');
  const b = await createSeller(db, 'dx-seller-b');
  storeA = a.store.id;
  storeB = b.store.id;
  goodsA = (await createGoods(db, storeA, { goods_price: '40.00', goods_name: '分销茶壶' })).goods.id;
  goodsA2 = (await createGoods(db, storeA, { goods_price: '10.00' })).goods.id;
  goodsB = (await createGoods(db, storeB, { goods_price: '10.00' })).goods.id;
  sellerA = await t.login('seller', 'dx-seller-a');
  sellerB = await t.login('seller', 'dx-seller-b');
  admin = await t.login('admin', 'admin');
  chain = await createChain(db, 'dx', 4);
});

const goodsOf = async (id: number) => (await db.select().from(goods).where(eq(goods.id, id)))[0]!;
const inviterOf = async (username: string) =>
  (await db.select({ inviter: users.inviter_id }).from(users).where(eq(users.username, username)))[0]?.inviter;

describe('registration', () => {
  const register = (username: string, extra: object) =>
    t.call('POST', '/api/register', { body: { username, password: 'secret1', re_password: 'secret1', ...extra } });

  it('binds the new shopper to the inviter, sent as inviter_id or as the reference client’s inviterId', async () => {
    expect((await register('dx-new-1', { inviter_id: chain[0] })).code).toBe(200);
    expect((await register('dx-new-2', { inviterId: chain[1] })).code).toBe(200);
    expect([await inviterOf('dx-new-1'), await inviterOf('dx-new-2')]).toEqual([chain[0], chain[1]]);
  });

  it('ignores an unknown inviter and never rebinds an existing account', async () => {
    expect((await register('dx-new-3', { inviter_id: 999999 })).code).toBe(200);
    expect(await inviterOf('dx-new-3')).toBe(0);
    expect((await register('dx-new-1', { inviter_id: chain[3] })).code).toBe(500);
    expect(await inviterOf('dx-new-1')).toBe(chain[0]);
  });
});

describe('Seller distribution plans', () => {
  const S = '/api/Seller/distributions';
  const post = (body: object, token = sellerA) => t.call<{ id: number }>('POST', S, { token, body });

  it('accept rates of 0..100 percent on the store’s own goods, one plan per goods', async () => {
    const r = await post({ goods_id: goodsA, lev_1: '10', lev_2: '5.5', lev_3: '0' });
    expect(r.code, r.msg).toBe(200);
    expect((await post({ goods_id: goodsA, lev_1: '1', lev_2: '1', lev_3: '1' })).code).toBe(422);
    const list = await t.call<Page<DistributionItem>>('GET', S, { token: sellerA });
    expect(list.data.data.map((p) => [p.goods_id, p.goods_name, p.lev_1, p.lev_2, p.lev_3])).toEqual([
      [goodsA, '分销茶壶', '10.00', '5.50', '0.00'],
    ]);
    expect(list.data.data[0]!.goods_master_image).toMatch(/_300\.png$/);
    const found = await t.call<Page<DistributionItem>>('GET', S, {
      token: sellerA,
      query: { goods_name: '茶壶|whereHas|goods' },
    });
    expect(found.data.total).toBe(1);
  });

  it('refuse a rate outside 0..100, rates adding up past 100, and another store’s goods', async () => {
    const bad = [
      { goods_id: goodsA2, lev_1: '101', lev_2: '0', lev_3: '0' },
      { goods_id: goodsA2, lev_1: '-1', lev_2: '0', lev_3: '0' },
      { goods_id: goodsA2, lev_1: 'abc', lev_2: '0', lev_3: '0' },
      { goods_id: goodsA2, lev_1: '50', lev_2: '40', lev_3: '10.01' },
      { goods_id: goodsB, lev_1: '1', lev_2: '1', lev_3: '1' },
      { goods_id: goodsA2, lev_1: '1', lev_2: '1' },
    ];
    for (const body of bad) expect((await post(body)).code, JSON.stringify(body)).toBe(422);
    expect((await post({ goods_id: goodsA2, lev_1: '50', lev_2: '40', lev_3: '10' })).code).toBe(200);
  });

  it('are the owning store’s alone: another store neither sees, edits nor deletes them', async () => {
    const plans = (await t.call<Page<DistributionItem>>('GET', S, { token: sellerA })).data.data;
    const mine = plans.find((p) => p.goods_id === goodsA)!;
    expect((await t.call<Page<DistributionItem>>('GET', S, { token: sellerB })).data.total).toBe(0);
    expect((await t.call('GET', `${S}/${mine.id}`, { token: sellerB })).code).not.toBe(200);
    expect((await t.call('PUT', `${S}/${mine.id}`, { token: sellerB, body: { lev_1: '99' } })).code).not.toBe(200);
    expect((await t.call('DELETE', `${S}/${mine.id}`, { token: sellerB })).code).not.toBe(200);
    // An edit is checked as the row it leaves: the patch over the stored rates.
    expect((await t.call('PUT', `${S}/${mine.id}`, { token: sellerA, body: { lev_1: '95' } })).code).toBe(422);
    expect((await t.call('PUT', `${S}/${mine.id}`, { token: sellerA, body: { lev_1: '12' } })).code).toBe(200);
    expect((await t.call<DistributionItem>('GET', `${S}/${mine.id}`, { token: sellerA })).data.lev_1).toBe('12.00');
  });
});

describe('commission logs and the team', () => {
  let orderA = 0;
  let orderB = 0;

  beforeAll(async () => {
    await createPlan(db, storeB, goodsB, ['10.00', '10.00', '10.00']);
    const buyer = await t.login('home', 'dx-4');
    orderA = (await paidOrder(t, buyer, chain[3]!, storeA, [{ goods: await goodsOf(goodsA) }])).id;
    orderB = (await paidOrder(t, buyer, chain[3]!, storeB, [{ goods: await goodsOf(goodsB) }])).id;
  });

  it('show a store its own store’s logs only, and the platform every store’s', async () => {
    const a = await t.call<Page<DistributionLogItem>>('GET', '/api/Seller/distribution_logs', { token: sellerA });
    expect(a.code, a.msg).toBe(200);
    expect(new Set(a.data.data.map((l) => l.order_id))).toEqual(new Set([orderA]));
    const first = a.data.data.find((l) => l.name === '一级分销')!;
    expect(first).toMatchObject({ store_name: 'dx-seller-a 的店', nickname: 'dx-4', beneficiary: 'dx-3', status: 0 });
    expect([first.goods_price, first.lev, first.commission]).toEqual(['40.00', '12.00', '4.80']);
    const all = await t.call<Page<DistributionLogItem>>('GET', '/api/Admin/distribution_logs', {
      token: admin,
      query: { per_page: 100 },
    });
    expect(new Set(all.data.data.map((l) => l.order_id))).toEqual(new Set([orderA, orderB]));
    const named = await t.call<Page<DistributionLogItem>>('GET', '/api/Admin/distribution_logs', {
      token: admin,
      query: { store_name: 'dx-seller-b|whereHas|store', status: 0 },
    });
    expect(new Set(named.data.data.map((l) => l.order_id))).toEqual(new Set([orderB]));
  });

  it('show a shopper their own commissions and team, level by level, without secrets', async () => {
    const top = await t.login('home', 'dx-1');
    const mine = await t.call<Page<DistributionLogItem>>('GET', '/api/user/distribution_logs', { token: top });
    // dx-1 is level 3 above dx-4: one log per order (orderA's level 3 rate is 0 %, so only orderB's).
    expect(mine.data.data.map((l) => [l.order_id, l.name, l.user_id])).toEqual([[orderB, '三级分销', chain[0]]]);
    const team = async (lev: number) =>
      (await t.call<Page<TeamMember>>('GET', '/api/user/distributions', { token: top, query: { lev } })).data.data;
    expect((await team(0)).map((u) => u.id)).toContain(chain[1]);
    expect((await team(0)).map((u) => u.id)).not.toContain(chain[2]);
    // Level 2 also holds dx-new-2, whom dx-2 invited at registration above.
    const second = (await team(1)).map((u) => u.id);
    expect(second).toContain(chain[2]);
    expect(second).not.toContain(chain[1]);
    expect(second).not.toContain(chain[3]);
    expect((await team(2)).map((u) => u.id)).toEqual([chain[3]]);
    expect(JSON.stringify(await team(0))).not.toMatch(/password|money/);
    const bottom = await t.login('home', 'dx-4');
    expect((await t.call<Page<TeamMember>>('GET', '/api/user/distributions', { token: bottom })).data.data).toEqual([]);
    expect(
      (await t.call<Page<DistributionLogItem>>('GET', '/api/user/distribution_logs', { token: bottom })).data.data,
    ).toEqual([]);
  });
});
