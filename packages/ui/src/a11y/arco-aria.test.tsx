import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Form, InputNumber, Menu, Pagination, Select, Tabs, Tree } from '@arco-design/web-react';
import { i18n } from '@shop/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { ArcoProvider } from '../console/ArcoProvider.tsx';
import { repairArcoAria } from './arco-aria.ts';

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('zh-cn'));
});

const TEXTS = { jumpToPage: 'Go to page', pageSize: 'Items per page' };

/** Renders Arco parts the way the apps do: inside ArcoProvider, which keeps them repaired. */
function inApp(node: React.ReactNode) {
  return render(<ArcoProvider>{node}</ArcoProvider>).container;
}

describe('repairArcoAria', () => {
  it("makes a sub-menu's header a menu item, so the menu owns only menu roles", async () => {
    const root = inApp(
      <Menu defaultOpenKeys={['g']}>
        <Menu.SubMenu key="g" title="Goods">
          <Menu.Item key="a">Brands</Menu.Item>
        </Menu.SubMenu>
      </Menu>,
    );
    const header = root.querySelector('.arco-menu-inline-header')!;
    await waitFor(() => expect(header.getAttribute('role')).toBe('menuitem'));
    // aria-expanded is allowed on a menu item; Arco keeps writing it.
    expect(header.getAttribute('aria-expanded')).toBe('true');
  });

  it("names the pagination's jumper and gives its page-size group a role, in the interface language", async () => {
    await act(() => i18n.changeLanguage('en'));
    const root = inApp(<Pagination total={200} showJumper sizeCanChange />);
    await waitFor(() =>
      expect(root.querySelector('.arco-pagination-jumper-input')!.getAttribute('aria-label')).toBe('Go to page'),
    );
    expect(root.querySelector('.arco-pagination-option')!.getAttribute('role')).toBe('group');
    await act(() => i18n.changeLanguage('zh-cn'));
    await waitFor(() =>
      expect(root.querySelector('.arco-pagination-jumper-input')!.getAttribute('aria-label')).toBe('跳至页码'),
    );
  });

  it('puts the tabs in a tablist and drops aria-controls to panels Arco did not render', async () => {
    const root = inApp(
      <Tabs>
        <Tabs.TabPane key="a" title="A" />
        <Tabs.TabPane key="b" title="B" />
      </Tabs>,
    );
    await waitFor(() => expect(root.querySelector('.arco-tabs-header')!.getAttribute('role')).toBe('tablist'));
    for (const tab of root.querySelectorAll('[role="tab"]')) expect(tab.hasAttribute('aria-controls')).toBe(false);
  });

  it('keeps aria-controls to a panel that is there', async () => {
    const root = inApp(
      <Tabs>
        <Tabs.TabPane key="a" title="A">
          first
        </Tabs.TabPane>
      </Tabs>,
    );
    await waitFor(() => expect(root.querySelector('.arco-tabs-header')!.getAttribute('role')).toBe('tablist'));
    const tab = root.querySelector('[role="tab"]')!;
    expect(document.getElementById(tab.getAttribute('aria-controls')!)).not.toBeNull();
  });

  it("removes an unbounded InputNumber's ±Infinity bounds and keeps real ones", async () => {
    const root = inApp(
      <>
        <InputNumber data-testid="free" />
        <InputNumber data-testid="bounded" min={1} max={9} />
      </>,
    );
    const [free, bounded] = root.querySelectorAll('input[role="spinbutton"]');
    await waitFor(() => expect(free!.hasAttribute('aria-valuemax')).toBe(false));
    expect(free!.hasAttribute('aria-valuemin')).toBe(false);
    expect(bounded!.getAttribute('aria-valuemin')).toBe('1');
    expect(bounded!.getAttribute('aria-valuemax')).toBe('9');
  });

  it("counts a tree's levels from 1 and names each box by its node's title", async () => {
    const root = inApp(
      <Tree
        checkable
        defaultExpandedKeys={['1']}
        treeData={[{ key: '1', title: 'Goods', children: [{ key: '2', title: 'Brands' }] }]}
      />,
    );
    await waitFor(() => expect(root.querySelector('.arco-tree-node')!.getAttribute('aria-level')).toBe('1'));
    const levels = [...root.querySelectorAll('.arco-tree-node')].map((node) => node.getAttribute('aria-level'));
    expect(levels).toEqual(['1', '2']);
    const names = [...root.querySelectorAll('.arco-tree-node input')].map(
      (box) => document.getElementById(box.getAttribute('aria-labelledby')!)?.textContent,
    );
    expect(names).toEqual(['Goods', 'Brands']);
  });

  it("shows a searchable select's box, which takes the focus, to screen readers", async () => {
    const root = inApp(<Select showSearch placeholder="Brand" options={['A', 'B']} />);
    const input = root.querySelector<HTMLInputElement>('.arco-select-view-input')!;
    expect(input.tabIndex).toBeGreaterThanOrEqual(0);
    await waitFor(() => expect(input.hasAttribute('aria-hidden')).toBe(false));
  });

  it("names a multiple select's tag box by its form item's label", async () => {
    const root = inApp(
      <Form>
        <Form.Item field="roles" label="Roles">
          <Select mode="multiple" options={['A', 'B']} />
        </Form.Item>
      </Form>,
    );
    const input = root.querySelector('.arco-input-tag-input')!;
    await waitFor(() => expect(input.getAttribute('aria-labelledby')).toBeTruthy());
    expect(document.getElementById(input.getAttribute('aria-labelledby')!)?.textContent?.trim()).toBe('Roles');
  });

  it('is idempotent: a second pass changes nothing', () => {
    const div = document.createElement('div');
    div.innerHTML =
      '<div class="arco-tree-node" aria-level="0"></div><input role="spinbutton" aria-valuemax="Infinity">';
    repairArcoAria(div, TEXTS);
    const once = div.innerHTML;
    repairArcoAria(div, TEXTS);
    expect(div.innerHTML).toBe(once);
    expect(div.querySelector('.arco-tree-node')!.getAttribute('aria-level')).toBe('1');
  });
});
