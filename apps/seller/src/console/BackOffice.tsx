import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { resolveBackOfficePath } from '@shop/api/guard';
import { useAppDispatch, useAppSelector } from '@shop/api/hooks';
import { useLoadMenuQuery } from '@shop/api/menu';
import { authActions, refreshUser } from '@shop/api/session';
import { getToken } from '@shop/api/storage';
import { PageLoading } from '@shop/ui/console/progress';
import { AREA } from '../area.ts';
import { AppConsole } from './AppConsole.tsx';
import NotFoundPage from './NotFoundPage.tsx';
import { PageSpin } from './PageSpin.tsx';
import { pageFor } from './pages.ts';

/**
 * The guarded part of the app (spec §4 navigation guard): without the area token → login; on first
 * entry the menus load and become routes, then the path resolves again; then the matching page renders
 * (inside the console for is_open 0, on its own for is_open 1), or the 404 page.
 */
export default function BackOffice() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const dispatch = useAppDispatch();
  const { isLoad, user } = useAppSelector((state) => state.auth);
  const hasToken = Boolean(getToken(AREA));
  const menusQuery = useLoadMenuQuery({ area: AREA }, { skip: !hasToken });
  const menus = menusQuery.isSuccess ? menusQuery.data : undefined;

  useEffect(() => {
    // First entry with a token in this page session: refresh the stored user record once.
    if (hasToken && !isLoad) {
      dispatch(authActions.markLoaded());
      void dispatch(refreshUser());
    }
  }, [dispatch, hasToken, isLoad]);

  useEffect(() => {
    // Spec §4: errors in the guard are logged and navigation is cancelled (nothing is shown but the error).
    if (menusQuery.isError) console.error('load_menu failed', menusQuery.error);
  }, [menusQuery.isError, menusQuery.error]);

  const view = resolveBackOfficePath(AREA, location, { hasToken, menus, defaultUrl: user?.defaultUrl });

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
