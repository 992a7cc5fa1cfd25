import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardOverview, DashboardSales, PlotPoint, RankItem } from '@shop/contract/dashboards';
import { orderPays } from '../src/db/schema/index.ts';
import {
  expectedFigures,
  expectedGoodsRanking,
  expectedPlot,
  expectedSalesPlot,
  expectedStoreRanking,
  goodsAt,
  labels,
  mondayOf,
  monthStart,
  placeOrder,
  shift,
  storeSales,
  today,
  type FixtureGoods,
  type Placed,
} from './dashboard-fixtures.ts';
import { testApp } from './helper.ts';
import { createSeller, createShopper } from './order-fixtures.ts';
import { createStore, createUser } from './stores-fixtures.ts';

// No demo data: every order, user, store and payment the dashboards see is one this file wrote.
const t = await testApp({ demo: false });
const db = t.database.db;
let admin = '';
const placed: Placed[] = [];
const createdUsers: Array<{ created_at: string | null; deleted: boolean }> = [];
let stores: Record<'a' | 'b' | 'closed' | 'pending' | 'idle', { id: number; store_name: string }>;
let buyerId = 0;
const goods: Record<string, FixtureGoods> = {};

interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
}

const get = <T>(path: string, query: object = {}) =>
  t.call<T>('GET', `/api/Admin/dashboard/${path}`, { token: admin, query });
const nums = (plot: PlotPoint[]) => plot.map((p) => [p.time, p.num]);
const ranking = (items: RankItem[]) => items.map((r) => [r.id, r.orders_count]);

beforeAll(async () => {
  admin = await t.login('admin', 'admin');
  const a = await createSeller(db, 'dash_a');
  const b = await createSeller(db, 'dash_b');
  const c = await createSeller(db, 'dash_c', { store_status: 0 });
  const d = await createSeller(db, 'dash_d', { store_verify: 2 });
  const e = await createSeller(db, 'dash_e');
  stores = { a: a.store, b: b.store, closed: c.store, pending: d.store, idle: e.store };
  for (const s of [a, b, c, d, e]) createdUsers.push({ created_at: s.user.created_at, deleted: false });
  const buyer = await createShopper(db, 'dash_buyer');
  createdUsers.push({ created_at: buyer.created_at, deleted: false });
  goods.a1 = await goodsAt(db, a.store.id, '25.00', '甲一');
  goods.a2 = await goodsAt(db, a.store.id, '10.10', '甲二');
  goods.b1 = await goodsAt(db, b.store.id, '7.77', '乙一');
  goods.c1 = await goodsAt(db, c.store.id, '5.00', '丙一');
  goods.d1 = await goodsAt(db, d.store.id, '3.33', '丁一');

  const monday = mondayOf(today);
  const at = (day: string, time = '10:00:00') => `${day} ${time}`;
  const specs: Parameters<typeof placeOrder>[2][] = [
    // Around today: the money figures by payment time.
    { lines: [[goods.a1, 4]], status: 2, created: at(today, '00:00:00'), paid: at(today, '00:00:01') },
    {
      lines: [[goods.a2, 5]],
      status: 6,
      created: at(shift(today, -1), '23:00:00'),
      paid: at(shift(today, -1), '23:59:59'),
    },
    { lines: [[goods.b1, 3]], status: 3, created: at(monday), paid: at(monday) },
    { lines: [[goods.b1, 2]], status: 4, created: at(shift(monday, -3)), paid: at(shift(monday, -3)) },
    {
      lines: [[goods.a1, 1]],
      status: 5,
      created: at(monthStart(today), '00:00:00'),
      paid: at(monthStart(today), '00:00:00'),
    },
    { lines: [[goods.a2, 6]], status: 4, created: at(shift(monthStart(today), -1), '23:59:59') },
    { lines: [[goods.b1, 9]], status: 6, refund: 2, created: at(today), paid: at(today) },
    { lines: [[goods.a1, 20]], status: 1, created: at(today) },
    { lines: [[goods.a1, 2]], status: 1, created: at(shift(today, -2)) },
    { lines: [[goods.b1, 4]], status: 0, created: at(today) },
    { lines: [[goods.a1, 40]], status: 2, created: at(today), deleted: true },
    { lines: [[goods.c1, 1]], status: 2, created: at(shift(today, -2)) },
    { lines: [[goods.d1, 2]], status: 6, created: at(shift(today, -8)) },
    {
      lines: [
        [goods.a1, 1],
        [goods.a2, 1],
      ],
      status: 5,
      created: at(shift(today, -40)),
    },
    // 2024 (a leap year) and 2022: the plots, their edges and empty periods.
    { lines: [[goods.a1, 3]], status: 2, created: '2024-01-14 23:59:59' },
    { lines: [[goods.a2, 2]], status: 2, created: '2024-01-15 00:00:00' },
    { lines: [[goods.b1, 1]], status: 3, created: '2024-02-28 12:00:00' },
    { lines: [[goods.a1, 7]], status: 1, created: '2024-02-28 13:00:00' },
    { lines: [[goods.a2, 1]], status: 6, created: '2024-02-29 00:00:00' },
    { lines: [[goods.b1, 5]], status: 6, created: '2024-03-01 23:59:59' },
    { lines: [[goods.a1, 1]], status: 6, refund: 2, created: '2024-03-31 23:59:59' },
    { lines: [[goods.c1, 2]], status: 4, created: '2024-04-01 00:00:00' },
    { lines: [[goods.a2, 3]], status: 2, created: '2024-04-10 23:59:59', deleted: true },
    { lines: [[goods.b1, 8]], status: 4, created: '2022-06-01 08:00:00' },
  ];
  buyerId = buyer.id;
  for (const spec of specs) placed.push(await placeOrder(db, buyerId, spec));

  // Users: inside the last 12 days and just outside, one deleted.
  for (const [name, day, deleted] of [
    ['dash_u1', shift(today, -11), false],
    ['dash_u2', shift(today, -12), false],
    ['dash_u3', shift(today, -3), false],
    ['dash_u4', shift(today, -3), true],
    ['dash_u5', '2024-02-29', false],
  ] as const) {
    const u = await createUser(db, name, {
      created_at: `${day} 09:30:00`,
      deleted_at: deleted ? `${day} 10:00:00` : null,
    });
    createdUsers.push({ created_at: u.created_at, deleted });
  }
});

describe('GET /api/Admin/dashboard/all', () => {
  it('sums the sales, rates and counters from the orders, and ranks the open, approved stores', async () => {
    const r = await get<DashboardOverview>('all');
    expect(r.code).toBe(200);
    const { order_plot, user_plot, list, ...figures } = r.data;
    expect(figures).toEqual(expectedFigures(placed));
    const monday = mondayOf(today);
    expect(nums(order_plot)).toEqual(nums(expectedSalesPlot(placed, monday, shift(monday, 6), 'day')));
    const liveUsers = createdUsers.filter((u) => !u.deleted);
    expect(nums(user_plot)).toEqual(
      nums(
        expectedPlot(
          liveUsers,
          (u) => u.created_at ?? '',
          () => 1,
          shift(today, -11),
          today,
          'day',
        ),
      ),
    );
    expect(user_plot).toHaveLength(12);
    // Closed and unapproved stores are not ranked, even with sales; a store without sales comes last with null.
    const open = [stores.a, stores.b, stores.idle].map((s) => [s.id, storeSales(placed, s.id)] as const);
    const expected = [...open].sort((x, y) => Number(y[1] ?? -1) - Number(x[1] ?? -1) || x[0] - y[0]);
    expect(ranking(list)).toEqual(expected.map(([id, v]) => [id, v]));
    expect(list.map((s) => s.store_name)).toContain(stores.a.store_name);
    expect(ranking(list).at(-1)).toEqual([stores.idle.id, null]);
  });

  it('plots by day, month and year over the exact range, both ends included, empty periods zero-filled', async () => {
    const cases = [
      ['2024-02-27', '2024-03-02', 'day', 0],
      ['2024-01-15', '2024-06-10', 'month', 1],
      ['2021-03-01', '2024-03-31', 'year', 2],
    ] as const;
    for (const [start, end, unit, isType] of cases) {
      const r = await get<DashboardOverview>('all', { created_at: [start, end], is_type: isType });
      expect(r.code).toBe(200);
      const want = expectedSalesPlot(placed, start, end, unit);
      expect(nums(r.data.order_plot)).toEqual(nums(want));
      expect(r.data.order_plot.map((p) => p.time)).toEqual(labels(start, end, unit));
      expect(want.some((p) => p.num === 0) && want.some((p) => (p.num ?? 0) > 0)).toBe(true);
    }
  });

  it('defaults to this week by day, this year by month and the last five years by year', async () => {
    const monday = mondayOf(today);
    const year = Number(today.slice(0, 4));
    const week = await get<DashboardOverview>('all', { is_type: 0 });
    expect(week.data.order_plot.map((p) => p.time)).toEqual(labels(monday, shift(monday, 6), 'day'));
    const months = await get<DashboardOverview>('all', { is_type: 1, created_at: ['', ''] });
    expect(nums(months.data.order_plot)).toEqual(
      nums(expectedSalesPlot(placed, `${year}-01-01`, `${year}-12-31`, 'month')),
    );
    const years = await get<DashboardOverview>('all', { is_type: 2 });
    expect(nums(years.data.order_plot)).toEqual(
      nums(expectedSalesPlot(placed, `${year - 4}-01-01`, `${year}-12-31`, 'year')),
    );
  });
});

describe('GET /api/Admin/dashboard/order', () => {
  it('plots sales and ranks the stores and goods of the range', async () => {
    for (const [start, end, unit, isType] of [
      ['2024-01-01', '2024-12-31', 'month', 1],
      ['2024-02-28', '2024-03-01', 'day', 0],
      ['2020-01-01', '2024-12-31', 'year', 2],
    ] as const) {
      const r = await get<DashboardSales>('order', { created_at: [start, end], is_type: isType });
      expect(r.code).toBe(200);
      expect(nums(r.data.plot)).toEqual(nums(expectedSalesPlot(placed, start, end, unit)));
      expect(ranking(r.data.store)).toEqual(expectedStoreRanking(placed, start, end, 10));
      expect(ranking(r.data.goods)).toEqual(expectedGoodsRanking(placed, 'sales', 10, { start, end }));
    }
    const r = await get<DashboardSales>('order', { created_at: ['2024-01-01', '2024-12-31'], is_type: 1 });
    expect(r.data.store.find((s) => s.id === stores.a.id)?.store_name).toBe(stores.a.store_name);
    expect(r.data.goods.find((g) => g.id === goods.a1!.id)?.goods_name).toBe('甲一');
  });
});

describe('GET /api/Admin/dashboard/user', () => {
  it('plots new users per period and lists those of the range, newest first, with the nickname prefix', async () => {
    const start = shift(today, -12);
    const r = await get<{ plot: PlotPoint[]; list: Page<{ id: number; nickname: string; password?: string }> }>(
      'user',
      { created_at: [start, today], is_type: 0, per_page: 3 },
    );
    expect(r.code).toBe(200);
    const live = createdUsers.filter((u) => !u.deleted);
    expect(nums(r.data.plot)).toEqual(
      nums(
        expectedPlot(
          live,
          (u) => u.created_at ?? '',
          () => 1,
          start,
          today,
          'day',
        ),
      ),
    );
    const inRange = live.filter((u) => (u.created_at ?? '').slice(0, 10) >= start);
    expect(r.data.list).toMatchObject({ total: inRange.length, per_page: 3, current_page: 1 });
    expect(r.data.list.data).toHaveLength(3);
    expect(r.data.list.data[0]).not.toHaveProperty('password');
    const byName = await get<{ list: Page<{ nickname: string }> }>('user', {
      created_at: [start, today],
      nickname: 'dash_u|likeRight',
    });
    expect(byName.data.list.data.map((u) => u.nickname)).toEqual(['dash_u3', 'dash_u1', 'dash_u2']);
    const month = await get<{ plot: PlotPoint[] }>('user', { created_at: ['2024-01-01', '2024-03-31'], is_type: 1 });
    expect(nums(month.data.plot)).toEqual([
      ['2024-01', 0],
      ['2024-02', 1],
      ['2024-03', 0],
    ]);
  });
});

describe('GET /api/Admin/dashboard/store', () => {
  it('plots new stores and lists the stores of the range with the name prefix', async () => {
    const old = await createStore(db, (await createUser(db, 'dash_old')).id, {
      store_name: '旧店',
      created_at: '2023-05-05 05:05:05',
    });
    const r = await get<{ plot: PlotPoint[]; list: Page<{ id: number; store_name: string }> }>('store', {
      created_at: ['2023-01-01', '2023-12-31'],
      is_type: 1,
    });
    expect(r.code).toBe(200);
    expect(r.data.plot.find((p) => p.time === '2023-05')?.num).toBe(1);
    expect(r.data.plot.filter((p) => (p.num ?? 0) > 0)).toHaveLength(1);
    expect(r.data.list.data.map((s) => s.id)).toEqual([old.id]);
    const named = await get<{ list: Page<{ store_name: string }> }>('store', {
      created_at: [shift(today, -1), today],
      store_name: 'dash_a|likeRight',
    });
    expect(named.data.list.data.map((s) => s.store_name)).toEqual([stores.a.store_name]);
  });
});

describe('GET /api/Admin/dashboard/pay', () => {
  it('plots Σ payments per period and lists the payments of the range with their filters', async () => {
    const rows = [
      {
        pay_no: 'DASHP1',
        trade_no: 'T-1',
        payment_name: 'alipay',
        total: '12.30',
        pay_status: 1,
        created_at: '2024-05-01 00:00:00',
      },
      {
        pay_no: 'DASHP2',
        trade_no: 'T-2',
        payment_name: 'wechat',
        total: '7.70',
        pay_status: 0,
        created_at: '2024-05-01 23:59:59',
      },
      {
        pay_no: 'DASHP3',
        trade_no: 'T-3',
        payment_name: 'balance',
        total: '1.00',
        pay_status: 1,
        created_at: '2024-05-03 08:00:00',
      },
      {
        pay_no: 'OTHER4',
        trade_no: 'T-4',
        payment_name: 'alipay',
        total: '100.00',
        pay_status: 1,
        created_at: '2024-05-04 00:00:00',
      },
    ];
    await db.insert(orderPays).values(rows.map((p) => ({ ...p, name: p.pay_no, belong_id: 1 })));
    const start = '2024-04-30';
    const end = '2024-05-03';
    const r = await get<{ plot: PlotPoint[]; list: Page<{ pay_no: string }> }>('pay', { created_at: [start, end] });
    expect(r.code).toBe(200);
    const want = expectedPlot(
      rows,
      (p) => p.created_at,
      (p) => Math.round(Number(p.total) * 100),
      start,
      end,
      'day',
    );
    expect(nums(r.data.plot)).toEqual(
      nums(want.map((p) => ({ time: p.time, num: p.num === null ? null : p.num / 100 }))),
    );
    expect(r.data.list.data.map((p) => p.pay_no)).toEqual(['DASHP3', 'DASHP2', 'DASHP1']);
    const filtered = await get<{ list: Page<{ pay_no: string }> }>('pay', {
      created_at: [start, '2024-05-31'],
      pay_no: 'DASH|likeRight',
      payment_name: 'alipay|=',
      pay_status: '1|=',
    });
    expect(filtered.data.list.data.map((p) => p.pay_no)).toEqual(['DASHP1']);
  });
});

describe('periods that have not begun', () => {
  const plotOf = (route: string, data: Record<string, unknown>) =>
    (route === 'all' ? data.order_plot : data.plot) as PlotPoint[];
  const year = Number(today.slice(0, 4));
  // Each range runs past today: its periods up to today's are figures, the later ones null (not drawn).
  const ranges = [
    { created_at: [shift(today, -2), shift(today, 3)], is_type: 0, drawn: 3, after: 3 },
    { created_at: [monthStart(today, -1), shift(monthStart(today, 3), -1)], is_type: 1, drawn: 2, after: 2 },
    { created_at: [`${year - 1}-01-01`, `${year + 1}-12-31`], is_type: 2, drawn: 2, after: 1 },
  ];

  it('are null on every Admin dashboard, today and the periods before it figures', async () => {
    for (const route of ['all', 'order', 'user', 'store', 'pay']) {
      for (const { drawn, after, ...query } of ranges) {
        const r = await get<Record<string, unknown>>(route, query);
        expect(r.code).toBe(200);
        const plot = plotOf(route, r.data);
        const where = `${route} ${JSON.stringify(query)}`;
        expect(
          plot.map((p) => typeof p.num),
          where,
        ).toEqual([...Array<string>(drawn).fill('number'), ...Array<string>(after).fill('object')]);
        expect(
          plot.slice(drawn).map((p) => p.num),
          where,
        ).toEqual(Array<null>(after).fill(null));
      }
    }
    const week = await get<DashboardOverview>('all', { created_at: [shift(today, -2), shift(today, 3)] });
    // Today's own sales are drawn: the orders placed today count.
    expect(week.data.order_plot[2]).toEqual(expectedSalesPlot(placed, today, today, 'day')[0]);
    expect(week.data.order_plot[2]?.num).toBeGreaterThan(0);
    expect(week.data.user_plot.every((p) => typeof p.num === 'number')).toBe(true);
  });
});

describe('bad input', () => {
  it('refuses a granularity other than 0, 1, 2 and a malformed, reversed or too long range (422)', async () => {
    for (const query of [
      { is_type: 3 },
      { is_type: 'month' },
      { created_at: ['2024-02-30', '2024-03-01'] },
      { created_at: ['2024-03-02', '2024-03-01'] },
      { created_at: ['2024-03-01'] },
      { created_at: ['2024-03-01', '2024-03-02', '2024-03-03'] },
      { created_at: ['yesterday', 'today'] },
      { created_at: ['2000-01-01', '2024-12-31'], is_type: 0 },
    ]) {
      const r = await get('all', query);
      expect({ query, code: r.code, status: r.status }).toEqual({ query, code: 422, status: 200 });
    }
    expect((await get('pay', { pay_status: '7' })).code).toBe(422);
    // Twenty years by month still fits.
    expect((await get('order', { created_at: ['2005-01-01', '2024-12-31'], is_type: 1 })).code).toBe(200);
  });

  it('answers only administrators', async () => {
    expect((await t.call('GET', '/api/Admin/dashboard/all')).code).toBe(401);
    const seller = await t.login('seller', 'dash_a');
    expect((await t.call('GET', '/api/Admin/dashboard/all', { token: seller })).code).toBe(401);
  });
});

describe('cache', () => {
  it('serves an answer again for a few seconds, keyed by its input', async () => {
    const query = { created_at: ['2019-01-01', '2019-12-31'], is_type: 1 };
    const before = await get<DashboardOverview>('all', query);
    await placeOrder(db, buyerId, {
      lines: [[goods.a1!, 1]],
      status: 2,
      created: '2019-07-07 07:07:07',
    });
    expect((await get<DashboardOverview>('all', query)).data).toEqual(before.data);
    const other = await get<DashboardOverview>('all', { ...query, created_at: ['2019-01-01', '2019-12-30'] });
    expect(other.data.order_plot.find((p) => p.time === '2019-07')?.num).toBe(25);
  });
});
