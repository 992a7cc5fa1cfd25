// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp, resetHttpHooks } from '@shop/api/http';
import { siteApi, type CommonData } from '@shop/api/endpoints/site';
import { createReduxStore, type ReduxStore } from '@shop/api/redux-store';
import { STOREFRONT_ROUTES } from '@shop/contract/storefront-routes';
import { i18n, initI18n } from '@shop/i18n';
import { bundledResources } from '@shop/i18n/bundled';
import { resetPageTitles, usePageTitle, useRouteTitle } from './page-title.ts';

beforeAll(() => {
  initI18n({ lng: 'zh-cn', resources: bundledResources });
  // A store without site data asks jsdom for /api/common, which fails; the default toast would then import Arco's
  // Message, possibly after the environment is torn down (an unhandled error that failed a CI run).
  configureHttp({ notify: { error: () => undefined, success: () => undefined } });
});
afterAll(resetHttpHooks);

const SITE = { web_name: '青梧商城', index_name: '青梧商城 - 多商户网上商城' };

async function storeWith(common: Partial<CommonData['common']> | null): Promise<ReduxStore> {
  const store = createReduxStore('home');
  if (common) {
    await store.dispatch(
      siteApi.util.upsertQueryData('getCommon', undefined, {
        common,
        classes: [],
        brands: [],
      } as unknown as CommonData),
    );
  }
  return store;
}

/** What the router renders for a route (`route`), with the page's own entity name when it has one (`entity`). */
function Page({ route, entity }: { route: string; entity?: string }) {
  useRouteTitle(route);
  return entity === '-' ? null : <Entity name={entity} />;
}
function Entity({ name }: { name?: string }) {
  usePageTitle(name);
  return null;
}

function shown(store: ReduxStore, props: { route: string; entity?: string }) {
  const view = render(
    <Provider store={store}>
      <Router>
        <Page {...props} />
      </Router>
    </Provider>,
  );
  return (next: { route: string; entity?: string }) =>
    view.rerender(
      <Provider store={store}>
        <Router>
          <Page {...next} />
        </Router>
      </Provider>,
    );
}

beforeEach(async () => {
  await i18n.changeLanguage('zh-cn');
  window.history.replaceState(null, '', '/goods/1');
  // The first page was served elsewhere: this one was reached by the router.
  resetPageTitles('zh-cn', '/');
  document.title = '首页标题';
});
afterEach(cleanup);

describe('usePageTitle', () => {
  it("titles a page by its route's name, then by its goods once loaded, as the server's head does", async () => {
    const update = shown(await storeWith(SITE), { route: 'goods.info' });
    expect(document.title).toBe('商品详情 - 青梧商城');
    update({ route: 'goods.info', entity: '明前龙井 250g' });
    expect(document.title).toBe('明前龙井 250g - 青梧商城');
    // The next goods, still loading: the route's name, never the previous goods.
    update({ route: 'goods.info' });
    expect(document.title).toBe('商品详情 - 青梧商城');
  });

  it("lets the entity's name win when it is there at once (a cached goods)", async () => {
    shown(await storeWith(SITE), { route: 'stores.info', entity: '青梧茶行' });
    expect(document.title).toBe('青梧茶行 - 青梧商城');
  });

  it('follows the language, and titles the home with the site title', async () => {
    const update = shown(await storeWith(SITE), { route: 'user.orders', entity: '-' });
    expect(document.title).toBe('我的订单 - 青梧商城');
    await act(() => i18n.changeLanguage('en'));
    expect(document.title).toBe('My orders - 青梧商城');
    update({ route: 'index', entity: '-' });
    expect(document.title).toBe(SITE.index_name);
  });

  it('writes nothing before the site name is known, and the 404 page has its own title', async () => {
    shown(await storeWith(null), { route: 'goods.info', entity: '明前龙井 250g' });
    expect(document.title).toBe('首页标题');
    cleanup();
    shown(await storeWith(SITE), { route: '404', entity: '-' });
    expect(document.title).toBe('页面不存在 - 青梧商城');
  });

  it("keeps the server's title on the page it was served for, until the address or the language changes", async () => {
    resetPageTitles('zh-cn', '/goods/1');
    document.title = '空调 - 第2页 - 青梧商城';
    shown(await storeWith(SITE), { route: 'goods.list', entity: '-' });
    expect(document.title).toBe('空调 - 第2页 - 青梧商城');
    await act(() => i18n.changeLanguage('en'));
    expect(document.title).toBe('Goods - 青梧商城');
  });

  it('has a title for every route in both languages', async () => {
    for (const lang of ['zh-cn', 'en']) {
      await i18n.changeLanguage(lang);
      for (const [, name] of STOREFRONT_ROUTES) {
        if (name === 'index') continue;
        expect(i18n.exists(`pageTitle.${name}`), `${lang} ${name}`).toBe(true);
        expect(typeof i18n.t(`pageTitle.${name}` as 'pageTitle.carts'), `${lang} ${name}`).toBe('string');
      }
    }
  });
});
