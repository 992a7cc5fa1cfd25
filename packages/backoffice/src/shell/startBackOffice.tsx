import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, startI18n } from '@shop/i18n';
import type { BackOfficeArea } from '@shop/api/endpoints/access';
import { createReduxStore } from '@shop/api/redux-store';
import { BackOfficeApp } from './BackOfficeApp.tsx';
import type { PageRegistryModule } from './pages.ts';
import '@shop/ui/tokens.css';
import '@shop/ui/focus.css';

export interface StartBackOfficeOptions {
  /** Which back office (`admin`, `seller`): its store, token, menus and path prefix. */
  area: BackOfficeArea;
  /** The app's page registry, `() => import('./console/pages.ts')`. */
  pages: () => Promise<PageRegistryModule>;
  /** The app's login page, `() => import('./pages/LoginPage.tsx')`. */
  loginPage: () => Promise<{ default: ComponentType }>;
  /** Where to render (default `#root`). */
  root?: HTMLElement;
}

/**
 * Starts a back office: its store, its texts, then `BackOfficeApp` in `#root`. The app's entry still imports
 * Arco's React 19 adapter itself, first (without it Arco's Message, Notification and
 * Modal.confirm cannot render on React 19).
 *
 * @example
 * import '@arco-design/web-react/es/_util/react-19-adapter';
 * startBackOffice({
 *   area: AREA,
 *   pages: () => import('./console/pages.ts'),
 *   loginPage: () => import('./pages/LoginPage.tsx'),
 * });
 */
export function startBackOffice({ area, pages, loginPage, root }: StartBackOfficeOptions) {
  const store = createReduxStore(area);
  // The back-office labels (resource and field names) serve only the console's pages: they come with the page
  // registry, not with the login page, which the console reaches only through.
  const consolePages = () =>
    Promise.all([pages(), import('@shop/i18n/backoffice')]).then(([registry, labels]) => {
      labels.addBackOfficeResources(i18n);
      return registry;
    });

  // Only the language on screen is fetched (a switch loads the other one first, see `setLanguage`); rendering
  // waits for its texts so no raw key ever shows. Should they fail to load, the page still renders.
  void startI18n().finally(() => {
    createRoot(root ?? (document.getElementById('root') as HTMLElement)).render(
      <StrictMode>
        <BackOfficeApp store={store} area={area} pages={consolePages} loginPage={loginPage} />
      </StrictMode>,
    );
  });
}
