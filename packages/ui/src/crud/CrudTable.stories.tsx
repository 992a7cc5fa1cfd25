import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, waitFor, within } from 'storybook/test';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import * as XLSX from 'xlsx';
import { i18n } from '@shop/i18n';
import { CrudTable } from './CrudTable.tsx';
import { CrudHarness } from './testing/CrudHarness.tsx';
import { fail, installFakeApi, memoryResource, ok, type FakeApi, type FakeHandler } from './testing/fake-api.ts';
import {
  areaRows,
  articleColumns,
  articleDicts,
  articleFields,
  articleMenus,
  articleRows,
  articleSearch,
  articleViewFields,
} from './__fixtures__/articles.ts';
import { PageNameContext } from './PageName.tsx';
import { useCrud } from './CrudContext.tsx';

/** A page's own dialog reading the table's state through the context. */
function RowCount() {
  const crud = useCrud();
  return <output data-testid="row-count">{crud.rows.length}</output>;
}

const PATH = '/api/Admin/articles';
const t = (key: string, options?: Record<string, unknown>) => (i18n.t as unknown as (k: string, o?: unknown) => string)(key, options);

/** The fake server of the running story (installed in `beforeEach`, restored after). */
let api: FakeApi;

type ApiSetup = () => FakeHandler[];
const articlesApi: ApiSetup = () => [
  (request) => (request.path === '/api/Admin/article_menus' ? ok(articleMenus) : undefined),
  memoryResource(PATH, articleRows(), { required: ['title'] }),
];

/** A back-office page around the story: store, `<Router base="/Admin">` at the story's address, menu name. */
const withPage: Decorator = (Story, context) => (
  <CrudHarness url={(context.parameters.url as string | undefined) ?? '/Admin/articles'}>
    <PageNameContext.Provider value="文章管理">
      <Story />
    </PageNameContext.Provider>
  </CrudHarness>
);

const meta = {
  title: 'Crud/CrudTable',
  component: CrudTable,
  decorators: [withPage],
  parameters: { layout: 'padded', api: articlesApi },
  beforeEach: (context) => {
    const setup = (context.parameters.api as ApiSetup | undefined) ?? articlesApi;
    api = installFakeApi(setup(), {
      error: (m) => void Message.error(m),
      success: (m) => void Message.success(m),
    });
    return () => api.restore();
  },
  args: {
    resource: 'articles',
    columns: articleColumns,
    dicts: articleDicts,
    fields: articleFields,
    viewFields: articleViewFields,
    search: articleSearch.slice(0, 2),
    rules: { title: [{ minLength: 2, message: 'Two characters at least.' }] },
    initialValues: { status: 1 },
  },
} satisfies Meta<typeof CrudTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');
const lists = () => api.requests.filter((r) => r.method === 'GET' && r.path === PATH);

/**
 * The articles list: every column type, toolbar and row buttons; Add validates `required` and the rules
 * before sending anything, then posts, toasts, closes and reloads.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Spring tea arrives');
    // Column rendering: '-' for empty text, '+' money, dict labels 3 levels deep or '-', created_at 165px.
    await expect(canvas.getByText('+12.50')).toBeInTheDocument();
    await expect(canvas.getByText('-3.00')).toBeInTheDocument();
    await expect(await canvas.findByText('News')).toBeInTheDocument();
    await expect(canvas.getAllByText('-').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('是').length).toBeGreaterThan(0);
    const createdAt = canvas.getByRole('columnheader', { name: '创建时间' });
    await expect(createdAt.getBoundingClientRect().width).toBeCloseTo(165, 0);
    const actions = canvas.getByRole('columnheader', { name: t('crud.actions') });
    await expect(actions.getBoundingClientRect().width).toBeCloseTo(140, 0);
    await expect(lists()[0]!.query).toEqual({ page: '1', per_page: '30' });
    // The dictionary was loaded after the list.
    await expect(api.requests.some((r) => r.path === '/api/Admin/article_menus')).toBe(true);

    await userEvent.click(canvas.getByRole('button', { name: t('crud.add') }));
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: t('crud.ok') }));
    await expect(await form.findByText(t('messages.requiredMsg'))).toBeInTheDocument();
    await userEvent.type(form.getByPlaceholderText('标题'), 'M');
    await userEvent.click(form.getByRole('button', { name: t('crud.ok') }));
    await expect(await form.findByText('Two characters at least.')).toBeInTheDocument();
    await expect(api.writes()).toEqual([]);

    await userEvent.type(form.getByPlaceholderText('标题'), 'ilk tea');
    await userEvent.click(form.getByRole('button', { name: t('crud.ok') }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const post = api.writes()[0]!;
    await expect(`${post.method} ${post.path}`).toBe(`POST ${PATH}`);
    // Every configured field goes, '' when untouched; the initial value is kept.
    await expect(post.form).toEqual({ status: '1', title: 'Milk tea', menu_id: '', money: '', remark: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(api.notices.success).toEqual([t('messages.success')]);
    await expect(await canvas.findByText('Milk tea')).toBeInTheDocument();
  },
};

/** The list call has not answered yet. */
export const Loading: Story = {
  parameters: { api: (() => [() => ({ delay: 'never' })]) satisfies ApiSetup },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.arco-spin-loading')).not.toBeNull());
  },
};

/** An empty list. */
export const Empty: Story = {
  parameters: { api: (() => [memoryResource(PATH, [])]) satisfies ApiSetup },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('crud.noData'))).toBeInTheDocument();
    await expect(canvas.getByText(t('crud.total', { total: 0 }))).toBeInTheDocument();
  },
};

/** The list call fails: the server's message is toasted and shown in the table, which offers a retry. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { api: (() => [(r) => (r.method === 'GET' ? fail('Database is down', { retry: true }) : undefined)]) satisfies ApiSetup },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Database is down')).toBeInTheDocument();
    await expect(api.notices.error).toEqual(['Database is down']);
    await userEvent.click(canvas.getByRole('button', { name: t('crud.retry') }));
    await waitFor(() => expect(lists()).toHaveLength(2));
  },
};

/** Areas as a lazy tree keyed by `code`: roots with pid=0, children on expand. */
export const TreeMode: Story = {
  parameters: {
    url: '/Admin/areas',
    api: (() => [memoryResource('/api/Admin/areas', areaRows(), { treeKey: 'code' })]) satisfies ApiSetup,
  },
  args: {
    resource: 'areas',
    columns: [{ value: 'name' }, { value: 'code' }, { value: 'pid' }],
    dicts: [],
    search: [],
    fields: [{ value: 'name', required: true }, { value: 'code' }, { value: 'pid' }],
    tree: { key: 'code' },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText('Beijing');
    const first = api.requests[0]!;
    await expect(first.path).toBe('/api/Admin/areas');
    await expect(first.query).toEqual({ isChildren: 'true', pid: '0' });
    await expect(canvas.queryByText('Dongcheng')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('.arco-pagination')).toBeNull();
    const expanders = canvas.getAllByRole('button', { name: t('crud.expand') });
    await expect(expanders).toHaveLength(1);
    await userEvent.click(expanders[0]!);
    await expect(await canvas.findByText('Dongcheng')).toBeInTheDocument();
    await expect(api.requests.at(-1)!.query).toEqual({ isChildren: 'true', pid: '11' });
  },
};

/** Seven search fields: five show, then Expand; Query sends `value|where` and keeps it in the address. */
export const WithSearch: Story = {
  args: { search: articleSearch },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Spring tea arrives');
    await userEvent.click(canvas.getByRole('button', { name: t('crud.search') }));
    const panel = within(await canvas.findByRole('search'));
    await expect(panel.queryByPlaceholderText('备注')).not.toBeInTheDocument();
    const expand = panel.getByRole('button', { name: new RegExp(t('crud.expand')) });
    await userEvent.click(expand);
    await expect(panel.getByPlaceholderText('备注')).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: new RegExp(t('crud.collapse')) })).toBeInTheDocument();

    await userEvent.type(panel.getByPlaceholderText('标题'), 'tea');
    await userEvent.click(panel.getByRole('button', { name: t('crud.query') }));
    await waitFor(() => expect(lists().at(-1)!.query).toEqual({ page: '1', per_page: '30', title: 'tea|like' }));
    await waitFor(() => expect(canvas.queryByText('Refund policy')).not.toBeInTheDocument());
    await expect(canvas.getByText('Spring tea arrives')).toBeInTheDocument();
    // Reset clears the inputs only.
    await userEvent.click(panel.getByRole('button', { name: t('crud.reset') }));
    await expect(panel.getByPlaceholderText('标题')).toHaveValue('');
  },
};

/** No search fields: the Search button toasts 'wait setting.'. */
export const NoSearchOptions: Story = {
  args: { search: [] },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Spring tea arrives');
    await userEvent.click(canvas.getByRole('button', { name: t('crud.search') }));
    await expect(api.notices.error).toEqual([t('messages.waitSetting')]);
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
  },
};

/** Read-only configuration: Add, Edit, batch Delete hidden; View and Export stay. */
export const Readonly: Story = {
  args: { buttons: { add: false, edit: false, batchDelete: false, search: false } },
  play: async ({ canvas }) => {
    await canvas.findByText('Spring tea arrives');
    await expect(canvas.queryByRole('button', { name: t('crud.add') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('crud.search') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('crud.delete') })).not.toBeInTheDocument();
    await expect(canvas.queryAllByRole('button', { name: t('crud.edit') })).toHaveLength(0);
    await expect(canvas.getAllByRole('button', { name: t('crud.view') })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: t('crud.export') })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('crud.import') })).not.toBeInTheDocument();
  },
};

/** Edit loads `GET path/{id}` and puts the whole record; View shows each field by its view type. */
export const EditAndView: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Spring tea arrives');
    await userEvent.click(canvas.getAllByRole('button', { name: t('crud.view') })[0]!);
    const view = within(await dialog());
    await expect(await view.findByText('green')).toBeInTheDocument();
    await expect(view.getByText('new')).toBeInTheDocument();
    await expect(view.getByText('News')).toBeInTheDocument();
    await expect(api.requests.at(-1)!.path).toBe(`${PATH}/1`);
    await userEvent.click(view.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getAllByRole('button', { name: t('crud.edit') })[1]!);
    const edit = within(await dialog());
    const title = await edit.findByPlaceholderText('标题');
    await expect(title).toHaveValue('Refund policy');
    await userEvent.clear(title);
    await userEvent.type(title, 'Return policy');
    await userEvent.click(edit.getByRole('button', { name: t('crud.ok') }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const put = api.writes()[0]!;
    await expect(`${put.method} ${put.path}`).toBe(`PUT ${PATH}/2`);
    // The whole loaded record, as edited — fields outside the form included.
    await expect(put.form).toMatchObject({ id: '2', title: 'Return policy', icon: '', created_at: '2024-03-02 11:30:00' });
    await expect(await canvas.findByText('Return policy')).toBeInTheDocument();
  },
};

/** The server refuses the create with code, data and msg: the dialog stays open. */
export const CreateRefused: Story = {
  parameters: {
    api: (() => [
      (r) => (r.method === 'POST' ? fail('Title already used.', { field: 'title' }) : undefined),
      ...articlesApi(),
    ]) satisfies ApiSetup,
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Spring tea arrives');
    await userEvent.click(canvas.getByRole('button', { name: t('crud.add') }));
    const form = within(await dialog());
    await userEvent.type(form.getByPlaceholderText('标题'), 'Spring tea arrives');
    await userEvent.click(form.getByRole('button', { name: t('crud.ok') }));
    await waitFor(() => expect(api.notices.error).toEqual(['Title already used.']));
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(api.notices.success).toEqual([]);
  },
};

/** Batch delete needs a selection, asks, then sends `DELETE path/ids`; the row Delete can be switched on. */
export const Delete: Story = {
  args: { buttons: { delete: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText('Spring tea arrives');
    const batchDelete = () => canvas.getAllByRole('button', { name: t('crud.delete') })[0]!;
    await userEvent.click(batchDelete());
    await expect(api.notices.error).toEqual([t('messages.selectFirst')]);
    await expect(api.writes()).toEqual([]);

    const boxes = canvasElement.querySelectorAll<HTMLElement>('tbody .arco-checkbox');
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    await userEvent.click(batchDelete());
    const confirm = within(await dialog());
    await expect(confirm.getByText(t('messages.deleteConfirm'))).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: t('crud.ok') }));
    await waitFor(() => expect(api.writes().map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE ${PATH}/1,2`]));
    await waitFor(() => expect(canvas.queryByText('Spring tea arrives')).not.toBeInTheDocument());
    // Row delete (enabled here) on the last row.
    await userEvent.click(canvas.getAllByRole('button', { name: t('crud.delete') }).at(-1)!);
    await userEvent.click(within(await dialog()).getByRole('button', { name: t('crud.ok') }));
    await waitFor(() => expect(api.writes().at(-1)!.path).toBe(`${PATH}/3`));
  },
};

/** Import one xlsx: the first sheet's rows, headers mapped back to fields, posted to `path/import/excel`. */
export const ImportFile: Story = {
  args: { buttons: { import: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText('Spring tea arrives');
    await expect(canvas.getByRole('button', { name: t('crud.import') })).toBeInTheDocument();
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['标题', 'Money', 'status'], ['Imported', 5, '否']]), 'Sheet1');
    const bytes = XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const file = new File([bytes], 'articles.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('[data-testid="crud-import-input"]')!, file);
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const post = api.writes()[0]!;
    await expect(`${post.method} ${post.path}`).toBe(`POST ${PATH}/import/excel`);
    await expect(post.form).toEqual([{ title: 'Imported', money: '5', status: '0' }]);
    await expect(await canvas.findByText('Imported')).toBeInTheDocument();
  },
};

/** Slots: extra toolbar buttons reading the selection, extra row actions, a top area. */
export const Slots: Story = {
  args: {
    toolbar: {
      left: (defaults, crud) => (
        <>
          {defaults}
          <span data-testid="picked">{crud.selection.keys.length}</span>
        </>
      ),
      right: <button type="button">Audit</button>,
    },
    rowActions: (row, defaults) => (
      <>
        {defaults}
        <button type="button">Publish {String(row.id)}</button>
      </>
    ),
    top: (crud) => <div data-testid="top">total {crud.total}</div>,
    dialogs: <RowCount />,
    addBody: (crud) => (
      <div>
        <p>custom add body</p>
        <button type="button" onClick={crud.closeDialog}>
          done
        </button>
      </div>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText('Spring tea arrives');
    await expect(canvas.getByTestId('top')).toHaveTextContent('total 3');
    await expect(canvas.getByRole('button', { name: 'Publish 2' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Audit' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('crud.export') })).toBeInTheDocument();
    await userEvent.click(canvasElement.querySelectorAll<HTMLElement>('tbody .arco-checkbox')[0]!);
    await expect(canvas.getByTestId('picked')).toHaveTextContent('1');
    await expect(canvas.getByTestId('row-count')).toHaveTextContent('3');
    await userEvent.click(canvas.getByRole('button', { name: t('crud.add') }));
    const custom = within(await dialog());
    await expect(custom.getByText('custom add body')).toBeInTheDocument();
    await userEvent.click(custom.getByRole('button', { name: 'done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * Export: an xlsx of the loaded rows — only the checked ones when some are — named after the menu, sheet
 * Sheet1, headers = column labels, dictionary cells as labels.
 */
export const Export: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText('Spring tea arrives');
    await canvas.findByText('News');
    const blobs: Blob[] = [];
    const names: string[] = [];
    const objectUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: t('crud.export') }));
      await waitFor(() => expect(names).toEqual(['文章管理.xlsx']));
      let book = XLSX.read(await blobs[0]!.arrayBuffer());
      await expect(book.SheetNames).toEqual(['Sheet1']);
      let sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Sheet1!, { header: 1 });
      await expect(sheet[0]).toEqual(['ID', '标题', '图片', '状态', 'Money', 'Tags', '图标', 'Menu id', '创建时间']);
      await expect(sheet).toHaveLength(4);
      await expect(sheet[1]).toEqual([1, 'Spring tea arrives', expect.any(String), '是', 12.5, 'new,tea', 'fa-leaf', 'News', '2024-03-01 10:00:00']);

      await userEvent.click(canvasElement.querySelectorAll<HTMLElement>('tbody .arco-checkbox')[1]!);
      await userEvent.click(canvas.getByRole('button', { name: t('crud.export') }));
      await waitFor(() => expect(blobs).toHaveLength(2));
      book = XLSX.read(await blobs[1]!.arrayBuffer());
      sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Sheet1!, { header: 1 });
      await expect(sheet.slice(1)).toEqual([[2, 'Refund policy', '', '否', -3, '', '', 'Help', '2024-03-02 11:30:00']]);
    } finally {
      objectUrl.mockRestore();
      click.mockRestore();
    }
  },
};

/** The same screen in English: no Chinese chrome. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByText('Spring tea arrives');
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Operation' })).toBeInTheDocument();
    await expect(canvas.getAllByText('Yes').length).toBeGreaterThan(0);
  },
};
