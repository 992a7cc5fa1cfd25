import { AREAS, areaInAddress, type Area } from './areas.ts';

/**
 * The navigation guard of spec §4 as a pure decision, so each app only renders its outcome.
 * Paths here are full page paths (`/Admin/goods`), not router-relative ones.
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
  | { action: 'pass' }
  | { action: 'redirect'; to: string }
  | { action: 'load-menus'; area: Exclude<Area, 'home'> };

export interface GuardContext {
  hasToken(area: Area): boolean;
  /** Whether the area's menus (and so its routes) are loaded. */
  menusLoaded(area: Area): boolean;
}

/**
 * Spec §4: public paths and paths outside an area prefix pass; a protected page without the area's token
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
