import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { createReduxStore } from '@shop/api/redux-store';
import { i18n, initI18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';
import { fail, installFakeApi, type FakeApi, type FakeRequest } from '@shop/ui/crud/testing/fake-api';
import { pick } from '@shop/ui/fields/__fixtures__/interactions';
import { GoodsEditor } from './GoodsEditor.tsx';
import { PIXEL, goodsEditorApi } from './__fixtures__/goods.ts';

// The editor's texts are back-office labels, which the apps add at start-up (initI18n: as the preview, idempotent).
initI18n({ lng: 'zh-cn' });
addBackOfficeResources(i18n);

const t = (key: string, options?: Record<string, unknown>) =>
  (i18n.t as unknown as (k: string, o?: Record<string, unknown>) => string)(key, options);
const g = (key: string, options?: Record<string, unknown>) => t(`resources.goods.${key}`, options);

/** The fake server of the running story. */
let api: FakeApi;

/** A back office's Redux store around the editor (its saves go through the generic resource calls). */
function WithStore({ area, children }: { area: 'seller' | 'admin'; children: ReactNode }) {
  const [store] = useState(() => createReduxStore(area));
  return <Provider store={store}>{children}</Provider>;
}

const withStore: Decorator = (Story, context) => (
  <WithStore area={context.args.apiBase === '/Admin' ? 'admin' : 'seller'}>
    <div style={{ maxWidth: 1000 }}>
      <Story />
    </div>
  </WithStore>
);

const meta = {
  title: 'Goods/GoodsEditor',
  component: GoodsEditor,
  decorators: [withStore],
  args: { apiBase: '/Seller', onDone: fn() },
  beforeEach: (context) => {
    const area = context.args.apiBase === '/Admin' ? 'Admin' : 'Seller';
    api = installFakeApi(goodsEditorApi(area), {
      error: (m) => void Message.error(m),
      success: (m) => void Message.success(m),
    });
    return () => api.restore();
  },
} satisfies Meta<typeof GoodsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'goods.png', { type: 'image/png' });
const byTest = (id: string) => screen.getByTestId(id);
const findTest = (id: string) => screen.findByTestId(id);
const writes = (): FakeRequest[] => api.writes().filter((request) => !request.path.endsWith('/uploads'));
type Form = Record<string, unknown>;

/** Chooses 手机数码 / 手机通讯 / 智能手机 in the three columns. */
async function chooseClass() {
  await userEvent.click(await findTest('goods-class-option-1'));
  await userEvent.click(await findTest('goods-class-option-11'));
  await userEvent.click(await findTest('goods-class-option-111'));
}

/** Fills the required goods information and uploads two pictures. */
async function fillBasic() {
  await userEvent.type(await findTest('goods-field-goods_name'), '青梧 新品手机');
  await userEvent.type(byTest('goods-field-goods_price'), '99');
  await userEvent.type(byTest('goods-field-goods_market_price'), '129');
  await userEvent.type(byTest('goods-field-goods_weight'), '0.5');
  await userEvent.type(byTest('goods-field-goods_stock'), '20');
  const input = byTest('goods-pictures').querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, [png(), png()]);
  await findTest('goods-picture-0');
}

/**
 * Seller, new goods: the three category columns, the goods information with two pictures, two attributes
 * multiplied into four SKUs priced with the bulk-fill bar, then Publish posts the whole goods with its
 * `skuList` (bracket-encoded), toasts and leaves.
 */
export const SellerCreate: Story = {
  play: async ({ args }) => {
    await chooseClass();
    await expect(byTest('goods-class-path')).toHaveTextContent('手机数码 / 手机通讯 / 智能手机');
    await userEvent.click(byTest('goods-next'));
    await fillBasic();
    // Pictures went to the area's upload as `goods` with the 800x800 option and its thumbnails.
    const uploads = api.requests.filter((request) => request.path === '/api/Seller/uploads');
    await expect(uploads).toHaveLength(2);
    const sent = uploads[0]!.body as FormData;
    await expect(sent.get('name')).toBe('goods');
    await expect(JSON.parse(sent.get('option') as string)).toEqual({
      width: 800,
      height: 800,
      thumb: [
        [400, 400],
        [300, 300],
        [150, 150],
      ],
    });
    await userEvent.click(byTest('goods-brand-select'));
    await pick(screen.findByRole('option', { name: '星河' }));

    await userEvent.click(byTest('goods-next'));
    await userEvent.click(await findTest('goods-attrs-choose'));
    await userEvent.click(await findTest('goods-attr-1'));
    await userEvent.click(byTest('goods-attr-2'));
    await userEvent.click(byTest('goods-attrs-ok'));
    for (const spec of [1, 2, 3, 4]) await userEvent.click(await findTest(`goods-spec-${spec}`));
    await expect(await findTest('goods-sku-row-3')).toHaveTextContent('冰川白 256GB');
    await userEvent.type(byTest('goods-bulk-goods_price'), '88');
    await userEvent.type(byTest('goods-bulk-goods_stock'), '5');
    await userEvent.click(byTest('goods-bulk-all'));
    await waitFor(() => expect(byTest('goods-sku-3-goods_price')).toHaveValue('88.00'));
    await userEvent.clear(byTest('goods-sku-0-goods_price'));
    await userEvent.type(byTest('goods-sku-0-goods_price'), '99.9');

    await userEvent.click(byTest('goods-next'));
    await findTest('goods-content-pc-editor');
    await userEvent.click(byTest('goods-submit'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const post = writes()[0]!;
    await expect(`${post.method} ${post.path}`).toBe('POST /api/Seller/goods');
    const form = post.form as Form;
    await expect(form).toMatchObject({
      class_id: '111',
      goods_name: '青梧 新品手机',
      brand_id: '2',
      goods_price: '99.00',
      goods_market_price: '129.00',
      goods_weight: '0.50',
      goods_stock: '20',
      goods_master_image: PIXEL,
      freight_id: '0',
      goods_status: '1',
    });
    await expect(form.goods_images).toEqual([PIXEL]);
    await expect(form.skuList).toEqual([
      {
        spec_id: ['1', '3'],
        sku_name: ['星空黑', '128GB'],
        goods_image: '',
        goods_price: '99.90',
        goods_market_price: '0.00',
        goods_stock: '5',
        goods_weight: '0.00',
      },
      {
        spec_id: ['1', '4'],
        sku_name: ['星空黑', '256GB'],
        goods_image: '',
        goods_price: '88.00',
        goods_market_price: '0.00',
        goods_stock: '5',
        goods_weight: '0.00',
      },
      {
        spec_id: ['2', '3'],
        sku_name: ['冰川白', '128GB'],
        goods_image: '',
        goods_price: '88.00',
        goods_market_price: '0.00',
        goods_stock: '5',
        goods_weight: '0.00',
      },
      {
        spec_id: ['2', '4'],
        sku_name: ['冰川白', '256GB'],
        goods_image: '',
        goods_price: '88.00',
        goods_market_price: '0.00',
        goods_stock: '5',
        goods_weight: '0.00',
      },
    ]);
    await expect(form).not.toHaveProperty('goods_verify');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(true));
    await expect(api.notices.success).toEqual([t('messages.success')]);
  },
};

/**
 * Each "next" checks the step it leaves and sends nothing: a level-3 category, then the required fields,
 * a price above 0, numbers not below 0, a whole stock and at least one picture; then every SKU priced.
 */
export const StepChecks: Story = {
  play: async () => {
    await userEvent.click(await findTest('goods-next'));
    await expect(await findTest('goods-error-class_id')).toHaveTextContent(g('validation.classRequired'));
    await userEvent.click(byTest('goods-class-option-1'));
    await userEvent.click(byTest('goods-next'));
    await expect(byTest('goods-step-body-class')).toBeInTheDocument();
    await chooseClass();
    await userEvent.click(byTest('goods-next'));

    await userEvent.click(await findTest('goods-next'));
    await expect(await findTest('goods-error-goods_name')).toHaveTextContent(t('messages.requiredMsg'));
    await expect(byTest('goods-error-goods_images')).toHaveTextContent(g('validation.pictureRequired'));
    await userEvent.type(byTest('goods-field-goods_price'), '0');
    await userEvent.type(byTest('goods-field-goods_weight'), '-1');
    await userEvent.type(byTest('goods-field-goods_stock'), '1.5');
    await userEvent.click(byTest('goods-field-goods_name'));
    await expect(await findTest('goods-error-goods_price')).toHaveTextContent(g('validation.positive'));
    await expect(byTest('goods-error-goods_weight')).toHaveTextContent(g('validation.nonNegative'));
    await waitFor(() => expect(byTest('goods-error-goods_market_price')).toHaveTextContent(t('messages.requiredMsg')));

    // Publish from here opens the first failing step too; nothing was sent.
    await userEvent.click(byTest('goods-submit'));
    await expect(byTest('goods-step-body-basic')).toBeInTheDocument();
    await expect(writes()).toEqual([]);
  },
};

/**
 * Seller, edit: goods 5 opens on its information with the category path root-first; on the SKU step,
 * unticking a colour drops its rows and keeps the others' ids and prices; ticking it again brings blank
 * rows that must be priced; the PUT sends ids for kept SKUs only.
 */
export const SellerEditKeepsSkus: Story = {
  args: { goodsId: 5 },
  play: async ({ args }) => {
    await expect(await findTest('goods-class-crumb')).toHaveTextContent('手机数码 / 手机通讯 / 智能手机');
    await expect(byTest('goods-field-goods_name')).toHaveValue('星河 X1 5G智能手机');
    await userEvent.click(byTest('goods-step-skus'));
    await expect(await findTest('goods-sku-row-3')).toBeInTheDocument();
    await expect(byTest('goods-spec-2').querySelector('input')).toBeChecked();

    await userEvent.click(byTest('goods-spec-2'));
    await waitFor(() => expect(screen.queryByTestId('goods-sku-row-2')).not.toBeInTheDocument());
    await expect(byTest('goods-sku-0-goods_price')).toHaveValue('1999.00');
    await expect(byTest('goods-sku-1-goods_price')).toHaveValue('2299.00');

    // Rows follow the attributes' order (存储 × 颜色): the white ones come back between the kept ones, blank.
    await userEvent.click(byTest('goods-spec-2'));
    await expect(await findTest('goods-sku-row-3')).toHaveTextContent('256GB 冰川白');
    await expect(byTest('goods-sku-1-goods_price')).toHaveValue('');
    await expect(byTest('goods-sku-2-goods_price')).toHaveValue('2299.00');
    await userEvent.click(byTest('goods-submit'));
    await expect(await findTest('goods-error-skus')).toHaveTextContent(g('validation.skuPriced'));
    await expect(writes()).toEqual([]);

    await userEvent.type(byTest('goods-sku-1-goods_price'), '1888');
    await userEvent.type(byTest('goods-sku-3-goods_price'), '2188');
    await userEvent.click(byTest('goods-submit'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const put = writes()[0]!;
    await expect(`${put.method} ${put.path}`).toBe('PUT /api/Seller/goods/5');
    const skus = (put.form as Form).skuList as Form[];
    await expect(skus.map((sku) => [sku.id, sku.sku_name, sku.goods_price])).toEqual([
      ['1', ['128GB', '星空黑'], '1999.00'],
      [undefined, ['128GB', '冰川白'], '1888.00'],
      ['2', ['256GB', '星空黑'], '2299.00'],
      [undefined, ['256GB', '冰川白'], '2188.00'],
    ]);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(true));
  },
};

/**
 * Admin, edit: the spec combinations are read-only (no attribute picker, values disabled) but a SKU's
 * stock can change; a rejection needs its reason; the PUT carries the review and featuring fields.
 */
export const AdminReview: Story = {
  args: { apiBase: '/Admin', goodsId: 5 },
  play: async ({ args }) => {
    await userEvent.click(await findTest('goods-step-skus'));
    await expect(await findTest('goods-sku-row-3')).toBeInTheDocument();
    await expect(screen.queryByTestId('goods-attrs-choose')).not.toBeInTheDocument();
    await expect(byTest('goods-spec-1').querySelector('input')).toBeDisabled();
    await userEvent.clear(byTest('goods-sku-1-goods_stock'));
    await userEvent.type(byTest('goods-sku-1-goods_stock'), '66');

    await userEvent.click(byTest('goods-next'));
    await userEvent.click(await findTest('goods-verify-reject'));
    // The column's default text is no reason: the field starts empty and is required.
    await expect(byTest('goods-field-refuse_info')).toHaveValue('');
    await userEvent.click(byTest('goods-submit'));
    await expect(await findTest('goods-error-refuse_info')).toHaveTextContent(t('messages.requiredMsg'));
    await userEvent.type(byTest('goods-field-refuse_info'), '主图不清晰');
    await userEvent.click(byTest('goods-field-is_master'));
    await userEvent.click(byTest('goods-submit'));

    await waitFor(() => expect(writes()).toHaveLength(1));
    const put = writes()[0]!;
    await expect(`${put.method} ${put.path}`).toBe('PUT /api/Admin/goods/5');
    const form = put.form as Form;
    await expect(form).toMatchObject({
      goods_verify: '0',
      refuse_info: '主图不清晰',
      is_master: '1',
      is_recommend: '0',
    });
    await expect(((form.skuList as Form[])[1] ?? {}).goods_stock).toBe('66');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(true));
  },
};

/** The server's refusal of a field (422 with `data.field`) shows under that field, on its step; the editor stays. */
export const ServerRefusal: Story = {
  args: { goodsId: 5 },
  play: async ({ args }) => {
    api.use((request) =>
      request.method === 'PUT' ? fail('商品标题已被占用。', { field: 'goods_name' }, 422) : undefined,
    );
    await findTest('goods-field-goods_name');
    await userEvent.click(byTest('goods-step-content'));
    await userEvent.click(await findTest('goods-submit'));
    await expect(await findTest('goods-error-goods_name')).toHaveTextContent('商品标题已被占用。');
    await expect(byTest('goods-server-error')).toHaveTextContent('商品标题已被占用。');
    await expect(byTest('goods-step-body-basic')).toBeInTheDocument();
    await expect(args.onDone).not.toHaveBeenCalled();
    // Editing the field clears the server's message.
    await userEvent.type(byTest('goods-field-goods_name'), ' Pro');
    await waitFor(() => expect(screen.queryByTestId('goods-error-goods_name')).not.toBeInTheDocument());
  },
};

/** A goods that cannot be loaded says why and offers a retry and the way back. */
export const LoadFailed: Story = {
  args: { goodsId: 99 },
  play: async ({ args }) => {
    const failed = await findTest('goods-load-failed');
    await expect(failed).toHaveTextContent('Data not found.');
    await userEvent.click(within(failed).getByRole('button', { name: g('editor.back') }));
    await expect(args.onDone).toHaveBeenCalledWith(false);
  },
};

/** English: the steps, labels and checks in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await expect(await findTest('goods-step-class')).toHaveTextContent('Choose category');
    await expect(byTest('goods-step-content')).toHaveTextContent('Publish');
    await userEvent.click(byTest('goods-next'));
    await expect(await findTest('goods-error-class_id')).toHaveTextContent('Choose a level-3 category.');
    await chooseClass();
    await userEvent.click(byTest('goods-next'));
    await userEvent.click(await findTest('goods-next'));
    await expect(await findTest('goods-error-goods_images')).toHaveTextContent('Upload at least one picture.');
    await expect(byTest('goods-error-goods_name')).toHaveTextContent('Cannot be empty.');
  },
};
