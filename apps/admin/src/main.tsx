import '@arco-design/web-react/es/_util/react-19-adapter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, initI18n } from '@shop/i18n';
import { addBackOfficeResources } from '@shop/i18n/backoffice';
import { makeStore } from '@shop/api/store';
import { App } from './App.tsx';
import { AREA } from './area.ts';
import './console/base.css';

initI18n();
addBackOfficeResources(i18n);
const store = makeStore(AREA);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
