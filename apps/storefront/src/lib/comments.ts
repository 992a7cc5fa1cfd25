import type { CommentStatistics, CommentType } from '@shop/api/endpoints/catalog';

/** A filter tab of the goods reviews: its `is_type` for `GET /goods_comments/{id}` and its count. */
export interface CommentTab {
  type: CommentType;
  /** Text key under `browse.goods.reviewTabs`. */
  key: 'all' | 'good' | 'medium' | 'bad';
  /** As the server counts it: a number, or "999+" above 999. */
  count: string;
}

function countOf(value: number | string | null | undefined): string {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? String(Math.floor(value)) : '0';
  if (typeof value === 'string' && value.trim()) return value.trim();
  return '0';
}

/**
 * The four review tabs of the goods page (all, good, medium, bad) with the counts of
 * `comment_statistics`; missing statistics count 0.
 *
 * @example commentTabs({ all: 3, good: 2, commonly: 1, bad: 0, rate: 67 }).map((t) => t.count) // ['3','2','1','0']
 */
export function commentTabs(stats: Partial<CommentStatistics> | null | undefined): CommentTab[] {
  return [
    { type: 0, key: 'all', count: countOf(stats?.all) },
    { type: 1, key: 'good', count: countOf(stats?.good) },
    { type: 2, key: 'medium', count: countOf(stats?.commonly) },
    { type: 3, key: 'bad', count: countOf(stats?.bad) },
  ];
}

/** The positive-review percentage, 100 when the server gives none (a goods without reviews). */
export function positiveRate(stats: Partial<CommentStatistics> | null | undefined): number {
  const rate = Number(stats?.rate);
  if (stats?.rate === undefined || stats.rate === null || stats.rate === '' || !Number.isFinite(rate)) return 100;
  return Math.round(Math.min(100, Math.max(0, rate)));
}
