import { admins } from '@shop/contract/resources/accounts';
import { AccountsPage } from '@shop/backoffice/accounts/AccountsPage';

/** Back-office accounts: roles as tags, a role multi-select and an avatar in the form. */
export default function AdminsPage() {
  return <AccountsPage area="Admin" descriptor={admins} />;
}
