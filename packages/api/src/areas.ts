/**
 * The three audiences of the product and everything that differs between them: storage keys,
 * path prefixes, login page, provider. One table, read by the http client, the guard and the store.
 * See docs/areas-and-tokens.md.
 */
import type { Area, Provider } from '@shop/contract/auth';

export type { Area, Provider };

export interface AreaConfig {
  area: Area;
  /** Prefix of the area's pages and API paths as it appears in an address, e.g. `/Admin/`; '' for home. */
  prefix: '' | '/Admin/' | '/Seller/';
  /** Prefix of the area's API paths relative to `/api`: '' | 'Admin/' | 'Seller/'. */
  apiPrefix: '' | 'Admin/' | 'Seller/';
  /** localStorage item holding the access token. */
  tokenKey: 'token' | 'admin_token' | 'seller_token';
  /** localStorage item holding the JSON user record. */
  userKey: 'user' | 'admin_user' | 'seller_user';
  /** Full path of the area's login page. */
  loginPath: '/login' | '/Admin/login' | '/Seller/login';
  /** `provider` sent to login, logout, is_login and auth/info. */
  provider: Provider;
}

export const AREAS: Readonly<Record<Area, AreaConfig>> = {
  home: {
    area: 'home',
    prefix: '',
    apiPrefix: '',
    tokenKey: 'token',
    userKey: 'user',
    loginPath: '/login',
    provider: 'users',
  },
  admin: {
    area: 'admin',
    prefix: '/Admin/',
    apiPrefix: 'Admin/',
    tokenKey: 'admin_token',
    userKey: 'admin_user',
    loginPath: '/Admin/login',
    provider: 'admins',
  },
  seller: {
    area: 'seller',
    prefix: '/Seller/',
    apiPrefix: 'Seller/',
    tokenKey: 'seller_token',
    userKey: 'seller_user',
    loginPath: '/Seller/login',
    provider: 'users',
  },
};

/** localStorage item of the chosen language (owned by @shop/i18n). */
export { LANGUAGE_KEY } from '@shop/i18n';
/** localStorage item of the temporary token used by `is_login` probes. */
export const SET_TOKEN_KEY = 'setToken';
/** localStorage item where the visitor ip from `GET /common` is cached. */
export const IP_KEY = 'ip';

/** API base path and HTTP time-out. */
export const API_BASE = '/api';
export const HTTP_TIMEOUT = 30000;

/** Which area's prefix, if any, an address contains (case-sensitive, as are all routes). */
export function areaInAddress(address: string | undefined | null): Area | undefined {
  if (!address) return undefined;
  // A page address like `/Admin` (no trailing slash) still belongs to the area.
  const path = address.endsWith('/') ? address : `${address}/`;
  const rooted = path.startsWith('/') ? path : `/${path}`;
  if (rooted.includes(AREAS.admin.prefix)) return 'admin';
  if (rooted.includes(AREAS.seller.prefix)) return 'seller';
  return undefined;
}

/**
 * The area whose prefix appears in the request address or, failing that, in the current page
 * address; otherwise the storefront.
 *
 * @example areaOf('/api/Admin/auth/info', '/') // 'admin'
 * @example areaOf('/api/logout', '/Seller/goods') // 'seller'
 */
export function areaOf(url: string | undefined, pageUrl: string | undefined = currentPagePath()): Area {
  return areaInAddress(url) ?? areaInAddress(pageUrl) ?? 'home';
}

/** `window.location.pathname`, or '' outside a browser. */
export function currentPagePath(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}
