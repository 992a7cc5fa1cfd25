import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardOverview, DashboardSales, PlotPoint, RankItem } from '@shop/contract/dashboards';
import {
  expectedFigures,
  expectedGoodsRanking,
  expectedPlot,
  expectedSalesPlot,
  goodsAt,
  mondayOf,
  monthStart,
  placeOrder,
  shift,
  today,
  type FixtureGoods,
  type Placed,
} from './dashboard-fixtures.ts';
import { testApp } from './helper.ts';
import { createSeller, createShopper } from './order-fixtures.ts';
import { sellerStaff } from './seller-staff-fixtures.ts';

// The demo shop's own orders stay in place: a store's dashboard must show only the store's rows among them.
const t = await testApp();
const db = t.database.db;
const shops: Array<{ token: string; storeId: number; ownerId: number; orders: Placed[]; goods: FixtureGoods[] }> = [];

const nums = (plot: PlotPoint[]) => plot.map((p) => [p.time, p.num]);
const ranking = (items: RankItem[]) => items.map((r) => [r.id, r.orders_count]);
const get = <T>(token: string, path: string, query: object = {}) =>
  t.call<T>('GET', `/api/Seller/dashboard/${path}`, { token, query });

beforeAll(async () => {
  const buyer = await createShopper(db, 'sdash_buyer');
  for (const [name, prices] of [
    ['sdash_a', ['19.90', '5.00', '2.50']],
    ['sdash_b', ['8.00', '120.00']],
  ] as const) {
    const { user, store } = await createSeller(db, name);
    const goods = [];
    for (const [i, price] of prices.entries()) goods.push(await goodsAt(db, store.id, price, `${name}-${i}`));
    const [g0, g1, g2] = [goods[0]!, goods[1]!, goods[2] ?? goods[0]!];
    const monday = mondayOf(today);
    const orders: Placed[] = [];
    for (const spec of [
      { lines: [[g0, 2]], status: 2, created: `${today} 08:00:00` },
      {
        lines: [
          [g1, 3],
          [g2, 1],
        ],
        status: 6,
        created: `${shift(today, -1)} 12:00:00`,
      },
      { lines: [[g2, 10]], status: 3, created: `${monday} 00:00:00` },
      { lines: [[g0, 1]], status: 4, created: `${shift(monday, -2)} 23:59:59` },
      { lines: [[g1, 4]], status: 5, created: `${shift(today, -11)} 09:00:00` },
      { lines: [[g0, 7]], status: 6, refund: 2, created: `${today} 09:00:00` },
      { lines: [[g1, 9]], status: 1, created: `${today} 10:00:00` },
      { lines: [[g0, 5]], status: 0, created: `${shift(today, -3)} 10:00:00` },
      { lines: [[g2, 6]], status: 2, created: `${shift(today, -12)} 10:00:00` },
      { lines: [[g1, 2]], status: 2, created: '2024-02-29 10:00:00' },
      { lines: [[g0, 3]], status: 6, created: '2024-03-01 00:00:00' },
      { lines: [[g2, 1]], status: 2, created: '2023-12-31 23:59:59', deleted: true },
    ] satisfies Array<Parameters<typeof placeOrder>[2]>)
      orders.push(await placeOrder(db, buyer.id, spec));
    shops.push({ token: await t.login('seller', name), storeId: store.id, ownerId: user.id, orders, goods });
  }
});

describe('GET /api/Seller/dashboard/all', () => {
  it("shows only the store's figures, paid orders per day, sales plot and top goods", async () => {
    for (const shop of shops) {
      const r = await get<DashboardOverview>(shop.token, 'all');
      expect(r.code).toBe(200);
      const { order_plot, user_plot, list, ...figures } = r.data;
      expect(figures).toEqual(expectedFigures(shop.orders));
      const monday = mondayOf(today);
      expect(nums(order_plot)).toEqual(nums(expectedSalesPlot(shop.orders, monday, shift(monday, 6), 'day')));
      const paidLive = shop.orders.filter((o) => o.status > 1 && !o.deleted);
      expect(nums(user_plot)).toEqual(
        nums(
          expectedPlot(
            paidLive,
            (o) => o.created,
            () => 1,
            shift(today, -11),
            today,
            'day',
          ),
        ),
      );
      expect(ranking(list)).toEqual(expectedGoodsRanking(shop.orders, 'sales', 6));
      expect(list.every((g) => shop.goods.some((x) => x.id === g.id && x.name === g.goods_name))).toBe(true);
    }
  });

  it('plots the exact range by month and year, empty periods zero-filled', async () => {
    const shop = shops[0]!;
    for (const [start, end, unit, isType] of [
      ['2023-11-15', '2024-04-30', 'month', 1],
      ['2022-01-01', '2024-12-31', 'year', 2],
      ['2024-02-28', '2024-03-02', 'day', 0],
    ] as const) {
      const r = await get<DashboardOverview>(shop.token, 'all', { created_at: [start, end], is_type: isType });
      expect(nums(r.data.order_plot)).toEqual(nums(expectedSalesPlot(shop.orders, start, end, unit)));
    }
  });
});

describe('GET /api/Seller/dashboard/order', () => {
  it("plots the store's sales and ranks its goods by quantity and by sales over the range", async () => {
    for (const shop of shops) {
      for (const [start, end, unit, isType] of [
        ['2024-01-01', '2024-12-31', 'month', 1],
        [shift(today, -12), today, 'day', 0],
      ] as const) {
        const r = await get<DashboardSales>(shop.token, 'order', { created_at: [start, end], is_type: isType });
        expect(r.code).toBe(200);
        expect(nums(r.data.plot)).toEqual(nums(expectedSalesPlot(shop.orders, start, end, unit)));
        expect(ranking(r.data.store)).toEqual(expectedGoodsRanking(shop.orders, 'quantity', 10, { start, end }));
        expect(ranking(r.data.goods)).toEqual(expectedGoodsRanking(shop.orders, 'sales', 10, { start, end }));
      }
    }
  });
});

describe('periods that have not begun', () => {
  it('are null on both Seller dashboards, today and the periods before it figures', async () => {
    const shop = shops[0]!;
    const ranges = [
      { created_at: [shift(today, -2), shift(today, 3)], is_type: 0, unit: 'day', drawn: 3 },
      { created_at: [monthStart(today, -1), shift(monthStart(today, 3), -1)], is_type: 1, unit: 'month', drawn: 2 },
    ] as const;
    for (const { unit, drawn, ...query } of ranges) {
      const want = expectedSalesPlot(shop.orders, query.created_at[0], query.created_at[1], unit);
      expect(want.slice(drawn).every((p) => p.num === null) && want.slice(0, drawn).every((p) => p.num !== null)).toBe(
        true,
      );
      const all = await get<DashboardOverview>(shop.token, 'all', query);
      const order = await get<DashboardSales>(shop.token, 'order', query);
      expect(nums(all.data.order_plot)).toEqual(nums(want));
      expect(nums(order.data.plot)).toEqual(nums(want));
    }
  });
});

describe('isolation, staff and input', () => {
  it("never serves one store's cached answer to another, for the same input at the same moment", async () => {
    const query = { created_at: ['2024-02-01', '2024-03-31'], is_type: 0 };
    const [a, b] = await Promise.all(shops.map((s) => get<DashboardSales>(s.token, 'order', query)));
    const again = await Promise.all(shops.map((s) => get<DashboardSales>(s.token, 'order', query)));
    expect(a!.data).not.toEqual(b!.data);
    expect(again[0]!.data).toEqual(a!.data);
    expect(again[1]!.data).toEqual(b!.data);
    expect(nums(b!.data.plot)).toEqual(nums(expectedSalesPlot(shops[1]!.orders, '2024-02-01', '2024-03-31', 'day')));
  });

  it('opens the overview to staff holding the dashboard menu, the analysis to those holding its menu', async () => {
    const owner = shops[0]!;
    const overviewOnly = await sellerStaff(t, { ownerId: owner.ownerId, menus: ['/Seller/dashboard'] });
    const none = await sellerStaff(t, { ownerId: owner.ownerId, menus: ['/Seller/goods'] });
    const analysis = await sellerStaff(t, { ownerId: owner.ownerId, menus: ['/Seller/dashboard/order'] });
    const mine = await get<DashboardOverview>(overviewOnly.token, 'all');
    expect(mine.code).toBe(200);
    expect(mine.data.total_price).toBe(expectedFigures(owner.orders).total_price);
    expect((await get(overviewOnly.token, 'order')).code).toBe(403);
    expect((await get(none.token, 'all')).code).toBe(403);
    expect((await get(analysis.token, 'order')).code).toBe(200);
  });

  it('refuses a bad granularity or range (422) and tokens of other areas', async () => {
    const token = shops[0]!.token;
    for (const query of [
      { is_type: -1 },
      { created_at: ['2024-04-31', '2024-05-01'] },
      { created_at: ['2024-05-02', '2024-05-01'] },
      { created_at: '2024-05-01' },
    ]) {
      expect((await get(token, 'all', query)).code).toBe(422);
      expect((await get(token, 'order', query)).code).toBe(422);
    }
    const admin = await t.login('admin', 'admin');
    expect((await get(admin, 'all')).code).toBe(401);
    expect((await t.call('GET', '/api/Admin/dashboard/all', { token })).code).toBe(401);
  });
});
