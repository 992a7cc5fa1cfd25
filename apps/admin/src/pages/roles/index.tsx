import { adminRoles } from '@shop/contract/resources/accounts';
import { CrudTable } from '@shop/ui/crud-table';
import { roleDialogBodies } from '@shop/backoffice/roles/roleDialogBodies';

/** Admin roles: the Add and Edit dialogs are the role editor (menus and API permissions). */
const bodies = roleDialogBodies({ area: 'admin', permissions: true });

export default function RolesPage() {
  return <CrudTable descriptor={adminRoles} viewFields={[{ value: 'name' }]} {...bodies} />;
}
