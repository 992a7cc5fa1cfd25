import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReduxStore } from '@shop/api/redux-store';
import { signIn } from '@shop/api/session';
import { i18n, initI18n } from '@shop/i18n';
import { bundledResources } from '@shop/i18n/bundled';
import { TopBar } from './TopBar.tsx';

beforeAll(() => initI18n({ lng: 'zh-cn', resources: bundledResources }));

/** The top bar of a signed-in shopper, in `language`. */
async function signedInBar(language: string): Promise<string> {
  await i18n.changeLanguage(language);
  const store = createReduxStore('home');
  store.dispatch({ type: signIn.fulfilled.type, payload: { id: 1, nickname: '小明' } });
  return renderToStaticMarkup(
    <Provider store={store}>
      <Router ssrPath="/">
        <TopBar />
      </Router>
    </Provider>,
  );
}

/** The text of the element with `testId` in some markup. */
const textOf = (html: string, testId: string) => new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1];

describe('TopBar', () => {
  // 注销账号 reads as "delete the account": the link only ends the session.
  it.each([
    ['zh-cn', '退出登录'],
    ['en', 'Sign out'],
  ])('names the logout link as signing out (%s)', async (language, name) => {
    const html = await signedInBar(language);
    expect(textOf(html, 'header-nickname')).toBe('小明');
    expect(textOf(html, 'header-logout')).toBe(name);
  });
});
