import { adminPermissionGroups } from '@shop/contract/resources/accounts';
import { CrudTable } from '@shop/ui/crud-table';

/** Labels such as 'Payment password' or 'Permission name' need more than the default 90px on one line. */
const DIALOG = { labelWidth: 130 };

// The description column holds 40 characters (the textarea's default of 15 would cut it short).
const overrides = { fields: { content: { span: 24, options: { maxLength: 40 } } } } as const;

/** API groups: folders of permissions shown in the role editor. */
export default function PermissionGroupsPage() {
  return (
    <CrudTable
      descriptor={adminPermissionGroups}
      overrides={overrides}
      viewFields={[{ value: 'name' }, { value: 'content' }]}
      dialog={DIALOG}
    />
  );
}
