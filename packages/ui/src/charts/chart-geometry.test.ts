import { describe, expect, it } from 'vitest';
import { chartGeometry, labelStride, nearestIndex, niceTicks, textWidth, type ChartPoint } from './chart-geometry.ts';

const days = (n: number, num: (i: number) => number = (i) => i): ChartPoint[] =>
  Array.from({ length: n }, (_, i) => ({ time: `2026-01-${String(i + 1).padStart(2, '0')}`, num: num(i) }));
const months = Array.from({ length: 12 }, (_, i) => ({ time: `2026-${String(i + 1).padStart(2, '0')}`, num: i * 3 }));

/** The horizontal extent of each drawn period label, as `textWidth` estimates it. */
const labelSpans = (g: ReturnType<typeof chartGeometry>) =>
  g.xLabels.map((l) => [l.x - textWidth(l.text) / 2, l.x + textWidth(l.text) / 2] as const);

/** Every number in an SVG path. */
const numbersOf = (d: string) => (d.match(/-?[\d.]+(e-?\d+)?|NaN|Infinity/g) ?? []).map(Number);

describe('niceTicks', () => {
  it('rounds the axis up to a step of 1, 2, 2.5 or 5 times a power of ten, from 0', () => {
    expect(niceTicks([1280.5, 0, 342, 2210.9])).toEqual({
      min: 0,
      max: 2500,
      step: 500,
      values: [0, 500, 1000, 1500, 2000, 2500],
    });
    expect(niceTicks([12.5, 3]).step).toBe(2.5);
    expect(niceTicks([0.3, 0.1]).values).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('keeps counts on whole numbers, however small', () => {
    expect(niceTicks([0, 1, 2])).toMatchObject({ step: 1, values: [0, 1, 2] });
    expect(niceTicks([1])).toMatchObject({ step: 1, values: [0, 1] });
    // 12 / 5 = 2.4 would round to 2.5 for money; a count goes to 5.
    expect(niceTicks([12])).toMatchObject({ step: 5, values: [0, 5, 10, 15] });
    expect(niceTicks([12.1]).step).toBe(2.5);
  });

  it('gives no data and only zeros an axis from 0 to 1', () => {
    expect(niceTicks([])).toEqual({ min: 0, max: 1, step: 1, values: [0, 1] });
    expect(niceTicks([0, 0, 0])).toEqual({ min: 0, max: 1, step: 1, values: [0, 1] });
  });

  it('covers negative values with 0 inside the axis', () => {
    const t = niceTicks([-5, 10]);
    expect(t.min).toBeLessThanOrEqual(-5);
    expect(t.max).toBeGreaterThanOrEqual(10);
    expect(t.values).toContain(0);
  });
});

describe('labelStride', () => {
  it('shows every label when bands are wider than a label, and every n-th when they are not', () => {
    expect(labelStride(['2026-01', '2026-02'], 200)).toBe(1);
    // 10 characters ≈ 70 px plus the gap, over bands of 20 px: every 5th.
    expect(labelStride(['2026-01-01', '2026-01-02'], 20)).toBe(5);
    expect(labelStride([], 0)).toBe(1);
  });
});

describe('chartGeometry', () => {
  const fmt = (v: number) => `￥${v.toFixed(2)}`;

  it('places one point per period in the middle of equal bands, higher values higher up', () => {
    const g = chartGeometry(
      days(4, (i) => [0, 10, 5, 20][i]!),
      { width: 600, height: 300 },
      String,
    );
    expect(g.xs).toHaveLength(4);
    expect(g.xs[1]! - g.xs[0]!).toBeCloseTo(g.band, 0);
    expect(g.xs[0]! - g.plot.left).toBeCloseTo(g.band / 2, 0);
    expect(g.ys[0]).toBe(g.plot.bottom);
    expect(g.ys[3]).toBeLessThan(g.ys[1]!);
    expect(g.ys[1]).toBeLessThan(g.ys[2]!);
    expect(g.ys[3]).toBeGreaterThanOrEqual(g.plot.top);
    expect(g.line.match(/[ML]/g)).toHaveLength(4);
    expect(g.area.endsWith('Z')).toBe(true);
  });

  it('formats the value labels and leaves room on the left for the longest', () => {
    const g = chartGeometry(
      days(7, (i) => i * 1_000_000.5),
      { width: 800, height: 300 },
      fmt,
    );
    expect(g.yTicks.map((t) => t.label)).toContain('￥0.00');
    const longest = Math.max(...g.yTicks.map((t) => textWidth(t.label)));
    expect(longest).toBeGreaterThan(70);
    expect(g.plot.left).toBeGreaterThanOrEqual(longest);
  });

  it.each([
    ['31 days', days(31), 300],
    ['31 days', days(31), 1200],
    ['12 months', months, 300],
    ['12 months', months, 1200],
  ])('thins the period labels of %s at %i px so none overlap or leave the box', (_, points, width) => {
    const g = chartGeometry(points, { width, height: 300 }, String);
    const spans = labelSpans(g);
    expect(spans.length).toBeGreaterThan(1);
    expect(spans[0]![0]).toBeGreaterThanOrEqual(0);
    expect(spans.at(-1)![1]).toBeLessThanOrEqual(width);
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThan(spans[i - 1]![1]);
  });

  it('shows every month at a comfortable width', () => {
    expect(chartGeometry(months, { width: 1200, height: 300 }, String).xLabels).toHaveLength(12);
  });

  it('draws an empty axis without points, and zeros on the bottom line, never NaN', () => {
    const empty = chartGeometry([], { width: 600, height: 300 }, String);
    expect(empty).toMatchObject({ line: '', area: '', xs: [], xLabels: [], band: 0 });
    expect(empty.yTicks.map((t) => t.label)).toEqual(['0', '1']);
    const zeros = chartGeometry(
      days(7, () => 0),
      { width: 600, height: 300 },
      String,
    );
    expect(zeros.ys.every((y) => y === zeros.plot.bottom)).toBe(true);
    for (const g of [empty, zeros, chartGeometry(days(1), { width: 0, height: 0 }, String)]) {
      const all = [...numbersOf(g.line), ...numbersOf(g.area), ...g.yTicks.map((t) => t.y), g.band];
      expect(all.every(Number.isFinite)).toBe(true);
    }
  });

  it('keeps the periods without a value on the axis but draws neither line, area nor point for them', () => {
    // Monday to Wednesday have figures; Thursday to Sunday have not begun.
    const week = days(7, (i) => [120, 80, 200][i]!).map((p, i) => (i < 3 ? p : { ...p, num: null }));
    const g = chartGeometry(week, { width: 700, height: 300 }, String);
    expect(g.xs).toHaveLength(7);
    expect(g.xLabels.map((l) => l.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(g.drawn).toEqual([0, 1, 2]);
    expect(g.ys.slice(3)).toEqual([null, null, null, null]);
    expect(g.line.match(/[ML]/g)).toEqual(['M', 'L', 'L']);
    // Nothing reaches right of Wednesday: no fall to 0 after today.
    const rightmost = Math.max(
      ...numbersOf(g.line).filter((_, k) => k % 2 === 0),
      ...numbersOf(g.area).filter((_, k) => k % 2 === 0),
    );
    expect(rightmost).toBe(g.xs[2]);
    expect(g.yTicks.at(-1)!.value).toBeGreaterThanOrEqual(200);
  });

  it('breaks the line where a period has no value, and draws nothing without any', () => {
    const gap = days(5, (i) => i + 1).map((p, i) => (i === 2 ? { ...p, num: null } : p));
    const g = chartGeometry(gap, { width: 600, height: 300 }, String);
    expect(g.line.match(/[ML]/g)).toEqual(['M', 'L', 'M', 'L']);
    expect(g.area.match(/Z/g)).toHaveLength(2);
    const none = chartGeometry(
      days(3).map((p) => ({ ...p, num: null })),
      { width: 600, height: 300 },
      String,
    );
    expect(none).toMatchObject({ line: '', area: '', drawn: [] });
    expect(none.yTicks.map((t) => t.label)).toEqual(['0', '1']);
  });

  it('centres a single point', () => {
    const g = chartGeometry([{ time: '2026', num: 3 }], { width: 600, height: 300 }, String);
    expect(g.xs[0]).toBeCloseTo((g.plot.left + g.plot.right) / 2, 0);
  });
});

describe('nearestIndex', () => {
  it('picks the point whose x is closest, clamped to the ends, and -1 without points', () => {
    const g = { xs: [50, 150, 250] };
    expect(nearestIndex(g, 0)).toBe(0);
    expect(nearestIndex(g, 99)).toBe(0);
    expect(nearestIndex(g, 101)).toBe(1);
    expect(nearestIndex(g, 900)).toBe(2);
    expect(nearestIndex({ xs: [] }, 10)).toBe(-1);
  });

  it('never picks a period without a value', () => {
    const g = { xs: [50, 150, 250, 350], drawn: [0, 1] };
    expect(nearestIndex(g, 340)).toBe(1);
    expect(nearestIndex({ xs: [50], drawn: [] }, 50)).toBe(-1);
  });
});
