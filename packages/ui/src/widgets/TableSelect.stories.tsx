import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { translate } from '@shop/i18n';
import { TableSelect, type PageLoader, type TableSelectProps } from './TableSelect.tsx';

type Row = Record<string, unknown>;
const ROWS: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, goods_name: `Goods ${i + 1}`, price: (i + 1) * 10 }));

/** A paginated list answer filtered by `goods_name=<text>|like`, as the server answers. */
function pageLoader(rows: Row[]) {
  return fn<PageLoader>(async (params) => {
    const needle = typeof params.goods_name === 'string' ? params.goods_name.replace(/\|like$/, '') : '';
    const found = rows.filter((row) => String(row.goods_name).includes(needle));
    const perPage = Number(params.per_page) || 30;
    const page = Number(params.page) || 1;
    return { data: found.slice((page - 1) * perPage, page * perPage), total: found.length, per_page: perPage, current_page: page };
  });
}

function Controlled(props: TableSelectProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <TableSelect
        {...props}
        value={value}
        onChange={(next, rows) => {
          setValue(next);
          props.onChange?.(next, rows);
        }}
      />
      <div data-testid="value">{String(value)}</div>
    </>
  );
}

const meta = {
  title: 'Widgets/TableSelect',
  component: TableSelect,
  render: (args) => <Controlled {...args} />,
  args: {
    pageUrl: '/Seller/goods',
    columns: [{ value: 'id' }, { value: 'goods_name', label: 'Goods name' }, { value: 'price', label: 'Price' }],
    showName: 'goods_name',
    searchName: 'goods_name',
    title: 'Goods',
    onChange: fn(),
    loader: pageLoader(ROWS),
  },
} satisfies Meta<typeof TableSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: translate('fields.select') }));
  return screen.findByRole('dialog');
};
const confirm = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: translate('common.confirm') }));

/** Confirming with nothing checked shows the select error; picking a row stores its id and shows its name. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByTestId('table-select-name')).toHaveTextContent(translate('fields.noneSelected'));
    const dialog = await openDialog(canvasElement);
    await expect(await within(dialog).findByText('Goods 1')).toBeInTheDocument();
    await expect(args.loader).toHaveBeenCalledWith({ page: 1, per_page: 30 });

    await confirm(dialog);
    await expect(await screen.findByText(translate('messages.selectFirst'))).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByText('Goods 3'));
    await confirm(dialog);
    await expect(args.onChange).toHaveBeenCalledWith(3, [expect.objectContaining({ id: 3 })]);
    await expect(within(canvasElement).getByTestId('table-select-name')).toHaveTextContent('Goods 3');
    await expect(within(canvasElement).getByTestId('value')).toHaveTextContent('3');
  },
};

/** The search box filters by name (`goods_name=<text>|like`), from page 1. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await within(dialog).findByText('Goods 1');
    const search = within(dialog).getByPlaceholderText(translate('fields.searchByName'));
    await userEvent.type(search, 'Goods 4');
    await expect(search).toHaveValue('Goods 4');
    await userEvent.click(within(dialog).getByRole('button', { name: translate('common.search') }));
    await waitFor(() => expect(args.loader).toHaveBeenLastCalledWith({ page: 1, per_page: 30, goods_name: 'Goods 4|like' }));
    await expect(await within(dialog).findByText('Goods 45')).toBeInTheDocument();
    await expect(within(dialog).queryByText('Goods 1')).toBeNull();
  },
};

/** `multiple`: checkboxes; the value is the comma-joined ids. */
export const Multiple: Story = {
  args: { multiple: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await within(dialog).findByText('Goods 1');
    const boxes = within(dialog).getAllByRole('checkbox');
    // The first checkbox is the header's "all".
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[2]!);
    await confirm(dialog);
    await expect(args.onChange).toHaveBeenCalledWith('1,2', [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })]);
    await expect(within(canvasElement).getByTestId('table-select-name')).toHaveTextContent('Goods 1, Goods 2');
  },
};

/** Paginated: 45 rows at 30 a page. */
export const Pagination: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await within(dialog).findByText('Goods 1');
    await userEvent.click(within(dialog).getByText('2', { selector: '.arco-pagination-item' }));
    await waitFor(() => expect(args.loader).toHaveBeenLastCalledWith({ page: 2, per_page: 30 }));
    await expect(await within(dialog).findByText('Goods 31')).toBeInTheDocument();
  },
};

/** An empty list. */
export const Empty: Story = {
  args: { loader: pageLoader([]) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(dialog.querySelector('.arco-empty')).toBeTruthy());
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { loader: fn<PageLoader>(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(dialog.querySelector('.arco-spin-loading')).toBeTruthy());
  },
};

/** A stored value whose row is not loaded yet shows the id. */
export const WithValue: Story = {
  args: { value: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('table-select-name')).toHaveTextContent('7');
  },
};
