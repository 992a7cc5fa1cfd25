import type { ReactNode } from 'react';
import { Checkbox } from '@arco-design/web-react';
import type { TableProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import type { ColumnDef, CrudRow } from './types.ts';

type RowSelection = NonNullable<TableProps<CrudRow>['rowSelection']>;
type RowKey = string | number;

/** Props for one of Arco's selection boxes or radios: `name` ("Select <row>") as text only a screen reader reads. */
export function rowBoxProps(name: string): { children: ReactNode } {
  return { children: <span className="crud-hidden-label">{name}</span> };
}

/**
 * Arco's selection checkboxes are bare `<input type=checkbox>`s: a screen reader announced 58 unnamed check boxes on
 * one list (axe `label`, critical). Each row's box gets "Select <the row's first column>" as hidden text inside its
 * label, and the select-all box, which Arco draws with no way to name it, is replaced by our own named one.
 */
export function labelledSelection(
  selection: RowSelection,
  rows: readonly CrudRow[],
  rowKey: string,
  columns: readonly ColumnDef[],
  say: { all: string; row: (name: string) => string },
): RowSelection {
  const keys = rows.map((row) => row[rowKey] as RowKey);
  const chosen = new Set(selection.selectedRowKeys ?? []);
  const count = keys.filter((key) => chosen.has(key)).length;
  const nameField = columns.find((c) => c.value !== rowKey)?.value;
  const nameOf = (row: CrudRow) => {
    const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
    return text(nameField ? row[nameField] : undefined) || text(row[rowKey]);
  };
  return {
    ...selection,
    checkAll: false,
    columnTitle: (
      <Checkbox
        className="crud-select-all"
        checked={keys.length > 0 && count === keys.length}
        indeterminate={count > 0 && count < keys.length}
        disabled={keys.length === 0}
        onChange={(on: boolean) => selection.onChange?.(on ? keys : [], on ? [...rows] : [])}
      >
        {rowBoxProps(say.all).children}
      </Checkbox>
    ),
    checkboxProps: (row: CrudRow) => rowBoxProps(say.row(nameOf(row))),
  };
}
