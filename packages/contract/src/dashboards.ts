import { z } from 'zod';

/** `is_type` of the dashboards: the period one point of a plot covers. */
export const DASHBOARD_PERIOD = { day: 0, month: 1, year: 2 } as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIOD)[keyof typeof DASHBOARD_PERIOD];

/**
 * One period of a plot: `time` is YYYY-MM-DD, YYYY-MM or YYYY; every period of the range is present, 0 when empty,
 * and null when it has not begun yet (after today: nothing to draw, where 0 would read as a fall to nothing).
 */
export const plotPointSchema = z.object({ time: z.string(), num: z.number().nullable() });
export type PlotPoint = z.infer<typeof plotPointSchema>;

/** A ranking row: a store or goods and its figure as money text ('12.50') or a quantity ('3'); null = no sales. */
export const rankItemSchema = z.object({
  id: z.number().int(),
  store_name: z.string().optional(),
  goods_name: z.string().optional(),
  orders_count: z.string().nullable(),
});
export type RankItem = z.infer<typeof rankItemSchema>;

/** `GET /api/{Admin,Seller}/dashboard/all`: the overview (Seller: of the caller's store). */
export const dashboardOverviewSchema = z.object({
  total_price: z.string(),
  today_price: z.string(),
  yesterday_price: z.string(),
  week_price: z.string(),
  last_week_price: z.string(),
  month_price: z.string(),
  last_month_price: z.string(),
  order_wait: z.number().int(),
  order_send: z.number().int(),
  order_complete: z.number().int(),
  order_refund: z.number().int(),
  day_rate: z.number(),
  week_rate: z.number(),
  month_rate: z.number(),
  order_plot: z.array(plotPointSchema),
  /** Admin: new users per day; Seller: paid orders per day; both over the last 12 days. */
  user_plot: z.array(plotPointSchema),
  /** Admin: top 6 open, approved stores by sales; Seller: top 6 goods of the store by sales. */
  list: z.array(rankItemSchema),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/** `GET /api/{Admin,Seller}/dashboard/order`: sales per period and two top-10 rankings over the range. */
export const dashboardSalesSchema = z.object({
  plot: z.array(plotPointSchema),
  /** Admin: stores by sales; Seller: goods by quantity sold. */
  store: z.array(rankItemSchema),
  /** Goods by sales. */
  goods: z.array(rankItemSchema),
});
export type DashboardSales = z.infer<typeof dashboardSalesSchema>;

/** `GET /api/Admin/dashboard/{user,store,pay}`: a plot and one page of the rows created in the range. */
export const dashboardListSchema = z.object({
  plot: z.array(plotPointSchema),
  list: z.looseObject({ data: z.array(z.record(z.string(), z.unknown())), total: z.number().int() }),
});
export interface DashboardList<T> {
  plot: PlotPoint[];
  list: { data: T[]; total: number; per_page: number; current_page: number; last_page: number };
}
