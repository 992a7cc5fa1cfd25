import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StickyActionBar } from './StickyActionBar.tsx';
import { at, expectTapTarget, expectViewportWidth, phoneParameters } from './__fixtures__/phone-story.ts';

const button = { flex: '1 1 0', minHeight: 44, border: 0, borderRadius: 22, color: '#fff', fontSize: 14 };

const meta = {
  title: 'Phone/StickyActionBar',
  component: StickyActionBar,
  parameters: phoneParameters,
  globals: at('phone375'),
  args: {
    testId: 'bar',
    children: (
      <>
        <button type="button" style={{ ...button, background: '#ff9500' }}>
          加入购物车
        </button>
        <button type="button" style={{ ...button, background: '#e50e19' }}>
          立即购买
        </button>
      </>
    ),
  },
  // The bar sits in the middle of the content, as a page renders it, with more content (a footer) after it.
  render: (args) => (
    <div>
      <p style={{ margin: 16, height: 1200 }}>商品详情</p>
      <StickyActionBar {...args} />
      <p data-testid="page-end" style={{ margin: 0 }}>
        页面底部
      </p>
    </div>
  ),
} satisfies Meta<typeof StickyActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fixed at the bottom edge, its spacer as tall as the bar, so the page's end scrolls into view above it. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    await expectViewportWidth(375);
    const canvas = within(canvasElement);
    const bar = canvas.getByTestId('bar');
    const spacer = within(document.body).getByTestId('bar-spacer');
    await expect(bar.getBoundingClientRect().bottom).toBe(window.innerHeight);
    await expect(bar.getBoundingClientRect().height).toBeGreaterThanOrEqual(56);
    await waitFor(() => expect(spacer.getBoundingClientRect().height).toBe(bar.getBoundingClientRect().height));
    for (const action of within(bar).getAllByRole('button')) await expectTapTarget(action);
    window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0);
    await waitFor(() =>
      expect(canvas.getByTestId('page-end').getBoundingClientRect().bottom).toBeLessThanOrEqual(
        bar.getBoundingClientRect().top,
      ),
    );
    window.scrollTo(0, 0);
  },
};

/** Actions that wrap onto a second row make the bar taller; the spacer follows. */
export const Wrapping: Story = {
  globals: { ...at('phone360'), locale: 'en' },
  args: {
    children: ['Contact the seller', 'Add to cart', 'Buy now', 'Save for later'].map((label) => (
      <button key={label} type="button" style={{ ...button, flex: '1 0 40%', background: '#e50e19' }}>
        {label}
      </button>
    )),
  },
  play: async ({ canvasElement }) => {
    await expectViewportWidth(360);
    const canvas = within(canvasElement);
    const bar = canvas.getByTestId('bar');
    await expect(bar.getBoundingClientRect().height).toBeGreaterThan(88);
    await waitFor(() =>
      expect(within(document.body).getByTestId('bar-spacer').getBoundingClientRect().height).toBe(
        bar.getBoundingClientRect().height,
      ),
    );
    await expect(document.scrollingElement?.scrollWidth).toBe(360);
  },
};

/** Actions added while shown (e.g. a coupon row appearing): the spacer grows with the bar. */
export const Grows: Story = {
  render: function GrowingBar(args) {
    const [extra, setExtra] = useState(false);
    return (
      <div>
        <button type="button" data-testid="grow" style={{ minHeight: 44, margin: 16 }} onClick={() => setExtra(true)}>
          领券
        </button>
        <StickyActionBar {...args}>
          {extra && <p style={{ flex: '1 0 100%', margin: 0, minHeight: 44 }}>已领取满 199 减 20 优惠券</p>}
          {args.children}
        </StickyActionBar>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByTestId('bar');
    const before = bar.getBoundingClientRect().height;
    await userEvent.click(canvas.getByTestId('grow'));
    await expect(bar.getBoundingClientRect().height).toBeGreaterThan(before);
    await waitFor(() =>
      expect(within(document.body).getByTestId('bar-spacer').getBoundingClientRect().height).toBe(
        bar.getBoundingClientRect().height,
      ),
    );
  },
};

/** `phoneOnly` at 1200 px: neither bar nor spacer shows. */
export const PhoneOnlyOnDesktop: Story = {
  args: { phoneOnly: true },
  globals: at('desktop1200'),
  play: async ({ canvasElement }) => {
    await expectViewportWidth(1200);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bar')).not.toBeVisible();
    await expect(getComputedStyle(within(document.body).getByTestId('bar-spacer')).display).toBe('none');
  },
};

/** `phoneOnly` on a phone: shown as usual. */
export const PhoneOnlyOnPhone: Story = {
  args: { phoneOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bar')).toBeVisible();
    await waitFor(() =>
      expect(within(document.body).getByTestId('bar-spacer').getBoundingClientRect().height).toBe(
        canvas.getByTestId('bar').getBoundingClientRect().height,
      ),
    );
  },
};
