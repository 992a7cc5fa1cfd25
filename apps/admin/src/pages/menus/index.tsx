import { MenuTreeTable } from './MenuTreeTable.tsx';

/** Admin menus (reference A42): the Admin console's routing table. */
export default function MenusPage() {
  return <MenuTreeTable parentUrl="/Admin/load_menu?deep=2" />;
}
