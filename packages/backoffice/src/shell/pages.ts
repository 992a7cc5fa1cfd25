import type { ComponentType } from 'react';
import type { MenuEntry } from '@shop/api/endpoints/access';
import type { MenuRoute } from '@shop/api/menu-tree';
import { lazyPage } from '@shop/ui/console/lazy-page';

/** What every back-office page receives. */
export interface MenuPageProps {
  route: MenuRoute;
  menus: MenuEntry[];
}

/** A page registry: a menu entry's `view` → its (lazily loaded) page. */
export type PageFor = (view: string) => ComponentType<MenuPageProps>;

/**
 * The module an app's `src/console/pages.ts` is: its registry, and by default export the guarded part of
 * the app bound to it (`guardWith(pageFor)`), which `BackOfficeApp` loads lazily.
 */
export interface PageRegistryModule {
  pageFor: PageFor;
  default: ComponentType;
}

/**
 * Stand-in for views without a page yet (shows the menu's name), so any menu the server sends is reachable.
 *
 * @example return registry[view] ?? MenuPlaceholder;
 */
export const MenuPlaceholder = lazyPage(() => import('./MenuPlaceholder.tsx'));
