import '@arco-design/web-react/es/_util/react-19-adapter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, startI18n } from '@shop/i18n';
import { createReduxStore } from '@shop/api/redux-store';
import { BackOfficeApp } from '@shop/backoffice/shell/BackOfficeApp';
import { AREA } from './area.ts';

const reduxStore = createReduxStore(AREA);

/**
 * The back-office labels (resource and field names) serve only the console's pages: they come with the page
 * registry, not with the login page, which the console reaches only through.
 */
const consolePages = () =>
  Promise.all([import('./console/pages.ts'), import('@shop/i18n/backoffice')]).then(([pages, labels]) => {
    labels.addBackOfficeResources(i18n);
    return pages;
  });

// Only the language on screen is fetched (a switch loads the other one first, see `setLanguage`); rendering
// waits for its texts so no raw key ever shows. Should they fail to load, the page still renders.
void startI18n().finally(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BackOfficeApp
        store={reduxStore}
        area={AREA}
        pages={consolePages}
        loginPage={() => import('./pages/LoginPage.tsx')}
      />
    </StrictMode>,
  );
});
