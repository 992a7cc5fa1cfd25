import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { i18n, initI18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';
import { installFakeApi, type FakeApi } from '@shop/ui/crud/testing/fake-api';
import { withReduxStore } from '../testing/withReduxStore.tsx';
import { WaybillDialog } from './WaybillView.tsx';
import { orderRecord, orderServer } from './__fixtures__/orders.ts';

initI18n({ lng: 'zh-cn' });
addBackOfficeResources(i18n);

let api: FakeApi;
const order = orderRecord({ order_status: 3, delivery_code: 'yd', delivery_no: 'YD123' });

const meta = {
  title: 'Orders/Waybill',
  component: WaybillDialog,
  args: { area: 'Seller', orderId: 12, onClose: fn(), onPrinted: fn() },
  beforeEach: () => {
    api = installFakeApi(orderServer([order]));
    return () => api.restore();
  },
  decorators: [withReduxStore],
} satisfies Meta<typeof WaybillDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet: courier and number, receiver, the sending store, contents; cloud printing not configured. */
export const NotConfigured: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByTestId('waybill-receiver')).toHaveTextContent('张三 13800000000');
    await expect(screen.getByTestId('waybill-sender')).toHaveTextContent('青梧旗舰店 0571-88888888');
    await expect(screen.getByTestId('waybill-sheet')).toHaveTextContent('星河 X1 (黑色 128G) × 1');
    await expect(await screen.findByText('韵达快递')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('waybill-cloud'));
    await expect(await screen.findByTestId('waybill-cloud-result')).toHaveTextContent('电子面单未配置.');
    await expect(args.onPrinted).not.toHaveBeenCalled();
  },
};

/** The platform's view loads the order's store; a configured cloud printer answers the waybill number. */
export const CloudPrinted: Story = {
  args: { area: 'Admin' },
  beforeEach: () => {
    api.restore();
    api = installFakeApi(orderServer([order], { waybill: true }));
  },
  play: async ({ args }) => {
    await screen.findByTestId('waybill-sheet');
    await expect(api.requests.some((r) => r.path === '/api/Admin/stores/1')).toBe(true);
    await userEvent.click(screen.getByTestId('waybill-cloud'));
    await expect(await screen.findByTestId('waybill-cloud-result')).toHaveTextContent('YD000111222');
    await expect(args.onPrinted).toHaveBeenCalled();
  },
};
