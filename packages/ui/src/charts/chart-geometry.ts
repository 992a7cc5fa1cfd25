/** A chart's data: one point per period, as the dashboards answer (`{time, num}`). */
export interface ChartPoint {
  time: string;
  /** null: the period has not begun (the rest of this week): it keeps its place on the axis but is not drawn. */
  num: number | null;
}

/** The value axis: from `min` to `max` by `step`, every tick a multiple of `step`. */
export interface Ticks {
  min: number;
  max: number;
  step: number;
  values: number[];
}

/** A tick of the value axis where it is drawn. */
export interface YTick {
  value: number;
  y: number;
  label: string;
}

/** A period label under the plot, centred on its point. */
export interface XLabel {
  index: number;
  x: number;
  text: string;
}

/** Everything the SVG draws, in px of a `width` × `height` box. */
export interface ChartGeometry {
  plot: { left: number; top: number; right: number; bottom: number };
  yTicks: YTick[];
  xLabels: XLabel[];
  /** Each period's position, in the order of the data; a period without a value has no y. */
  xs: number[];
  ys: Array<number | null>;
  /** The indexes of the periods drawn (those with a value), ascending. */
  drawn: number[];
  /** `M x y L x y …`: one command per drawn point, a new `M` after each gap; empty without points. */
  line: string;
  /** Each run of the line closed down to the zero line. */
  area: string;
  /** The width of one period on the x axis. */
  band: number;
}

/** The axis labels' font: 12 px, like the rest of the console's small text. */
export const FONT_SIZE = 12;
const LATIN_WIDTH = 7;
const WIDE_WIDTH = FONT_SIZE;
const PADDING = { top: 24, right: 16, bottom: 8 + FONT_SIZE + 8, gap: 8 };
const X_LABEL_GAP = 12;

/**
 * A generous estimate of a label's width at 12 px: no text is measured, so the geometry stays pure (and the same
 * in tests, on the server and in the browser); CJK and full-width signs count as a whole em.
 */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? WIDE_WIDTH : LATIN_WIDTH;
  return width;
}

/** 1, 2, 2.5 or 5 times a power of ten, the smallest such at least `raw`. */
function niceStep(raw: number, integers: boolean): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  const step = nice * power;
  if (!integers) return step;
  // Counts never read 0.5 or 2.5 (ECharts' `minInterval: 1` did the same).
  if (step < 1) return 1;
  return Number.isInteger(step) ? step : 5 * power;
}

/** `value` without the float noise of repeated steps (0.30000000000000004 → 0.3). */
const clean = (value: number, step: number) => {
  const decimals = Math.max(0, Math.ceil(-Math.log10(step)) + 1);
  return Number(value.toFixed(decimals)) || 0;
};

/**
 * The value axis of some values: about `count` intervals of a round step, including 0, covering every value.
 * Integer data gets integer steps; no data, or only zeros, gets 0 to 1.
 *
 * @example niceTicks([0, 342, 2210.9]) // { min: 0, max: 2500, step: 500, values: [0, 500, …, 2500] }
 */
export function niceTicks(values: readonly number[], count = 5): Ticks {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  const integers = finite.every(Number.isInteger);
  const span = high - low || 1;
  const step = niceStep(span / count, integers);
  // The tolerance keeps 0.3 / 0.1 (2.9999999999999996 or 3.0000000000000004) at 3 steps.
  const min = clean(Math.floor(low / step + 1e-9) * step, step);
  const max = clean(Math.max(Math.ceil(high / step - 1e-9) * step, min + step), step);
  const ticks: number[] = [];
  for (let i = 0; clean(min + i * step, step) <= max; i++) ticks.push(clean(min + i * step, step));
  return { min, max, step, values: ticks };
}

/**
 * Which period labels fit: every `stride`-th from the first, so that no two labels (each as wide as the widest)
 * come closer than a small gap.
 */
export function labelStride(labels: readonly string[], band: number): number {
  if (labels.length === 0 || band <= 0) return 1;
  const widest = Math.max(...labels.map(textWidth));
  return Math.max(1, Math.ceil((widest + X_LABEL_GAP) / band));
}

/**
 * The index of the drawn point nearest to `x` (px in the chart's box), or -1 without any; a period without a value
 * is never chosen (there is nothing to tell about it).
 */
export function nearestIndex(geometry: Pick<ChartGeometry, 'xs'> & { drawn?: readonly number[] }, x: number): number {
  const { xs } = geometry;
  const candidates = geometry.drawn ?? xs.map((_, i) => i);
  let best = -1;
  for (const i of candidates) if (best < 0 || Math.abs(xs[i]! - x) < Math.abs(xs[best]! - x)) best = i;
  return best;
}

/** The drawn points in runs of consecutive periods: the line breaks where a period has no value. */
function runsOf(drawn: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (const i of drawn) {
    const run = runs.at(-1);
    if (run && run.at(-1) === i - 1) run.push(i);
    else runs.push([i]);
  }
  return runs;
}

const px = (n: number) => Math.round(n * 10) / 10;

/**
 * Where everything goes in a `width` × `height` box: the y labels (formatted by `format`) get the room their
 * longest needs on the left, the periods sit in the middle of equal bands (a single point is centred), and the
 * first and last period labels keep inside the box.
 */
export function chartGeometry(
  points: readonly ChartPoint[],
  size: { width: number; height: number },
  format: (value: number) => string,
): ChartGeometry {
  const n = points.length;
  const values = points.map((p) => p.num);
  const drawn = values.flatMap((v, i) => (v !== null && Number.isFinite(v) ? [i] : []));
  const ticks = niceTicks(drawn.map((i) => values[i]!));
  const tickLabels = ticks.values.map(format);
  const yLabelsWidth = Math.max(...tickLabels.map(textWidth));
  const times = points.map((p) => p.time);
  const halfX = n > 0 ? Math.max(...times.map(textWidth)) / 2 : 0;

  const inner = (left: number, right: number) => Math.max(0, size.width - left - right);
  let left = yLabelsWidth + PADDING.gap;
  let right = PADDING.right;
  // The end labels are centred on the outer points, half a band in from the plot's edges: widen the margins
  // when that half band is not enough (two passes settle it, the second band being only slightly narrower).
  for (let pass = 0; pass < 2; pass++) {
    const band = n > 0 ? inner(left, right) / n : 0;
    left = Math.max(yLabelsWidth + PADDING.gap, halfX - band / 2);
    right = Math.max(PADDING.right, halfX - band / 2);
  }
  const top = PADDING.top;
  const bottom = Math.max(top, size.height - PADDING.bottom);
  const width = inner(left, right);
  const band = n > 0 ? width / n : 0;

  const y = (v: number) => px(bottom - ((v - ticks.min) / (ticks.max - ticks.min)) * (bottom - top));
  const xs = points.map((_, i) => px(left + band * (i + 0.5)));
  const ys = values.map((v) => (v !== null && Number.isFinite(v) ? y(v) : null));
  const zero = y(Math.min(Math.max(0, ticks.min), ticks.max));
  const runs = runsOf(drawn).map((run) => ({
    run,
    path: run.map((i, k) => `${k === 0 ? 'M' : 'L'}${xs[i]} ${ys[i]}`).join(' '),
  }));
  const line = runs.map((r) => r.path).join(' ');
  const area = runs.map(({ run, path }) => `${path} L${xs[run.at(-1)!]} ${zero} L${xs[run[0]!]} ${zero} Z`).join(' ');

  const stride = labelStride(times, band);
  const xLabels: XLabel[] = [];
  for (let i = 0; i < n; i += stride) {
    // What the margins' last fraction of a px leaves over, so no label ever pokes out of the box.
    const half = textWidth(times[i]!) / 2;
    xLabels.push({ index: i, x: px(Math.min(Math.max(xs[i]!, half), size.width - half)), text: times[i]! });
  }

  return {
    plot: { left: px(left), top, right: px(left + width), bottom },
    yTicks: ticks.values.map((value, i) => ({ value, y: y(value), label: tickLabels[i]! })),
    xLabels,
    xs,
    ys,
    drawn,
    line,
    area,
    band,
  };
}
