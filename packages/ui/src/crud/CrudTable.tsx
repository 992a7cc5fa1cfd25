import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Pagination, Table } from '@arco-design/web-react';
import { IconMinus, IconPlus } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import type { DictDef, FieldDef, SearchDef } from '../fields/types.ts';
import { ListLoading } from '../list/ListState.tsx';
import { listPhase } from '../list/list-phase.ts';
import { CrudContext } from './CrudContext.tsx';
import { CrudFormDialog, type CrudFormHooks, type CrudRules } from './CrudFormDialog.tsx';
import type { CrudDialogOptions } from './CrudModal.tsx';
import { CrudViewDialog } from './CrudViewDialog.tsx';
import { usePageName } from './PageName.tsx';
import { SearchPanel } from './SearchPanel.tsx';
import { useCrudExcel } from './useCrudExcel.ts';
import { useCrudList, type CrudController, type UseCrudListOptions } from './useCrudList.ts';
import { CrudToolbar, type ToolbarSlot } from './CrudToolbar.tsx';
import { ACTIONS_WIDTH, useTableColumns } from './useTableColumns.tsx';
import { tableMinWidth } from './table-width.ts';
import { labelledSelection } from './labelled-selection.tsx';
import { addDescriptorLabels, columnsOf, fieldsOf, searchOf, type CrudOverrides } from './from-descriptor.ts';
import type { ResourceDescriptor } from '@shop/contract/resource';
import { DEFAULT_BUTTONS, type ColumnDef, type CrudButtons, type CrudRow, type ViewFieldDef } from './types.ts';
import './crud.css';

export { ACTIONS_WIDTH, CREATED_AT_WIDTH, ViewRowButton } from './useTableColumns.tsx';
export { FLEXIBLE_MIN_WIDTH, tableMinWidth } from './table-width.ts';
/** The selection column. */
export const SELECTION_WIDTH = 55;

export type { ToolbarSlot } from './CrudToolbar.tsx';

export interface CrudTableProps extends Omit<UseCrudListOptions, 'search' | 'dicts'>, CrudFormHooks {
  /**
   * The resource's declaration: gives `resource`, and the columns, form fields and search panel that are not
   * passed explicitly (`overrides` adjusts single entries of the derived ones).
   */
  descriptor?: ResourceDescriptor;
  overrides?: CrudOverrides;
  /** Resource name for labels by convention: `resources.<resource>.fields.<field>`. */
  resource?: string;
  columns?: readonly ColumnDef[];
  search?: readonly SearchDef[];
  dicts?: readonly DictDef[];
  /** Fields of the Add, Edit and View dialogs; each can be replaced by `addFields`, `editFields`, `viewFields`. */
  fields?: readonly FieldDef[];
  addFields?: readonly FieldDef[];
  editFields?: readonly FieldDef[];
  viewFields?: readonly ViewFieldDef[];
  /** Extra validation rules by field (Arco style), for Add and Edit; `required: true` on a field adds its own. */
  rules?: CrudRules;
  /** Starting values of the Add form. */
  initialValues?: CrudRow;
  /** Which buttons show (defaults: add, search, export, batchDelete, view, edit on; import, delete off). */
  buttons?: Partial<CrudButtons>;
  dialog?: CrudDialogOptions;
  /** Width of the action column (default 140). */
  actionsWidth?: number | string;
  /** Slots. */
  toolbar?: { left?: ToolbarSlot; right?: ToolbarSlot } | false;
  /** Row buttons: receives the row and the default buttons; `false` hides the action column. */
  rowActions?: false | ((row: CrudRow, defaults: ReactNode, crud: CrudController) => ReactNode);
  /** Full-width area between the toolbar and the table (reference `table_top_hook`). */
  top?: ReactNode | ((crud: CrudController) => ReactNode);
  /** Extra dialogs of the page, rendered inside the table's context. */
  dialogs?: ReactNode;
  /** Replace the dialogs' bodies; `viewFooter` adds under the View fields. */
  addBody?: (crud: CrudController) => ReactNode;
  editBody?: (crud: CrudController, record: CrudRow | undefined) => ReactNode;
  viewBody?: (crud: CrudController, record: CrudRow) => ReactNode;
  viewFooter?: (crud: CrudController, record: CrudRow) => ReactNode;
  /** Shown when the list is empty. */
  empty?: ReactNode;
  /** Show the paginator (default true; never in tree mode, whose root level is not paginated). */
  pagination?: boolean;
  /** Export file name (without .xlsx); default the page's menu name, else 'table'. */
  exportName?: string;
  /** Columns of the export instead of `columns`, and columns added to it. */
  exportColumns?: readonly ColumnDef[];
  exportExtra?: readonly ColumnDef[];
  /** Rendered inside the context, under the table. */
  children?: ReactNode;
}

/**
 * The generic back-office list screen: search panel, toolbar, bordered table
 * with selection and actions, paginator, and the Add, Edit and View dialogs — the view of `useCrudList`.
 * Configs carry no text: labels resolve from `resource` and field names.
 *
 * @example
 * <CrudTable
 *   resource="articles"
 *   columns={[{ value: 'id' }, { value: 'title' }, { value: 'image', type: 'image' }, { value: 'created_at' }]}
 *   search={[{ value: 'title', where: 'like' }]}
 *   fields={[{ value: 'title', required: true }, { value: 'content', type: 'editor', span: 24 }]}
 *   dicts={[{ name: 'ename', url: '/Admin/article_menus', labelName: 'name', valueName: 'id' }]}
 *   buttons={{ delete: true }}
 * />
 */
export function CrudTable(props: CrudTableProps) {
  const { descriptor: d, overrides, ...explicit } = props;
  const { i18n } = useTranslation();
  if (d) addDescriptorLabels(i18n, d);
  const derived = useMemo(
    () =>
      d
        ? {
            resource: d.path,
            columns: columnsOf(d, overrides?.columns),
            fields: fieldsOf(d, overrides?.fields),
            search: searchOf(d, overrides?.search),
          }
        : { resource: undefined, columns: [], fields: [], search: undefined },
    [d, overrides],
  );
  return (
    <CrudScreen
      {...explicit}
      resource={explicit.resource ?? derived.resource}
      columns={explicit.columns ?? derived.columns}
      fields={explicit.fields ?? derived.fields}
      search={explicit.search ?? derived.search}
      tree={explicit.tree ?? d?.tree}
    />
  );
}

function CrudScreen(props: Omit<CrudTableProps, 'descriptor' | 'overrides'> & { columns: readonly ColumnDef[] }) {
  const {
    resource,
    columns,
    search,
    dicts,
    fields = [],
    addFields,
    editFields,
    viewFields,
    rules,
    initialValues,
    buttons: buttonConfig,
    dialog,
    actionsWidth = ACTIONS_WIDTH,
    toolbar,
    rowActions,
    top,
    dialogs,
    addBody,
    editBody,
    viewBody,
    viewFooter,
    empty,
    pagination = true,
    exportName,
    exportColumns,
    exportExtra,
    children,
    onAddOpen,
    onEditOpen,
    onEditLoaded,
    beforeSubmit,
    ...listOptions
  } = props;
  const crud = useCrudList({ ...listOptions, search, dicts });
  const { t } = useTranslation();
  const pageName = usePageName();
  const buttons: CrudButtons = { ...DEFAULT_BUTTONS, ...buttonConfig };
  const importInput = useRef<HTMLInputElement>(null);

  const excelColumns = useMemo(
    () => [...(exportColumns ?? columns), ...(exportExtra ?? [])],
    [exportColumns, columns, exportExtra],
  );
  const excel = useCrudExcel(crud, {
    columns: excelColumns,
    importFields: addFields ?? fields,
    resource,
    fileName: exportName ?? pageName,
  });

  const tableColumns = useTableColumns({ columns, resource, buttons, actionsWidth, rowActions, crud });

  const phase = listPhase({
    rows: crud.rows.length,
    fetching: crud.loading,
    failed: crud.error !== undefined,
    answered: crud.answered,
  });
  // Before the first answer (and during a reload of an empty page) "no data" would not be true yet.
  const noData =
    phase === 'loading' ? (
      <ListLoading lines={5} testId="crud-loading" />
    ) : crud.error ? (
      <Empty
        description={
          <span className="crud-load-failed">
            {/* The server's own reason (e.g. no permission) says more than a generic failure. */}
            {crud.error.msg || t('crud.loadFailed')}{' '}
            <Button size="mini" type="text" onClick={crud.reload}>
              {t('crud.retry')}
            </Button>
          </span>
        }
      />
    ) : (
      (empty ?? <Empty description={t('crud.noData')} />)
    );

  return (
    <CrudContext.Provider value={crud}>
      <div className="crud-table" data-testid="crud-table">
        {crud.searchOpen && crud.searchDefs.length ? (
          <SearchPanel
            defs={crud.searchDefs}
            values={crud.searchValues}
            onSearch={crud.applySearch}
            dicts={crud.dicts}
            resource={resource}
            area={crud.area}
          />
        ) : null}
        {toolbar === false ? null : (
          <CrudToolbar
            slots={toolbar}
            buttons={buttons}
            crud={crud}
            onImport={() => importInput.current?.click()}
            onExport={() => void excel.exportXlsx()}
          />
        )}
        {typeof top === 'function' ? top(crud) : top}
        <Table<CrudRow>
          {...crud.tableProps}
          rowSelection={
            crud.tableProps.rowSelection &&
            labelledSelection(crud.tableProps.rowSelection, crud.rows, crud.rowKey, columns, {
              all: t('crud.selectAll'),
              row: (name) => t('crud.selectRow', { name }),
            })
          }
          columns={tableColumns}
          noDataElement={noData}
          scroll={{ x: tableMinWidth(tableColumns, crud.tableProps.rowSelection?.columnWidth ?? 0) }}
          expandProps={
            crud.tree.enabled
              ? {
                  // A labelled button instead of Arco's bare one, so the arrow is reachable by name.
                  icon: ({ expanded, onClick }: { expanded: boolean; onClick?: () => void }) => (
                    <button
                      type="button"
                      className="crud-tree-toggle"
                      aria-expanded={expanded}
                      aria-label={expanded ? t('crud.collapse') : t('crud.expand')}
                      onClick={onClick}
                    >
                      {expanded ? <IconMinus /> : <IconPlus />}
                    </button>
                  ),
                }
              : undefined
          }
        />
        {pagination && !crud.tree.enabled ? (
          <div className="crud-pagination">
            <Pagination {...crud.paginationProps} showTotal={(total: number) => t('crud.total', { total })} />
          </div>
        ) : null}
        {buttons.import ? (
          <input
            ref={importInput}
            type="file"
            accept=".xls,.xlsx"
            hidden
            data-testid="crud-import-input"
            onChange={(event) => {
              const input = event.currentTarget;
              const file = input.files?.[0];
              input.value = '';
              if (file) void excel.importFile(file);
            }}
          />
        ) : null}
        <CrudFormDialog
          mode="add"
          fields={addFields ?? fields}
          rules={rules}
          initialValues={initialValues}
          resource={resource}
          options={dialog}
          body={addBody ? (c) => addBody(c) : undefined}
          onAddOpen={onAddOpen}
          beforeSubmit={beforeSubmit}
        />
        <CrudFormDialog
          mode="edit"
          fields={editFields ?? fields}
          rules={rules}
          resource={resource}
          options={dialog}
          body={editBody}
          onEditOpen={onEditOpen}
          onEditLoaded={onEditLoaded}
          beforeSubmit={beforeSubmit}
        />
        <CrudViewDialog
          fields={viewFields ?? fields}
          resource={resource}
          options={dialog}
          body={viewBody}
          footer={viewFooter}
        />
        {dialogs}
        {children}
      </div>
    </CrudContext.Provider>
  );
}
