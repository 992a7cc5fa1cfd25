import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { translate } from '@shop/i18n';
import { installFakeApi, type FakeApi } from '../crud/testing/fake-api.ts';
import { FIELD_TYPES, type FieldDef, type FieldType } from './types.ts';
import { ALL_FIELDS, FieldsForm, fieldHandlers, PIXEL, shownValues } from './__fixtures__/fields.tsx';
import { pick } from './__fixtures__/interactions.ts';

/** The fake server of the running story (installed in `beforeEach`, restored after). */
let api: FakeApi;

const only = (...types: FieldType[]): FieldDef[] => ALL_FIELDS.filter((def) => types.includes(def.type ?? 'text'));
const field = (canvas: HTMLElement, type: FieldType) => within(canvas).getByTestId(`field-${type}`);
/** The file input of an upload field, once its lazily loaded widget is there. */
const fileInput = async (canvas: HTMLElement, type: FieldType) => {
  await waitFor(() => expect(field(canvas, type).querySelector('input[type="file"]')).toBeTruthy());
  return field(canvas, type).querySelector<HTMLInputElement>('input[type="file"]')!;
};

const meta = {
  title: 'Fields/FormField',
  component: FieldsForm,
  args: { fields: ALL_FIELDS },
  beforeEach: () => {
    api = installFakeApi(fieldHandlers());
    return () => api.restore();
  },
} satisfies Meta<typeof FieldsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 19 field types from one registry, empty values everywhere; typing, the counter and the switch. */
export const AllFieldTypes: Story = {
  play: async ({ canvasElement }) => {
    for (const type of FIELD_TYPES) await expect(field(canvasElement, type)).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-testid^="field-"]')).toHaveLength(19);

    // Textarea: 15 characters by default, with the counter.
    const textarea = field(canvasElement, 'textarea');
    await expect(within(textarea).getByText('0/15')).toBeInTheDocument();
    await userEvent.type(within(textarea).getByRole('textbox'), 'Seventeen letters');
    await expect(within(textarea).getByText('15/15')).toBeInTheDocument();

    // Text: the label (shared field name) is the placeholder; typing reaches the form.
    const text = within(field(canvasElement, 'text')).getByPlaceholderText(translate('fields.names.name'));
    await userEvent.type(text, 'Phone');
    await waitFor(() => expect(shownValues().name).toBe('Phone'));

    // Switch: 1/0.
    await userEvent.click(within(field(canvasElement, 'switch')).getByRole('switch'));
    await waitFor(() => expect(shownValues().status).toBe(1));

    // Number: digits only, cleared to ''.
    const number = within(field(canvasElement, 'number')).getByRole('spinbutton');
    await userEvent.type(number, '12');
    await userEvent.tab();
    await waitFor(() => expect(shownValues().is_sort).toBe(12));

    // The editor and the icon picker arrive lazily.
    await waitFor(() => expect(field(canvasElement, 'editor').querySelector('.w-e-text-container')).toBeTruthy(), {
      timeout: 10000,
    });
    await waitFor(() => expect(within(field(canvasElement, 'icon')).getByRole('textbox')).toBeInTheDocument());
  },
};

/** Records that come back with stored values: '1' matches the option 1, paths show their labels. */
export const Filled: Story = {
  args: {
    fields: ALL_FIELDS.filter((def) => def.type !== 'editor'),
    initial: {
      icon: 'fa-user',
      name: 'Root',
      is_sort: 3,
      remark: 'hello',
      pid: 11,
      area_info: [1, 2],
      role_id: '1,2',
      status: '1',
      is_open: '1',
      start_time: '2024-05-01 12:00:00',
      created_at: ['2024-05-01 00:00:00', '2024-06-01 00:00:00'],
      birthday: '2024-05-01',
      crt: '/uploads/crt/apiclient.pem',
      avatar: PIXEL,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(field(canvasElement, 'textarea')).getByText('5/15')).toBeInTheDocument();
    await expect(within(field(canvasElement, 'select')).getByText('Admin')).toBeInTheDocument();
    await expect(within(field(canvasElement, 'select')).getByText('Editor')).toBeInTheDocument();
    await expect(within(field(canvasElement, 'radio')).getByRole('radio', { name: '自定义' })).toBeChecked();
    await expect(within(field(canvasElement, 'switch')).getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(await within(field(canvasElement, 'cascader')).findByText('数码 / 手机')).toBeInTheDocument();
    // The lazy cascader walked the stored path: root level, then Beijing's children.
    await waitFor(() =>
      expect(within(field(canvasElement, 'cascader_lazy')).getByText('北京市 / 东城区')).toBeInTheDocument(),
    );
    await expect(api.requests.map((request) => request.query.pid)).toEqual(expect.arrayContaining(['0', '110000']));
    await expect(await within(field(canvasElement, 'file')).findByTestId('upload-path')).toHaveTextContent(
      '/uploads/crt/apiclient.pem',
    );
    await expect(
      await within(field(canvasElement, 'datetime')).findByDisplayValue('2024-05-01 12:00:00'),
    ).toBeInTheDocument();
    await expect(await within(field(canvasElement, 'date')).findByDisplayValue('2024-05-01')).toBeInTheDocument();
    await waitFor(() => expect(field(canvasElement, 'icon').querySelector('.fa.fa-user')).toBeTruthy());
  },
};

/** Every widget disabled. */
export const Disabled: Story = {
  args: { fields: ALL_FIELDS.filter((def) => def.type !== 'editor'), disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(field(canvasElement, 'text')).getByRole('textbox')).toBeDisabled();
    await expect(await within(field(canvasElement, 'table_select')).findByRole('button')).toBeDisabled();
  },
};

/** Select (multiple, filterable), radio and autocomplete from dictionaries. */
export const Choices: Story = {
  args: { fields: only('select', 'radio', 'autocomplete', 'cascader') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(field(canvasElement, 'select')).getByRole('combobox'));
    // In multiple mode the option's label (not the row) takes the click.
    const editor = await screen.findByRole('option', { name: 'Editor' });
    await pick(editor.querySelector<HTMLElement>('.arco-select-option')!);
    await waitFor(() => expect(shownValues().role_id).toEqual([2]));

    await userEvent.click(within(field(canvasElement, 'radio')).getByRole('radio', { name: '自定义' }));
    await waitFor(() => expect(shownValues().is_open).toBe(1));

    // Autocomplete: suggestions are the labels containing the typed text.
    await userEvent.type(within(field(canvasElement, 'autocomplete')).getByRole('textbox'), 'n');
    await expect(await screen.findByRole('option', { name: 'android' })).toBeInTheDocument();
    await expect(screen.getByRole('option', { name: 'mini' })).toBeInTheDocument();
    await expect(screen.queryByRole('option', { name: 'ios' })).toBeNull();
    await pick(screen.getByRole('option', { name: 'mini' }));
    await waitFor(() => expect(shownValues().device).toBe('mini'));

    // Cascader with emitPath false and checkStrictly: picks any level, stores the last id.
    await userEvent.click(await within(field(canvasElement, 'cascader')).findByRole('combobox'));
    await pick(screen.findByText('数码'));
    await pick(screen.findByText('电脑'));
    await waitFor(() => expect(shownValues().pid).toBe(12));
  },
};

/** cascader_lazy: the root from `${lazyUrl}&pid=0`, children by the node's code, leaves from has_children. */
export const CascaderLazy: Story = {
  args: { fields: only('cascader_lazy') },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(api.requests.some((request) => request.uri.includes('/api/Admin/areas?isChildren=true&pid=0'))).toBe(true),
    );
    await userEvent.click(await within(field(canvasElement, 'cascader_lazy')).findByRole('combobox'));
    await pick(screen.findByText('北京市'));
    await waitFor(() => expect(api.requests.some((request) => request.query.pid === '110000')).toBe(true));
    await pick(screen.findByText('西城区'));
    await waitFor(() => expect(shownValues().area_info).toEqual([1, 3]));
  },
};

/** table_select through the shared http client: nothing chosen → the select error; a pick stores the id. */
export const TableSelectField: Story = {
  args: { fields: only('table_select') },
  play: async ({ canvasElement }) => {
    const box = field(canvasElement, 'table_select');
    await userEvent.click(await within(box).findByRole('button', { name: translate('fields.select') }));
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByText('Goods 1')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: translate('common.confirm') }));
    await expect(await screen.findByText(translate('messages.selectFirst'))).toBeInTheDocument();

    await userEvent.click(within(dialog).getByText('Goods 2'));
    await userEvent.click(within(dialog).getByRole('button', { name: translate('common.confirm') }));
    await waitFor(() => expect(shownValues().goods_id).toBe(2));
    await expect(within(box).getByTestId('table-select-name')).toHaveTextContent('Goods 2');
  },
};

/** avatar / image / file upload through `upload()` with the area token, name and option. */
export const Uploads: Story = {
  args: { fields: only('avatar', 'image', 'file') },
  play: async ({ canvasElement }) => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(await fileInput(canvasElement, 'avatar'), png);
    await waitFor(() => expect(shownValues().avatar).toBe(PIXEL));
    const sent = api.writes().at(-1)!;
    await expect(sent.path).toBe('/api/Admin/uploads');
    const form = sent.body as FormData;
    await expect(form.get('name')).toBe('avatar');
    await expect(form.get('option')).toBe('{"width":150,"height":150}');
    await expect(field(canvasElement, 'avatar').querySelector('img')).toHaveAttribute('src', PIXEL);

    await userEvent.upload(await fileInput(canvasElement, 'image'), png);
    await waitFor(() => expect(shownValues().image).toBe(PIXEL));
    await expect((api.writes().at(-1)!.body as FormData).get('name')).toBe('adv');

    const pem = new File(['---'], 'apiclient.pem', { type: 'application/x-pem-file' });
    await userEvent.upload(await fileInput(canvasElement, 'file'), pem);
    await waitFor(() =>
      expect(within(field(canvasElement, 'file')).getByTestId('upload-path')).toHaveTextContent(PIXEL),
    );
    await expect((api.writes().at(-1)!.body as FormData).get('uploadType')).toBe('uploadFile');
  },
};
