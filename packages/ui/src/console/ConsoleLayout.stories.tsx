import { use, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { ConsoleLayout, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, type ConsoleLayoutProps } from './ConsoleLayout.tsx';
import { adminMenus, emptyModules } from './__fixtures__/menus.ts';

/** The layout with a working "router": navigation changes the path, as in the apps. */
function Routed(args: ConsoleLayoutProps) {
  const [path, setPath] = useState(args.path);
  return (
    <ConsoleLayout
      {...args}
      path={path}
      onNavigate={(next) => {
        args.onNavigate(next);
        setPath(next);
      }}
    >
      {args.children ?? (
        <p data-testid="story-page">
          page <code>{path}</code>
        </p>
      )}
    </ConsoleLayout>
  );
}

const never = new Promise<never>(() => undefined);
/** A page whose chunk never arrives: the top progress bar keeps running. */
function NeverLoads() {
  use(never);
  return null;
}

/** A popup item once its opening animation lets it take clicks. */
async function ready(testId: string): Promise<HTMLElement> {
  const element = await screen.findByTestId(testId);
  await waitFor(() => expect(getComputedStyle(element).pointerEvents).not.toBe('none'));
  return element;
}

const checkedTabs = (root: HTMLElement) =>
  within(root)
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true');

const meta = {
  title: 'Console/ConsoleLayout',
  component: ConsoleLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    area: 'admin',
    menus: adminMenus,
    path: '/notices',
    user: { nickname: 'admin', avatar: '' },
    onNavigate: fn(),
    onOpenExternal: fn(),
    onLogout: fn(),
    onOpenUserInfo: fn(),
    onLanguageChange: fn(),
    onModuleChange: fn(),
    onCollapsedChange: fn(),
  },
  render: (args) => <Routed {...args} />,
} satisfies Meta<typeof ConsoleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Workbench module's menu with the Notices page open; tabs, user dropdown and language switch work. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByTestId('console-title')).toHaveTextContent('公告管理');
    await expect(canvas.getByTestId('console-side').getBoundingClientRect().width).toBe(SIDEBAR_WIDTH);
    await expect(canvas.getByTestId('console-nickname')).toHaveTextContent('admin');
    await expect(canvas.getByTestId('console-avatar').getBoundingClientRect().width).toBe(30);

    // A module tab goes to its first routable entry and becomes the one checked tab.
    await userEvent.click(canvas.getByRole('tab', { name: /商品中心/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/goods_classes');
    await expect(args.onModuleChange).toHaveBeenCalledWith(1);
    await expect(checkedTabs(canvasElement)).toHaveLength(1);
    await expect(canvas.getByRole('tab', { name: /商品中心/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('console-title')).toHaveTextContent('商品分类');

    // An external entry opens outside.
    await userEvent.click(canvas.getByText('帮助文档'));
    await expect(args.onOpenExternal).toHaveBeenCalledWith('https://example.com/help');

    // The user dropdown: 'user info' and 'logout'.
    await userEvent.click(canvas.getByTestId('console-nickname'));
    await userEvent.click(await ready('console-userinfo'));
    await expect(args.onOpenUserInfo).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByTestId('console-nickname'));
    await userEvent.click(await ready('console-logout'));
    await expect(args.onLogout).toHaveBeenCalledOnce();

    await userEvent.click(canvas.getByTestId('lang-switch'));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};

/** The fold toggle narrows the sidebar from 200px to 63px, icons only, and back. */
export const Collapsed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const side = canvas.getByTestId('console-side');
    await expect(side.getBoundingClientRect().width).toBe(SIDEBAR_WIDTH);
    await userEvent.click(canvas.getByTestId('console-fold'));
    await waitFor(() => expect(side.getBoundingClientRect().width).toBe(SIDEBAR_COLLAPSED_WIDTH));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(canvas.queryByText('Qingwu System')).toBeNull();
    await expect(canvas.queryByText('青梧系统')).toBeNull();
    // Group names are out of view; the icons remain.
    await expect(side.querySelectorAll('.fa').length).toBeGreaterThan(0);
  },
};

/** Starts collapsed (the app remembers the choice). */
export const StartsCollapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvas, userEvent }) => {
    const side = canvas.getByTestId('console-side');
    await expect(side.getBoundingClientRect().width).toBe(SIDEBAR_COLLAPSED_WIDTH);
    await userEvent.click(canvas.getByTestId('console-fold'));
    await waitFor(() => expect(side.getBoundingClientRect().width).toBe(SIDEBAR_WIDTH));
  },
};

/** Modules without children: 'empty menus', the title falls back, clicks find no route. */
export const EmptyMenus: Story = {
  args: { menus: emptyModules, path: '/', user: null },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByTestId('console-empty-menus')).toHaveTextContent('空菜单');
    await expect(canvas.getByTestId('console-title')).toHaveTextContent('菜单名称');
    await expect(canvas.getByTestId('console-nickname')).toHaveTextContent('-');
    const log = spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('tab', { name: /系统中心/ }));
      await expect(log).toHaveBeenCalledWith('No Route');
    } finally {
      log.mockRestore();
    }
    await expect(args.onNavigate).not.toHaveBeenCalled();
    // The clicked tab is checked even without a route, and it alone.
    await expect(checkedTabs(canvasElement)).toHaveLength(1);
    await expect(canvas.getByRole('tab', { name: /系统中心/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** English: menu `ename`, English chrome, no Chinese anywhere in the frame. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('console-title')).toHaveTextContent('Notices');
    await expect(canvas.getByRole('tab', { name: /Goods center/ })).toBeVisible();
    await expect(canvas.getByText('Hello,')).toBeVisible();
    await expect(canvas.getByTestId('lang-switch')).toHaveTextContent('简体中文');
    const frame = canvasElement.cloneNode(true) as HTMLElement;
    frame.querySelector('[data-testid="lang-switch"]')?.remove();
    await expect(frame.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  },
};

/** A path no menu route matches: the title falls back to 'Menu Name'. */
export const TitleFallback: Story = {
  globals: { locale: 'en' },
  args: { path: '/nowhere' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('console-title')).toHaveTextContent('Menu Name');
  },
};

/** Groups containing items: the side menu nests one level; items navigate, pageless entries log 'No Route'. */
export const NestedGroups: Story = {
  args: { path: '/articles' },
  play: async ({ canvas, args, userEvent }) => {
    const side = within(canvas.getByTestId('console-side'));
    await expect(side.getAllByTestId('console-menu-group')).toHaveLength(2);
    await expect(side.getByText('文章管理').closest('.arco-menu-item')).toHaveClass('arco-menu-selected');
    await userEvent.click(side.getByText('公告管理'));
    await expect(args.onNavigate).toHaveBeenCalledWith('/notices');
    await expect(canvas.getByTestId('console-title')).toHaveTextContent('公告管理');

    const log = spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('tab', { name: /数据统计/ }));
      await expect(log).toHaveBeenCalledWith('No Route');
      await userEvent.click(side.getByText('会员分析'));
      await expect(log).toHaveBeenCalledTimes(2);
    } finally {
      log.mockRestore();
    }
  },
};

/** Switching to a module with groups shows them open, whatever module the menu started in. */
export const ModuleSwitch: Story = {
  args: { path: '/goods' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /工作台/ }));
    const side = within(canvas.getByTestId('console-side'));
    await waitFor(() => expect(side.getByText('文章管理')).toBeVisible());
    await expect(canvas.getByTestId('console-title')).toHaveTextContent('仪表盘');
  },
};

/** `hideTitle`: no title, no divider. */
export const HiddenTitle: Story = {
  args: { hideTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('console-title')).toBeNull();
    // The view fades in.
    await waitFor(() => expect(canvas.getByTestId('story-page')).toBeVisible());
  },
};

/** `hideFrame`: the page bare on the grey background, as the dashboards (is_open 1) use it. */
export const HiddenFrame: Story = {
  args: { hideFrame: true, path: '/dashboard' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByTestId('console-title')).toBeNull();
    await expect(canvasElement.querySelector('.console-card')).toBeNull();
    // The view fades in.
    await waitFor(() => expect(canvas.getByTestId('story-page')).toBeVisible());
  },
};

/** A lazily loaded page still on its way: the top progress bar runs. */
export const LoadingPage: Story = {
  render: (args) => (
    <ConsoleLayout {...args}>
      <NeverLoads />
    </ConsoleLayout>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('top-progress')).toBeInTheDocument();
  },
};
