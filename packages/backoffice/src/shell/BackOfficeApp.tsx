import { Suspense, lazy, useState, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { Route, Router, Switch } from 'wouter';
import { AREAS } from '@shop/api/areas';
import type { BackOfficeArea } from '@shop/api/endpoints/access';
import { caseSensitiveParser } from '@shop/api/routing';
import type { ReduxStore } from '@shop/api/redux-store';
import { ArcoProvider } from '@shop/ui/console/ArcoProvider';
import { BackOfficeAreaContext } from './context.ts';
import { PageSpin } from './PageSpin.tsx';
import type { PageRegistryModule } from './pages.ts';
import { ScrollToTop } from './ScrollToTop.tsx';
import './base.css';

const NotFoundPage = lazy(() => import('./NotFoundPage.tsx'));

export interface BackOfficeAppProps {
  /** The app's store, `createReduxStore(area)`. */
  store: ReduxStore;
  /** Which back office: its token, login page, menus and path prefix (`/Admin`, `/Seller`). */
  area: BackOfficeArea;
  /**
   * The app's page registry (its src/console/pages.ts, default export `guardWith(pageFor)`): loaded, with
   * the guard and the console, on the first guarded path, so the login page does not download them.
   */
  pages: () => Promise<PageRegistryModule>;
  /** The app's login page, loaded on `/login` only. */
  loginPage: () => Promise<{ default: ComponentType }>;
}

/**
 * A whole back office: the public login and 404 pages, everything else through the
 * guard (`guardWith`), which turns the area's menus into routes and renders each page from the app's registry inside the
 * console (or alone for is_open 1). Routes are matched case-sensitively under the area prefix, and every
 * route change scrolls to the top.
 *
 * @example
 * createRoot(root).render(
 *   <BackOfficeApp store={createReduxStore('seller')} area="seller"
 *     pages={() => import('./console/pages.ts')} loginPage={() => import('./pages/LoginPage.tsx')} />,
 * );
 */
export function BackOfficeApp({ store, area, pages, loginPage }: BackOfficeAppProps) {
  // Made once per mount, so the lazy components keep their identity (and loaded chunks) across renders.
  const [LoginPage] = useState(() => lazy(loginPage));
  const [Guarded] = useState(() => lazy(pages));
  // The router base is the area's prefix without its slash ('/Admin'), the apps' Vite `base` too.
  const base = AREAS[area].prefix.replace(/\/$/, '');
  return (
    <Provider store={store}>
      <BackOfficeAreaContext value={area}>
        <ArcoProvider>
          <Router base={base} parser={caseSensitiveParser}>
            <ScrollToTop />
            <Suspense fallback={<PageSpin />}>
              <Switch>
                <Route path="/login" component={LoginPage} />
                <Route path="/404" component={NotFoundPage} />
                <Route>
                  <Guarded />
                </Route>
              </Switch>
            </Suspense>
          </Router>
        </ArcoProvider>
      </BackOfficeAreaContext>
    </Provider>
  );
}
