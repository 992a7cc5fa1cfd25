import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { i18n, initI18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';
import { installFakeApi, type FakeApi } from '@shop/ui/crud/testing/fake-api';
import { withReduxStore } from '../testing/withReduxStore.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { orderRecord, orderServer, refundRow } from './__fixtures__/orders.ts';

initI18n({ lng: 'zh-cn' });
addBackOfficeResources(i18n);

let api: FakeApi;
const shipped = orderRecord({
  order_status: 5,
  delivery_code: 'yd',
  delivery_no: 'YD123456',
  refund: refundRow({ refund_type: 1, refund_verify: 1, refund_step: 1, delivery_code: 'sf', delivery_no: 'SF778899' }),
});

const meta = {
  title: 'Orders/OrderDetail',
  component: OrderDetail,
  args: { area: 'Seller', order: shipped },
  beforeEach: () => {
    api = installFakeApi(orderServer([shipped], { tracking: true }));
    return () => api.restore();
  },
  decorators: [withReduxStore],
} satisfies Meta<typeof OrderDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A shipped order under return: amounts, lines, courier names, tracking on demand, the after-sale request. */
export const ShippedWithReturn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('order-detail-no')).toHaveTextContent('20240501100000123456');
    await expect(canvas.getByTestId('order-status-tag-12')).toHaveTextContent('售后退货');
    await expect(canvas.getByTestId('order-total')).toHaveTextContent('￥2089.00');
    const discounts = canvas.getAllByTestId('order-discount');
    await expect(discounts.map((line) => line.textContent)).toEqual(['满减满2000减15-￥15.00', '优惠券店铺券-￥5.00']);
    await expect(canvas.getByTestId('order-lines')).toHaveTextContent('￥100.00');
    await expect(await canvas.findByText(/韵达快递/)).toBeInTheDocument();
    await expect(canvas.getByTestId('refund-reason')).toHaveTextContent('不想要了');
    await expect(canvas.getByTestId('refund-buyer-delivery')).toHaveTextContent('顺丰速运 SF778899');
    await userEvent.click(canvas.getByTestId('order-tracking-show'));
    await expect(await canvas.findByText('已签收')).toBeInTheDocument();
    const call = api.requests.find((r) => r.path === '/api/Seller/orders/express/find');
    await expect(call?.form).toEqual({ id: '12' });
  },
};

/** Tracking not configured: the server's reason shows in place of the timeline; an unpaid order says so. */
export const TrackingOff: Story = {
  args: { area: 'Admin', order: { ...shipped, payment_name: '', pay_time: null } },
  beforeEach: () => {
    api.restore();
    api = installFakeApi(orderServer([shipped]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('未支付')).toBeInTheDocument();
    await userEvent.click(canvas.getByTestId('order-tracking-show'));
    await expect(await canvas.findByTestId('order-tracking-failed')).toHaveTextContent('物流查询未配置.');
    await expect(api.requests.some((r) => r.path === '/api/Admin/orders/express/find')).toBe(true);
  },
};
