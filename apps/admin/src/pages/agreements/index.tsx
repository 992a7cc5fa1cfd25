import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { FieldDef, SearchDef } from '@shop/ui/fields/types';

const columns: ColumnDef[] = [
  { value: 'name' },
  { value: 'ename', type: 'tag', tagType: false },
  { value: 'created_at' },
];
const search: SearchDef[] = [
  { value: 'name', where: 'likeRight' },
  { value: 'ename', where: 'likeRight' },
];
// `ename` is the key the public `GET /agreements/{ename}` serves (e.g. `agreement` on the login pages).
const fields: FieldDef[] = [
  { value: 'name', required: true },
  { value: 'ename', required: true },
  { value: 'content', type: 'editor', span: 24 },
];

/** Agreements: legal texts fetched by key. */
export default function AgreementsPage() {
  return (
    <CrudTable
      resource="agreements"
      columns={columns}
      search={search}
      fields={fields}
      dialog={{ width: '60%', labelWidth: 130 }}
    />
  );
}
