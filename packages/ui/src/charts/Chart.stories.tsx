import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { Chart } from './Chart.tsx';

const week = [
  { time: '2026-11-23', num: 1280.5 },
  { time: '2026-11-24', num: 0 },
  { time: '2026-11-25', num: 342 },
  { time: '2026-11-26', num: 2210.9 },
  { time: '2026-11-27', num: 0 },
  { time: '2026-11-28', num: 0 },
  { time: '2026-11-29', num: 0 },
];
const month = Array.from({ length: 31 }, (_, i) => ({
  time: `2026-12-${String(i + 1).padStart(2, '0')}`,
  num: (i * 37) % 11,
}));
const year = Array.from({ length: 12 }, (_, i) => ({ time: `2026-${String(i + 1).padStart(2, '0')}`, num: i * 250 }));

const meta = {
  title: 'Charts/Chart',
  component: Chart,
  args: { name: 'Sales', points: week, height: 260, format: (v: number) => `￥${v}` },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters.boxWidth as number | undefined) ?? 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

const chartOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-testid="chart"]')!;

/** The drawn picture, once the chart has measured its box. */
const svgOf = async (root: HTMLElement) => {
  await waitFor(() => expect(chartOf(root).querySelector('svg')).toBeTruthy());
  return chartOf(root).querySelector('svg')!;
};

/** How many points the line goes through: one M or L command each. */
const linePoints = (svg: SVGSVGElement) =>
  svg.querySelector('[data-testid="chart-line"]')!.getAttribute('d')!.match(/[ML]/g)?.length ?? 0;

/** The value labels (right-aligned, left of the plot) and the period labels (centred, under it). */
const yLabels = (svg: SVGSVGElement) => [...svg.querySelectorAll('text[text-anchor="end"]')];
const xLabels = (svg: SVGSVGElement) => [...svg.querySelectorAll('text[text-anchor="middle"]')];

/** Every label lies inside the picture (measured as the browser laid it out), not cut off at an edge. */
const expectInside = async (svg: SVGSVGElement, labels: Element[]) => {
  const box = svg.getBoundingClientRect();
  for (const r of labels.map((l) => l.getBoundingClientRect())) {
    await expect(r.left).toBeGreaterThanOrEqual(box.left);
    await expect(r.right).toBeLessThanOrEqual(box.right);
  }
};

/** Period labels inside the picture, no two overlapping. */
const expectLabelsFit = async (svg: SVGSVGElement, labels: Element[]) => {
  await expectInside(svg, labels);
  const rects = labels.map((l) => l.getBoundingClientRect()).sort((a, b) => a.left - b.left);
  for (let i = 1; i < rects.length; i++) await expect(rects[i]!.left).toBeGreaterThan(rects[i - 1]!.right);
};

/** No attribute of the drawing holds NaN or Infinity (a division by zero somewhere). */
const expectFiniteDrawing = async (svg: SVGSVGElement) => {
  const attrs = [...svg.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.value));
  await expect(attrs.filter((v) => /NaN|Infinity/.test(v))).toEqual([]);
};

const tipOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-testid="chart-tip"]')!;

/** Moves the pointer over the chart at the x of point `index` (its marker). */
const hoverPoint = async (root: HTMLElement, index: number) => {
  const marker = chartOf(root).querySelectorAll('circle')[index]!.getBoundingClientRect();
  await fireEvent.pointerMove(chartOf(root), { clientX: marker.left + marker.width / 2 + 3, clientY: marker.top });
};

/** The sales per day (the overview's sales trend): the axis, the line through every day, a marker each. */
export const Sales: Story = {
  play: async ({ canvasElement }) => {
    const svg = await svgOf(canvasElement);
    const box = svg.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(600);
    await expect(box.height).toBe(260);
    await expect(chartOf(canvasElement)).toHaveAttribute('data-points', '7');
    await expect(canvasElement.querySelector('[role="img"]')).toHaveAttribute('aria-label', 'Sales');
    await expect(linePoints(svg)).toBe(7);
    await expect(svg.querySelectorAll('circle')).toHaveLength(7);
    await expect(yLabels(svg).map((t) => t.textContent)).toEqual([
      '￥0',
      '￥500',
      '￥1000',
      '￥1500',
      '￥2000',
      '￥2500',
    ]);
    await expect(svg.querySelectorAll('line[stroke-dasharray]')).toHaveLength(6);
    await expectLabelsFit(svg, xLabels(svg));
    await expectFiniteDrawing(svg);
  },
};

/** Counts (new users per day), with the default number format: whole numbers on the axis. */
export const Counts: Story = {
  args: {
    name: 'New users',
    format: undefined,
    points: week.map((p, i) => ({ time: p.time, num: i % 3 })),
  },
  play: async ({ canvasElement }) => {
    const svg = await svgOf(canvasElement);
    await expect(yLabels(svg).map((t) => t.textContent)).toEqual(['0', '1', '2']);
  },
};

/** Hovering shows the period and formatted value of the nearest point with a guide line; leaving hides them. */
export const Tooltip: Story = {
  play: async ({ canvasElement }) => {
    const svg = await svgOf(canvasElement);
    const guides = () => svg.querySelectorAll('line[stroke-opacity]').length;
    await expect(guides()).toBe(0);
    await hoverPoint(canvasElement, 3);
    await waitFor(() => expect(tipOf(canvasElement)).toHaveTextContent('2026-11-26'));
    await expect(tipOf(canvasElement)).toHaveTextContent('Sales￥2210.9');
    await expect(tipOf(canvasElement)).toBeVisible();
    await expect(guides()).toBe(1);
    await hoverPoint(canvasElement, 0);
    await waitFor(() => expect(tipOf(canvasElement)).toHaveTextContent('2026-11-23'));
    // React makes its pointer-leave of the pointer going out to an element outside the chart.
    await fireEvent.pointerOut(chartOf(canvasElement), { pointerType: 'mouse', relatedTarget: document.body });
    await waitFor(() => expect(tipOf(canvasElement)).toBeEmptyDOMElement());
    await expect(guides()).toBe(0);
  },
};

/** Focused, the chart shows the latest period; the arrow keys, Home and End walk the points, Escape hides. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await svgOf(canvasElement);
    await userEvent.tab();
    await expect(chartOf(canvasElement)).toHaveFocus();
    await waitFor(() => expect(tipOf(canvasElement)).toHaveTextContent('2026-11-29'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(tipOf(canvasElement)).toHaveTextContent('2026-11-27');
    await userEvent.keyboard('{Home}');
    await expect(tipOf(canvasElement)).toHaveTextContent('2026-11-23Sales￥1280.5');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tipOf(canvasElement)).toHaveTextContent('2026-11-23');
    await userEvent.keyboard('{Escape}');
    await expect(tipOf(canvasElement)).toBeEmptyDOMElement();
  },
};

/**
 * This week on a Wednesday: Thursday to Sunday have not begun (null), so they keep their labels on the axis but no
 * line, area or marker falls to 0 there; the pointer and the keys reach only the days that have a figure.
 */
export const RestOfWeek: Story = {
  args: { points: week.map((p, i) => (i < 3 ? p : { ...p, num: null })) },
  play: async ({ canvasElement }) => {
    const svg = await svgOf(canvasElement);
    await expect(chartOf(canvasElement)).toHaveAttribute('data-points', '7');
    await expect(chartOf(canvasElement)).toHaveAttribute('data-drawn', '3');
    await expect(linePoints(svg)).toBe(3);
    await expect(svg.querySelectorAll('circle')).toHaveLength(3);
    await expect(xLabels(svg)).toHaveLength(7);
    // The line ends at Wednesday's marker: nothing is drawn right of it.
    const wednesday = svg.querySelectorAll('circle')[2]!.getBoundingClientRect();
    for (const path of svg.querySelectorAll('path'))
      await expect(path.getBoundingClientRect().right).toBeLessThanOrEqual(wednesday.right);
    const box = chartOf(canvasElement).getBoundingClientRect();
    await fireEvent.pointerMove(chartOf(canvasElement), { clientX: box.right - 10, clientY: box.top + 50 });
    await waitFor(() => expect(tipOf(canvasElement)).toHaveTextContent('2026-11-25Sales￥342'));
    await fireEvent.pointerOut(chartOf(canvasElement), { pointerType: 'mouse', relatedTarget: document.body });
    await userEvent.tab();
    await waitFor(() => expect(tipOf(canvasElement)).toHaveTextContent('2026-11-25'));
    await userEvent.keyboard('{ArrowRight}{End}');
    await expect(tipOf(canvasElement)).toHaveTextContent('2026-11-25');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tipOf(canvasElement)).toHaveTextContent('2026-11-24');
    await expectFiniteDrawing(svg);
  },
};

/** No periods: an empty axis from 0 to 1, no line, nothing broken. */
export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    const svg = await svgOf(canvasElement);
    await expect(chartOf(canvasElement)).toHaveAttribute('data-points', '0');
    await expect(linePoints(svg)).toBe(0);
    await expect(yLabels(svg).map((t) => t.textContent)).toEqual(['￥0', '￥1']);
    await expectFiniteDrawing(svg);
    const box = chartOf(canvasElement).getBoundingClientRect();
    await fireEvent.pointerMove(chartOf(canvasElement), { clientX: box.left + box.width / 2, clientY: box.top + 50 });
    await expect(tipOf(canvasElement)).toBeEmptyDOMElement();
  },
};

/** A week without sales: the line lies on the zero line of a 0-to-1 axis. */
export const AllZero: Story = {
  args: { points: week.map((p) => ({ ...p, num: 0 })) },
  play: async ({ canvasElement }) => {
    const svg = await svgOf(canvasElement);
    await expect(linePoints(svg)).toBe(7);
    await expect(yLabels(svg).map((t) => t.textContent)).toEqual(['￥0', '￥1']);
    await expectFiniteDrawing(svg);
  },
};

/** 31 days in a narrow card: the day labels are thinned so that none overlap. */
export const MonthNarrow: Story = {
  args: { points: month, format: undefined, name: 'Paid orders' },
  parameters: { boxWidth: 300 },
  play: async ({ canvasElement }) => {
    const svg = await svgOf(canvasElement);
    await expect(linePoints(svg)).toBe(31);
    const labels = xLabels(svg);
    await expect(labels.length).toBeGreaterThan(1);
    await expect(labels.length).toBeLessThan(31);
    await expectLabelsFit(svg, labels);
  },
};

/** 12 months across a wide screen: every month labelled. */
export const YearWide: Story = {
  args: { points: year },
  parameters: { boxWidth: 1200 },
  play: async ({ canvasElement }) => {
    const svg = await svgOf(canvasElement);
    await expect(xLabels(svg)).toHaveLength(12);
    await expectLabelsFit(svg, xLabels(svg));
  },
};

/** Large money figures: the left margin grows so the longest value label is not cut off. */
export const LongValues: Story = {
  args: {
    points: week.map((p, i) => ({ ...p, num: i * 1_234_567.89 })),
    format: (v: number) => `￥${v.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  },
  play: async ({ canvasElement }) => {
    const svg = await svgOf(canvasElement);
    await expect(yLabels(svg).at(-1)).toHaveTextContent('￥8,000,000.00');
    await expectInside(svg, yLabels(svg));
  },
};

/** Follows its container: narrowing the box redraws the chart at the new width. */
export const Resizes: Story = {
  play: async ({ canvasElement }) => {
    await svgOf(canvasElement);
    const box = chartOf(canvasElement).parentElement!.parentElement!;
    box.style.width = '320px';
    await waitFor(() =>
      expect(chartOf(canvasElement).querySelector('svg')!.getBoundingClientRect().width).toBeLessThanOrEqual(320),
    );
    const svg = chartOf(canvasElement).querySelector('svg')!;
    await expectLabelsFit(svg, xLabels(svg));
  },
};
