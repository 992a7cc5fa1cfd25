import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18n, initI18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';
import { CrudTable } from '@shop/ui/crud/CrudTable';
import { CrudHarness } from '@shop/ui/crud/testing/CrudHarness';
import { installFakeApi, memoryResource, type FakeApi } from '@shop/ui/crud/testing/fake-api';
import { GOODS_DICTS, GOODS_LIST_PARAMS, GOODS_SEARCH, goodsColumns } from './GoodsList.tsx';
import { PIXEL } from './__fixtures__/goods.ts';

initI18n({ lng: 'zh-cn' });
addBackOfficeResources(i18n);

const t = (key: string) => (i18n.t as unknown as (k: string) => string)(key);

let api: FakeApi;

/** List rows as the goods collection answers them: one on the shelf and approved, one rejected, one pending. */
const rows = () => [
  {
    id: 3,
    goods_name: '星河 X1',
    goods_price: '1999.00 ~ 2299.00',
    goods_stock: 300,
    goods_sale: 12,
    goods_status: 1,
    goods_verify: 1,
    refuse_info: '暂无缘由',
    goods_master_image: PIXEL,
    brand_name: '星河',
    class_name: '智能手机',
    store_name: '青梧旗舰店',
    created_at: '2024-05-01 10:00:00',
  },
  {
    id: 2,
    goods_name: '青梧 空调',
    goods_price: '2399.00',
    goods_stock: 20,
    goods_sale: 0,
    goods_status: 0,
    goods_verify: 0,
    refuse_info: '主图不清晰',
    goods_master_image: PIXEL,
    brand_name: '青梧',
    class_name: '空调',
    store_name: '青梧旗舰店',
    created_at: '2024-05-02 10:00:00',
  },
  {
    id: 1,
    goods_name: '童趣 绘本',
    goods_price: '39.90',
    goods_stock: 600,
    goods_sale: 5,
    goods_status: 1,
    goods_verify: 2,
    refuse_info: '暂无缘由',
    goods_master_image: PIXEL,
    brand_name: '童趣',
    class_name: '绘本',
    store_name: '童趣书店',
    created_at: '2024-05-03 10:00:00',
  },
];

const meta = {
  title: 'Goods/GoodsList',
  component: CrudTable,
  decorators: [
    (Story) => (
      <CrudHarness url="/Admin/goods">
        <Story />
      </CrudHarness>
    ),
  ],
  args: {
    resource: 'goods',
    path: '/Seller/goods',
    params: GOODS_LIST_PARAMS,
    columns: goodsColumns('seller'),
    search: GOODS_SEARCH,
    dicts: GOODS_DICTS,
    buttons: { add: false, view: false, edit: false },
  },
  beforeEach: (context) => {
    api = installFakeApi(memoryResource(`/api${context.args.path ?? '/Seller/goods'}`, rows()));
    return () => api.restore();
  },
} satisfies Meta<typeof CrudTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Seller: the review state as a tag, a rejection with its reason; the shelf switch sends `goods_status`
 * alone (so the SKUs stay as they are) and the row follows.
 */
export const Seller: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('星河 X1');
    await expect(api.requests[0]!.query).toMatchObject({ isWith: 'goods_class,goods_brand' });
    await expect(canvas.getByTestId('goods-verify-2')).toHaveTextContent(t('resources.goods.verify.rejected'));
    await expect(canvas.getByTestId('goods-refuse-2')).toHaveTextContent('主图不清晰');
    await expect(canvas.getByTestId('goods-verify-1')).toHaveTextContent(t('resources.goods.verify.pending'));
    // An approved goods shows no reason, whatever the column holds.
    await expect(canvas.queryByTestId('goods-refuse-3')).not.toBeInTheDocument();
    await expect(canvas.getByText('￥1999.00 ~ 2299.00')).toBeInTheDocument();

    const toggle = canvas.getByTestId('goods-status-switch-3');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const put = api.writes()[0]!;
    await expect(`${put.method} ${put.path}`).toBe('PUT /api/Seller/goods/3');
    await expect(put.form).toEqual({ goods_status: '0' });
    await waitFor(() => expect(canvas.getByTestId('goods-status-switch-3')).toHaveAttribute('aria-checked', 'false'));
    await expect(api.notices.success).toEqual([t('messages.success')]);
  },
};

/** Admin: the store column; the switch also repeats the row's review state, which an admin save would otherwise reset. */
export const Admin: Story = {
  args: { path: '/Admin/goods', columns: goodsColumns('admin', { value: 'store_name', width: 110 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('童趣书店');
    await expect(
      screen.getByRole('columnheader', { name: t('resources.goods.fields.store_name') }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByTestId('goods-status-switch-1'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    await expect(api.writes()[0]!.form).toEqual({ goods_status: '0', goods_verify: '2' });
  },
};
