import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18n, initI18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';
import { installFakeApi, type FakeApi } from '@shop/ui/crud/testing/fake-api';
import { withReduxStore } from '../testing/withReduxStore.tsx';
import { DeliverDialog } from './DeliverDialog.tsx';
import { orderRecord, orderServer } from './__fixtures__/orders.ts';

initI18n({ lng: 'zh-cn' });
addBackOfficeResources(i18n);

let api: FakeApi;

const meta = {
  title: 'Orders/DeliverDialog',
  component: DeliverDialog,
  args: { area: 'Seller', orderIds: [12], onClose: fn(), onShipped: fn() },
  beforeEach: () => {
    api = installFakeApi(
      orderServer([
        orderRecord(),
        orderRecord({
          id: 13,
          order_no: '20240501100000654321',
          order_status: 3,
          delivery_code: 'sf',
          delivery_no: 'SF1',
        }),
        // Paid in a group still short of members: `find/all` carries the group, not `group_waiting`.
        orderRecord({
          id: 14,
          order_no: '20240501100000777777',
          collective: { id: 3, status: 2, need: 3, orders_count: 2, expires_at: '2024-05-02 10:00:00' },
        }),
      ]),
    );
    return () => api.restore();
  },
  decorators: [withReduxStore],
} satisfies Meta<typeof DeliverDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One order: the number is checked as the server will, then status 3 goes out with the default courier. */
export const One: Story = {
  play: async ({ args }) => {
    const order = await screen.findByTestId('deliver-order-12');
    await expect(order).toHaveTextContent('20240501100000123456');
    await expect(order).toHaveTextContent('张三 | 13800000000');
    await userEvent.click(screen.getByTestId('deliver-submit'));
    await expect(await within(order).findByTestId('deliver-error')).toHaveTextContent('请输入快递单号');
    await userEvent.type(within(order).getByTestId('deliver-no'), '12 34');
    await userEvent.click(screen.getByTestId('deliver-submit'));
    await expect(await within(order).findByTestId('deliver-error')).toHaveTextContent('快递单号为 1 到 20 位');
    await expect(api.writes()).toHaveLength(0);
    await userEvent.clear(within(order).getByTestId('deliver-no'));
    await userEvent.type(within(order).getByTestId('deliver-no'), '275811554411');
    await userEvent.click(screen.getByTestId('deliver-submit'));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    const put = api.writes()[0]!;
    await expect(`${put.method} ${put.path}`).toBe('PUT /api/Seller/orders/status/edit');
    await expect(put.form).toEqual({ id: '12', status: '3', delivery_code: 'yd', delivery_no: '275811554411' });
    await expect(args.onShipped).toHaveBeenCalled();
    await expect(api.notices.success).toHaveLength(1);
  },
};

/** Several checked orders: one already shipped is shown but skipped; only the waiting one is sent. */
export const Batch: Story = {
  args: { area: 'Admin', orderIds: [12, 13] },
  play: async () => {
    const skipped = await screen.findByTestId('deliver-order-13');
    await expect(within(skipped).getByTestId('deliver-skipped')).toBeInTheDocument();
    await expect(within(skipped).queryByTestId('deliver-no')).not.toBeInTheDocument();
    const waiting = screen.getByTestId('deliver-order-12');
    await userEvent.type(within(waiting).getByTestId('deliver-no'), 'YD-1');
    await userEvent.click(screen.getByTestId('deliver-submit'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    await expect(api.writes()[0]!.path).toBe('/api/Admin/orders/status/edit');
    const query = api.requests.find((r) => r.path === '/api/Admin/orders/find/all')!.query;
    await expect(JSON.parse(atob(String(query.params)))).toEqual({ order_id: [12, 13] });
  },
};

/** A paid order whose group is not complete yet is shown but not offered for shipping, and says why. */
export const GroupNotComplete: Story = {
  args: { area: 'Seller', orderIds: [12, 14] },
  play: async () => {
    const grouped = await screen.findByTestId('deliver-order-14');
    await expect(within(grouped).getByTestId('deliver-skipped')).toHaveTextContent('拼团未完成');
    await expect(within(grouped).queryByTestId('deliver-no')).not.toBeInTheDocument();
    await userEvent.type(within(screen.getByTestId('deliver-order-12')).getByTestId('deliver-no'), 'YD-2');
    await userEvent.click(screen.getByTestId('deliver-submit'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    await expect((api.writes()[0]!.form as Record<string, unknown>).id).toBe('12');
  },
};
