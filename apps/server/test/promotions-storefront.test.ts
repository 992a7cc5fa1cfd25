/**
 * The storefront side of promotions through HTTP: the goods page's promotion fields, the flash-sale sessions, the
 * group-buy list, claiming coupons (limits and races) and the shopper's coupon list. Runs on PGlite and, with
 * TEST_DATABASE=postgres, on PostgreSQL (where the claim races are real).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectiveLogs, collectives, couponLogs, coupons, fullReductions, seckills } from '../src/db/schema/index.ts';
import { issueToken } from '../src/http/auth.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { bumpCatalogVersion } from '../src/modules/catalog/cache.ts';
import { testApp } from './helper.ts';
import { createGoods, createOrder, createSeller, createShopper } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

/** Typed matchers (`expect.any` is typed `any`). */
const anyText: unknown = expect.any(String);
const anyNumber: unknown = expect.any(Number);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** 'YYYY-MM-DD HH:mm:ss' (Asia/Shanghai) `ms` from now. */
const at = (ms: number) => shanghaiTime(Date.now() + ms);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64');

/** A storefront token minted straight into the database (no sign-in round trip for dozens of shoppers). */
async function shopperToken(name: string): Promise<{ id: number; token: string }> {
  const u = await createShopper(db, name);
  const tok = await issueToken(db, { provider: 'users', area: 'home', accountId: u.id, ttlSeconds: 3600 });
  return { id: u.id, token: tok.access_token };
}

async function newCoupon(storeId: number, values: Partial<typeof coupons.$inferInsert> = {}) {
  const [c] = await db
    .insert(coupons)
    .values({
      store_id: storeId,
      name: '满100减10',
      money: '10.00',
      use_money: '100.00',
      stock: 10,
      per_user: 1,
      content: '全店通用',
      start_time: at(-HOUR),
      end_time: at(24 * HOUR),
      ...values,
    })
    .returning();
  return c!;
}

async function newSeckill(storeId: number, goodsId: number, values: Partial<typeof seckills.$inferInsert> = {}) {
  const [s] = await db
    .insert(seckills)
    .values({
      store_id: storeId,
      goods_id: goodsId,
      discount: '20.00',
      quota: 50,
      sold: 0,
      per_user: 2,
      start_time: at(-30 * MINUTE),
      end_time: at(2 * HOUR),
      ...values,
    })
    .returning();
  return s!;
}

async function newRule(storeId: number, goodsId: number, values: Partial<typeof collectives.$inferInsert> = {}) {
  const [r] = await db
    .insert(collectives)
    .values({ store_id: storeId, goods_id: goodsId, discount: '10.00', need: 3, hours: 24, ...values })
    .returning();
  return r!;
}

async function goodsPage(id: number) {
  // Rows are written straight to the database here: drop the cached pages first.
  await bumpCatalogVersion(t.app.kv);
  const r = await t.call<Record<string, unknown>>('GET', `/api/goods/${id}`);
  expect(r.code, r.msg).toBe(200);
  return r.data;
}

describe('the goods page shows the promotions that apply', () => {
  let storeId = 0;
  let plain = 0;
  let skuGoods = 0;
  let skuIds: number[] = [];
  let priced = 0;
  let idle = 0;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { store } = await createSeller(db, 'pp-seller');
    storeId = store.id;
    plain = (await createGoods(db, storeId, { goods_price: '80.00' })).goods.id;
    const withSkus = await createGoods(db, storeId, { goods_price: '50.00' }, [
      { goods_price: '50.00' },
      { goods_price: '60.00' },
    ]);
    skuGoods = withSkus.goods.id;
    skuIds = withSkus.skus.map((s) => s.id);
    priced = (await createGoods(db, storeId, { goods_price: '99.00' })).goods.id;
    idle = (await createGoods(db, storeId, { goods_price: '10.00' })).goods.id;

    ids.claimable = (await newCoupon(storeId, { per_user: 2 })).id;
    await newCoupon(storeId, { stopped: 1 });
    await newCoupon(storeId, { stock: 0 });
    await newCoupon(storeId, { end_time: at(-MINUTE) });
    ids.early = (await newCoupon(storeId, { start_time: at(HOUR), end_time: at(5 * HOUR) })).id;
    await newCoupon(storeId, { deleted_at: at(-MINUTE) });
    const other = await createSeller(db, 'pp-other');
    await newCoupon(other.store.id);

    const reduction = (use: string, start: number, end: number) =>
      db
        .insert(fullReductions)
        .values({
          store_id: storeId,
          name: `满${use}`,
          money: '5.00',
          use_money: use,
          start_time: at(start),
          end_time: at(end),
        })
        .returning();
    ids.r200 = (await reduction('200.00', -HOUR, HOUR))[0]!.id;
    ids.r100 = (await reduction('100.00', -HOUR, HOUR))[0]!.id;
    await reduction('50.00', HOUR, 2 * HOUR);
    await reduction('20.00', -2 * HOUR, -MINUTE);

    ids.sale = (await newSeckill(storeId, plain, { quota: 50, sold: 12 })).id;
    // Newer but stopped by the platform, or not started yet: not the one shown.
    await newSeckill(storeId, plain, { stopped: 1, discount: '50.00' });
    await newSeckill(storeId, plain, { start_time: at(HOUR), end_time: at(2 * HOUR), discount: '60.00' });
    ids.skuSale = (await newSeckill(storeId, skuGoods, { sku_id: skuIds[1], discount: '15.00' })).id;
    ids.pricedSale = (await newSeckill(storeId, priced, { price: '59.90', discount: '0.00', quota: 5, sold: 5 })).id;
    await newSeckill(storeId, idle, { start_time: at(-3 * HOUR), end_time: at(-HOUR) });

    ids.rule = (await newRule(storeId, plain)).id;
    await newRule(storeId, plain, { stopped: 1, discount: '90.00' });
    await newRule(storeId, idle, { stopped: 1 });
  });

  it('lists the claimable coupons of the store with their limits, newest first', async () => {
    const page = await goodsPage(plain);
    expect((page.coupons as { id: number }[]).map((c) => c.id)).toEqual([ids.early, ids.claimable]);
    expect((page.coupons as Record<string, unknown>[])[1]).toEqual({
      id: ids.claimable,
      name: '满100减10',
      money: '10.00',
      use_money: '100.00',
      stock: 10,
      per_user: 2,
      content: '全店通用',
      start_time: anyText,
      end_time: anyText,
    });
  });

  it('lists the full reductions running now by threshold', async () => {
    const page = await goodsPage(plain);
    const list = page.full_reductions as Record<string, unknown>[];
    expect(list.map((r) => r.id)).toEqual([ids.r100, ids.r200]);
    expect(Object.keys(list[0]!).sort()).toEqual(['end_time', 'id', 'money', 'name', 'start_time', 'use_money']);
  });

  it('prices the running flash sale from its discount and shows the units left', async () => {
    const page = await goodsPage(plain);
    expect(page.seckills).toEqual({
      id: ids.sale,
      sku_id: 0,
      discount: '20.00',
      price: '64.00',
      by_price: false,
      quota: 50,
      left: 38,
      per_user: 2,
      start_time: anyText,
      end_time: anyText,
    });
  });

  it('takes a sale of one SKU off that SKU price, and a sale with its own price at that price', async () => {
    const bySku = await goodsPage(skuGoods);
    expect(bySku.seckills).toMatchObject({ id: ids.skuSale, sku_id: skuIds[1], price: '51.00' });
    const own = await goodsPage(priced);
    expect(own.seckills).toMatchObject({ id: ids.pricedSale, price: '59.90', left: 0 });
  });

  it('answers false without a running sale or a group buy that applies', async () => {
    const page = await goodsPage(idle);
    expect(page.seckills).toBe(false);
    expect(page.collectives).toBe(false);
    expect(page.collective_list).toEqual([]);
  });

  it('shows the group buy that applies, priced from the goods price, and its open groups short of members', async () => {
    const leader = await createShopper(db, 'pp-leader');
    const member = await createShopper(db, 'pp-member');
    const goodsRow = { goods: { id: plain, goods_price: '80.00', goods_name: 'x', goods_master_image: '' } } as never;
    const group = async (values: Partial<typeof collectiveLogs.$inferInsert>, members: number[]) => {
      const [g] = await db
        .insert(collectiveLogs)
        .values({
          collective_id: ids.rule!,
          user_id: leader.id,
          store_id: storeId,
          goods_id: plain,
          discount: '10.00',
          need: 3,
          status: 2,
          expires_at: at(20 * HOUR),
          ...values,
        })
        .returning();
      for (const status of members)
        await createOrder(db, leader.id, storeId, [goodsRow], { order_status: status, collective_id: g!.id });
      return g!.id;
    };
    // One paid member and one cancelled order: 1 member of 3.
    const open = await group({}, [2, 0]);
    const full = await group({}, [2, 2, 1]);
    const expired = await group({ expires_at: at(-MINUTE) }, [2]);
    const cancelled = await group({ status: 0 }, [2]);
    const soon = await group({ user_id: member.id, expires_at: at(HOUR) }, [2, 2]);
    const page = await goodsPage(plain);
    expect(page.collectives).toEqual({ id: ids.rule, discount: '10.00', need: 3, hours: 24, price: '72.00' });
    const list = page.collective_list as Record<string, unknown>[];
    expect(list.map((g) => g.id)).toEqual([soon, open]);
    expect(list.map((g) => g.id)).not.toEqual(expect.arrayContaining([full, expired, cancelled]));
    expect(list[1]).toEqual({
      id: open,
      need: 3,
      nickname: '***ader',
      avatar: '',
      orders_count: 1,
      expires_at: anyText,
    });
    expect(list[0]!.orders_count).toBe(2);
    // Once the platform stops the rule its groups can no longer be joined.
    await db.update(collectives).set({ stopped: 1 }).where(eq(collectives.id, ids.rule!));
    const stopped = await goodsPage(plain);
    expect(stopped.collectives).toBe(false);
    expect(stopped.collective_list).toEqual([]);
    await db.update(collectives).set({ stopped: 0 }).where(eq(collectives.id, ids.rule!));
  });
});

describe('flash-sale sessions: GET /api/seckills', () => {
  let storeId = 0;
  const goodsIds: Record<string, number> = {};

  beforeAll(async () => {
    // Rows are placed in hour slots from now: keep clear of an hour boundary while they are written and read.
    const left = HOUR - (Date.now() % HOUR);
    if (left < 20_000) await sleep(left + 200);
    const hour = Math.floor(Date.now() / HOUR) * HOUR;
    const slot = (n: number, plusMs = 0) => shanghaiTime(hour + n * HOUR + plusMs);
    const { store } = await createSeller(db, 'ps-seller');
    storeId = store.id;
    const make = async (name: string, values: Partial<typeof seckills.$inferInsert>, price = '100.00', listed = 1) => {
      const g = (await createGoods(db, storeId, { goods_price: price, goods_status: listed })).goods.id;
      goodsIds[name] = g;
      await newSeckill(storeId, g, values);
    };
    await make('running', {
      start_time: at(-10 * MINUTE),
      end_time: at(HOUR),
      quota: 100,
      sold: 30,
      discount: '25.00',
    });
    await make('next', { start_time: slot(1, 10 * MINUTE), end_time: slot(2) }, '66.60');
    await make('boundary', { start_time: slot(2), end_time: slot(3) });
    await make('third', { start_time: slot(3, 59 * MINUTE), end_time: slot(5) });
    await make('stopped', { start_time: slot(1, 5 * MINUTE), end_time: slot(2), stopped: 1 });
    await make('unlisted', { start_time: slot(1, 5 * MINUTE), end_time: slot(2) }, '100.00', 0);
    await make('ended', { start_time: at(-2 * HOUR), end_time: at(-MINUTE) });
    await bumpCatalogVersion(t.app.kv);
  });

  const session = async (query: Record<string, unknown>) => {
    const r = await t.call<{ data: { id: number; seckill: Record<string, unknown> }[]; total: number }>(
      'GET',
      '/api/seckills',
      { query: { per_page: 100, ...query } },
    );
    expect(r.code, r.msg).toBe(200);
    const mine = new Set(Object.values(goodsIds));
    return r.data.data.filter((i) => mine.has(i.id));
  };

  it('session 0 lists the sales running now with their sale, as goods cards', async () => {
    const items = await session({ start_time: 0 });
    expect(items.map((i) => i.id)).toEqual([goodsIds.running]);
    expect(items[0]).toMatchObject({ goods_name: anyText, goods_price: '100.00', store_name: anyText });
    expect(items[0]!.seckill).toEqual({
      id: anyNumber,
      sku_id: 0,
      price: '75.00',
      discount: '25.00',
      by_price: false,
      quota: 100,
      sold: 30,
      left: 70,
      per_user: 2,
      start_time: anyText,
      end_time: anyText,
    });
    // Without start_time it is session 0 (qwshop answered nothing).
    expect((await session({})).map((i) => i.id)).toEqual([goodsIds.running]);
  });

  it('session N lists the sales starting in the hour slot N hours ahead, listed goods and live sales only', async () => {
    expect((await session({ start_time: 1 })).map((i) => i.id)).toEqual([goodsIds.next]);
    expect((await session({ start_time: 2 })).map((i) => i.id)).toEqual([goodsIds.boundary]);
    expect((await session({ start_time: 3 })).map((i) => i.id)).toEqual([goodsIds.third]);
    expect(await session({ start_time: 4 })).toEqual([]);
    const next = (await session({ start_time: 1 }))[0]!;
    expect(next.seckill).toMatchObject({ price: '53.28', left: 50 });
  });

  it('pages like the goods list', async () => {
    const r = await t.call<{
      data: unknown[];
      total: number;
      per_page: number;
      current_page: number;
      last_page: number;
    }>('GET', '/api/seckills', { query: { start_time: 0, per_page: 1, page: 1 } });
    expect(r.data).toMatchObject({ per_page: 1, current_page: 1 });
    expect(r.data.data).toHaveLength(1);
    expect(r.data.last_page).toBe(r.data.total);
  });
});

describe('group-buy goods: GET /api/goods?is_collective=1', () => {
  it('lists only goods with a group buy that applies, each with its offer', async () => {
    const { store } = await createSeller(db, 'pg-seller');
    const withRule = (await createGoods(db, store.id, { goods_price: '45.50' })).goods.id;
    const stoppedRule = (await createGoods(db, store.id)).goods.id;
    const none = (await createGoods(db, store.id)).goods.id;
    const rule = await newRule(store.id, withRule, { discount: '12.50', need: 2, hours: 48 });
    await newRule(store.id, stoppedRule, { stopped: 1 });
    await bumpCatalogVersion(t.app.kv);
    const r = await t.call<{ data: { id: number; collective: unknown; need: number }[]; total: number }>(
      'GET',
      '/api/goods',
      { query: { is_collective: 1, params: b64({ store_id: store.id }) } },
    );
    expect(r.code).toBe(200);
    expect(r.data.total).toBe(1);
    expect(r.data.data.map((i) => i.id)).toEqual([withRule]);
    // The card's own price is already the group price: the offer carries the normal price to strike through.
    expect(r.data.data[0]!.collective).toEqual({
      id: rule.id,
      discount: '12.50',
      need: 2,
      hours: 48,
      price: '39.81',
      normal_price: '45.50',
    });
    expect(r.data.data[0]!.need).toBe(2);
    // The plain list of the store still shows every goods, without offers.
    const all = await t.call<{ data: Record<string, unknown>[] }>('GET', '/api/goods', {
      query: { params: b64({ store_id: store.id }) },
    });
    expect(all.data.data.map((i) => i.id).sort()).toEqual([withRule, stoppedRule, none].sort());
    expect(all.data.data.every((i) => !('collective' in i))).toBe(true);
  });
});

describe('claiming a coupon: POST /api/user/coupon/receive', () => {
  let storeId = 0;
  let a: { id: number; token: string };
  let b: { id: number; token: string };

  beforeAll(async () => {
    storeId = (await createSeller(db, 'pc-seller')).store.id;
    a = await shopperToken('pc-a');
    b = await shopperToken('pc-b');
  });

  const claim = (token: string, id: unknown) => t.call('POST', '/api/user/coupon/receive', { token, body: { id } });
  const stockOf = async (id: number) => (await db.select().from(coupons).where(eq(coupons.id, id)))[0]!.stock;
  const logsOf = (couponId: number) =>
    db
      .select()
      .from(couponLogs)
      .where(and(eq(couponLogs.coupon_id, couponId), isNull(couponLogs.deleted_at)));

  it('gives a copy of the coupon, up to per_user per shopper, and every shopper may claim', async () => {
    const c = await newCoupon(storeId, { per_user: 2, stock: 10, name: '店庆券', money: '15.00', use_money: '99.00' });
    expect(await claim(a.token, c.id)).toMatchObject({ code: 200, msg: '操作成功.', data: [] });
    expect(await claim(a.token, c.id)).toMatchObject({ code: 200 });
    expect(await claim(a.token, c.id)).toMatchObject({ code: 500, msg: '优惠劵已经领取过.' });
    // qwshop refused everyone once anyone had claimed: another shopper still can.
    expect(await claim(b.token, c.id)).toMatchObject({ code: 200 });
    expect(await stockOf(c.id)).toBe(7);
    const logs = await logsOf(c.id);
    expect(logs.map((l) => l.user_id).sort()).toEqual([a.id, a.id, b.id].sort());
    expect(logs[0]).toMatchObject({
      name: '店庆券',
      money: '15.00',
      use_money: '99.00',
      store_id: storeId,
      status: 0,
      order_id: 0,
      start_time: c.start_time,
      end_time: c.end_time,
    });
    const en = await t.call('POST', '/api/user/coupon/receive', {
      token: a.token,
      body: { id: c.id },
      headers: { 'accept-language': 'en' },
    });
    expect(en.msg).toBe('You have already claimed as many of this coupon as allowed.');
  });

  it('refuses unknown, stopped, deleted, ended and exhausted coupons and takes nothing', async () => {
    const stopped = await newCoupon(storeId, { stopped: 1 });
    const deleted = await newCoupon(storeId, { deleted_at: at(-MINUTE) });
    const ended = await newCoupon(storeId, { end_time: at(-MINUTE) });
    const empty = await newCoupon(storeId, { stock: 0 });
    for (const id of [999_999_999, '', 'x1', stopped.id, deleted.id])
      expect(await claim(a.token, id), String(id)).toMatchObject({ code: 500, msg: '优惠劵不存在.' });
    expect(await claim(a.token, ended.id)).toMatchObject({ code: 500, msg: '优惠券已过期.' });
    expect(await claim(a.token, empty.id)).toMatchObject({ code: 500, msg: '优惠劵已经领完.' });
    for (const c of [stopped, deleted, ended, empty]) {
      expect(await logsOf(c.id)).toEqual([]);
      expect(await stockOf(c.id)).toBe(c.stock);
    }
  });

  it('lets a copy be claimed before the coupon window opens, and needs a shopper token', async () => {
    const early = await newCoupon(storeId, { start_time: at(HOUR), end_time: at(3 * HOUR) });
    expect((await t.call('POST', '/api/user/coupon/receive', { body: { id: early.id } })).code).toBe(401);
    expect(await claim(b.token, early.id)).toMatchObject({ code: 200 });
  });

  it('shows the copies left on the goods page right after a claim', async () => {
    const g = (await createGoods(db, storeId)).goods.id;
    const c = await newCoupon(storeId, { stock: 3 });
    const before = await goodsPage(g);
    expect((before.coupons as { id: number; stock: number }[]).find((x) => x.id === c.id)?.stock).toBe(3);
    expect(await claim(a.token, c.id)).toMatchObject({ code: 200 });
    const after = await t.call<{ coupons: { id: number; stock: number }[] }>('GET', `/api/goods/${g}`);
    expect(after.data.coupons.find((x) => x.id === c.id)?.stock).toBe(2);
  });

  it('30 shoppers claiming 10 copies at once get exactly 10 copies', async () => {
    const c = await newCoupon(storeId, { stock: 10, per_user: 1 });
    const crowd = await Promise.all(Array.from({ length: 30 }, (_, i) => shopperToken(`pr-${i}`)));
    const answers = await Promise.all(crowd.map((s) => claim(s.token, c.id)));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(10);
    expect([...new Set(answers.filter((r) => r.code !== 200).map((r) => r.msg))]).toEqual(['优惠劵已经领完.']);
    const logs = await logsOf(c.id);
    expect(logs).toHaveLength(10);
    expect(new Set(logs.map((l) => l.user_id)).size).toBe(10);
    expect(await stockOf(c.id)).toBe(0);
  }, 60_000);

  it('10 simultaneous claims of one shopper with per_user 2 give exactly 2 copies', async () => {
    const c = await newCoupon(storeId, { stock: 100, per_user: 2 });
    const s = await shopperToken('pr-single');
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(s.token, c.id)));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(2);
    expect([...new Set(answers.filter((r) => r.code !== 200).map((r) => r.msg))]).toEqual(['优惠劵已经领取过.']);
    expect(await logsOf(c.id)).toHaveLength(2);
    expect(await stockOf(c.id)).toBe(98);
  }, 60_000);
});

describe("the shopper's coupons: GET /api/user/coupons", () => {
  let me: { id: number; token: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { store } = await createSeller(db, 'pl-seller', { store_name: '券店' });
    me = await shopperToken('pl-me');
    const other = await shopperToken('pl-other');
    const live = await newCoupon(store.id, { content: '说明文字' });
    const stopped = await newCoupon(store.id, { stopped: 1 });
    const copy = async (name: string, values: Partial<typeof couponLogs.$inferInsert>, user = me.id, coupon = live) => {
      const [l] = await db
        .insert(couponLogs)
        .values({
          name,
          coupon_id: coupon.id,
          user_id: user,
          store_id: store.id,
          money: '10.00',
          use_money: '100.00',
          start_time: at(-HOUR),
          end_time: at(HOUR),
          ...values,
        })
        .returning();
      ids[name] = l!.id;
    };
    await copy('usable', {});
    await copy('used', { status: 1, order_id: 77 });
    await copy('later', { start_time: at(HOUR), end_time: at(2 * HOUR) });
    await copy('expired', { end_time: at(-MINUTE) });
    await copy('halted', {}, me.id, stopped);
    await copy('gone', { deleted_at: at(-MINUTE) });
    await copy('theirs', {}, other.id);
  });

  const list = async (query: Record<string, unknown> = {}) => {
    const r = await t.call<{ data: Record<string, unknown>[]; total: number }>('GET', '/api/user/coupons', {
      token: me.token,
      query,
    });
    expect(r.code, r.msg).toBe(200);
    return r.data;
  };

  it('lists only the shopper own copies, newest first, with state, store name and description', async () => {
    const all = await list();
    expect(all.total).toBe(5);
    expect(all.data.map((l) => l.id)).toEqual([ids.halted, ids.expired, ids.later, ids.used, ids.usable]);
    expect(all.data.map((l) => l.state)).toEqual([3, 3, 2, 1, 0]);
    expect(all.data[4]).toEqual({
      id: ids.usable,
      coupon_id: anyNumber,
      name: 'usable',
      money: '10.00',
      use_money: '100.00',
      status: 0,
      state: 0,
      order_id: 0,
      start_time: anyText,
      end_time: anyText,
      created_at: anyText,
      store_id: anyNumber,
      store_name: '券店',
      content: '说明文字',
    });
    expect(all.data[3]).toMatchObject({ status: 1, order_id: 77 });
  });

  it('filters by state and pages', async () => {
    const byState = async (state: number) => (await list({ state })).data.map((l) => l.id);
    expect(await byState(0)).toEqual([ids.usable]);
    expect(await byState(1)).toEqual([ids.used]);
    expect(await byState(2)).toEqual([ids.later]);
    expect(await byState(3)).toEqual([ids.halted, ids.expired]);
    const page2 = await list({ per_page: 2, page: 2 });
    expect(page2).toMatchObject({ total: 5, per_page: 2, current_page: 2, last_page: 3 });
    expect(page2.data.map((l) => l.id)).toEqual([ids.later, ids.used]);
    expect((await list({ state: 'x' })).total).toBe(5);
  });

  it('needs a shopper token', async () => {
    expect((await t.call('GET', '/api/user/coupons')).code).toBe(401);
  });
});
