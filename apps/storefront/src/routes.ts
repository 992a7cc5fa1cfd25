import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Props every storefront page receives: the route's page name (used by placeholders). */
export interface PageProps {
  name: string;
}

export interface StoreRoute {
  /** wouter pattern, matched case-sensitively. */
  path: string;
  /** Page name from spec §2.4 "Storefront pages". */
  name: string;
  page: LazyExoticComponent<ComponentType<PageProps>>;
}

const Placeholder = lazy(() => import('./pages/PlaceholderPage.tsx'));
export const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));

const page = (path: string, name: string, component: StoreRoute['page'] = Placeholder): StoreRoute => ({
  path,
  name,
  page: component,
});

/**
 * Spec §2.2 and §2.3 in order, static segments before parameters so `/store/join` never reads as
 * `/store/:id`. Pages not built yet render the placeholder.
 */
export const routes: StoreRoute[] = [
  page(
    '/',
    'index',
    lazy(() => import('./pages/HomePage.tsx')),
  ),
  page(
    '/login',
    'auth.login',
    lazy(() => import('./pages/LoginPage.tsx')),
  ),
  page('/register', 'auth.register'),
  page('/forget_password', 'auth.forget_password'),
  page('/stores', 'stores.list'),
  page('/store/join', 'stores.index'),
  page('/store/step_1', 'stores.step_1'),
  page('/store/step_2', 'stores.step_2'),
  page('/store/step_3', 'stores.step_3'),
  page('/store/:id', 'stores.info'),
  page('/s/:params?', 'goods.list'),
  page('/goods/:id', 'goods.info'),
  page('/carts', 'carts'),
  page('/integral', 'integral.index'),
  page('/integral/search/:params?', 'integral.goods'),
  page('/integral/goods/:id', 'integral.info'),
  page('/integral/order/:id/:buy_num', 'integral.orders'),
  page('/seckills', 'seckills'),
  page('/collectives/:params?', 'collectives'),
  page('/order/before/:params', 'orders.before'),
  page('/order/pay/:params', 'orders.pay'),
  page('/order/success', 'orders.success'),
  page('/user', 'user.default'),
  page('/user/address', 'user.address'),
  page('/user/address/form/:id?', 'user.address_form'),
  page('/user/comments', 'user.comments'),
  page('/user/comment/add/:id', 'user.comment_add'),
  page('/user/info', 'user.info'),
  page('/user/safe', 'user.safe'),
  page('/user/safe/password', 'user.safe_password'),
  page('/user/safe/pay_password', 'user.safe_pay_password'),
  page('/user/safe/phone', 'user.safe_phone'),
  page('/user/safe/check', 'user.safe_check'),
  page('/user/oauth', 'user.oauth'),
  page('/user/cashes', 'user.cashes'),
  page('/user/favorites', 'user.favorites'),
  page('/user/money', 'user.money'),
  page('/user/integral', 'user.integral'),
  page('/user/frozen_money', 'user.frozen_money'),
  page('/user/orders', 'user.orders'),
  page('/user/order/comment/:id', 'user.order_comment'),
  page('/user/order/refund/:id', 'user.order_refund'),
  page('/user/order/refund_form/:id', 'user.order_refund_form'),
  page('/user/order/:id', 'user.order'),
  page('/user/integral_order', 'user.integral_order'),
  page('/user/coupons', 'user.coupons'),
  page('/user/distribution', 'user.distribution'),
  page('/user/distribution_users', 'user.distribution_users'),
  page('/user/distribution_logs', 'user.distribution_logs'),
  page('/user/article/:name', 'user.article'),
];
