import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { FieldDef, SearchDef } from '@shop/ui/fields/types';

const columns: ColumnDef[] = [
  { value: 'name' },
  { value: 'ename', type: 'tag', tagType: false },
  { value: 'currency', type: 'tag', tagType: false },
  { value: 'currency_ename' },
  { value: 'content', ellipsis: true },
  { value: 'created_at' },
];
const search: SearchDef[] = [
  { value: 'name', where: 'likeRight' },
  { value: 'ename', where: 'like' },
  { value: 'currency', where: 'like' },
  { value: 'currency_ename', where: 'like' },
];
const fields: FieldDef[] = [
  { value: 'name', required: true, span: 24 },
  { value: 'ename', required: true },
  { value: 'currency', required: true },
  { value: 'currency_ename', required: true },
  { value: 'content', type: 'textarea', span: 24, options: { maxLength: 255 } },
];
const viewFields: ViewFieldDef[] = [
  { value: 'name', span: 24 },
  { value: 'ename' },
  { value: 'currency' },
  { value: 'currency_ename' },
  { value: 'content', viewType: 'text', span: 24 },
];

/** Currencies (no seed menu: an admin adds one under Admin menus with view Admin/exts/currencies/index). */
export default function CurrenciesPage() {
  return (
    <CrudTable
      resource="currencies"
      columns={columns}
      search={search}
      fields={fields}
      viewFields={viewFields}
      dialog={{ labelWidth: 130 }}
    />
  );
}
