import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space } from '@arco-design/web-react';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { IconDelete, IconEdit, IconEye } from '@arco-design/web-react/icon';
import { useFieldLabel, useTranslator } from '../fields/label.ts';
import { renderCell, type CellContext } from './cells.tsx';
import type { CrudController } from './useCrudList.ts';
import type { ColumnDef, CrudButtons, CrudRow } from './types.ts';

/** Column widths fixed across every back-office table. */
export const ACTIONS_WIDTH = 140;
export const CREATED_AT_WIDTH = 165;

/** A row's View button (the eye), for pages whose row actions are a subset of the defaults. */
export function ViewRowButton({ row, crud }: { row: CrudRow; crud: CrudController }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      icon={<IconEye />}
      title={t('crud.view')}
      aria-label={t('crud.view')}
      onClick={() => crud.openView(row)}
    />
  );
}

export interface TableColumnsOptions {
  columns: readonly ColumnDef[];
  resource: string | undefined;
  buttons: CrudButtons;
  actionsWidth: number | string;
  rowActions: false | ((row: CrudRow, defaults: ReactNode, crud: CrudController) => ReactNode) | undefined;
  crud: CrudController;
}

/** The table's columns: each declared column with its label and cell, then the row buttons (View, Edit, Delete). */
export function useTableColumns({
  columns,
  resource,
  buttons,
  actionsWidth,
  rowActions,
  crud,
}: TableColumnsOptions): ColumnProps<CrudRow>[] {
  const { t } = useTranslation();
  const label = useFieldLabel(resource);
  const translator = useTranslator();
  const ctx: CellContext = { dicts: crud.dicts, translator, dictsPending: crud.dictsPending, labelOf: label };
  const tableColumns: ColumnProps<CrudRow>[] = columns.map((column) => ({
    key: column.value,
    dataIndex: column.value,
    title: label(column),
    width: column.width ?? (column.value === 'created_at' ? CREATED_AT_WIDTH : undefined),
    fixed: column.fixed,
    // Amounts line up on their decimals.
    align: column.type === 'amount' ? 'right' : undefined,
    ellipsis: column.ellipsis,
    render: (_value: unknown, row: CrudRow) => renderCell(column, row, ctx),
  }));

  const defaultRowActions = (row: CrudRow) => (
    <>
      {buttons.view ? <ViewRowButton row={row} crud={crud} /> : null}
      {buttons.edit ? (
        <Button
          size="small"
          type="primary"
          icon={<IconEdit />}
          title={t('crud.edit')}
          aria-label={t('crud.edit')}
          onClick={() => crud.openEdit(row)}
        />
      ) : null}
      {buttons.delete ? (
        <Button
          size="small"
          status="danger"
          type="primary"
          icon={<IconDelete />}
          title={t('crud.delete')}
          aria-label={t('crud.delete')}
          onClick={() => void crud.requestDelete([row])}
        />
      ) : null}
    </>
  );
  if (rowActions !== false) {
    tableColumns.push({
      key: '__actions',
      title: t('crud.actions'),
      width: actionsWidth,
      fixed: 'right',
      align: 'center',
      render: (_value: unknown, row: CrudRow) => (
        <Space size={6} className="crud-row-actions">
          {rowActions ? rowActions(row, defaultRowActions(row), crud) : defaultRowActions(row)}
        </Space>
      ),
    });
  }
  return tableColumns;
}
