import { DASHBOARD_PERIOD, type DashboardPeriod, type PlotPoint } from '@shop/contract/dashboards';
import { invalid } from '../../http/envelope.ts';
import { shanghaiDate } from '../../lib/time.ts';

/**
 * Calendar arithmetic on 'YYYY-MM-DD' days of the shop's zone. Stored timestamps are already Shanghai wall-clock
 * times, so a day is compared as text bounds ('YYYY-MM-DD 00:00:00') and never converted through the host zone.
 */

/** A plot over whole periods: rows from `from` 00:00:00 up to (not including) `until` 00:00:00. */
export interface PeriodRange {
  unit: DashboardPeriod;
  /** First day included. */
  from: string;
  /** The day after the last day included. */
  until: string;
  /** Every period label of the range, ascending (YYYY-MM-DD, YYYY-MM or YYYY). */
  labels: string[];
  /** The label of the period holding today: periods after it have not begun, and their points are null. */
  current: string;
}

/** A zero-filled plot is sent whole, so a range is capped (about 2.7 years of days; months and years fit easily). */
export const MAX_PERIODS = 1000;

/** How PostgreSQL's to_char writes a period label, per granularity. */
export const LABEL_FORMAT: Readonly<Record<DashboardPeriod, string>> = {
  [DASHBOARD_PERIOD.day]: 'YYYY-MM-DD',
  [DASHBOARD_PERIOD.month]: 'YYYY-MM',
  [DASHBOARD_PERIOD.year]: 'YYYY',
};

const DAY_MS = 86_400_000;

const toUtc = (day: string): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return fromUtc(toUtc(day) + n * DAY_MS);
}

/** The first day of the month `n` months after the month of `day`. */
export function addMonths(day: string, n: number): string {
  const d = new Date(toUtc(day));
  return fromUtc(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
}

/** The Monday of the week (Monday to Sunday) holding `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** True for a real calendar day written YYYY-MM-DD (years 1000-9999). */
export function isDay(s: string): boolean {
  return /^[1-9]\d{3}-\d{2}-\d{2}$/.test(s) && fromUtc(toUtc(s)) === s;
}

/** The label of the period holding `day`. */
function labelOf(day: string, unit: DashboardPeriod): string {
  return unit === DASHBOARD_PERIOD.day ? day : unit === DASHBOARD_PERIOD.month ? day.slice(0, 7) : day.slice(0, 4);
}

/** The first day of the next period after the one holding `day`. */
function nextPeriod(day: string, unit: DashboardPeriod): string {
  if (unit === DASHBOARD_PERIOD.day) return addDays(day, 1);
  if (unit === DASHBOARD_PERIOD.month) return addMonths(day, 1);
  return `${Number(day.slice(0, 4)) + 1}-01-01`;
}

/** The granularity from `is_type`: '' means days; anything but 0, 1, 2 is refused (422). */
export function parseUnit(isType: string): DashboardPeriod {
  if (isType === '' || isType === '0') return DASHBOARD_PERIOD.day;
  if (isType === '1') return DASHBOARD_PERIOD.month;
  if (isType === '2') return DASHBOARD_PERIOD.year;
  throw invalid('badValue', { field: 'is_type' });
}

/** qwshop's default ranges: this week (Monday to Sunday) by day, this year by month, the last 5 years by year. */
function defaultRange(unit: DashboardPeriod, today: string): [string, string] {
  const year = Number(today.slice(0, 4));
  if (unit === DASHBOARD_PERIOD.day) {
    const monday = mondayOf(today);
    return [monday, addDays(monday, 6)];
  }
  if (unit === DASHBOARD_PERIOD.month) return [`${year}-01-01`, `${year}-12-31`];
  return [`${year - 4}-01-01`, `${year}-12-31`];
}

/**
 * The range a dashboard covers: `created_at` [start, end] (both days included, a time after the date is ignored) or
 * the default of the granularity. Unlike qwshop (one period short, end day excluded) the plot covers exactly the
 * periods from the start's to the end's. A malformed, reversed or too long range is refused (422).
 */
export function periodRange(createdAt: string[], isType: string, today = shanghaiDate()): PeriodRange {
  const unit = parseUnit(isType);
  const bad = () => invalid('badValue', { field: 'created_at' });
  let start: string;
  let end: string;
  if (createdAt.every((v) => v.trim() === '')) {
    [start, end] = defaultRange(unit, today);
  } else {
    const [first = '', last = ''] = createdAt;
    if (createdAt.length !== 2) throw bad();
    start = first.trim().slice(0, 10);
    end = last.trim().slice(0, 10);
    if (!isDay(start) || !isDay(end) || start > end) throw bad();
  }
  const labels: string[] = [];
  for (let day = start; day <= end; day = nextPeriod(day, unit)) {
    if (labels.length >= MAX_PERIODS) throw bad();
    labels.push(labelOf(day, unit));
    // Later periods start on their first day, so that a month or year range starting mid-period steps cleanly.
    if (unit === DASHBOARD_PERIOD.month) day = `${day.slice(0, 7)}-01`;
    if (unit === DASHBOARD_PERIOD.year) day = `${day.slice(0, 4)}-01-01`;
  }
  return { unit, from: start, until: addDays(end, 1), labels, current: labelOf(today, unit) };
}

/** The last `n` days up to today, by day (the overview's second chart). */
export function lastDays(n: number, today = shanghaiDate()): PeriodRange {
  const from = addDays(today, -(n - 1));
  return periodRange([from, today], '0', today);
}

/**
 * Every label of the range with its figure from the SQL rows: 0 where no row fell in a period that has begun, null
 * for the periods after today's (the rest of this week or year), so a chart leaves them blank instead of drawing
 * a fall to 0. Labels of one granularity compare in calendar order as text.
 */
export function plotPoints(range: PeriodRange, rows: ReadonlyArray<{ time: string; num: number }>): PlotPoint[] {
  const byLabel = new Map(rows.map((r) => [r.time, r.num]));
  return range.labels.map((time) => ({ time, num: time > range.current ? null : (byLabel.get(time) ?? 0) }));
}

/** What identifies a range in a cache key (the labels follow from it). */
export function rangeKey(range: PeriodRange): string {
  return `${range.unit}:${range.from}:${range.until}`;
}
