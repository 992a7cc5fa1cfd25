// jsdom setup for the unit project of the packages using component-tests.ts.
// Arco's Message and Modal.confirm need the React 19 adapter (the CommonJS build under jsdom).
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { initI18n } from '@shop/i18n';
import { bundledResources } from '@shop/i18n/bundled';

initI18n({ lng: 'zh-cn', resources: bundledResources });

// jsdom has no matchMedia; Arco's Grid and Form ask for it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}
