import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper } from './Stepper.tsx';
import { at, expectTapTarget, expectViewportWidth, phoneParameters } from './__fixtures__/phone-story.ts';

const meta = {
  title: 'Phone/Stepper',
  component: Stepper,
  parameters: phoneParameters,
  globals: at('phone375'),
  args: { value: 1, max: 10, onChange: fn(), label: '购买数量', testId: 'qty' },
  // Controlled by the page, as in the cart: onChange (spied) sets the value shown.
  render: function StepperStory(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ padding: 16 }}>
        <Stepper
          {...args}
          value={value}
          onChange={(next) => {
            args.onChange(next);
            setValue(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** − / number / + of 44 px each; − disabled at the minimum, + at the maximum; typed numbers clamped. */
export const Phone: Story = {
  play: async ({ canvasElement, args }) => {
    await expectViewportWidth(375);
    const canvas = within(canvasElement);
    const minus = canvas.getByRole('button', { name: '减少' });
    const plus = canvas.getByRole('button', { name: '增加' });
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    await expect(canvas.getByTestId('qty-minus')).toBe(minus);
    await expect(canvas.getByTestId('qty-plus')).toBe(plus);
    await expect(canvas.getByTestId('qty-input')).toBe(input);
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    for (const target of [minus, input, plus]) await expectTapTarget(target);

    await expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(input).toHaveValue('2');
    await expect(minus).toBeEnabled();

    // Above the maximum, on blur: clamped to 10, + disabled.
    await userEvent.clear(input);
    await userEvent.type(input, '999');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(plus).toBeDisabled();

    // Below the minimum, on Enter: clamped to 1.
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(minus).toBeDisabled();

    // Not a number: the value comes back, nothing reported.
    await userEvent.clear(input);
    await userEvent.type(input, '3a{Enter}');
    await expect(input).toHaveValue('1');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** Disabled: nothing can be changed. */
export const Disabled: Story = {
  args: { value: 3, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('qty-minus')).toBeDisabled();
    await expect(canvas.getByTestId('qty-input')).toBeDisabled();
    await expect(canvas.getByTestId('qty-plus')).toBeDisabled();
  },
};

/** English labels; still 44 px targets at 360 px. */
export const English: Story = {
  globals: { ...at('phone360'), locale: 'en' },
  args: { value: 5, label: 'Quantity' },
  play: async ({ canvasElement }) => {
    await expectViewportWidth(360);
    const canvas = within(canvasElement);
    await expectTapTarget(canvas.getByRole('button', { name: 'Decrease' }));
    await expectTapTarget(canvas.getByRole('button', { name: 'Increase' }));
    await expectTapTarget(canvas.getByRole('textbox', { name: 'Quantity' }));
  },
};

/** The same 44 px targets at 1200 px. */
export const Desktop: Story = {
  globals: at('desktop1200'),
  play: async ({ canvasElement }) => {
    await expectViewportWidth(1200);
    for (const id of ['qty-minus', 'qty-input', 'qty-plus'])
      await expectTapTarget(within(canvasElement).getByTestId(id));
  },
};
