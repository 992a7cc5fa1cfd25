import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from '@shop/i18n';
import { createReduxStore } from '@shop/api/redux-store';
import { App } from './App.tsx';
import './styles/base.css';

const reduxStore = createReduxStore('home');

// Only the language on screen is fetched (the home page's size budget); rendering waits for its texts so no raw
// key ever shows. Should they fail to load, the page still renders (a reload fetches them again).
void startI18n().finally(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App store={reduxStore} />
    </StrictMode>,
  );
});
