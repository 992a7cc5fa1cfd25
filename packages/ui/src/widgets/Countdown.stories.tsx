import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown.tsx';

const meta = {
  title: 'Widgets/Countdown',
  component: Countdown,
  args: { seconds: 90061, onEnd: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const DAYS = /^\d+ 天 \d{2} 时 \d{2} 分 \d{2} 秒$|^\d+ d \d{2} h \d{2} m \d{2} s$/;

/** 'N 天 HH 时 MM 分 SS 秒', ticking each second. */
export const Days: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer.textContent).toMatch(DAYS);
    await expect(timer.textContent).toMatch(/^1 (天|d) 01 (时|h) 01 (分|m) 0[01] (秒|s)$/);
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
  },
};

/** 'HH : MM : SS'. */
export const Clock: Story = {
  args: { seconds: 3725, format: 'clock' },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer.textContent).toMatch(/^01 : 02 : 0[45]$/);
    await waitFor(() => expect(timer.textContent).toMatch(/^01 : 02 : 0[34]$/), { timeout: 2500 });
  },
};

/** Towards an absolute end time (two days and five seconds after the story opens). */
export const UntilDate: Story = {
  render: function UntilDateStory(args) {
    const [end] = useState(() => Date.now() + 2 * 86400 * 1000 + 5000);
    return <Countdown {...args} end={end} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer').textContent).toMatch(/^2 (天|d) 00 (时|h) 00 (分|m) 0[4-5] (秒|s)$/);
  },
};

/** Reaching zero calls onEnd once and stops at zero. */
export const Ends: Story = {
  args: { seconds: 1, format: 'clock' },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledOnce(), { timeout: 2500 });
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00 : 00 : 00');
  },
};
