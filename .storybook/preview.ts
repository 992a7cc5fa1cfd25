// Arco's Modal.confirm and Message need this adapter on React 19 (see guides/stack.md), as in every app entry.
import '@arco-design/web-react/es/_util/react-19-adapter';
import type { Preview } from '@storybook/react-vite';
import { initI18n, setLanguage, type Language } from '@shop/i18n';

initI18n({ lng: 'zh-cn' });

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
  // Each story renders in the language chosen in the toolbar (zh-cn by default, as the shop).
  beforeEach: async ({ globals }) => {
    await setLanguage((globals.locale as Language | undefined) ?? 'zh-cn');
  },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
  },
};

export default preview;
