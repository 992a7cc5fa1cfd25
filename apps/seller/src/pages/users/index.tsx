import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, FieldDef, SearchDef } from '@shop/ui/fields/types';
import { formIds } from '@shop/ui/widgets/role-tree';
import { ownerOnlyNotice } from '../OwnerOnlyNotice.tsx';

/** A required label ('* Username') needs more than the default 90px to stay on one line in English. */
const DIALOG = { labelWidth: 110 };

/**
 * Store sub-accounts: staff logins of the owner's store with their roles. A blank password
 * is 123456 and a blank nickname "Mysterious" (server rule).
 */
const columns: ColumnDef[] = [
  { value: 'avatar', type: 'avatar' },
  { value: 'nickname' },
  { value: 'username', type: 'tag', tagType: false },
  { value: 'role_name', type: 'tags_array' },
  { value: 'created_at' },
];

const search: SearchDef[] = [
  { value: 'nickname', where: 'likeRight' },
  { value: 'username', where: 'likeRight' },
];

const dicts: DictDef[] = [{ name: 'role_id', url: '/Seller/roles?isAll=true', labelName: 'name', valueName: 'id' }];

const fields: FieldDef[] = [
  { value: 'nickname' },
  { value: 'username', required: true },
  { value: 'password', type: 'password' },
  { value: 'role_id', type: 'select', required: true, options: { multiple: true } },
  { value: 'avatar', type: 'avatar' },
];

const viewFields: ViewFieldDef[] = [
  { value: 'nickname' },
  { value: 'username' },
  { value: 'role_name', viewType: 'tags_array' },
  { value: 'avatar', type: 'avatar' },
];

export default function SellerUsersPage() {
  return (
    <CrudTable
      resource="seller_users"
      columns={columns}
      search={search}
      dicts={dicts}
      fields={fields}
      viewFields={viewFields}
      initialValues={{ role_id: [] }}
      dialog={DIALOG}
      beforeSubmit={(values) => ({ ...values, role_id: formIds(values.role_id) })}
      top={ownerOnlyNotice}
    />
  );
}
