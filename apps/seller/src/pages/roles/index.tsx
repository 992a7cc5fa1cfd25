import { sellerRoles } from '@shop/contract/resources/accounts';
import { CrudTable } from '@shop/ui/crud-table';
import { roleDialogBodies } from '@shop/backoffice/roles/roleDialogBodies';
import { ownerOnlyNotice } from '../OwnerOnlyNotice.tsx';

/** Store roles: which Seller menus a sub-account sees; no API permissions here. */
const bodies = roleDialogBodies({ area: 'seller' });

export default function SellerRolesPage() {
  return <CrudTable descriptor={sellerRoles} viewFields={[{ value: 'name' }]} top={ownerOnlyNotice} {...bodies} />;
}
