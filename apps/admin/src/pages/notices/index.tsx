import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { FieldDef, SearchDef } from '@shop/ui/fields/types';

const columns: ColumnDef[] = [
  { value: 'name' },
  { value: 'tag', type: 'tag', tagType: false },
  { value: 'created_at' },
];
const search: SearchDef[] = [
  { value: 'name', where: 'likeRight' },
  { value: 'tag', where: 'likeRight' },
  { value: 'content', where: 'like' },
];
const fields: FieldDef[] = [
  { value: 'name', required: true },
  { value: 'tag' },
  { value: 'content', type: 'editor', span: 24 },
];

/** Notices: site announcements with a rich-text body. */
export default function NoticesPage() {
  return <CrudTable resource="notices" columns={columns} search={search} fields={fields} dialog={{ width: '60%' }} />;
}
