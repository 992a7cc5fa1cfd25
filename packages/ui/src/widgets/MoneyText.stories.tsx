import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MoneyText } from './MoneyText.tsx';

const meta = {
  title: 'Widgets/MoneyText',
  component: MoneyText,
  args: { value: 12 },
} satisfies Meta<typeof MoneyText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Non-negative: '+' and red (Arco red-6), two decimals. */
export const Positive: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('+12.00');
    await expect(text).toHaveAttribute('data-tone', 'income');
    await expect(text).toHaveStyle({ color: 'rgb(245, 63, 63)' });
  },
};

/** Zero counts as non-negative. */
export const Zero: Story = {
  args: { value: '0' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+0.00')).toHaveAttribute('data-tone', 'income');
  },
};

/** Negative: as it is, green (Arco green-6). */
export const Negative: Story = {
  args: { value: '-3.456' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('-3.46');
    await expect(text).toHaveAttribute('data-tone', 'expense');
    await expect(text).toHaveStyle({ color: 'rgb(0, 180, 42)' });
  },
};

/** Empty or not a number: '-'. */
export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-')).toBeInTheDocument();
  },
};
