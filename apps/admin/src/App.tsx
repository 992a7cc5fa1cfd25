import { Suspense, lazy } from 'react';
import { Provider } from 'react-redux';
import { Route, Router, Switch } from 'wouter';
import type { AppStore } from '@shop/api/store';
import { caseSensitiveParser } from '@shop/api/routing';
import { ArcoProvider } from '@shop/ui/console/ArcoProvider';
import { ROUTER_BASE } from './area.ts';
import { PageSpin } from './console/PageSpin.tsx';
import { ScrollToTop } from './console/ScrollToTop.tsx';

const LoginPage = lazy(() => import('./pages/LoginPage.tsx'));
const NotFoundPage = lazy(() => import('./console/NotFoundPage.tsx'));
const BackOffice = lazy(() => import('./console/BackOffice.tsx'));

/** Routes: the public login and 404 pages, everything else through the guarded back office. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ArcoProvider>
        <Router base={ROUTER_BASE} parser={caseSensitiveParser}>
          <ScrollToTop />
          <Suspense fallback={<PageSpin />}>
            <Switch>
              <Route path="/login" component={LoginPage} />
              <Route path="/404" component={NotFoundPage} />
              <Route>
                <BackOffice />
              </Route>
            </Switch>
          </Suspense>
        </Router>
      </ArcoProvider>
    </Provider>
  );
}
