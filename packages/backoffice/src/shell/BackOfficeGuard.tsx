import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { resolveBackOfficePath } from '@shop/api/guard';
import { useAppDispatch, useAppSelector } from '@shop/api/hooks';
import { useLoadMenuQuery } from '@shop/api/endpoints/access';
import { authActions, refreshUser } from '@shop/api/session';
import { getToken } from '@shop/api/storage';
import { PageLoading } from '@shop/ui/console/progress';
import { AppConsole } from './AppConsole.tsx';
import { useBackOfficeArea } from './context.ts';
import NotFoundPage from './NotFoundPage.tsx';
import { PageSpin } from './PageSpin.tsx';
import type { PageFor } from './pages.ts';

export interface BackOfficeGuardProps {
  /** The app's page registry (`pageFor` of its src/console/pages.ts). */
  pageFor: PageFor;
}

/**
 * The guarded part of a back office: without the area token → login; on first
 * entry the menus load and become routes, then the path resolves again; then the matching page renders
 * (inside the console for is_open 0, on its own for is_open 1), or the 404 page.
 *
 * @example <BackOfficeGuard pageFor={pageFor} /> // inside BackOfficeApp's router; apps use `guardWith`
 */
export function BackOfficeGuard({ pageFor }: BackOfficeGuardProps) {
  const area = useBackOfficeArea();
  const { t } = useTranslation();
  const [location] = useLocation();
  const dispatch = useAppDispatch();
  const { isLoad, user } = useAppSelector((state) => state.auth);
  const hasToken = Boolean(getToken(area));
  const menusQuery = useLoadMenuQuery({ area }, { skip: !hasToken });
  const menus = menusQuery.isSuccess ? menusQuery.data : undefined;

  useEffect(() => {
    // First entry with a token in this page session: refresh the stored user record once.
    if (hasToken && !isLoad) {
      dispatch(authActions.markLoaded());
      void dispatch(refreshUser());
    }
  }, [dispatch, hasToken, isLoad]);

  useEffect(() => {
    // Errors in the guard are logged and navigation is cancelled (nothing is shown but the error).
    if (menusQuery.isError) console.error('load_menu failed', menusQuery.error);
  }, [menusQuery.isError, menusQuery.error]);

  const view = resolveBackOfficePath(area, location, { hasToken, menus, defaultUrl: user?.defaultUrl });

  switch (view.kind) {
    case 'redirect':
      return <Redirect to={`~${view.to}`} replace />;
    case 'load-menus':
      return menusQuery.isError ? (
        <div className="guard-error" role="alert">
          <p>{t('messages.dataAbnormal')}</p>
          <button type="button" onClick={() => void menusQuery.refetch()}>
            {t('common.confirm')}
          </button>
        </div>
      ) : (
        <PageSpin />
      );
    case 'public':
    case 'not-found':
      return <NotFoundPage />;
    case 'empty':
      return <AppConsole />;
    case 'page': {
      const Page = pageFor(view.route.menu.view);
      const page = <Page route={view.route} menus={menus ?? []} />;
      return view.route.standalone ? (
        <Suspense
          fallback={
            <PageLoading>
              <PageSpin />
            </PageLoading>
          }
        >
          {page}
        </Suspense>
      ) : (
        <AppConsole>{page}</AppConsole>
      );
    }
  }
}

/**
 * The guarded part of an app bound to its page registry: the default export of the app's
 * src/console/pages.ts, which `BackOfficeApp` loads lazily. Bound there, not in the entry, so the guard,
 * the console and the registry load as one chunk after the login page, as the pages' own chunks expect.
 *
 * @example export default guardWith(pageFor); // apps/seller/src/console/pages.ts
 */
export function guardWith(pageFor: PageFor): ComponentType {
  return function GuardedBackOffice() {
    return <BackOfficeGuard pageFor={pageFor} />;
  };
}
