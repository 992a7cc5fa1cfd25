import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { i18n, translate } from '@shop/i18n';
import { SlideVerify, type SlideVerifyProps } from './SlideVerify.tsx';

/** Called when the form around the slider is submitted (Enter on the handle). */
const submitted = fn();
/** The slider's callbacks, fresh for each story. */
const changed = fn<SlideVerifyProps['onChange']>();
const reloaded = fn();

/** As the Admin login holds it: the position in state, inside a form. */
function Controlled(props: SlideVerifyProps) {
  const [value, setValue] = useState(props.value);
  return (
    <form
      style={{ width: 320 }}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submitted(value);
      }}
    >
      <SlideVerify
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </form>
  );
}

const meta = {
  title: 'Login/SlideVerify',
  component: SlideVerify,
  args: { challenge: { x: 62, width: 100 }, value: 0, onChange: changed, onReload: reloaded },
  render: (args) => <Controlled {...args} />,
  beforeEach: () => {
    for (const spy of [submitted, changed, reloaded]) spy.mockClear();
  },
} satisfies Meta<typeof SlideVerify>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gap is shown; the keyboard moves the handle onto it (arrows, Page Up/Down, Home, End) and Enter submits. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    const slider = screen.getByRole('slider', { name: translate('login.slideToVerify') });
    await expect(screen.getByTestId('login-verify-gap')).toBeInTheDocument();
    await expect(slider).toHaveAttribute('data-target', '62');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', '100');
    await expect(slider).toHaveAccessibleDescription(translate('login.slideHint'));

    slider.focus();
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    for (let i = 0; i < 6; i += 1) await userEvent.keyboard('{PageUp}');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}{ArrowDown}');
    await expect(slider).toHaveAttribute('aria-valuenow', '62');
    await expect(slider).toHaveAttribute('aria-valuetext', i18n.t('login.slidePosition', { value: 62, target: 62 }));
    await expect(args.onChange).toHaveBeenLastCalledWith(62);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(submitted).toHaveBeenCalledWith(62));
  },
};

/** While the challenge loads the handle cannot be used. */
export const Loading: Story = {
  args: { challenge: null },
  play: async ({ args }) => {
    const slider = screen.getByRole('slider');
    await expect(slider).toHaveAttribute('aria-disabled', 'true');
    await expect(slider).toHaveAttribute('data-state', 'loading');
    await expect(screen.getByText(translate('login.verifyLoading'))).toBeInTheDocument();
    await expect(screen.queryByTestId('login-verify-gap')).toBeNull();
    slider.focus();
    await userEvent.keyboard('{End}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A challenge that could not be loaded says so; a press on the track asks again. */
export const Failed: Story = {
  args: { challenge: null, failed: true },
  play: async ({ args }) => {
    await expect(screen.getByRole('slider')).toHaveAttribute('data-state', 'failed');
    await expect(screen.getByText(translate('login.verifyLoadFailed'))).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('login-verify-track'));
    await expect(args.onReload).toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** English: the label, the hint and the position in English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { value: 30 },
  play: async () => {
    const slider = screen.getByRole('slider', { name: 'Slide the block onto the gap' });
    await expect(slider).toHaveAttribute('aria-valuetext', 'At 30, the gap is at 62');
    await expect(screen.getByTestId('login-verify-track').textContent).not.toMatch(/[\u4e00-\u9fff]/);
  },
};
