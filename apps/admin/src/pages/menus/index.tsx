import { adminMenus } from '@shop/contract/resources/accounts';
import { MenuTreeTable } from './MenuTreeTable.tsx';

/** Admin menus: the Admin console's routing table. */
export default function MenusPage() {
  return <MenuTreeTable descriptor={adminMenus} parentUrl="/Admin/load_menu?deep=2" />;
}
