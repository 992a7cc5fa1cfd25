import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './Card.tsx';
import { CardList } from './CardList.tsx';
import { at, expectNoSidewaysScroll, expectViewportWidth, phoneParameters } from './__fixtures__/phone-story.ts';

const action = { minHeight: 44, padding: '0 16px', border: '1px solid #c9cdd4', borderRadius: 22, background: '#fff' };

const orders = [
  {
    sn: '202612020001',
    status: '待付款',
    goods: '华为 Mate 70 Pro 12GB+512GB 雅川青',
    actions: ['取消订单', '去付款'],
  },
  {
    sn: '20261202000200000000000000000000000000',
    status: '已发货',
    goods: 'Extraordinarilylongproductnamewithoutanyspacesthatmustbreak 超长商品名称不能撑破屏幕',
    actions: ['查看物流', '确认收货', '申请售后', '再次购买', '联系卖家'],
  },
];

const meta = {
  title: 'Phone/CardList',
  component: CardList,
  parameters: phoneParameters,
  globals: at('phone360'),
  args: { testId: 'orders', children: null },
  render: (args) => (
    <div style={{ padding: 12, background: '#f2f3f5' }}>
      <CardList {...args}>
        {orders.map((order) => (
          <Card
            key={order.sn}
            testId={`order-${order.sn}`}
            title={`订单号：${order.sn}`}
            extra={order.status}
            footer={order.actions.map((label) => (
              <button key={label} type="button" style={action}>
                {label}
              </button>
            ))}
          >
            {order.goods}
          </Card>
        ))}
        <Card testId="plain">只有内容的卡片</Card>
      </CardList>
    </div>
  ),
} satisfies Meta<typeof CardList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 360 px long order numbers and names break, actions wrap, and no card is wider than the screen. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    await expectViewportWidth(360);
    const canvas = within(canvasElement);
    const list = canvas.getByTestId('orders');
    await expect(list.tagName).toBe('UL');
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    for (const card of cards) await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(360 - 12);
    await expectNoSidewaysScroll();
    // 12 px between cards.
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    await expect(Math.round((second?.top ?? 0) - (first?.bottom ?? 0))).toBe(12);
    // Title left, status right on one row.
    const card = canvas.getByTestId('order-202612020001');
    const title = within(card).getByText('订单号：202612020001').getBoundingClientRect();
    const status = within(card).getByText('待付款').getBoundingClientRect();
    await expect(status.left).toBeGreaterThan(title.left);
    await expect(status.top).toBeLessThan(title.bottom);
    // Five actions wrap onto several rows, right-aligned.
    const actions = within(cards[1] as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.getBoundingClientRect());
    await expect(new Set(actions.map((box) => box.top)).size).toBeGreaterThan(1);
    await expect(Math.max(...actions.map((box) => box.right))).toBeLessThanOrEqual(360 - 24);
    await expect(canvas.getByTestId('plain')).toHaveTextContent('只有内容的卡片');
  },
};

/** The same list at 414 px. */
export const Phone414: Story = {
  globals: at('phone414'),
  play: async () => {
    await expectViewportWidth(414);
    await expectNoSidewaysScroll();
  },
};
