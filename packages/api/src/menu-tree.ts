import { AREAS } from './areas.ts';
import type { BackOfficeArea, MenuNode } from './endpoints/access.ts';

/**
 * Pure helpers that turn the server's menu tree into routes and navigation targets.
 * Paths come in two forms: the full address stored in `apis` (`/Admin/goods`) and the app path relative
 * to the app's base (`/goods`), which is what the router sees.
 */

/** The entry's name in the interface language: `ename` in English when set, else `name`. */
export function menuLabel(menu: Pick<MenuNode, 'name' | 'ename'>, language: string): string {
  if (language === 'en' && menu.ename && menu.ename.trim()) return menu.ename;
  return menu.name;
}

/** An `apis` opened as an external address: starts with http(s):// or `{host}`. */
export function isExternal(apis: string): boolean {
  return /^https?:\/\//i.test(apis) || apis.startsWith('{host}');
}

/** An entry the router can show: non-empty, non-external `apis` and a non-empty `view`. */
export function isRoutable(menu: MenuNode): boolean {
  return Boolean(menu.apis) && !isExternal(menu.apis) && Boolean(menu.view);
}

/** `/Admin/goods` → `/goods` for the admin app; paths without the prefix are only given a leading slash. */
export function toAppPath(apis: string, area: BackOfficeArea): string {
  const prefix = AREAS[area].prefix; // '/Admin/'
  const rooted = apis.startsWith('/') ? apis : `/${apis}`;
  if (rooted.startsWith(prefix)) return `/${rooted.slice(prefix.length)}`.replace(/\/+$/, '') || '/';
  return rooted.replace(/\/+$/, '') || '/';
}

/** `/goods` → `/Admin/goods`. */
export function toFullPath(appPath: string, area: BackOfficeArea): string {
  return `${AREAS[area].prefix.replace(/\/$/, '')}${appPath.startsWith('/') ? appPath : `/${appPath}`}`;
}

/**
 * For an entry with empty `apis`, the first descendant with non-empty `apis` — preferring the
 * first direct child that has one, otherwise searching depth-first. The entry itself when it has `apis`.
 */
export function firstWithApis(menu: MenuNode): MenuNode | undefined {
  if (menu.apis) return menu;
  const children = menu.children ?? [];
  const direct = children.find((child) => Boolean(child.apis));
  if (direct) return direct;
  for (const child of children) {
    const found = firstWithApis(child);
    if (found) return found;
  }
  return undefined;
}

export type MenuTarget =
  { kind: 'external'; url: string } | { kind: 'route'; path: string } | { kind: 'none'; reason: 'No Route' };

/**
 * What clicking an entry (or a module tab) does: follow to the first entry with `apis`;
 * external addresses open outside; otherwise navigate when the view is set and the route exists.
 * `{host}` is replaced by the current origin.
 */
export function menuTarget(
  menu: MenuNode,
  area: BackOfficeArea,
  routes: ReadonlyArray<MenuRoute>,
  origin = '',
): MenuTarget {
  const target = firstWithApis(menu);
  if (!target) return { kind: 'none', reason: 'No Route' };
  if (isExternal(target.apis)) return { kind: 'external', url: target.apis.replace('{host}', origin) };
  const path = toAppPath(target.apis, area);
  if (target.view && findRoute(routes, path)) return { kind: 'route', path };
  return { kind: 'none', reason: 'No Route' };
}

/** One route built from a menu entry. */
export interface MenuRoute {
  /** Path relative to the app base, e.g. `/goods`. */
  path: string;
  /** The `apis` as stored, e.g. `/Admin/goods`. */
  fullPath: string;
  menu: MenuNode;
  /** is_open 1: rendered without the console layout. */
  standalone: boolean;
  /** Ancestors from the top-level module down to the entry itself. */
  trail: MenuNode[];
  /** Index of the top-level module the entry belongs to. */
  moduleIndex: number;
}

/** Every routable entry of the tree, in menu order; the first entry wins when two share a path. */
export function buildMenuRoutes(menus: ReadonlyArray<MenuNode>, area: BackOfficeArea): MenuRoute[] {
  const routes: MenuRoute[] = [];
  const seen = new Set<string>();
  const visit = (menu: MenuNode, trail: MenuNode[], moduleIndex: number) => {
    const here = [...trail, menu];
    if (isRoutable(menu)) {
      const path = toAppPath(menu.apis, area);
      if (!seen.has(path)) {
        seen.add(path);
        routes.push({
          path,
          fullPath: menu.apis,
          menu,
          standalone: Number(menu.is_open) === 1,
          trail: here,
          moduleIndex,
        });
      }
    }
    for (const child of menu.children ?? []) visit(child, here, moduleIndex);
  };
  menus.forEach((module, index) => visit(module, [], index));
  return routes;
}

/** The route whose path equals the app path (case-sensitive; a trailing slash is ignored). */
export function findRoute(routes: ReadonlyArray<MenuRoute>, appPath: string): MenuRoute | undefined {
  const path = appPath.length > 1 ? appPath.replace(/\/+$/, '') : appPath;
  return routes.find((route) => route.path === path);
}

/**
 * Where to go after login or on the area root: the user's `defaultUrl` when it is a known route,
 * otherwise the first menu entry (depth-first) with a route; `undefined` when there is none.
 */
export function landingPath(
  menus: ReadonlyArray<MenuNode>,
  area: BackOfficeArea,
  defaultUrl?: string | null,
): string | undefined {
  const routes = buildMenuRoutes(menus, area);
  if (defaultUrl && !isExternal(defaultUrl)) {
    const path = toAppPath(defaultUrl, area);
    if (findRoute(routes, path)) return path;
  }
  return routes[0]?.path;
}
