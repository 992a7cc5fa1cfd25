import { sellerUsers } from '@shop/contract/resources/accounts';
import { AccountsPage } from '@shop/backoffice/accounts/AccountsPage';
import { ownerOnlyNotice } from '../OwnerOnlyNotice.tsx';

/**
 * Store sub-accounts: staff logins of the owner's store with their roles. A blank password
 * is 123456 and a blank nickname "Mysterious" (server rule).
 */
export default function SellerUsersPage() {
  return (
    <AccountsPage
      area="Seller"
      descriptor={sellerUsers}
      // Labelled apart from the Admin users page: `resources.seller_users`.
      resource="seller_users"
      top={ownerOnlyNotice}
    />
  );
}
