import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { i18n, initI18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';
import { installFakeApi, type FakeApi } from '@shop/ui/crud/testing/fake-api';
import { withReduxStore } from '../testing/withReduxStore.tsx';
import { RefundReviewDialog } from './RefundReviewDialog.tsx';
import { orderRecord, orderServer, refundRow } from './__fixtures__/orders.ts';

initI18n({ lng: 'zh-cn' });
addBackOfficeResources(i18n);

let api: FakeApi;
const pending = orderRecord({ order_status: 5, refund: refundRow() });
const returned = orderRecord({
  order_status: 5,
  delivery_code: 'yd',
  delivery_no: 'YD123',
  refund: refundRow({ refund_type: 1, refund_verify: 1, refund_step: 1, delivery_code: 'sf', delivery_no: 'SF1' }),
});

const meta = {
  title: 'Orders/RefundReviewDialog',
  component: RefundReviewDialog,
  args: { order: pending, intent: 'approve', onClose: fn(), onDone: fn() },
  beforeEach: () => {
    api = installFakeApi(orderServer([pending]));
    return () => api.restore();
  },
  decorators: [withReduxStore],
} satisfies Meta<typeof RefundReviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Approving a refund-only request says the money goes back, then sends refund_verify 1. */
export const Approve: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByTestId('refund-reason')).toHaveTextContent('不想要了');
    await expect(screen.getByText('同意后订单金额将全额退回买家余额。')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('refund-confirm-submit'));
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    const put = api.writes()[0]!;
    await expect(`${put.method} ${put.path}`).toBe('PUT /api/Seller/refunds/12');
    await expect(put.form).toEqual({ refund_verify: '1' });
  },
};

/** Refusing needs a reason; it is sent with refund_verify 2. */
export const Refuse: Story = {
  args: { intent: 'refuse' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('refund-confirm-submit'));
    await expect(await screen.findByText('不能为空。')).toBeInTheDocument();
    await expect(api.writes()).toHaveLength(0);
    await userEvent.type(screen.getByTestId('refuse-remark'), '商品已使用');
    await userEvent.click(screen.getByTestId('refund-confirm-submit'));
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    await expect(api.writes()[0]!.form).toEqual({ refund_verify: '2', refuse_remark: '商品已使用' });
  },
};

/** Returned goods on their way back: the store ships an exchange (the order's courier preselected) with a number. */
export const Exchange: Story = {
  args: { order: returned, intent: 'process' },
  play: async ({ args }) => {
    await expect(await screen.findByTestId('refund-buyer-delivery')).toHaveTextContent('SF1');
    await userEvent.click(screen.getByRole('radio', { name: '换货：寄出新商品' }));
    await userEvent.click(screen.getByTestId('refund-confirm-submit'));
    await expect(await screen.findByText('请输入快递单号')).toBeInTheDocument();
    await expect(api.writes()).toHaveLength(0);
    await userEvent.type(screen.getByTestId('reship-no'), 'YD9');
    await userEvent.click(screen.getByTestId('refund-confirm-submit'));
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    await expect(api.writes()[0]!.form).toEqual({ re_delivery_code: 'yd', re_delivery_no: 'YD9' });
  },
};

/** An intent that no longer applies (already approved, buyer to ship) shows where the request stands. */
export const Stale: Story = {
  args: {
    order: orderRecord({ order_status: 5, refund: refundRow({ refund_type: 1, refund_verify: 1 }) }),
    intent: 'approve',
  },
  play: async () => {
    await expect(await screen.findByTestId('refund-stage-note')).toHaveTextContent('等待买家寄回商品');
    await expect(screen.queryByTestId('refund-confirm-submit')).not.toBeInTheDocument();
  },
};
