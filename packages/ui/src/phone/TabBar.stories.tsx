import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TabBar } from './TabBar.tsx';
import {
  at,
  clickPrevented,
  expectTapTarget,
  expectViewportWidth,
  phoneParameters,
} from './__fixtures__/phone-story.ts';

const meta = {
  title: 'Phone/TabBar',
  component: TabBar,
  parameters: phoneParameters,
  globals: at('phone375'),
  args: {
    current: '/carts',
    onNavigate: fn(),
    label: '主导航',
    items: [
      { href: '/', label: '首页', icon: '⌂', testId: 'tab-home' },
      { href: '/category', label: '分类', icon: '☰', testId: 'tab-category' },
      { href: '/carts', label: '购物车', icon: '🛒', badge: 3, testId: 'tab-cart' },
      { href: '/user', label: '我的', icon: '☺', badge: 120, testId: 'tab-user' },
    ],
  },
  render: (args) => (
    <div>
      <p style={{ margin: 16 }}>页面内容</p>
      <TabBar {...args} />
    </div>
  ),
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four tabs sharing a 375 px screen, the cart current; each is a 44 px target at least. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    await expectViewportWidth(375);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) {
      await expectTapTarget(link);
      await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(375 / 4 - 1);
      await expect(Number.parseFloat(getComputedStyle(link).fontSize)).toBeGreaterThanOrEqual(12);
    }
    await expect(canvas.getByTestId('tab-cart')).toHaveAttribute('aria-current', 'page');
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(canvas.getByTestId('tab-cart')).toHaveTextContent('购物车3');
    await expect(canvas.getByTestId('tab-user')).toHaveTextContent('我的99+');
    await expect(canvas.getByTestId('tab-home')).not.toHaveTextContent(/\d/);
    // Fixed to the bottom edge, the spacer as tall as the bar.
    const box = nav.getBoundingClientRect();
    await expect(box.bottom).toBe(window.innerHeight);
    await expect(box.height).toBe(50);
    await expect(nav.previousElementSibling?.getBoundingClientRect().height).toBe(box.height);
  },
};

/** A plain click routes on the client; a modifier click (new tab) and a missing onNavigate stay native. */
export const Navigates: Story = {
  play: async ({ canvasElement, args }) => {
    const category = within(canvasElement).getByTestId('tab-category');
    await expect(clickPrevented(category)).toBe(true);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/category');
    await expect(clickPrevented(category, { ctrlKey: true })).toBe(false);
    await expect(clickPrevented(category, { button: 1 })).toBe(false);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

/** A page under a tab ('/user/orders') keeps that tab current; '/' is current only on the home page. */
export const NestedPath: Story = {
  args: { current: '/user/orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-user')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByTestId('tab-home')).not.toHaveAttribute('aria-current');
  },
};

/** Longer English labels still fit at 360 px (cut with an ellipsis rather than wrapping). */
export const English: Story = {
  globals: { ...at('phone360'), locale: 'en' },
  args: {
    label: 'Main',
    current: '/',
    items: [
      { href: '/', label: 'Home', icon: '⌂', testId: 'tab-home' },
      { href: '/category', label: 'Categories', icon: '☰', testId: 'tab-category' },
      { href: '/carts', label: 'Shopping cart', icon: '🛒', badge: 2, testId: 'tab-cart' },
      { href: '/user', label: 'My account', icon: '☺', testId: 'tab-user' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectViewportWidth(360);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-home')).toHaveAttribute('aria-current', 'page');
    for (const link of within(canvas.getByRole('navigation')).getAllByRole('link')) {
      await expectTapTarget(link);
      await expect(link.getBoundingClientRect().height).toBeLessThanOrEqual(50);
    }
    await expect(document.scrollingElement?.scrollWidth).toBe(360);
  },
};

/** From 768 px up the bar and its spacer are gone (the desktop header has the navigation). */
export const Desktop: Story = {
  globals: at('desktop1200'),
  play: async ({ canvasElement }) => {
    await expectViewportWidth(1200);
    const nav = within(canvasElement).getByTestId('tab-bar');
    await expect(nav).not.toBeVisible();
    await expect(getComputedStyle(nav.previousElementSibling as Element).display).toBe('none');
  },
};
