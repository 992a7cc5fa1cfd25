import { sellerMenus } from '@shop/contract/resources/accounts';
import { MenuTreeTable } from '../menus/MenuTreeTable.tsx';

/** Seller menus: the Seller console's routing table, edited by the platform. */
export default function SellerMenusPage() {
  return <MenuTreeTable descriptor={sellerMenus} parentUrl="/Admin/load_seller_menu?deep=2" />;
}
