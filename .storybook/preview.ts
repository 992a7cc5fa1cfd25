// Arco's Modal.confirm and Message mount themselves with `ReactDOM.render`, gone in React 19: this adapter
// restores it, as in every app entry.
import '@arco-design/web-react/es/_util/react-19-adapter';
import { createElement } from 'react';
import type { Preview } from '@storybook/react-vite';
import { initI18n, setLanguage, type Language } from '@shop/i18n';
import { bundledResources } from '@shop/i18n/bundled';
import { ArcoProvider } from '../packages/ui/src/console/ArcoProvider.tsx';

initI18n({ lng: 'zh-cn', resources: bundledResources });

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-cn', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-cn' },
  // Each story renders in the language chosen in the toolbar (zh-cn by default, as the shop); a story pins
  // one with `globals: { locale: 'en' }`.
  beforeEach: async ({ globals }) => {
    await setLanguage((globals.locale as Language | undefined) ?? 'zh-cn');
  },
  // Arco's own texts follow the language too (an English story shows no Chinese), as in the apps.
  decorators: [(Story) => createElement(ArcoProvider, null, createElement(Story))],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
  },
};

export default preview;
