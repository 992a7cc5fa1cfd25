import { useEffect, useRef } from 'react';
import { init, use as register, type ECharts } from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { chartOption } from './chart-options.ts';
import type { ChartProps } from './Chart.tsx';

// Only what the dashboards draw: a line on a grid, with a tooltip, on canvas. The full ECharts build is about four
// times as large.
register([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** The ECharts instance behind `Chart`: created on mount, resized with its box, disposed on unmount. */
export default function ChartImpl({ height = 300, label, ...spec }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const instance = init(el, undefined, { renderer: 'canvas' });
    chart.current = instance;
    // The cards change width with the window and the folding menu, not only on window resizes.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(chartOption(spec), { notMerge: true });
  });

  return (
    <div
      ref={box}
      role="img"
      aria-label={label ?? spec.name}
      data-testid="chart"
      data-points={spec.points.length}
      style={{ width: '100%', height }}
    />
  );
}
