import '@arco-design/web-react/es/_util/react-19-adapter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, initI18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';
import { bundledResources } from '@shop/i18n/bundled';
import { createReduxStore } from '@shop/api/redux-store';
import { BackOfficeApp } from '@shop/backoffice/shell/BackOfficeApp';
import { AREA } from './area.ts';

// Both languages bundled: the back offices' budget allows it, and a switch needs no loading.
initI18n({ resources: bundledResources });
addBackOfficeResources(i18n);
const reduxStore = createReduxStore(AREA);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BackOfficeApp
      store={reduxStore}
      area={AREA}
      pages={() => import('./console/pages.ts')}
      loginPage={() => import('./pages/LoginPage.tsx')}
    />
  </StrictMode>,
);
