import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ReduxStore } from '@shop/api/redux-store';
import { caseSensitiveParser } from '@shop/api/routing';
import { STOREFRONT_ROUTES, type StorefrontRouteName } from '@shop/contract/storefront-routes';

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
  name: StorefrontRouteName;
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

/** Each storefront page by its route's name (the paths are @shop/contract's, shared with the server). */
const pages: Record<StorefrontRouteName, LazyPage> = {
  index: plainPage(() => import('./pages/HomePage.tsx')),
  'auth.login': lazy(() => import('./pages/LoginPage.tsx')),
  'auth.register': lazy(() => import('./pages/auth/RegisterPage.tsx')),
  'auth.forget_password': lazy(() => import('./pages/auth/ForgetPasswordPage.tsx')),
  'stores.list': plainPage(() => import('./pages/stores/StoresPage.tsx')),
  'stores.index': lazy(() => import('./pages/store-apply/StoreJoinPage.tsx')),
  'stores.step_1': lazy(() => import('./pages/store-apply/StoreStepOnePage.tsx')),
  'stores.step_2': lazy(() => import('./pages/store-apply/StoreStepTwoPage.tsx')),
  'stores.step_3': lazy(() => import('./pages/store-apply/StoreStepThreePage.tsx')),
  'stores.info': plainPage(() => import('./pages/stores/StorePage.tsx')),
  category: plainPage(() => import('./pages/category/CategoryPage.tsx')),
  'goods.list': plainPage(() => import('./pages/search/SearchPage.tsx')),
  'goods.info': plainPage(() => import('./pages/goods/GoodsPage.tsx')),
  carts: plainPage(() => import('./pages/shop/CartPage.tsx')),
  'integral.index': lazy(() => import('./pages/integral/IntegralHomePage.tsx')),
  'integral.goods': plainPage(() => import('./pages/integral/IntegralSearchPage.tsx')),
  'integral.info': plainPage(() => import('./pages/integral/IntegralGoodsPage.tsx')),
  'integral.orders': lazy(() => import('./pages/integral/IntegralOrderPage.tsx')),
  seckills: plainPage(() => import('./pages/promotions/SeckillsPage.tsx')),
  collectives: plainPage(() => import('./pages/promotions/CollectivesPage.tsx')),
  'orders.before': lazy(() => import('./pages/shop/CheckoutPage.tsx')),
  'orders.pay': lazy(() => import('./pages/shop/PayPage.tsx')),
  'orders.success': lazy(() => import('./pages/shop/SuccessPage.tsx')),
  'user.default': lazy(() => import('./pages/user/UserDashboardPage.tsx')),
  'user.address': lazy(() => import('./pages/user/UserAddressPage.tsx')),
  'user.address_form': lazy(() => import('./pages/user/UserAddressFormPage.tsx')),
  'user.comments': lazy(() => import('./pages/orders/UserCommentsPage.tsx')),
  'user.comment_add': lazy(() => import('./pages/orders/OrderReviewPage.tsx')),
  'user.info': lazy(() => import('./pages/user/UserInfoPage.tsx')),
  'user.safe': lazy(() => import('./pages/user/UserSafePage.tsx')),
  'user.safe_password': lazy(() => import('./pages/user/SafePasswordPage.tsx')),
  'user.safe_pay_password': lazy(() => import('./pages/user/SafePayPasswordPage.tsx')),
  'user.safe_phone': lazy(() => import('./pages/user/SafePhonePage.tsx')),
  'user.safe_check': lazy(() => import('./pages/user/SafeCheckPage.tsx')),
  'user.oauth': lazy(() => import('./pages/user/UserOauthPage.tsx')),
  'user.cashes': lazy(() => import('./pages/user/UserCashesPage.tsx')),
  'user.favorites': lazy(() => import('./pages/user/UserFavoritesPage.tsx')),
  'user.money': lazy(() => import('./pages/user/MoneyLogsPage.tsx')),
  'user.integral': lazy(() => import('./pages/user/MoneyLogsPage.tsx')),
  'user.frozen_money': lazy(() => import('./pages/user/MoneyLogsPage.tsx')),
  'user.orders': lazy(() => import('./pages/orders/OrdersPage.tsx')),
  'user.order_comment': lazy(() => import('./pages/orders/OrderReviewPage.tsx')),
  'user.order_refund': lazy(() => import('./pages/orders/RefundFormPage.tsx')),
  'user.order_refund_form': lazy(() => import('./pages/orders/RefundProgressPage.tsx')),
  'user.order': lazy(() => import('./pages/orders/OrderDetailPage.tsx')),
  'user.integral_order': lazy(() => import('./pages/integral/UserIntegralOrdersPage.tsx')),
  'user.coupons': lazy(() => import('./pages/promotions/UserCouponsPage.tsx')),
  'user.distribution': lazy(() => import('./pages/distribution/DistributionPage.tsx')),
  'user.distribution_users': lazy(() => import('./pages/distribution/DistributionUsersPage.tsx')),
  'user.distribution_logs': lazy(() => import('./pages/distribution/DistributionLogsPage.tsx')),
  'user.article': lazy(() => import('./pages/user/ArticlePage.tsx')),
};

/** The shop routes, then the user centre's, in @shop/contract's order (static segments before parameters). */
export const routes: StoreRoute[] = STOREFRONT_ROUTES.map(([path, name]) => ({ path, name, page: pages[name] }));

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
