import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n, initI18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';
import { Space } from '@arco-design/web-react';
import { OrderStatusTag, RefundStateTag } from './OrderStatusTag.tsx';
import { refundOf } from './order-flow.ts';
import { refundRow } from './__fixtures__/orders.ts';

initI18n({ lng: 'zh-cn' });
addBackOfficeResources(i18n);

/** The ten displayed order states: stored status, after-sale by its kind, a paid order waiting for its group. */
const ORDERS = [
  { id: 1, order_status: 0 },
  { id: 2, order_status: 1 },
  { id: 3, order_status: 2 },
  { id: 4, order_status: 3 },
  { id: 5, order_status: 4 },
  { id: 6, order_status: 5, refund_status: 0 },
  { id: 7, order_status: 5, refund_status: 1 },
  { id: 8, order_status: 5, refund_status: 2 },
  { id: 9, order_status: 6 },
  { id: 10, order_status: 2, group_waiting: true },
];

function AllStates() {
  return (
    <Space direction="vertical">
      <Space wrap>
        {ORDERS.map((order) => (
          <OrderStatusTag key={order.id} order={order} />
        ))}
      </Space>
      <Space wrap>
        <RefundStateTag refund={refundOf({ refund: refundRow() })} />
        <RefundStateTag refund={refundOf({ refund: refundRow({ refund_verify: 2 }) })} />
        <RefundStateTag refund={refundOf({ refund: refundRow({ refund_verify: 1, refund_step: 1 }) })} />
        <RefundStateTag refund={refundOf({ refund: refundRow({ refund_verify: 1, refund_step: 3 }) })} />
      </Space>
    </Space>
  );
}

const meta = { title: 'Orders/OrderStatusTag', component: AllStates } satisfies Meta<typeof AllStates>;
export default meta;
type Story = StoryObj<typeof meta>;

/** zh-cn labels of every state, translated on the client by code. */
export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = [
      '订单取消',
      '等待支付',
      '等待发货',
      '等待收货',
      '等待评论',
      '售后退款',
      '售后退货',
      '售后完成',
      '订单完成',
      '待成团',
    ];
    for (const [index, label] of expected.entries()) {
      await expect(canvas.getByTestId(`order-status-tag-${index + 1}`)).toHaveTextContent(label);
    }
    await expect(canvas.getAllByTestId('refund-state-tag').map((tag) => tag.textContent)).toEqual([
      '等待审核',
      '拒绝审核',
      '等待商家确认',
      '售后处理完成',
    ]);
  },
};

/** The same states in English. */
export const English: Story = {
  beforeEach: async () => {
    await i18n.changeLanguage('en');
    return async () => {
      await i18n.changeLanguage('zh-cn');
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('order-status-tag-7')).toHaveTextContent('After-sale return');
    await expect(canvas.getByTestId('order-status-tag-3')).toHaveTextContent('Waiting delivery');
    await expect(canvas.getByTestId('order-status-tag-10')).toHaveTextContent('Waiting for group');
  },
};
