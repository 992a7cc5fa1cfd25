import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTag } from './StatusTag.tsx';
import { hashColor } from './status.ts';

const meta = {
  title: 'Widgets/StatusTag',
  component: StatusTag,
  args: { value: 'Shipped' },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

const colorOf = (canvas: HTMLElement, text: string) =>
  within(canvas).getByText(text).closest('.arco-tag')?.getAttribute('data-color');

/** Any other value: one of four colours, always the same for the same text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(colorOf(canvasElement, 'Shipped')).toBe(hashColor('Shipped'));
    await expect(canvasElement.querySelector('.arco-tag')).toHaveClass(`arco-tag-${hashColor('Shipped')}`);
  },
};

const GREEN = [1, '1', true, 'Yes', 'success', '成功'] as const;
const RED = [0, '0', false, 'No', 'failure', '失败'] as const;

/** 1 / Yes / success are green, 0 / No / failure red (and their '1', true, 成功... forms). */
export const YesAndNo: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div data-testid="green" style={{ display: 'flex', gap: 8 }}>
        {GREEN.map((value) => (
          <StatusTag key={`${typeof value}:${String(value)}`} value={value} />
        ))}
      </div>
      <div data-testid="red" style={{ display: 'flex', gap: 8 }}>
        {RED.map((value) => (
          <StatusTag key={`${typeof value}:${String(value)}`} value={value} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tag of canvas.getByTestId('green').querySelectorAll('.arco-tag'))
      await expect(tag).toHaveClass('arco-tag-green');
    for (const tag of canvas.getByTestId('red').querySelectorAll('.arco-tag'))
      await expect(tag).toHaveClass('arco-tag-red');
    await expect(canvas.getByTestId('green').querySelectorAll('.arco-tag')).toHaveLength(6);
    await expect(canvas.getByTestId('red').querySelectorAll('.arco-tag')).toHaveLength(6);
  },
};

/** Several values side by side: the hash spreads them over the palette. */
export const Palette: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {['Waiting payment', 'Waiting delivery', 'Completed', 'Refund', 'android', 'ios', 'mini', 'Verifying'].map(
        (value) => (
          <StatusTag key={value} value={value} />
        ),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const colors = new Set(
      [...canvasElement.querySelectorAll('.arco-tag')].map((tag) => tag.getAttribute('data-color')),
    );
    await expect(colors.size).toBeGreaterThan(1);
  },
};

/** With the fixed tones off, 1 is coloured by its hash like any text. */
export const HashOnly: Story = {
  args: { value: 1, yesNo: false },
  play: async ({ canvasElement }) => {
    await expect(colorOf(canvasElement, '1')).toBe(hashColor(1));
  },
};

/** An explicit colour wins. */
export const ExplicitColor: Story = {
  args: { value: 'success', color: 'purple' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.arco-tag')).toHaveClass('arco-tag-purple');
  },
};

/** Empty values render a plain '-'. */
export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.arco-tag')).toBeNull();
    await expect(within(canvasElement).getByText('-')).toBeInTheDocument();
  },
};
