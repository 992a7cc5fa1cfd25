import type { ComponentType } from 'react';
import { lazyPage } from '@shop/ui/console/lazy-page';
import type { MenuEntry } from '@shop/api/menu';
import type { MenuRoute } from '@shop/api/menu-tree';

/** What every back-office page receives. */
export interface MenuPageProps {
  route: MenuRoute;
  menus: MenuEntry[];
}

const MenuPlaceholder = lazyPage(() => import('./MenuPlaceholder.tsx'));

/**
 * Page registry: a menu entry's `view` → its lazily loaded page. Views without a page yet show the
 * placeholder, so any menu the server sends is reachable.
 */
const registry: Record<string, ComponentType<MenuPageProps>> = {
  // Accounts (issue 3).
  'Seller/users/index': lazyPage(() => import('../pages/users/index.tsx')),
  'Seller/roles/index': lazyPage(() => import('../pages/roles/index.tsx')),
};

export function pageFor(view: string): ComponentType<MenuPageProps> {
  return registry[view] ?? MenuPlaceholder;
}
