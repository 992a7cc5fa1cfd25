import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { translate } from '@shop/i18n';
import { fail, installFakeApi, ok, type FakeApi, type FakeHandler } from '@shop/ui/crud/testing/fake-api';
import { withReduxStore } from '../testing/withReduxStore.tsx';
import { RoleEditor } from './RoleEditor.tsx';
import { permissionGroups, roleMenus } from './__fixtures__/roles.ts';

const MENU_URI = '/api/Admin/load_menu?type=getChildren';
const SELLER_MENU_URI = '/api/Seller/load_menu?type=getChildren';
const PERMISSION_URI = '/api/Admin/permission_groups?isAll=true&isWith=permissions';

/** Answers the menu trees and the permission groups from the fixtures. */
const fixtures: FakeHandler = (request) =>
  request.uri === MENU_URI || request.uri === SELLER_MENU_URI
    ? ok(roleMenus)
    : request.uri === PERMISSION_URI
      ? ok(permissionGroups)
      : undefined;

let api: FakeApi;
/** The addresses the editor asked for, in order. */
const asked = () => api.requests.map((request) => request.uri);

const meta = {
  title: 'Widgets/RoleEditor',
  component: RoleEditor,
  args: {
    area: 'admin',
    permissions: true,
    onSubmit: fn(),
    onCancel: fn(),
  },
  beforeEach: () => {
    api = installFakeApi(fixtures);
    return () => api.restore();
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
    withReduxStore,
  ],
} satisfies Meta<typeof RoleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tree node row showing `text`. */
function nodeOf(canvasElement: HTMLElement, text: string): HTMLElement {
  const title = within(canvasElement).getByText(text, { selector: '.role-editor-node > span:first-child' });
  const node = title.closest('.arco-tree-node');
  if (!(node instanceof HTMLElement)) throw new Error(`no tree node for ${text}`);
  return node;
}
const checkboxOf = (node: HTMLElement) => node.querySelector('.arco-checkbox') as HTMLElement;
const stateOf = (canvasElement: HTMLElement, text: string) => {
  const box = checkboxOf(nodeOf(canvasElement, text));
  if (box.classList.contains('arco-checkbox-checked')) return 'checked';
  if (box.classList.contains('arco-checkbox-indeterminate')) return 'half';
  return 'none';
};

/**
 * Add: the name is required; checking a page checks its group and half-checks the module; the master
 * "select all" and the per-group toggle select permissions; OK sends name, menus (checked and
 * half-checked) and permissions.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('公告管理');
    await expect(asked()).toContain(MENU_URI);
    await expect(asked()).toContain(PERMISSION_URI);
    // A node with a description shows it; the others show only their name (the fixture describes one node).
    await expect(canvas.getByText('文章与栏目')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('.role-editor-node-note')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: translate('crud.ok') }));
    await expect(await canvas.findByText(translate('messages.requiredMsg'))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByPlaceholderText(translate('widgets.roleEditor.name')), '运营');
    await userEvent.click(checkboxOf(nodeOf(canvasElement, '公告管理')));
    await waitFor(() => expect(stateOf(canvasElement, '公告中心')).toBe('checked'));
    await expect(stateOf(canvasElement, '工作台')).toBe('half');
    await expect(stateOf(canvasElement, '系统中心')).toBe('none');
    // Checking a group checks its pages.
    await userEvent.click(checkboxOf(nodeOf(canvasElement, '用户管理')));
    await waitFor(() => expect(stateOf(canvasElement, '角色管理')).toBe('checked'));
    await expect(stateOf(canvasElement, '系统中心')).toBe('checked');

    await userEvent.click(canvas.getByText(translate('widgets.roleEditor.permissions')));
    await userEvent.click(await canvas.findByText(translate('widgets.roleEditor.selectAll')));
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: '订单列表' })).toBeChecked());
    const users = within(canvas.getByRole('region', { name: '用户接口' }));
    await userEvent.click(users.getByRole('button', { name: translate('widgets.roleEditor.groupSelectAll') }));
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: '用户列表' })).not.toBeChecked());
    await userEvent.click(canvas.getByRole('checkbox', { name: '用户详情' }));

    await userEvent.click(canvas.getByRole('button', { name: translate('crud.ok') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: '运营',
        menu_id: [1, 2, 4, 6, 7, 19, 20],
        permission_id: [2, 4],
      }),
    );
  },
};

/**
 * Edit: a saved role re-checks its leaves only — the saved module 2 without any of its pages stays
 * unchecked, the saved group 19 follows its page — and its permissions are ticked.
 */
export const Edit: Story = {
  args: { record: { id: 3, name: '运营', menu_id: [1, 2, 19, 20], permission_id: [2] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('公告管理');
    await expect(canvas.getByPlaceholderText(translate('widgets.roleEditor.name'))).toHaveValue('运营');
    await expect(stateOf(canvasElement, '公告管理')).toBe('checked');
    await expect(stateOf(canvasElement, '公告中心')).toBe('checked');
    await expect(stateOf(canvasElement, '工作台')).toBe('half');
    await expect(stateOf(canvasElement, '系统中心')).toBe('none');
    await userEvent.click(canvas.getByText(translate('widgets.roleEditor.permissions')));
    await expect(await canvas.findByRole('checkbox', { name: '用户详情' })).toBeChecked();
    // The master box is indeterminate: some, not all.
    const master = canvas.getByText(translate('widgets.roleEditor.selectAll')).closest('.arco-checkbox');
    await expect(master?.classList.contains('arco-checkbox-indeterminate')).toBe(true);

    // Unchecking the only page clears its group and module.
    await userEvent.click(canvas.getByText(translate('widgets.roleEditor.menus')));
    await userEvent.click(checkboxOf(nodeOf(canvasElement, '公告管理')));
    await waitFor(() => expect(stateOf(canvasElement, '工作台')).toBe('none'));
    await userEvent.click(canvas.getByRole('button', { name: translate('crud.ok') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name: '运营', menu_id: [], permission_id: [2] }));
  },
};

/** Seller roles: menus only, no permissions panel; Cancel calls back. */
export const MenusOnly: Story = {
  args: { area: 'seller', permissions: false },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // English shows the menus' English names.
    await canvas.findByText('Notices');
    await expect(canvas.queryByText('公告管理')).toBeNull();
    await expect(canvas.queryByText(translate('widgets.roleEditor.permissions'))).toBeNull();
    await expect(asked()).toEqual([SELLER_MENU_URI]);
    await userEvent.click(canvas.getByRole('button', { name: translate('crud.cancel') }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** While the tree loads. */
export const Loading: Story = {
  beforeEach: () => {
    api.use(() => ({ delay: 'never' }));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.arco-spin-loading')).toBeTruthy());
  },
};

/** The tree failed to load: a message and Retry, which loads again. */
export const LoadError: Story = {
  beforeEach: () => {
    api.use(() => fail('offline'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(translate('crud.loadFailed'))).toBeInTheDocument();
    const calls = api.requests.length;
    await userEvent.click(canvas.getByRole('button', { name: translate('crud.retry') }));
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(calls));
  },
};
