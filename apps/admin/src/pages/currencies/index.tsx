import { currencies } from '@shop/contract/resources/system';
import { CrudTable } from '@shop/ui/crud-table';
import type { ViewFieldDef } from '@shop/ui/crud/types';

const tag = { type: 'tag', tagType: false } as const;
const overrides = {
  columns: { ename: tag, currency: tag, content: { ellipsis: true } },
  fields: { name: { span: 24 }, content: { span: 24 } },
} as const;
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
    <CrudTable descriptor={currencies} overrides={overrides} viewFields={viewFields} dialog={{ labelWidth: 130 }} />
  );
}
