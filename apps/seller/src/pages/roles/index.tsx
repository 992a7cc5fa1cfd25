import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { SearchDef } from '@shop/ui/fields/types';
import { roleDialogBodies } from '@shop/ui/widgets/roleDialogBodies';
import { ownerOnlyNotice } from '../OwnerOnlyNotice.tsx';

/** Store roles: which Seller menus a sub-account sees; no API permissions here. */
const columns: ColumnDef[] = [{ value: 'name' }, { value: 'created_at' }];
const search: SearchDef[] = [{ value: 'name', where: 'likeRight' }];
const bodies = roleDialogBodies({ menuUrl: '/Seller/load_menu?type=getChildren' });

export default function SellerRolesPage() {
  return (
    <CrudTable
      resource="roles"
      columns={columns}
      search={search}
      viewFields={[{ value: 'name' }]}
      top={ownerOnlyNotice}
      {...bodies}
    />
  );
}
