import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { chartGeometry, FONT_SIZE, nearestIndex, type ChartPoint } from './chart-geometry.ts';
import './chart.css';

export type { ChartPoint } from './chart-geometry.ts';

/** What a chart shows. */
export interface ChartSpec {
  points: readonly ChartPoint[];
  /** The series name, shown in the tooltip (e.g. "Sales"). */
  name: string;
  /** The line and its area in this colour (default Arco's primary blue). */
  color?: string;
  /** How values read in the tooltip and on the axis. */
  format?: (value: number) => string;
}

export interface ChartProps extends ChartSpec {
  /** Height in px (default 300); the width follows the container. */
  height?: number;
  /** Accessible name of the picture (default: the series name). */
  label?: string;
}

const PRIMARY = '#165dff';
const GRID_LINE = '#e5e6eb';
const TEXT = '#4e5969';
/** Below this many px per period the markers would touch: only the active one is drawn. */
const MARKER_MIN_BAND = 8;

/** The element's content width, followed as the cards change width with the window and the folding menu. */
function useWidth(ref: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The next active point for a key among the drawn ones (`drawn`: their indexes, ascending), -1 for none, or
 * undefined when the key is not the chart's.
 */
function stepByKey(key: string, active: number, drawn: readonly number[]): number | undefined {
  const at = drawn.indexOf(active);
  const last = drawn.length - 1;
  const pick = (position: number) => drawn[position] ?? -1;
  if (key === 'ArrowRight' || key === 'ArrowDown') return pick(at < 0 ? 0 : Math.min(last, at + 1));
  if (key === 'ArrowLeft' || key === 'ArrowUp') return pick(at < 0 ? last : Math.max(0, at - 1));
  if (key === 'Home') return pick(0);
  if (key === 'End') return pick(last);
  if (key === 'Escape') return -1;
  return undefined;
}

/**
 * A line chart of one series over periods, drawn in SVG: rounded value ticks with dashed split lines, period labels
 * thinned to fit, the line with its area and markers, and a tooltip with a guide line for the point nearest the
 * pointer (or chosen with the arrow keys once focused). Periods without a value (null: not begun yet) keep their
 * place on the axis and are left blank. It follows its container's width.
 *
 * Our own rather than ECharts: the dashboards draw only this, in about 2 KB gzipped where ECharts with just a line
 * chart registered took 165 KB. That small, it ships inside the dashboard pages' chunks (already lazy) instead of a
 * chunk of its own that would cost one more round trip before the first chart shows.
 *
 * @example <Chart name={t('sales')} points={data.order_plot} format={(v) => `￥${v}`} />
 */
export function Chart({ points, name, color = PRIMARY, format = String, height = 300, label }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const [active, setActive] = useState(-1);
  const count = points.length;
  const g = chartGeometry(points, { width, height }, format);
  const shown = g.drawn.includes(active) ? active : -1;
  const pick = (e: PointerEvent<HTMLDivElement>) =>
    setActive(nearestIndex(g, e.clientX - e.currentTarget.getBoundingClientRect().left));
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = stepByKey(e.key, shown, g.drawn);
    if (next === undefined || g.drawn.length === 0) return;
    e.preventDefault();
    setActive(next);
  };
  const point = shown >= 0 ? points[shown] : undefined;
  const x = g.xs[shown] ?? 0;
  const y = g.ys[shown] ?? 0;
  const lastDrawn = g.drawn.at(-1) ?? -1;

  return (
    <div className="shop-chart" style={{ height }}>
      <div
        ref={box}
        role="img"
        aria-label={label ?? name}
        data-testid="chart"
        data-points={count}
        data-drawn={g.drawn.length}
        tabIndex={0}
        className="shop-chart-plot"
        onPointerDown={pick}
        onPointerMove={pick}
        // A finger lifted leaves the tooltip up (it goes with the focus); a mouse leaving takes it away.
        onPointerLeave={(e) => {
          if (e.pointerType !== 'touch') setActive(-1);
        }}
        onFocus={() => setActive((a) => (a < 0 ? lastDrawn : a))}
        onBlur={() => setActive(-1)}
        onKeyDown={onKeyDown}
      >
        {width > 0 && (
          <svg width={width} height={height} aria-hidden="true" fontSize={FONT_SIZE} fill={TEXT}>
            {g.yTicks.map((t) => (
              <g key={t.value}>
                <line x1={g.plot.left} x2={g.plot.right} y1={t.y} y2={t.y} stroke={GRID_LINE} strokeDasharray="4 4" />
                <text x={g.plot.left - 8} y={t.y} dy="0.35em" textAnchor="end">
                  {t.label}
                </text>
              </g>
            ))}
            <line x1={g.plot.left} x2={g.plot.right} y1={g.plot.bottom} y2={g.plot.bottom} stroke={GRID_LINE} />
            {g.xLabels.map((l) => (
              <text key={l.index} x={l.x} y={g.plot.bottom + 8 + FONT_SIZE} textAnchor="middle">
                {l.text}
              </text>
            ))}
            {point && <line x1={x} x2={x} y1={g.plot.top} y2={g.plot.bottom} stroke={TEXT} strokeOpacity={0.3} />}
            <path d={g.area} fill={color} fillOpacity={0.08} />
            <path
              d={g.line}
              fill="none"
              stroke={color}
              strokeWidth={2}
              strokeLinejoin="round"
              data-testid="chart-line"
            />
            {g.band >= MARKER_MIN_BAND &&
              g.drawn.map((i) => (
                <circle key={i} cx={g.xs[i]} cy={g.ys[i] ?? 0} r={3} fill="#fff" stroke={color} strokeWidth={2} />
              ))}
            {point && <circle cx={x} cy={y} r={5} fill={color} stroke="#fff" strokeWidth={2} />}
          </svg>
        )}
      </div>
      {/* Outside the picture, whose content assistive technology skips: the chosen point is read out. */}
      <div
        className={`shop-chart-tip${x > width / 2 ? ' shop-chart-tip-left' : ''}`}
        style={{ left: x, top: Math.min(Math.max(y, 32), height - 32) }}
        aria-live="polite"
        data-testid="chart-tip"
      >
        {point && (
          <>
            <div className="shop-chart-tip-time">{point.time}</div>
            <div>
              <span className="shop-chart-tip-dot" style={{ background: color }} />
              {name}
              <b className="shop-chart-tip-value">{point.num === null ? '' : format(point.num)}</b>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
