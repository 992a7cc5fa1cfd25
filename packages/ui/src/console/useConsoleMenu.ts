import { useMemo, useState } from 'react';
import type { BackOfficeArea, MenuNode } from '@shop/api/endpoints/access';
import { buildMenuRoutes, findRoute, menuTarget, type MenuRoute } from '@shop/api/menu-tree';

export interface ConsoleMenuOptions {
  /** The area's menu tree: top-level entries are the module tabs. */
  menus: ReadonlyArray<MenuNode>;
  area: BackOfficeArea;
  /** The current path relative to the app base (`/goods`). */
  path: string;
  /** Router navigation to an app path. */
  onNavigate: (path: string) => void;
  /** Opens an external address; default `window.open` in a new tab. */
  onOpenExternal?: ((url: string) => void) | undefined;
  /** Module checked when the path matches no menu route (the stored route point index). */
  defaultModuleIndex?: number | undefined;
  /** A module tab was clicked: store its index as the route point index. */
  onModuleChange?: ((index: number) => void) | undefined;
}

export interface ConsoleMenu {
  routes: MenuRoute[];
  /** The menu route of the current path, if any. */
  route: MenuRoute | undefined;
  /** Index of the checked module tab (exactly one). */
  moduleIndex: number;
  /** The children of the checked module: the side menu. */
  sideItems: ReadonlyArray<MenuNode>;
  /** Menu click: first entry with apis → external, route, or console.log('No Route'). */
  open: (entry: MenuNode) => void;
  /** Module-tab click: the same navigation, then check the tab and store its index. */
  selectModule: (index: number) => void;
}

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/**
 * The console's menu logic without any markup: routes from the tree, the current route, the checked
 * module and the click rules. `ConsoleLayout` is its view.
 *
 * @example const { sideItems, open } = useConsoleMenu({ menus, area: 'admin', path: '/goods', onNavigate });
 */
export function useConsoleMenu({
  menus,
  area,
  path,
  onNavigate,
  onOpenExternal = openInNewTab,
  defaultModuleIndex = 0,
  onModuleChange,
}: ConsoleMenuOptions): ConsoleMenu {
  const routes = useMemo(() => buildMenuRoutes(menus, area), [menus, area]);
  const route = findRoute(routes, path);

  // The checked tab follows the route being shown; a clicked tab stays checked until the next route.
  const [checked, setChecked] = useState({ index: route?.moduleIndex ?? defaultModuleIndex, path: route?.path });
  let moduleIndex = checked.index;
  if (route && route.path !== checked.path) {
    moduleIndex = route.moduleIndex;
    setChecked({ index: moduleIndex, path: route.path });
  }

  const open = (entry: MenuNode): void => {
    const target = menuTarget(entry, area, routes, window.location.origin);
    if (target.kind === 'external') onOpenExternal(target.url);
    else if (target.kind === 'route') onNavigate(target.path);
    else console.log(target.reason);
  };

  const selectModule = (index: number): void => {
    const module = menus[index];
    if (!module) return;
    open(module);
    setChecked((state) => ({ ...state, index }));
    onModuleChange?.(index);
  };

  return { routes, route, moduleIndex, sideItems: menus[moduleIndex]?.children ?? [], open, selectModule };
}
