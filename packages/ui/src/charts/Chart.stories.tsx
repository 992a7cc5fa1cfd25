import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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

const meta = {
  title: 'Charts/Chart',
  component: Chart,
  args: { name: 'Sales', points: week, height: 260, format: (v: number) => `￥${v}` },
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The canvas ECharts draws on, once the lazily loaded chunk has rendered. */
const canvasOf = async (root: HTMLElement) => {
  await waitFor(() => expect(root.querySelector('[data-testid="chart"] canvas')).toBeTruthy(), { timeout: 10000 });
  return root.querySelector<HTMLCanvasElement>('[data-testid="chart"] canvas')!;
};

/** The sales per day (the overview's sales trend); empty days stay on the axis at 0. */
export const Sales: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    const box = canvas.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(600);
    await expect(box.height).toBe(260);
    await expect(canvasElement.querySelector('[data-testid="chart"]')).toHaveAttribute('data-points', '7');
    await expect(canvasElement.querySelector('[role="img"]')).toHaveAttribute('aria-label', 'Sales');
  },
};

/** Counts (new users per day), with the default number format. */
export const Counts: Story = {
  args: {
    name: 'New users',
    format: undefined,
    points: week.map((p, i) => ({ time: p.time, num: i % 3 })),
  },
  play: async ({ canvasElement }) => {
    const canvas = await canvasOf(canvasElement);
    await expect(canvas.getBoundingClientRect().width).toBeGreaterThan(600);
  },
};

/** Follows its container: narrowing the box redraws the canvas at the new width. */
export const Resizes: Story = {
  play: async ({ canvasElement }) => {
    await canvasOf(canvasElement);
    const box = canvasElement.querySelector<HTMLElement>('[data-testid="chart"]')!.parentElement!;
    box.style.width = '320px';
    await waitFor(() =>
      expect(canvasElement.querySelector('canvas')!.getBoundingClientRect().width).toBeLessThanOrEqual(320),
    );
  },
};
