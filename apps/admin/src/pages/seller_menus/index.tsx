import { MenuTreeTable } from '../menus/MenuTreeTable.tsx';

/** Seller menus: the Seller console's routing table, edited by the platform. */
export default function SellerMenusPage() {
  return <MenuTreeTable parentUrl="/Admin/load_seller_menu?deep=2" />;
}
