import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { Route, Router, Switch } from 'wouter';
import type { ReduxStore } from '@shop/api/redux-store';
import { caseSensitiveParser } from '@shop/api/routing';
import { PageSpin } from './components/PageSpin.tsx';
import { SiteLayout } from './components/layout/SiteLayout.tsx';
import { ScrollToTop } from './components/ScrollToTop.tsx';
import { NotFoundPage, routes } from './routes.ts';

/** The storefront: the routes of `routes.ts`, matched case-sensitively, each page loaded lazily. */
export function App({ store }: { store: ReduxStore }) {
  return (
    <Provider store={store}>
      <Router parser={caseSensitiveParser}>
        <ScrollToTop />
        {/* The frame stays on screen while a page's chunk loads. */}
        <Suspense
          fallback={
            <SiteLayout>
              <PageSpin />
            </SiteLayout>
          }
        >
          <Switch>
            {routes.map(({ path, name, page: Page }) => (
              <Route key={path} path={path}>
                <Page name={name} />
              </Route>
            ))}
            <Route>
              <NotFoundPage name="404" />
            </Route>
          </Switch>
        </Suspense>
      </Router>
    </Provider>
  );
}
