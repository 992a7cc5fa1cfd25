import { Suspense, useState, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { Route, Router, Switch } from 'wouter';
import type { ReduxStore } from '@shop/api/redux-store';
import { caseSensitiveParser } from '@shop/api/routing';
import { useArcoAria } from '@shop/ui/a11y/useArcoAria';
import { PageSpin } from './components/PageSpin.tsx';
import { useRouteTitle } from './components/page-title.ts';
import { SiteLayout } from './components/layout/SiteLayout.tsx';
import { ScrollToTop } from './components/ScrollToTop.tsx';
import { NotFoundPage, routes, type LazyPage, type PageProps } from './routes.ts';

/**
 * A route's page: its component itself when its chunk is already in (the first page, `warmRoute`), so it renders
 * in the same commit as the frame; else the lazy component, behind the frame's spinner. Chosen once per mount: a
 * switch from one to the other would mount the page anew. The document is titled by the route's name until the page
 * names its goods, store or article (components/page-title.ts).
 */
function RoutePage({ page, name }: { page: LazyPage; name: string }) {
  useRouteTitle(name);
  const [Page] = useState<ComponentType<PageProps>>(() => page.loaded?.default ?? page);
  return <Page name={name} />;
}

/** The storefront: the routes of `routes.ts`, matched case-sensitively, each page loaded lazily. */
export function App({ store }: { store: ReduxStore }) {
  // Arco's Tabs and Cascader write ARIA that screen readers misread; the back offices' repair serves here too.
  useArcoAria();
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
            {routes.map(({ path, name, page }) => (
              <Route key={path} path={path}>
                <RoutePage page={page} name={name} />
              </Route>
            ))}
            <Route>
              <RoutePage page={NotFoundPage} name="404" />
            </Route>
          </Switch>
        </Suspense>
      </Router>
    </Provider>
  );
}
