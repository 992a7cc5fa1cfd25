import { caseSensitiveParser } from './route-pattern.ts';

/**
 * The storefront's routes, `[path, name]`: wouter patterns (route-pattern.ts), matched case-sensitively in this
 * order, the shop's then the user centre's, static segments before parameters so `/store/join` never reads as
 * `/store/:id`. The storefront attaches a page to each name (apps/storefront/src/routes.ts) and titles it by name;
 * the server answers 404 for a path none of them matches (apps/server/src/http/platform/unknown-pages.ts). No
 * React here: both read this one list.
 */
export const STOREFRONT_ROUTES = [
  ['/', 'index'],
  ['/login', 'auth.login'],
  ['/register', 'auth.register'],
  ['/forget_password', 'auth.forget_password'],
  ['/stores', 'stores.list'],
  ['/store/join', 'stores.index'],
  ['/store/step_1', 'stores.step_1'],
  ['/store/step_2', 'stores.step_2'],
  ['/store/step_3', 'stores.step_3'],
  ['/store/:id', 'stores.info'],
  ['/category/:id?', 'category'],
  ['/s/:params?', 'goods.list'],
  ['/goods/:id', 'goods.info'],
  ['/carts', 'carts'],
  ['/integral', 'integral.index'],
  ['/integral/search/:params?', 'integral.goods'],
  ['/integral/goods/:id', 'integral.info'],
  ['/integral/order/:id/:buy_num', 'integral.orders'],
  ['/seckills', 'seckills'],
  ['/collectives/:params?', 'collectives'],
  ['/order/before/:params', 'orders.before'],
  ['/order/pay/:params', 'orders.pay'],
  ['/order/success', 'orders.success'],
  ['/user', 'user.default'],
  ['/user/address', 'user.address'],
  ['/user/address/form/:id?', 'user.address_form'],
  ['/user/comments', 'user.comments'],
  ['/user/comment/add/:id', 'user.comment_add'],
  ['/user/info', 'user.info'],
  ['/user/safe', 'user.safe'],
  ['/user/safe/password', 'user.safe_password'],
  ['/user/safe/pay_password', 'user.safe_pay_password'],
  ['/user/safe/phone', 'user.safe_phone'],
  ['/user/safe/check', 'user.safe_check'],
  ['/user/oauth', 'user.oauth'],
  ['/user/cashes', 'user.cashes'],
  ['/user/favorites', 'user.favorites'],
  ['/user/money', 'user.money'],
  ['/user/integral', 'user.integral'],
  ['/user/frozen_money', 'user.frozen_money'],
  ['/user/orders', 'user.orders'],
  ['/user/order/comment/:id', 'user.order_comment'],
  ['/user/order/refund/:id', 'user.order_refund'],
  ['/user/order/refund_form/:id', 'user.order_refund_form'],
  ['/user/order/:id', 'user.order'],
  ['/user/integral_order', 'user.integral_order'],
  ['/user/coupons', 'user.coupons'],
  ['/user/distribution', 'user.distribution'],
  ['/user/distribution_users', 'user.distribution_users'],
  ['/user/distribution_logs', 'user.distribution_logs'],
  ['/user/article/:name', 'user.article'],
] as const satisfies readonly (readonly [string, string])[];

/** A storefront page's name: the key of its page component and of its title. */
export type StorefrontRouteName = (typeof STOREFRONT_ROUTES)[number][1];

const PATTERNS = STOREFRONT_ROUTES.map(([path, name]) => ({ name, pattern: caseSensitiveParser(path).pattern }));

/** The name of the storefront page a path shows, as the router picks it (the first match); null for its 404 page. */
export function storefrontRouteOf(path: string): StorefrontRouteName | null {
  return PATTERNS.find(({ pattern }) => pattern.test(path))?.name ?? null;
}
