import { describe, expect, it } from 'vitest';
import { chartOption } from './chart-options.ts';

const points = [
  { time: '2026-01', num: 12.5 },
  { time: '2026-02', num: 0 },
];

describe('chartOption', () => {
  it('puts the periods on the category axis and the figures in one line, in order', () => {
    const o = chartOption({ name: 'Sales', points });
    expect(o.xAxis.data).toEqual(['2026-01', '2026-02']);
    expect(o.series).toHaveLength(1);
    expect(o.series[0]).toMatchObject({ type: 'line', name: 'Sales', data: [12.5, 0], smooth: false });
  });

  it('draws a line with its colour and formats values with the given function', () => {
    const o = chartOption({ name: 'Users', points, color: '#00b42a', format: (v) => `${v} p` });
    expect(o.series[0]).toMatchObject({ lineStyle: { color: '#00b42a' } });
    expect(o.yAxis.axisLabel.formatter(3)).toBe('3 p');
    expect(o.tooltip.valueFormatter('4')).toBe('4 p');
  });
});
