import { useEffect, useRef, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useAppDispatch, useAppSelector } from '@shop/api/hooks';
import { refreshUser } from '@shop/api/session';
import { loginHref } from '../../account/redirect.ts';

/**
 * The storefront's login guard: a signed-out visitor of a protected page goes to
 * `/login?redirect=<this page>` and comes back after signing in. A signed-in one gets the user record
 * (`auth/info`) loaded once per page session, or on every entry with `refresh="always"` (pages that show
 * balances and security marks).
 *
 * @example <RequireLogin><FavoritesList /></RequireLogin>
 */
export function RequireLogin({ children, refresh = 'once' }: { children: ReactNode; refresh?: 'once' | 'always' }) {
  const dispatch = useAppDispatch();
  const { isLogin, isLoad } = useAppSelector((state) => state.auth);
  const [location] = useLocation();
  const search = useSearch();
  const asked = useRef(false);
  useEffect(() => {
    // Once per entry: `isLoad` turning true after the refresh must not ask again.
    if (asked.current || !isLogin || (refresh === 'once' && isLoad)) return;
    asked.current = true;
    void dispatch(refreshUser());
  }, [dispatch, isLogin, isLoad, refresh]);
  if (!isLogin) return <Redirect to={loginHref(location, search)} replace />;
  return <>{children}</>;
}
