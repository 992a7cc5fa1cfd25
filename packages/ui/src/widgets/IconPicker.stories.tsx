import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { translate } from '@shop/i18n';
import { pick } from '../fields/__fixtures__/interactions.ts';
import IconPicker, { type IconPickerProps } from './IconPicker.tsx';

/** The picker with its value held in state, as a form holds it. */
function Controlled(props: IconPickerProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ width: 320 }}>
      <IconPicker
        {...props}
        value={value}
        onChange={(icon) => {
          setValue(icon);
          props.onChange?.(icon);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/IconPicker',
  component: IconPicker,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof IconPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters the Font Awesome 4.7 names; each suggestion and the suffix show the icon. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('placeholder', translate('fields.iconPlaceholder'));
    await userEvent.type(input, 'shopping-b');
    const option = await screen.findByRole('option', { name: 'fa-shopping-bag' });
    await expect(option.querySelector('i.fa.fa-shopping-bag')).toBeTruthy();
    await pick(option);
    await expect(args.onChange).toHaveBeenLastCalledWith('fa-shopping-bag');
    await waitFor(() => expect(within(canvasElement).getByTestId('icon-preview')).toHaveClass('fa', 'fa-shopping-bag'));
    // The bundled font is loaded (no CDN): the glyph renders with Font Awesome's font family.
    await document.fonts.ready;
    await expect(getComputedStyle(within(canvasElement).getByTestId('icon-preview')).fontFamily).toContain('FontAwesome');
  },
};

/** A stored icon previews at once; typing another name previews it live. */
export const WithValue: Story = {
  args: { value: 'fa-desktop' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveValue('fa-desktop');
    await expect(within(canvasElement).getByTestId('icon-preview')).toHaveClass('fa-desktop');
    await userEvent.clear(input);
    await userEvent.type(input, 'fa-cogs');
    await waitFor(() => expect(within(canvasElement).getByTestId('icon-preview')).toHaveClass('fa-cogs'));
  },
};

export const Disabled: Story = {
  args: { value: 'fa-user', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
