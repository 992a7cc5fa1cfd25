import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Input, Message, Modal, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconCheckCircle } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useTranslation } from 'react-i18next';
import { get } from '@shop/api/http';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shop/contract/list';
import { useFieldLabel } from '../fields/label.ts';
import { rowBoxProps } from '../crud/labelled-selection.tsx';
// Its .crud-hidden-label names the selection boxes as the crud tables do (labelled-selection.tsx).
import '../crud/crud.css';

type Row = Record<string, unknown>;
type Key = string | number;

/** Loads one page of the list: resolves a page `{ data, total }` or a plain array (as `http.get` does). */
export type PageLoader = (params: Record<string, unknown>) => Promise<unknown>;

export interface TableSelectProps {
  /** Picked id, or comma-joined ids when `multiple` ('' when none). */
  value?: Key | null;
  /** The new value and the picked rows. */
  onChange?: (value: Key, rows: Row[]) => void;
  /** The list to pick from (under /api), e.g. '/Admin/goods'. */
  pageUrl: string;
  /** Columns shown in the dialog; labels resolve by convention from `resource`. */
  columns?: { value: string; label?: string }[];
  /** Resource name for column labels (`resources.<resource>.fields.<field>`). */
  resource?: string;
  /** Fixed query parameters. */
  params?: Record<string, string | number>;
  multiple?: boolean;
  /** Row field shown once picked (default 'name', then 'goods_name', then 'nickname'). */
  showName?: string;
  /** Row field the search box filters with `<text>|like` (default 'name'). */
  searchName?: string;
  rowKey?: string;
  /** Dialog title (the field label) and width (default '60%'). */
  title?: string;
  width?: string | number;
  disabled?: boolean;
  /** Replaces the GET through `http` (stories, tests). */
  loader?: PageLoader;
}

/** The text shown for a picked row (showName, else name, goods_name, nickname). */
export function displayName(row: Row | undefined, showName?: string): string {
  if (!row) return '';
  for (const key of [showName, 'name', 'goods_name', 'nickname']) {
    if (!key) continue;
    const v = row[key];
    if (typeof v === 'string' || typeof v === 'number') return String(v);
  }
  return '';
}

/** Rows and total of a list answer: a page `{ data, total }` or a plain array. */
export function pageOf(answer: unknown): { rows: Row[]; total: number } {
  if (Array.isArray(answer)) return { rows: answer as Row[], total: answer.length };
  if (answer && typeof answer === 'object' && Array.isArray((answer as { data?: unknown }).data)) {
    const page = answer as { data: Row[]; total?: unknown };
    return { rows: page.data, total: Number(page.total ?? page.data.length) || 0 };
  }
  return { rows: [], total: 0 };
}

/** The value stored for the picked keys: the first id, or comma-joined ids with `multiple`. */
export function pickedValue(keys: readonly Key[], multiple: boolean): Key {
  if (keys.length === 0) return '';
  return multiple ? keys.join(',') : keys[0]!;
}

/**
 * "Select" button opening a dialog with a paginated, searchable table of `pageUrl`; confirming with nothing
 * checked shows the select error, otherwise stores the id (or ids) and shows the row's name.
 *
 * @example <TableSelect pageUrl="/Admin/goods" showName="goods_name" columns={[{ value: 'id' }, { value: 'goods_name' }]} value={id} onChange={setId} />
 */
export function TableSelect({
  value,
  onChange,
  pageUrl,
  columns = [{ value: 'id' }, { value: 'name' }],
  resource,
  params,
  multiple = false,
  showName,
  searchName = 'name',
  rowKey = 'id',
  title,
  width = '60%',
  disabled,
  loader,
}: TableSelectProps) {
  const { t } = useTranslation();
  const label = useFieldLabel(resource);
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [checked, setChecked] = useState<Key[]>([]);
  const [picked, setPicked] = useState<Row[]>([]);

  // Direct, not RTK Query: the form-field registry renders this picker outside any Redux store (field tests and
  // stories), so it cannot rely on one; `loader` replaces the call.
  const load = useCallback<PageLoader>((query) => (loader ? loader(query) : get(pageUrl, query)), [loader, pageUrl]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    const query: Record<string, unknown> = { ...params, page, per_page: pageSize };
    if (search.trim()) query[searchName] = `${search.trim()}|like`;
    load(query)
      .then((answer) => {
        if (!live) return;
        const next = pageOf(answer);
        setRows(next.rows);
        setTotal(next.total);
      })
      .catch(() => live && setRows([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, page, pageSize, search, searchName, params, load]);

  const tableColumns = useMemo<TableColumnProps<Row>[]>(
    () => columns.map((column) => ({ title: label(column), dataIndex: column.value, ellipsis: true })),
    [columns, label],
  );

  const confirm = () => {
    if (checked.length === 0) {
      Message.error(t('messages.selectFirst'));
      return;
    }
    const find = (key: Key) =>
      rows.find((row) => String(row[rowKey]) === String(key)) ??
      picked.find((row) => String(row[rowKey]) === String(key));
    const chosen = checked.map(find).filter((row): row is Row => !!row);
    // The row's own id (a number from the server) rather than the table's string key; unknown keys stay as they are.
    const ids = checked.map((key) => {
      const id = find(key)?.[rowKey];
      return typeof id === 'number' || typeof id === 'string' ? id : key;
    });
    setPicked(chosen);
    onChange?.(pickedValue(ids, multiple), chosen);
    setOpen(false);
  };

  const shown = picked
    .map((row) => displayName(row, showName))
    .filter(Boolean)
    .join(', ');
  const hasValue = value !== null && value !== undefined && value !== '';

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <Button
        type="outline"
        icon={<IconCheckCircle />}
        disabled={disabled}
        onClick={() => {
          setChecked(hasValue ? String(value).split(',').filter(Boolean) : []);
          setOpen(true);
        }}
      >
        {t('fields.select')}
      </Button>
      <span data-testid="table-select-name" style={{ color: hasValue ? undefined : 'var(--color-text-3)' }}>
        {shown || (hasValue ? String(value) : t('fields.noneSelected'))}
      </span>
      <Modal
        title={title ?? t('fields.select')}
        visible={open}
        style={{ width }}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        unmountOnExit
      >
        <Input.Search
          allowClear
          searchButton={t('common.search')}
          placeholder={t('fields.searchByName')}
          onSearch={(text) => {
            setPage(1);
            setSearch(text);
          }}
          style={{ marginBottom: 12, maxWidth: 360 }}
        />
        <Table<Row>
          rowKey={(row) => String(row[rowKey])}
          data={rows}
          columns={tableColumns}
          loading={loading}
          border
          size="small"
          rowSelection={{
            type: multiple ? 'checkbox' : 'radio',
            selectedRowKeys: checked.map(String),
            onChange: (keys) => setChecked(keys.map((key) => (typeof key === 'number' ? key : String(key)))),
            checkCrossPage: true,
            preserveSelectedRowKeys: true,
            // Arco's boxes and radios are bare inputs: each is named "Select <the row's name>".
            checkboxProps: (row) => rowBoxProps(t('crud.selectRow', { name: displayName(row, showName) })),
          }}
          onRow={(row) => ({
            onClick: () => {
              const key = String(row[rowKey]);
              if (!multiple) setChecked([key]);
            },
          })}
          pagination={{
            current: page,
            pageSize,
            total,
            sizeCanChange: true,
            sizeOptions: [...PAGE_SIZES],
            showTotal: true,
            onChange: (nextPage, nextSize) => {
              setPage(nextPage);
              setPageSize(nextSize);
            },
          }}
        />
      </Modal>
    </span>
  );
}
