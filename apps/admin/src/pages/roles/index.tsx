import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { SearchDef } from '@shop/ui/fields/types';
import { roleDialogBodies } from '@shop/ui/widgets/roleDialogBodies';

/** Admin roles: the Add and Edit dialogs are the role editor (menus and API permissions). */
const columns: ColumnDef[] = [{ value: 'name' }, { value: 'created_at' }];
const search: SearchDef[] = [{ value: 'name', where: 'likeRight' }];
const bodies = roleDialogBodies({
  menuUrl: '/Admin/load_menu?type=getChildren',
  permissionUrl: '/Admin/permission_groups?isAll=true&isWith=permissions',
});

export default function RolesPage() {
  return <CrudTable resource="roles" columns={columns} search={search} viewFields={[{ value: 'name' }]} {...bodies} />;
}
