import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { FieldDef, SearchDef } from '@shop/ui/fields/types';

const columns: ColumnDef[] = [
  { value: 'name' },
  { value: 'code', type: 'tag', tagType: false },
  { value: 'created_at' },
];
const search: SearchDef[] = [{ value: 'name', where: 'likeRight' }];
// The code is the Kuaibao carrier code (e.g. `yd`) that tracking queries use.
const fields: FieldDef[] = [
  { value: 'name', required: true },
  { value: 'code', required: true },
];

/** Carriers: the list every carrier select offers. */
export default function ExpressesPage() {
  return <CrudTable resource="expresses" columns={columns} search={search} fields={fields} />;
}
