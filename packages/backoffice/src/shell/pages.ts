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
 * What a menu entry shows when its view names no page of this version (an administrator's own menu with a mistyped
 * view): the entry's name and the view, so it can be corrected in the menu editor.
 *
 * @example return registry[view] ?? UnknownViewPage;
 */
export const UnknownViewPage = lazyPage(() => import('./UnknownViewPage.tsx'));
