import type { ComponentType } from 'react';
import { RESOURCES } from '@shop/contract/resources';
import { declaredPage } from '@shop/ui/crud/declared-page';
import { lazyPage } from '@shop/ui/console/lazy-page';
import { guardWith } from '@shop/backoffice/shell/BackOfficeGuard';
import { UnknownViewPage, type MenuPageProps } from '@shop/backoffice/shell/pages';

export type { MenuPageProps };

/**
 * Page registry: a menu entry's `view` → its lazily loaded page (`lazyPage`: with its chunk timeout).
 * Views without a page yet show the placeholder, so any menu the server sends is reachable.
 */
const registry: Record<string, ComponentType<MenuPageProps>> = {
  // Dashboards: the store overview is the first screen after sign-in.
  'Seller/dashboard/index': lazyPage(() => import('../pages/dashboard/index.tsx')),
  'Seller/dashboard/order': lazyPage(() => import('../pages/dashboard/order.tsx')),
  // Accounts.
  'Seller/users/index': lazyPage(() => import('../pages/users/index.tsx')),
  'Seller/roles/index': lazyPage(() => import('../pages/roles/index.tsx')),
  // Attributes, store settings, store funds and image space.
  'Seller/goods/index': lazyPage(() => import('../pages/goods/index.tsx')),
  'Seller/goods_attrs/index': lazyPage(() => import('../pages/goods_attrs/index.tsx')),
  'Seller/stores/index': lazyPage(() => import('../pages/stores/index.tsx')),
  'Seller/money_logs/index': lazyPage(() => import('../pages/money_logs/index.tsx')),
  'Seller/file_spaces/index': lazyPage(() => import('../pages/file_spaces/index.tsx')),
  // Freight templates.
  'Seller/freights/index': lazyPage(() => import('../pages/freights/index.tsx')),
  // Orders, after-sale, reviews and settlements.
  'Seller/orders/index': lazyPage(() => import('../pages/orders/index.tsx')),
  'Seller/orders/wait': lazyPage(() => import('../pages/orders/wait.tsx')),
  'Seller/refunds/index': lazyPage(() => import('../pages/refunds/index.tsx')),
  'Seller/refunds/return': lazyPage(() => import('../pages/refunds/return.tsx')),
  'Seller/order_comments/index': lazyPage(() => import('../pages/order_comments/index.tsx')),
  'Seller/order_settlements/index': lazyPage(() => import('../pages/order_settlements/index.tsx')),
  // Promotions.
  'Seller/coupons/index': lazyPage(() => import('../pages/coupons/index.tsx')),
  'Seller/coupons/log': lazyPage(() => import('../pages/coupons/log.tsx')),
  'Seller/full_reductions/index': lazyPage(() => import('../pages/full_reductions/index.tsx')),
  'Seller/seckills/index': lazyPage(() => import('../pages/seckills/index.tsx')),
  'Seller/collectives/index': lazyPage(() => import('../pages/collectives/index.tsx')),
  // Referral plans and commissions, withdrawals.
  'Seller/distributions/index': lazyPage(() => import('../pages/distributions/index.tsx')),
  'Seller/distributions/log': lazyPage(() => import('../pages/distributions/log.tsx')),
  'Seller/cashes/index': lazyPage(() => import('../pages/cashes/index.tsx')),
  // Customer chat.
  'Seller/chats/index': lazyPage(() => import('../pages/chats/index.tsx')),
};

/** Whether a menu view has a real page (the coverage test of the resource descriptors asks). */
export const hasPage = (view: string): boolean =>
  Object.hasOwn(registry, view) || !!declaredPage(RESOURCES, 'seller', view);

export function pageFor(view: string): ComponentType<MenuPageProps> {
  return registry[view] ?? declaredPage(RESOURCES, 'seller', view) ?? UnknownViewPage;
}

/** The guarded part of this app on this registry: `BackOfficeApp` loads it (main.tsx), never the login page. */
export default guardWith(pageFor);
