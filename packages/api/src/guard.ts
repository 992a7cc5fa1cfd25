import { AREAS, areaInAddress, type Area } from './areas.ts';
import type { BackOfficeArea, MenuNode } from './endpoints/access.ts';
import { buildMenuRoutes, findRoute, landingPath, toFullPath, type MenuRoute } from './menu-tree.ts';

/**
 * The back offices' navigation guard as a pure decision, so each app only renders its outcome.
 * Paths here are full page paths (`/Admin/goods`), not router-relative ones. See docs/client-rules.md.
 */

/** Pages anyone may open: the login pages and the 404 pages. */
export const PUBLIC_PATHS: ReadonlyArray<string> = [
  '/login',
  '/register',
  '/forget_password',
  '/404',
  '/Admin/login',
  '/Admin/404',
  '/Seller/login',
  '/Seller/404',
];

/** The area a page path belongs to by prefix; storefront pages belong to none. */
export function pageAreaOf(fullPath: string): Exclude<Area, 'home'> | undefined {
  const area = areaInAddress(fullPath);
  return area === 'home' ? undefined : area;
}

export function isPublicPath(fullPath: string): boolean {
  const path = fullPath.length > 1 ? fullPath.replace(/\/+$/, '') : fullPath;
  return PUBLIC_PATHS.includes(path);
}

/** The login page a protected page sends to. */
export function loginPathOf(area: Area): string {
  return AREAS[area].loginPath;
}

export type GuardDecision =
  { action: 'pass' } | { action: 'redirect'; to: string } | { action: 'load-menus'; area: Exclude<Area, 'home'> };

export interface GuardContext {
  hasToken(area: Area): boolean;
  /** Whether the area's menus (and so its routes) are loaded. */
  menusLoaded(area: Area): boolean;
}

/**
 * Public paths and paths outside an area prefix pass; a protected page without the area's token
 * redirects to its login; on first entry with a token the menus are loaded, then navigation repeats.
 *
 * @example guard('/Admin/goods', { hasToken: () => false, menusLoaded: () => false })
 * // → { action: 'redirect', to: '/Admin/login' }
 */
export function guard(fullPath: string, context: GuardContext): GuardDecision {
  const area = pageAreaOf(fullPath);
  if (!area || isPublicPath(fullPath)) return { action: 'pass' };
  if (!context.hasToken(area)) return { action: 'redirect', to: loginPathOf(area) };
  if (!context.menusLoaded(area)) return { action: 'load-menus', area };
  return { action: 'pass' };
}

/** What a back-office app shows for a router path (relative to its base). Redirect targets are full paths. */
export type BackOfficeView =
  | { kind: 'redirect'; to: string }
  | { kind: 'load-menus' }
  | { kind: 'public' }
  | { kind: 'empty' }
  | { kind: 'page'; route: MenuRoute }
  | { kind: 'not-found' };

/**
 * The guard plus the menu routes: decides what an Admin or Seller app renders for `appPath`.
 * `menus` is undefined until the area's menus are loaded. The area root lands on `defaultUrl` or the
 * first routable menu entry.
 *
 * @example resolveBackOfficePath('admin', '/goods', { hasToken: true, menus }) // { kind: 'page', route }
 */
export function resolveBackOfficePath(
  area: BackOfficeArea,
  appPath: string,
  state: { hasToken: boolean; menus: ReadonlyArray<MenuNode> | undefined; defaultUrl?: string | null | undefined },
): BackOfficeView {
  const fullPath = toFullPath(appPath, area);
  const decision = guard(fullPath, {
    hasToken: (a) => a === area && state.hasToken,
    menusLoaded: (a) => a === area && state.menus !== undefined,
  });
  if (decision.action === 'redirect') return { kind: 'redirect', to: decision.to };
  if (decision.action === 'load-menus' || !state.menus)
    return isPublicPath(fullPath) ? { kind: 'public' } : { kind: 'load-menus' };
  if (isPublicPath(fullPath)) return { kind: 'public' };
  if (appPath === '/' || appPath === '') {
    const landing = landingPath(state.menus, area, state.defaultUrl);
    return landing ? { kind: 'redirect', to: toFullPath(landing, area) } : { kind: 'empty' };
  }
  const route = findRoute(buildMenuRoutes(state.menus, area), appPath);
  return route ? { kind: 'page', route } : { kind: 'not-found' };
}
