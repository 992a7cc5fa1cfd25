import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { i18n, initI18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';
import { installFakeApi, ok, type FakeApi } from '@shop/ui/crud/testing/fake-api';
import { withReduxStore } from '../testing/withReduxStore.tsx';
import { ReplyDialog } from './ReplyDialog.tsx';
import { PIXEL } from './__fixtures__/orders.ts';

initI18n({ lng: 'zh-cn' });
addBackOfficeResources(i18n);

let api: FakeApi;

/** A review as the comment list answers it (OrderCommentItem). */
const review = {
  id: 5,
  nickname: '小青',
  avatar: PIXEL,
  goods_master_image: PIXEL,
  goods_name: '星河 X1',
  score: '4.00',
  agree: '5.00',
  service: '4.00',
  speed: '5.00',
  content: '手感很好',
  image: [],
  reply: '',
  reply_time: null,
  created_at: '2024-05-05 10:00:00',
};

const meta = {
  title: 'Orders/ReplyDialog',
  component: ReplyDialog,
  args: { area: 'Seller', review, onClose: fn(), onDone: fn() },
  beforeEach: () => {
    api = installFakeApi((request) => (request.method === 'PUT' ? ok(1) : undefined));
    return () => api.restore();
  },
  decorators: [withReduxStore],
} satisfies Meta<typeof ReplyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reply is required, then sent alone to the review. */
export const Reply: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByTestId('reply-review-content')).toHaveTextContent('手感很好');
    await userEvent.click(screen.getByTestId('reply-submit'));
    await expect(await screen.findByTestId('reply-missing')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('reply-content'), '感谢支持');
    await userEvent.click(screen.getByTestId('reply-submit'));
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    const put = api.writes()[0]!;
    await expect(`${put.method} ${put.path}`).toBe('PUT /api/Seller/order_comments/5');
    await expect(put.form).toEqual({ reply: '感谢支持' });
  },
};

/** An answered review opens with its reply, for the platform too. */
export const EditReply: Story = {
  args: { area: 'Admin', review: { ...review, reply: '谢谢' } },
  play: async () => {
    await expect(await screen.findByTestId('reply-content')).toHaveValue('谢谢');
  },
};
