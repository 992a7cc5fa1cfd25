import { and, desc, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ORDER_REFUND_STATUS, ORDER_STATUS } from '@shop/contract/orders';
import type { PlotPoint, RankItem } from '@shop/contract/dashboards';
import { STORE_VERIFY } from '@shop/contract/stores';
import type { Db } from '../../db/client.ts';
import { goods, orderGoods, orders, stores } from '../../db/schema/index.ts';
import { fromCents, toCents } from '../catalog/money.ts';
import { LABEL_FORMAT, addDays, addMonths, mondayOf, plotPoints, type PeriodRange } from './periods.ts';

/**
 * The dashboards' aggregate queries. Each figure is one grouped SQL statement over an indexed time range (or, for
 * the all-time overview, one pass over the orders grouped by store), never a query per period or per chart.
 */

/** Rows whose `column` falls in the range's days (both ends included). */
export function inRange(column: PgColumn, range: Pick<PeriodRange, 'from' | 'until'>): SQL | undefined {
  return and(gte(column, `${range.from} 00:00:00`), lt(column, `${range.until} 00:00:00`));
}

/** Live orders that were paid (status above "awaiting payment"), of one store when given. */
export function paidOrders(storeId?: number): SQL | undefined {
  return and(
    isNull(orders.deleted_at),
    gt(orders.order_status, ORDER_STATUS.waitPay),
    storeId === undefined ? undefined : eq(orders.store_id, storeId),
  );
}

/**
 * One figure per period of the range: `value` (a sum or a count) of the rows of `table` matching `where`, grouped
 * by the period label of `created`, then completed in code (`plotPoints`: 0 for the periods without rows, null for
 * those after today).
 */
export async function plotOf(
  db: Db,
  range: PeriodRange,
  table: PgTable,
  created: PgColumn,
  value: SQL,
  where: SQL | undefined,
): Promise<PlotPoint[]> {
  // The format is a constant of ours, inlined so that the select and the group by are the same expression to SQL.
  const label = sql<string>`to_char(${created}, ${sql.raw(`'${LABEL_FORMAT[range.unit]}'`)})`;
  const rows = await db
    .select({ time: label, num: sql<string>`${value}` })
    .from(table)
    .where(and(where, inRange(created, range)))
    .groupBy(label);
  return plotPoints(
    range,
    rows.map((r) => ({ time: r.time, num: Number(r.num) })),
  );
}

/** Σ orders.total_price of paid orders per period, by creation time (the sales plots). */
export function salesPlot(db: Db, range: PeriodRange, storeId?: number): Promise<PlotPoint[]> {
  return plotOf(db, range, orders, orders.created_at, sql`sum(${orders.total_price})`, paidOrders(storeId));
}

/** Number of paid orders per period, by creation time (the Seller overview's order trend). */
export function paidCountPlot(db: Db, range: PeriodRange, storeId: number): Promise<PlotPoint[]> {
  return plotOf(db, range, orders, orders.created_at, sql`count(*)`, paidOrders(storeId));
}

/** The overview's money figures in cents and its order counters. */
export interface OrderFigures {
  total: number;
  today: number;
  yesterday: number;
  week: number;
  lastWeek: number;
  month: number;
  lastMonth: number;
  wait: number;
  send: number;
  complete: number;
  refund: number;
}

/** What the overview's money figures count: paid, after-sale not finished (qwshop's status > 1, refund_status < 2). */
const counted = () =>
  and(
    isNull(orders.deleted_at),
    gt(orders.order_status, ORDER_STATUS.waitPay),
    lt(orders.refund_status, ORDER_REFUND_STATUS.finished),
  );

const ofStore = (storeId?: number) => (storeId === undefined ? undefined : eq(orders.store_id, storeId));

/** A store's all-time sales (cents) and order counters: one pass over every order, so the callers cache it longer. */
export const storeTotalsSchema = z.array(
  z.object({
    storeId: z.number().int(),
    total: z.number().int(),
    wait: z.number().int(),
    send: z.number().int(),
    complete: z.number().int(),
    refund: z.number().int(),
  }),
);
export type StoreTotals = z.infer<typeof storeTotalsSchema>;

/**
 * All-time sales and the orders waiting for payment, waiting for delivery, completed and in after-sale, per store
 * (of one store when given), in one pass grouped by store, so that the Admin overview ranks the stores from it.
 */
export async function totalsByStore(db: Db, storeId?: number): Promise<StoreTotals> {
  const status = (s: number) => sql<string>`count(*) filter (where ${eq(orders.order_status, s)})`;
  const rows = await db
    .select({
      storeId: orders.store_id,
      total: sql<string>`coalesce(sum(${orders.total_price}) filter (where ${counted()}), 0)::text`,
      wait: status(ORDER_STATUS.waitPay),
      send: status(ORDER_STATUS.waitDelivery),
      complete: status(ORDER_STATUS.completed),
      refund: status(ORDER_STATUS.afterSale),
    })
    .from(orders)
    .where(and(isNull(orders.deleted_at), ofStore(storeId)))
    .groupBy(orders.store_id);
  return rows.map((r) => ({
    storeId: r.storeId,
    total: toCents(r.total),
    wait: Number(r.wait),
    send: Number(r.send),
    complete: Number(r.complete),
    refund: Number(r.refund),
  }));
}

/** Sales (cents) by payment time of today, yesterday, this and last week (Monday to Sunday), this and last month. */
export type RecentSales = Pick<OrderFigures, 'today' | 'yesterday' | 'week' | 'lastWeek' | 'month' | 'lastMonth'>;

/** The recent sales per store: only the orders paid since the earlier of last week and last month are read. */
export async function recentSalesByStore(db: Db, today: string, storeId?: number): Promise<Map<number, RecentSales>> {
  const monday = mondayOf(today);
  const bounds = {
    today: [today, addDays(today, 1)],
    yesterday: [addDays(today, -1), today],
    week: [monday, addDays(monday, 7)],
    lastWeek: [addDays(monday, -7), monday],
    month: [addMonths(today, 0), addMonths(today, 1)],
    lastMonth: [addMonths(today, -1), addMonths(today, 0)],
  } as const;
  const from = bounds.lastWeek[0] < bounds.lastMonth[0] ? bounds.lastWeek[0] : bounds.lastMonth[0];
  const until = bounds.week[1] > bounds.month[1] ? bounds.week[1] : bounds.month[1];
  const sales = (k: keyof typeof bounds) =>
    sql<string>`coalesce(sum(${orders.total_price}) filter (where ${inRange(orders.pay_time, {
      from: bounds[k][0],
      until: bounds[k][1],
    })}), 0)::text`;
  const rows = await db
    .select({
      storeId: orders.store_id,
      today: sales('today'),
      yesterday: sales('yesterday'),
      week: sales('week'),
      lastWeek: sales('lastWeek'),
      month: sales('month'),
      lastMonth: sales('lastMonth'),
    })
    .from(orders)
    .where(and(counted(), ofStore(storeId), inRange(orders.pay_time, { from, until })))
    .groupBy(orders.store_id);
  return new Map(
    rows.map((r): [number, RecentSales] => [
      r.storeId,
      {
        today: toCents(r.today),
        yesterday: toCents(r.yesterday),
        week: toCents(r.week),
        lastWeek: toCents(r.lastWeek),
        month: toCents(r.month),
        lastMonth: toCents(r.lastMonth),
      },
    ]),
  );
}

const NO_SALES: RecentSales = { today: 0, yesterday: 0, week: 0, lastWeek: 0, month: 0, lastMonth: 0 };

/** Each store's totals with its recent sales (none for a store with no order paid lately). */
export function figuresOf(totals: StoreTotals, recent: Map<number, RecentSales>): Map<number, OrderFigures> {
  return new Map(totals.map(({ storeId, ...t }) => [storeId, { ...t, ...(recent.get(storeId) ?? NO_SALES) }]));
}

const FIGURE_KEYS: ReadonlyArray<keyof OrderFigures> = [
  'total',
  'today',
  'yesterday',
  'week',
  'lastWeek',
  'month',
  'lastMonth',
  'wait',
  'send',
  'complete',
  'refund',
];

/** The figures of several stores added up (the platform's overview). */
export function addFigures(all: Iterable<OrderFigures>): OrderFigures {
  const sum: OrderFigures = {
    total: 0,
    today: 0,
    yesterday: 0,
    week: 0,
    lastWeek: 0,
    month: 0,
    lastMonth: 0,
    wait: 0,
    send: 0,
    complete: 0,
    refund: 0,
  };
  for (const f of all) for (const k of FIGURE_KEYS) sum[k] += f[k];
  return sum;
}

/**
 * The top `limit` open, approved stores by all-time sales cents (the Admin overview's ranking); stores without sales
 * follow with a null figure, as qwshop's `withSum` gave them.
 */
export async function topOpenStores(
  db: Db,
  salesByStore: Map<number, OrderFigures>,
  limit: number,
): Promise<RankItem[]> {
  const open = await db
    .select({ id: stores.id, store_name: stores.store_name })
    .from(stores)
    .where(and(isNull(stores.deleted_at), eq(stores.store_status, 1), eq(stores.store_verify, STORE_VERIFY.approved)));
  return open
    .map((s) => ({ ...s, cents: salesByStore.get(s.id)?.total ?? 0 }))
    .sort((a, b) => b.cents - a.cents || a.id - b.id)
    .slice(0, limit)
    .map((s) => ({ id: s.id, store_name: s.store_name, orders_count: s.cents ? fromCents(s.cents) : null }));
}

/** The top `limit` stores by sales of the orders created in the range (the Admin sales analysis). */
export async function topStoresInRange(db: Db, range: PeriodRange, limit: number): Promise<RankItem[]> {
  const total = sql<string>`sum(${orders.total_price})::text`;
  const rows = await db
    .select({ id: orders.store_id, store_name: sql<string>`coalesce(max(${stores.store_name}), '')`, total })
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.store_id))
    .where(and(paidOrders(), inRange(orders.created_at, range)))
    .groupBy(orders.store_id)
    .orderBy(desc(sql`sum(${orders.total_price})`), orders.store_id)
    .limit(limit);
  return rows.map((r) => ({ id: r.id, store_name: r.store_name, orders_count: r.total }));
}

/**
 * The top `limit` goods by the line totals (`by: 'sales'`) or the quantities (`by: 'quantity'`) of paid orders, of
 * one store and one creation range when given. Named from the goods row, or the line's snapshot once it is gone.
 */
export async function topGoods(
  db: Db,
  opts: { by: 'sales' | 'quantity'; limit: number; storeId?: number; range?: PeriodRange },
): Promise<RankItem[]> {
  const figure = opts.by === 'sales' ? sql`sum(${orderGoods.total_price})` : sql`sum(${orderGoods.buy_num})`;
  const rows = await db
    .select({
      id: orderGoods.goods_id,
      snapshot: sql<string>`max(${orderGoods.goods_name})`,
      figure: sql<string>`${figure}::text`,
    })
    .from(orderGoods)
    .innerJoin(orders, eq(orders.id, orderGoods.order_id))
    .where(
      and(
        isNull(orderGoods.deleted_at),
        paidOrders(opts.storeId),
        opts.range ? inRange(orders.created_at, opts.range) : undefined,
      ),
    )
    .groupBy(orderGoods.goods_id)
    .orderBy(desc(figure), orderGoods.goods_id)
    .limit(opts.limit);
  const ids = rows.map((r) => r.id);
  const names = new Map(
    ids.length
      ? (await db.select({ id: goods.id, name: goods.goods_name }).from(goods).where(inArray(goods.id, ids))).map(
          (g) => [g.id, g.name],
        )
      : [],
  );
  return rows.map((r) => ({ id: r.id, goods_name: names.get(r.id) ?? r.snapshot, orders_count: r.figure }));
}
