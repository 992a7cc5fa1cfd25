import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from '@shop/i18n';
import { createReduxStore } from '@shop/api/redux-store';
import { siteApi } from '@shop/api/endpoints/site';
import { App } from './App.tsx';
import { warmRoute } from './routes.ts';
import '@shop/ui/tokens.css';
import '@shop/ui/focus.css';
import './styles/base.css';
import './styles/phone.css';

const reduxStore = createReduxStore('home');
// Every page's frame shows the site's name and classes: asked for before the texts load, not after.
reduxStore.dispatch(siteApi.util.prefetch('getCommon', undefined, {}));
const firstPage = warmRoute(window.location.pathname, reduxStore);

// Only the language on screen is fetched (the home page's size budget); rendering waits for its texts so no raw
// key ever shows, and for the first page's chunk when that is named in the HTML (warmRoute). Should they fail to
// load, the page still renders (a reload fetches them again).
// The first render runs as a transition: React then yields to the browser every few milliseconds instead of
// building the whole page in one task, which on a slow phone blocked input for hundreds of milliseconds (total
// blocking time, most of the home page's Lighthouse loss). Nothing is on screen yet, so nothing waits for it.
void Promise.allSettled([startI18n(), firstPage]).finally(() => {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={reduxStore} />
      </StrictMode>,
    );
  });
});
