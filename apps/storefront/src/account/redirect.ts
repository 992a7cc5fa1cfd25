/**
 * Where sign-in pages send the shopper afterwards (protected pages go to
 * `/login?redirect=…` and come back), and the referral captured on the way in.
 */

const AUTH_PAGES = ['/login', '/register', '/forget_password'];

/**
 * The `redirect` of a query string when it is a path of this site (never another origin, never an auth page
 * that would loop), else '/'.
 *
 * @example safeRedirect('redirect=%2Fuser%2Finfo') // '/user/info'
 * @example safeRedirect('redirect=https%3A%2F%2Fevil.example') // '/'
 */
export function safeRedirect(search: string): string {
  const target = new URLSearchParams(search).get('redirect') ?? '';
  // `//host` and `/\host` are protocol-relative addresses of another origin.
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  const path = target.split(/[?#]/)[0] ?? '';
  if (AUTH_PAGES.includes(path.replace(/\/+$/, ''))) return '/';
  return target;
}

/** The login page that returns to `path` (with its query) afterwards. */
export function loginHref(path: string, search = ''): string {
  const back = search ? `${path}?${search.replace(/^\?/, '')}` : path;
  return back === '/' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`;
}

/** Carries the `redirect` of the current page over to a sibling auth page (login ↔ register ↔ reset). */
export function withRedirect(page: string, search: string): string {
  const target = safeRedirect(search);
  return target === '/' ? page : `${page}?redirect=${encodeURIComponent(target)}`;
}

/** sessionStorage item holding the referrer's user id until registration. */
export const INVITER_KEY = 'inviterId';

type SessionLike = Pick<Storage, 'getItem' | 'setItem'>;

function session(): SessionLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Stores `?inviter_id=` when the address carries a positive one. */
export function captureInviter(search: string, storage: SessionLike | null = session()): void {
  const id = Number(new URLSearchParams(search).get('inviter_id'));
  if (storage && Number.isInteger(id) && id > 0) storage.setItem(INVITER_KEY, String(id));
}

/** The captured referrer id, or undefined. */
export function inviterId(storage: SessionLike | null = session()): number | undefined {
  const id = Number(storage?.getItem(INVITER_KEY));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
