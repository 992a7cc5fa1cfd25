import { admins } from '@shop/contract/resources/accounts';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef } from '@shop/ui/fields/types';
import { formIds } from '@shop/backoffice/roles/role-tree';

/** A required label ('* Username') needs more than the default 90px to stay on one line in English. */
const DIALOG = { labelWidth: 110 };

// Explicit: the list opens with the avatar, which the form (in declaration order) puts last.
const columns: ColumnDef[] = [
  { value: 'avatar', type: 'avatar' },
  { value: 'nickname' },
  // Plain text: a tag coloured by the name's hash reads like a status.
  { value: 'username' },
  { value: 'role_name', type: 'tags_array' },
  { value: 'created_at' },
];

const dicts: DictDef[] = [{ name: 'role_id', url: '/Admin/roles?isAll=true', labelName: 'name', valueName: 'id' }];

const overrides = {
  fields: {
    role_id: { required: true, options: { multiple: true } },
    avatar: { type: 'avatar' },
  },
} as const;

const viewFields: ViewFieldDef[] = [
  { value: 'nickname' },
  { value: 'username' },
  { value: 'role_name', viewType: 'tags_array' },
  { value: 'avatar', type: 'avatar' },
];

/** Back-office accounts: roles as tags, a role multi-select and an avatar in the form. */
export default function AdminsPage() {
  return (
    <CrudTable
      descriptor={admins}
      overrides={overrides}
      columns={columns}
      dicts={dicts}
      viewFields={viewFields}
      initialValues={{ role_id: [] }}
      dialog={DIALOG}
      beforeSubmit={(values) => ({ ...values, role_id: formIds(values.role_id) })}
    />
  );
}
