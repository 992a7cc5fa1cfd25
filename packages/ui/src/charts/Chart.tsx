import { lazy, Suspense } from 'react';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { ChartSpec } from './chart-options.ts';

export type { ChartPoint, ChartSpec } from './chart-options.ts';

export interface ChartProps extends ChartSpec {
  /** Height in px (default 300); the width follows the container. */
  height?: number;
  /** Accessible name of the picture (default: the series name). */
  label?: string;
}

// ECharts (about 170 KB gzipped with the parts registered) sits in this chunk, fetched the first time a chart
// renders: only the dashboard pages pay for it.
const Impl = lazy(() => import('./ChartImpl.tsx'));

/**
 * A line chart of one series over periods, drawn by ECharts on canvas; it follows its container's width.
 *
 * @example <Chart name={t('sales')} points={data.order_plot} format={(v) => `￥${v}`} />
 */
export function Chart(props: ChartProps) {
  const height = props.height ?? 300;
  return (
    <Suspense
      fallback={
        <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Spin />
        </div>
      }
    >
      <Impl {...props} />
    </Suspense>
  );
}
