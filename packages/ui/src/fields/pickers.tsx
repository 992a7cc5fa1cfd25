import { TableSelect } from '../widgets/TableSelect.tsx';
import type { FieldWidgetProps } from './types.ts';

/** `table_select`: the TableSelect widget configured by the field's options; the dialog title is the label. */
export function TableSelectField({ def, value, onChange, placeholder, disabled }: FieldWidgetProps) {
  const o = def.options ?? {};
  return (
    <TableSelect
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={(next) => onChange(next)}
      pageUrl={o.pageUrl ?? ''}
      columns={o.columns}
      params={o.params}
      multiple={o.multiple}
      showName={o.showName}
      searchName={o.searchName}
      rowKey={o.rowKey}
      width={o.width}
      title={placeholder}
      disabled={disabled}
    />
  );
}
