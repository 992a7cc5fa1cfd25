import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BottomSheet } from './BottomSheet.tsx';
import { at, expectTapTarget, expectViewportWidth, phoneParameters } from './__fixtures__/phone-story.ts';

const meta = {
  title: 'Phone/BottomSheet',
  component: BottomSheet,
  parameters: phoneParameters,
  globals: at('phone375'),
  args: {
    open: false,
    onClose: fn(),
    title: '选择规格',
    children: null,
    testId: 'sheet',
  },
  // The sheet's own state lives in the page: here a button opens it and onClose (also spied) closes it.
  render: function SheetStory(args) {
    const [open, setOpen] = useState(args.open);
    const [size, setSize] = useState('M');
    return (
      <div style={{ padding: 16 }}>
        <button type="button" data-testid="opener" onClick={() => setOpen(true)}>
          {args.title}
        </button>
        <BottomSheet
          {...args}
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
          footer={
            <button type="button" data-testid="sheet-confirm" style={{ minHeight: 44 }} onClick={() => setOpen(false)}>
              确定
            </button>
          }
        >
          {args.children ?? (
            <fieldset style={{ border: 0, padding: 0 }}>
              {['S', 'M', 'L'].map((value) => (
                <label key={value} style={{ display: 'inline-flex', minHeight: 44, marginRight: 16 }}>
                  <input type="radio" name="size" checked={size === value} onChange={() => setSize(value)} />
                  {value}
                </label>
              ))}
            </fieldset>
          )}
        </BottomSheet>
      </div>
    );
  },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const opener = () => screen.getByTestId('opener');
const dialog = () => screen.getByRole('dialog');

/**
 * Opens over the page, full width at the bottom edge, takes focus, keeps Tab inside, locks the page's scroll,
 * and closes on Escape, on the close button and on a tap on the backdrop, each time giving focus back.
 */
export const Phone: Story = {
  play: async ({ args }) => {
    await expectViewportWidth(375);
    await userEvent.click(opener());
    const sheet = dialog();
    await expect(sheet).toHaveAccessibleName('选择规格');
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(sheet).toHaveFocus());
    await expect(document.body.style.overflow).toBe('hidden');
    await waitFor(() => expect(sheet.getBoundingClientRect().bottom).toBe(window.innerHeight));
    await expect(sheet.getBoundingClientRect().width).toBe(375);

    const close = screen.getByRole('button', { name: '关闭' });
    await expectTapTarget(close);
    // Tab cycles close → radios → confirm → close; Shift+Tab goes back round.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('radio', { name: 'M' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByTestId('sheet-confirm')).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByTestId('sheet-confirm')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(opener()).toHaveFocus();
    await expect(document.body.style.overflow).toBe('');

    await userEvent.click(opener());
    await userEvent.click(screen.getByTestId('sheet-backdrop'));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(opener()).toHaveFocus();

    await userEvent.click(opener());
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(opener()).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

/** A tall body scrolls inside the sheet (at most 85 % of the screen); the footer stays on screen. */
export const Tall: Story = {
  args: {
    children: (
      <ol>
        {Array.from({ length: 40 }, (_, i) => (
          <li key={i} style={{ minHeight: 44 }}>
            收货地址 {i + 1}
          </li>
        ))}
      </ol>
    ),
  },
  play: async () => {
    await userEvent.click(opener());
    const sheet = dialog();
    await waitFor(() => expect(sheet.getBoundingClientRect().bottom).toBe(window.innerHeight));
    await expect(sheet.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight * 0.85 + 1);
    const body = sheet.querySelector('.phone-sheet-body') as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(screen.getByTestId('sheet-confirm').getBoundingClientRect().bottom).toBeLessThanOrEqual(
      window.innerHeight,
    );
  },
};

/** English: the close button is named "Close"; a long title wraps instead of widening the sheet. */
export const English: Story = {
  globals: { ...at('phone360'), locale: 'en' },
  args: { title: 'Choose the colour, the size and the quantity of this extraordinarilylongproductname' },
  play: async () => {
    await expectViewportWidth(360);
    await userEvent.click(opener());
    await expectTapTarget(screen.getByRole('button', { name: 'Close' }));
    await expect(dialog().getBoundingClientRect().width).toBe(360);
    await expect(document.scrollingElement?.scrollWidth).toBe(360);
  },
};

/** At 1200 px it is a centred panel at most 480 px wide, still closed by Escape. */
export const Desktop: Story = {
  globals: at('desktop1200'),
  play: async () => {
    await expectViewportWidth(1200);
    await userEvent.click(opener());
    const box = dialog().getBoundingClientRect();
    await expect(box.width).toBe(480);
    await expect(Math.abs(box.left + box.width / 2 - 600)).toBeLessThanOrEqual(1);
    await expect(box.bottom).toBeLessThan(window.innerHeight);
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(opener()).toHaveFocus();
  },
};
