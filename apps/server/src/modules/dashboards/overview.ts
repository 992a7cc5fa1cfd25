import { isNull, sql } from 'drizzle-orm';
import type { DashboardOverview, DashboardSales } from '@shop/contract/dashboards';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { fromCents } from '../catalog/money.ts';
import { lastDays, type PeriodRange } from './periods.ts';
import {
  addFigures,
  figuresOf,
  recentSalesByStore,
  paidCountPlot,
  plotOf,
  salesPlot,
  topGoods,
  topOpenStores,
  topStoresInRange,
  type OrderFigures,
  type StoreTotals,
} from './queries.ts';

/** The overview's second chart covers the last 12 days, today included. */
const TREND_DAYS = 12;

/**
 * Change from `previous` to `current` in percent, rounded to 2 decimals; 0 when there was nothing before. qwshop
 * computed month_rate differently (100, or this/last × 100 only when this month was lower); every rate here is
 * the same change.
 */
export function rate(current: number, previous: number): number {
  if (previous === 0) return 0;
  return Math.round(((current - previous) * 10000) / previous) / 100;
}

/** The keys every overview shares: money as '12.50', counters, rates. */
function figuresAnswer(f: OrderFigures) {
  return {
    total_price: fromCents(f.total),
    today_price: fromCents(f.today),
    yesterday_price: fromCents(f.yesterday),
    week_price: fromCents(f.week),
    last_week_price: fromCents(f.lastWeek),
    month_price: fromCents(f.month),
    last_month_price: fromCents(f.lastMonth),
    order_wait: f.wait,
    order_send: f.send,
    order_complete: f.complete,
    order_refund: f.refund,
    day_rate: rate(f.today, f.yesterday),
    week_rate: rate(f.week, f.lastWeek),
    month_rate: rate(f.month, f.lastMonth),
  };
}

/**
 * `GET /api/Admin/dashboard/all`: the platform's figures, its sales plot, new users, and the top stores; `totals`
 * are every store's all-time figures (`totalsByStore`, cached apart).
 */
export async function adminOverview(
  db: Db,
  range: PeriodRange,
  today: string,
  totals: StoreTotals,
): Promise<DashboardOverview> {
  const byStore = figuresOf(totals, await recentSalesByStore(db, today));
  const [order_plot, user_plot, list] = await Promise.all([
    salesPlot(db, range),
    plotOf(db, lastDays(TREND_DAYS, today), users, users.created_at, sql`count(*)`, isNull(users.deleted_at)),
    topOpenStores(db, byStore, 6),
  ]);
  return { ...figuresAnswer(addFigures(byStore.values())), order_plot, user_plot, list };
}

/** `GET /api/Seller/dashboard/all`: the store's figures, its sales plot, its paid orders per day, its top goods. */
export async function sellerOverview(
  db: Db,
  storeId: number,
  range: PeriodRange,
  today: string,
  totals: StoreTotals,
): Promise<DashboardOverview> {
  const byStore = figuresOf(totals, await recentSalesByStore(db, today, storeId));
  const [order_plot, user_plot, list] = await Promise.all([
    salesPlot(db, range, storeId),
    paidCountPlot(db, lastDays(TREND_DAYS, today), storeId),
    topGoods(db, { by: 'sales', limit: 6, storeId }),
  ]);
  return { ...figuresAnswer(addFigures(byStore.values())), order_plot, user_plot, list };
}

/** `GET /api/Admin/dashboard/order`: sales per period, the top 10 stores and goods by sales in the range. */
export async function adminSales(db: Db, range: PeriodRange): Promise<DashboardSales> {
  const [plot, store, goods] = await Promise.all([
    salesPlot(db, range),
    topStoresInRange(db, range, 10),
    topGoods(db, { by: 'sales', limit: 10, range }),
  ]);
  return { plot, store, goods };
}

/** `GET /api/Seller/dashboard/order`: the store's sales per period, its top 10 goods by quantity and by sales. */
export async function sellerSales(db: Db, storeId: number, range: PeriodRange): Promise<DashboardSales> {
  const [plot, store, goods] = await Promise.all([
    salesPlot(db, range, storeId),
    topGoods(db, { by: 'quantity', limit: 10, storeId, range }),
    topGoods(db, { by: 'sales', limit: 10, storeId, range }),
  ]);
  return { plot, store, goods };
}
