import type { DashboardArgs } from '@shop/api/endpoints/dashboards';

/** The granularity (`is_type`) and the optional day range a dashboard shows. */
export type Period = DashboardArgs;

/** The first look of every dashboard: days of this week (the server's default range). */
export const DEFAULT_PERIOD: Period = { is_type: 0 };

/** Changing the granularity drops the picked range and shows its default (qwshop's chips did the same). */
export function withGranularity(_period: Period, isType: Period['is_type']): Period {
  return { is_type: isType };
}

/** A picked range (two YYYY-MM-DD days), or the default range when cleared. */
export function withRange(period: Period, range: readonly string[] | undefined): Period {
  const [start, end] = range ?? [];
  return start && end ? { is_type: period.is_type, created_at: [start, end] } : { is_type: period.is_type };
}

/** A rate as shown beside the figures: 2 decimals and its direction (an unchanged figure counts as up). */
export function rateView(rate: number): { text: string; up: boolean } {
  return { text: `${Math.abs(rate).toFixed(2)}%`, up: rate >= 0 };
}

/** A money figure '1234.5' / 1234.5 as '1,234.50'. */
export function moneyText(value: string | number | null | undefined): string {
  const n = Number(value ?? 0);
  return (Number.isFinite(n) ? n : 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
