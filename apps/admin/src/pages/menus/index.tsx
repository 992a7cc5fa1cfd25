import { MenuTreeTable } from './MenuTreeTable.tsx';

/** Admin menus: the Admin console's routing table. */
export default function MenusPage() {
  return <MenuTreeTable parentUrl="/Admin/load_menu?deep=2" />;
}
