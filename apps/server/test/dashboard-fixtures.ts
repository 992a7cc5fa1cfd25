/**
 * Orders written at chosen times for the dashboard tests, and the figures the dashboards must show computed here,
 * row by row in plain code, independently of the server's SQL: calendar steps, the sales rules and the rates.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { orders } from '../src/db/schema/index.ts';
import { shanghaiDate } from '../src/lib/time.ts';
import { createGoods, createOrder } from './order-fixtures.ts';

export const today = shanghaiDate();

const DAY = 86_400_000;

/** The day `n` days from `day`. */
export const shift = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** Monday of the week (Monday to Sunday) holding `day`. */
export const mondayOf = (day: string): string => shift(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** First day of the month `n` months from the month of `day`. */
export function monthStart(day: string, n = 0): string {
  const months = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + n;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

const cents = (money: string): number => Math.round(Number(money) * 100);
const money = (c: number): string => (c / 100).toFixed(2);

/** One order line: goods price × quantity. */
export interface Line {
  goodsId: number;
  price: string;
  num: number;
}

/** An order as the test wrote it. */
export interface Placed {
  storeId: number;
  status: number;
  refund: number;
  created: string;
  paid: string;
  deleted: boolean;
  lines: Line[];
  totalCents: number;
}

/** Goods of a store at a fixed price, for lines. */
export async function goodsAt(db: Db, storeId: number, price: string, name: string) {
  const row = (await createGoods(db, storeId, { goods_price: price, goods_name: name })).goods;
  return { row, id: row.id, storeId, price, name };
}

export type FixtureGoods = Awaited<ReturnType<typeof goodsAt>>;

/** Writes an order with its lines at the given times and statuses, and returns what the test expects from it. */
export async function placeOrder(
  db: Db,
  userId: number,
  spec: {
    lines: Array<[FixtureGoods, number]>;
    status: number;
    created: string;
    paid?: string;
    refund?: number;
    deleted?: boolean;
  },
): Promise<Placed> {
  const storeId = spec.lines[0]![0].storeId;
  const paid = spec.paid ?? spec.created;
  const o = await createOrder(
    db,
    userId,
    storeId,
    spec.lines.map(([g, n]) => ({ goods: g.row, buyNum: n })),
    {
      order_status: spec.status,
      refund_status: spec.refund ?? 0,
      created_at: spec.created,
      pay_time: paid,
    },
  );
  if (spec.deleted) await db.update(orders).set({ deleted_at: spec.created }).where(eq(orders.id, o.id));
  const lines = spec.lines.map(([g, num]) => ({ goodsId: g.id, price: g.price, num }));
  return {
    storeId,
    status: spec.status,
    refund: spec.refund ?? 0,
    created: spec.created,
    paid,
    deleted: !!spec.deleted,
    lines,
    totalCents: lines.reduce((s, l) => s + cents(l.price) * l.num, 0),
  };
}

/** Paid (status > 1) and live: what the plots and rankings count. */
const paid = (o: Placed) => !o.deleted && o.status > 1;
/** What the overview's money figures count: paid and the after-sale not finished. */
const counted = (o: Placed) => paid(o) && o.refund < 2;

/** Σ total of the counted orders paid on days [from, until). */
const paidBetween = (rows: Placed[], from: string, until: string) =>
  rows
    .filter((o) => counted(o) && o.paid.slice(0, 10) >= from && o.paid.slice(0, 10) < until)
    .reduce((s, o) => s + o.totalCents, 0);

/** The change in percent, 2 decimals, 0 without a previous figure. */
export const rateOf = (current: number, previous: number): number =>
  previous === 0 ? 0 : Math.round(((current - previous) / previous) * 10000) / 100;

/** The overview's figures from the orders. */
export function expectedFigures(rows: Placed[]) {
  const monday = mondayOf(today);
  const sum = (from: string, until: string) => paidBetween(rows, from, until);
  const f = {
    total: rows.filter(counted).reduce((s, o) => s + o.totalCents, 0),
    today: sum(today, shift(today, 1)),
    yesterday: sum(shift(today, -1), today),
    week: sum(monday, shift(monday, 7)),
    lastWeek: sum(shift(monday, -7), monday),
    month: sum(monthStart(today), monthStart(today, 1)),
    lastMonth: sum(monthStart(today, -1), monthStart(today)),
  };
  const live = rows.filter((o) => !o.deleted);
  const status = (s: number) => live.filter((o) => o.status === s).length;
  return {
    total_price: money(f.total),
    today_price: money(f.today),
    yesterday_price: money(f.yesterday),
    week_price: money(f.week),
    last_week_price: money(f.lastWeek),
    month_price: money(f.month),
    last_month_price: money(f.lastMonth),
    order_wait: status(1),
    order_send: status(2),
    order_complete: status(6),
    order_refund: status(5),
    day_rate: rateOf(f.today, f.yesterday),
    week_rate: rateOf(f.week, f.lastWeek),
    month_rate: rateOf(f.month, f.lastMonth),
  };
}

/** Every period label from `start` to `end` (days, both included) at the granularity. */
export function labels(start: string, end: string, unit: 'day' | 'month' | 'year'): string[] {
  const out: string[] = [];
  if (unit === 'day') for (let d = start; d <= end; d = shift(d, 1)) out.push(d);
  if (unit === 'month') for (let m = monthStart(start); m <= end; m = monthStart(m, 1)) out.push(m.slice(0, 7));
  if (unit === 'year') for (let y = Number(start.slice(0, 4)); y <= Number(end.slice(0, 4)); y++) out.push(String(y));
  return out;
}

/**
 * A plot computed row by row: `value` of each row whose `at` day lies in [start, end], added to its period; null
 * for the periods that begin after today (not drawn).
 */
export function expectedPlot<T>(
  rows: T[],
  at: (r: T) => string,
  value: (r: T) => number,
  start: string,
  end: string,
  unit: 'day' | 'month' | 'year',
): Array<{ time: string; num: number | null }> {
  const len = unit === 'day' ? 10 : unit === 'month' ? 7 : 4;
  const begun = (time: string) => `${time}-01-01`.slice(0, 10) <= today;
  return labels(start, end, unit).map((time) => ({
    time,
    num: begun(time)
      ? rows
          .filter((r) => at(r).slice(0, 10) >= start && at(r).slice(0, 10) <= end && at(r).slice(0, len) === time)
          .reduce((s, r) => s + value(r), 0)
      : null,
  }));
}

/** The sales plot: Σ order totals (yuan) of paid orders by creation day. */
export function expectedSalesPlot(rows: Placed[], start: string, end: string, unit: 'day' | 'month' | 'year') {
  const plot = expectedPlot(
    rows.filter(paid),
    (o) => o.created,
    (o) => o.totalCents,
    start,
    end,
    unit,
  );
  return plot.map((p) => ({ time: p.time, num: p.num === null ? null : p.num / 100 }));
}

/** Goods ranked by Σ line totals ('sales') or Σ quantities of paid orders, ties by id, as `[id, figure]`. */
export function expectedGoodsRanking(
  rows: Placed[],
  by: 'sales' | 'quantity',
  limit: number,
  within?: { start: string; end: string },
): Array<[number, string]> {
  const totals = new Map<number, number>();
  for (const o of rows.filter(paid)) {
    if (within && (o.created.slice(0, 10) < within.start || o.created.slice(0, 10) > within.end)) continue;
    for (const l of o.lines)
      totals.set(l.goodsId, (totals.get(l.goodsId) ?? 0) + (by === 'sales' ? cents(l.price) * l.num : l.num));
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id, v]) => [id, by === 'sales' ? money(v) : String(v)]);
}

/** Stores ranked by Σ totals of paid orders created in [start, end], as `[id, figure]`. */
export function expectedStoreRanking(rows: Placed[], start: string, end: string, limit: number) {
  const totals = new Map<number, number>();
  for (const o of rows.filter(paid))
    if (o.created.slice(0, 10) >= start && o.created.slice(0, 10) <= end)
      totals.set(o.storeId, (totals.get(o.storeId) ?? 0) + o.totalCents);
  return [...totals]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id, v]): [number, string] => [id, money(v)]);
}

/** All-time counted sales of one store, null when it has none. */
export function storeSales(rows: Placed[], storeId: number): string | null {
  const c = rows.filter((o) => o.storeId === storeId && counted(o)).reduce((s, o) => s + o.totalCents, 0);
  return c ? money(c) : null;
}
