import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { FieldDef, SearchDef } from '@shop/ui/fields/types';

/** Labels such as 'Payment password' or 'Permission name' need more than the default 90px on one line. */
const DIALOG = { labelWidth: 130 };

/** API groups: folders of permissions shown in the role editor. */
const columns: ColumnDef[] = [{ value: 'name' }, { value: 'content' }, { value: 'created_at' }];
const search: SearchDef[] = [
  { value: 'name', where: 'likeRight' },
  { value: 'content', where: 'likeRight' },
];
// The description column holds 40 characters (the default of 15 would cut it short).
const fields: FieldDef[] = [
  { value: 'name', required: true },
  { value: 'content', type: 'textarea', span: 24, options: { maxLength: 40 } },
];

export default function PermissionGroupsPage() {
  return (
    <CrudTable
      resource="permission_groups"
      columns={columns}
      search={search}
      fields={fields}
      viewFields={[{ value: 'name' }, { value: 'content' }]}
      dialog={DIALOG}
    />
  );
}
