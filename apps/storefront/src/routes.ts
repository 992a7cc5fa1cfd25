import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ReduxStore } from '@shop/api/redux-store';
import { caseSensitiveParser } from '@shop/api/routing';

/** Props every storefront page receives: the route's page name. */
export interface PageProps {
  name: string;
}

/**
 * A page's module. `prefetch` starts the requests of what the page shows first, so they run while the entry
 * renders instead of after the page's chunk has mounted (the largest paint of the first page waits for them).
 */
export interface PageModule {
  default: ComponentType<PageProps>;
  prefetch?: (store: ReduxStore, params: Record<string, string | undefined>) => void;
}

/**
 * A lazily loaded page; `load` fetches its chunk (the same one rendering it would) without rendering it. `loaded`
 * is the module once a load has finished, and `eager` marks a page whose chunk the first render waits for
 * (`warmRoute`).
 */
export type LazyPage = LazyExoticComponent<ComponentType<PageProps>> & {
  load: () => Promise<PageModule>;
  loaded?: PageModule;
  eager: boolean;
};

export interface StoreRoute {
  /** wouter pattern, matched case-sensitively. */
  path: string;
  /** The page's name, used for the document title and in tests. */
  name: string;
  page: LazyPage;
}

/**
 * A page that uses no Arco component (the home, the catalogue's browsing pages: goods, search, stores, promotions,
 * and the cart): its chunk alone. These are the pages most visits start on, where every request before the largest
 * paint counts; `routes-arco.test.ts` checks that nothing they import statically reaches Arco.
 */
function plainPage(load: () => Promise<PageModule>, eager = true): LazyPage {
  const page: LazyPage = Object.assign(
    reactLazy(() => page.load()),
    {
      load: () =>
        load().then((module) => {
          page.loaded = module;
          return module;
        }),
      eager,
    },
  );
  return page;
}

/**
 * Every other page: what an Arco page needs is loaded with the page's chunk rather than in the entry, because the
 * entry has a size budget (packages/api loads both with its toasts too): the React 19 adapter of Arco's imperative
 * APIs (Message, Modal.confirm), and Arco's base styles, which size its icons (1em). A page that shows an icon but
 * imports no component style of its own (the payment success page, opened straight from the payment provider)
 * would otherwise draw the icon's SVG page-wide.
 */
function lazy(load: () => Promise<PageModule>): LazyPage {
  return plainPage(
    () =>
      Promise.all([
        load(),
        import('@arco-design/web-react/es/_util/react-19-adapter'),
        import('@arco-design/web-react/es/style/index.css'),
      ]).then(([page]) => page),
    false,
  );
}

export const NotFoundPage = plainPage(() => import('./pages/NotFoundPage.tsx'));

const page = (path: string, name: string, component: StoreRoute['page']): StoreRoute => ({
  path,
  name,
  page: component,
});

/**
 * The shop routes, then the user centre's, static segments before parameters so `/store/join` never reads as
 * `/store/:id`.
 */
export const routes: StoreRoute[] = [
  page(
    '/',
    'index',
    plainPage(() => import('./pages/HomePage.tsx')),
  ),
  page(
    '/login',
    'auth.login',
    lazy(() => import('./pages/LoginPage.tsx')),
  ),
  page(
    '/register',
    'auth.register',
    lazy(() => import('./pages/auth/RegisterPage.tsx')),
  ),
  page(
    '/forget_password',
    'auth.forget_password',
    lazy(() => import('./pages/auth/ForgetPasswordPage.tsx')),
  ),
  page(
    '/stores',
    'stores.list',
    plainPage(() => import('./pages/stores/StoresPage.tsx')),
  ),
  page(
    '/store/join',
    'stores.index',
    lazy(() => import('./pages/store-apply/StoreJoinPage.tsx')),
  ),
  page(
    '/store/step_1',
    'stores.step_1',
    lazy(() => import('./pages/store-apply/StoreStepOnePage.tsx')),
  ),
  page(
    '/store/step_2',
    'stores.step_2',
    lazy(() => import('./pages/store-apply/StoreStepTwoPage.tsx')),
  ),
  page(
    '/store/step_3',
    'stores.step_3',
    lazy(() => import('./pages/store-apply/StoreStepThreePage.tsx')),
  ),
  page(
    '/store/:id',
    'stores.info',
    plainPage(() => import('./pages/stores/StorePage.tsx')),
  ),
  page(
    '/category/:id?',
    'category',
    plainPage(() => import('./pages/category/CategoryPage.tsx')),
  ),
  page(
    '/s/:params?',
    'goods.list',
    plainPage(() => import('./pages/search/SearchPage.tsx')),
  ),
  page(
    '/goods/:id',
    'goods.info',
    plainPage(() => import('./pages/goods/GoodsPage.tsx')),
  ),
  page(
    '/carts',
    'carts',
    plainPage(() => import('./pages/shop/CartPage.tsx')),
  ),
  page(
    '/integral',
    'integral.index',
    lazy(() => import('./pages/integral/IntegralHomePage.tsx')),
  ),
  page(
    '/integral/search/:params?',
    'integral.goods',
    plainPage(() => import('./pages/integral/IntegralSearchPage.tsx')),
  ),
  page(
    '/integral/goods/:id',
    'integral.info',
    plainPage(() => import('./pages/integral/IntegralGoodsPage.tsx')),
  ),
  page(
    '/integral/order/:id/:buy_num',
    'integral.orders',
    lazy(() => import('./pages/integral/IntegralOrderPage.tsx')),
  ),
  page(
    '/seckills',
    'seckills',
    plainPage(() => import('./pages/promotions/SeckillsPage.tsx')),
  ),
  page(
    '/collectives/:params?',
    'collectives',
    plainPage(() => import('./pages/promotions/CollectivesPage.tsx')),
  ),
  page(
    '/order/before/:params',
    'orders.before',
    lazy(() => import('./pages/shop/CheckoutPage.tsx')),
  ),
  page(
    '/order/pay/:params',
    'orders.pay',
    lazy(() => import('./pages/shop/PayPage.tsx')),
  ),
  page(
    '/order/success',
    'orders.success',
    lazy(() => import('./pages/shop/SuccessPage.tsx')),
  ),
  page(
    '/user',
    'user.default',
    lazy(() => import('./pages/user/UserDashboardPage.tsx')),
  ),
  page(
    '/user/address',
    'user.address',
    lazy(() => import('./pages/user/UserAddressPage.tsx')),
  ),
  page(
    '/user/address/form/:id?',
    'user.address_form',
    lazy(() => import('./pages/user/UserAddressFormPage.tsx')),
  ),
  page(
    '/user/comments',
    'user.comments',
    lazy(() => import('./pages/orders/UserCommentsPage.tsx')),
  ),
  page(
    '/user/comment/add/:id',
    'user.comment_add',
    lazy(() => import('./pages/orders/OrderReviewPage.tsx')),
  ),
  page(
    '/user/info',
    'user.info',
    lazy(() => import('./pages/user/UserInfoPage.tsx')),
  ),
  page(
    '/user/safe',
    'user.safe',
    lazy(() => import('./pages/user/UserSafePage.tsx')),
  ),
  page(
    '/user/safe/password',
    'user.safe_password',
    lazy(() => import('./pages/user/SafePasswordPage.tsx')),
  ),
  page(
    '/user/safe/pay_password',
    'user.safe_pay_password',
    lazy(() => import('./pages/user/SafePayPasswordPage.tsx')),
  ),
  page(
    '/user/safe/phone',
    'user.safe_phone',
    lazy(() => import('./pages/user/SafePhonePage.tsx')),
  ),
  page(
    '/user/safe/check',
    'user.safe_check',
    lazy(() => import('./pages/user/SafeCheckPage.tsx')),
  ),
  page(
    '/user/oauth',
    'user.oauth',
    lazy(() => import('./pages/user/UserOauthPage.tsx')),
  ),
  page(
    '/user/cashes',
    'user.cashes',
    lazy(() => import('./pages/user/UserCashesPage.tsx')),
  ),
  page(
    '/user/favorites',
    'user.favorites',
    lazy(() => import('./pages/user/UserFavoritesPage.tsx')),
  ),
  page(
    '/user/money',
    'user.money',
    lazy(() => import('./pages/user/MoneyLogsPage.tsx')),
  ),
  page(
    '/user/integral',
    'user.integral',
    lazy(() => import('./pages/user/MoneyLogsPage.tsx')),
  ),
  page(
    '/user/frozen_money',
    'user.frozen_money',
    lazy(() => import('./pages/user/MoneyLogsPage.tsx')),
  ),
  page(
    '/user/orders',
    'user.orders',
    lazy(() => import('./pages/orders/OrdersPage.tsx')),
  ),
  page(
    '/user/order/comment/:id',
    'user.order_comment',
    lazy(() => import('./pages/orders/OrderReviewPage.tsx')),
  ),
  page(
    '/user/order/refund/:id',
    'user.order_refund',
    lazy(() => import('./pages/orders/RefundFormPage.tsx')),
  ),
  page(
    '/user/order/refund_form/:id',
    'user.order_refund_form',
    lazy(() => import('./pages/orders/RefundProgressPage.tsx')),
  ),
  page(
    '/user/order/:id',
    'user.order',
    lazy(() => import('./pages/orders/OrderDetailPage.tsx')),
  ),
  page(
    '/user/integral_order',
    'user.integral_order',
    lazy(() => import('./pages/integral/UserIntegralOrdersPage.tsx')),
  ),
  page(
    '/user/coupons',
    'user.coupons',
    lazy(() => import('./pages/promotions/UserCouponsPage.tsx')),
  ),
  page(
    '/user/distribution',
    'user.distribution',
    lazy(() => import('./pages/distribution/DistributionPage.tsx')),
  ),
  page(
    '/user/distribution_users',
    'user.distribution_users',
    lazy(() => import('./pages/distribution/DistributionUsersPage.tsx')),
  ),
  page(
    '/user/distribution_logs',
    'user.distribution_logs',
    lazy(() => import('./pages/distribution/DistributionLogsPage.tsx')),
  ),
  page(
    '/user/article/:name',
    'user.article',
    lazy(() => import('./pages/user/ArticlePage.tsx')),
  ),
];

/**
 * Starts loading the page of `path` (its chunk, then its first requests) before the entry has rendered, while
 * the language's texts load: the first page's chunk and data no longer wait for them. Failures are left to the
 * render, which loads the same chunk again and shows its own error.
 *
 * Answers when the first render should start as far as the page is concerned: once an `eager` page's chunk is in
 * (whether it loaded or failed), at once for the others. An eager page (a plain page: one small chunk, and for the
 * home, goods, search and cart pages named in the HTML, so it arrives with the entry) then renders with the frame in
 * one commit: the first paint shows the page, not the frame and a spinner with the page (its largest paint) a round
 * of work later. An Arco page's chunks take longer; the frame and its spinner show meanwhile.
 */
export function warmRoute(path: string, store: ReduxStore): Promise<unknown> {
  for (const route of routes) {
    const { pattern, keys } = caseSensitiveParser(route.path);
    const match = pattern.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(keys.map((key, i) => [key, match[i + 1]]));
    const loading = route.page
      .load()
      .then((module) => module.prefetch?.(store, params))
      .catch(() => undefined);
    return route.page.eager ? loading : Promise.resolve();
  }
  return Promise.resolve();
}
