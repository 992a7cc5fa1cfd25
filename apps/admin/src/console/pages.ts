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
  // Dashboards: the overview is the first screen after sign-in; the chart loads only with these pages.
  'Admin/dashboard/index': lazyPage(() => import('../pages/dashboard/index.tsx')),
  'Admin/dashboard/user': lazyPage(() => import('../pages/dashboard/user.tsx')),
  'Admin/dashboard/store': lazyPage(() => import('../pages/dashboard/store.tsx')),
  'Admin/dashboard/order': lazyPage(() => import('../pages/dashboard/order.tsx')),
  'Admin/dashboard/pay': lazyPage(() => import('../pages/dashboard/pay.tsx')),
  // System and content.
  'Admin/exts/areas/index': lazyPage(() => import('../pages/areas/index.tsx')),
  'Admin/exts/expresses/index': lazyPage(() => import('../pages/expresses/index.tsx')),
  'Admin/exts/currencies/index': lazyPage(() => import('../pages/currencies/index.tsx')),
  'Admin/notices/index': lazyPage(() => import('../pages/notices/index.tsx')),
  'Admin/agreements/index': lazyPage(() => import('../pages/agreements/index.tsx')),
  'Admin/article_menus/index': lazyPage(() => import('../pages/article_menus/index.tsx')),
  'Admin/articles/index': lazyPage(() => import('../pages/articles/index.tsx')),
  'Admin/adv_spaces/index': lazyPage(() => import('../pages/adv_spaces/index.tsx')),
  'Admin/advs/index': lazyPage(() => import('../pages/advs/index.tsx')),
  'Admin/app_versions/index': lazyPage(() => import('../pages/app_versions/index.tsx')),
  'Admin/sms/index': lazyPage(() => import('../pages/sms/index.tsx')),
  'Admin/sms_logs/index': lazyPage(() => import('../pages/sms_logs/index.tsx')),
  'Admin/configs/web': lazyPage(() => import('../pages/configs/web/index.tsx')),
  'Admin/configs/store': lazyPage(() => import('../pages/configs/store/index.tsx')),
  'Admin/configs/pay': lazyPage(() => import('../pages/configs/pay/index.tsx')),
  'Admin/configs/sms': lazyPage(() => import('../pages/configs/sms/index.tsx')),
  'Admin/configs/oauth': lazyPage(() => import('../pages/configs/oauth/index.tsx')),
  // Accounts and permissions.
  'Admin/admins/index': lazyPage(() => import('../pages/admins/index.tsx')),
  'Admin/users/index': lazyPage(() => import('../pages/users/index.tsx')),
  'Admin/roles/index': lazyPage(() => import('../pages/roles/index.tsx')),
  'Admin/permissions/group': lazyPage(() => import('../pages/permission_groups/index.tsx')),
  'Admin/permissions/index': lazyPage(() => import('../pages/permissions/index.tsx')),
  'Admin/menus/index': lazyPage(() => import('../pages/menus/index.tsx')),
  'Admin/seller_menus/index': lazyPage(() => import('../pages/seller_menus/index.tsx')),
  // Catalogue classes, brands, stores and money logs.
  'Admin/exts/goods_classes/index': lazyPage(() => import('../pages/goods_classes/index.tsx')),
  'Admin/exts/goods_brands/index': lazyPage(() => import('../pages/goods_brands/index.tsx')),
  'Admin/exts/goods/index': lazyPage(() => import('../pages/goods/index.tsx')),
  'Admin/exts/stores/index': lazyPage(() => import('../pages/stores/index.tsx')),
  'Admin/money_logs/index': lazyPage(() => import('../pages/money_logs/index.tsx')),
  // Orders, after-sale, reviews and settlements.
  'Admin/exts/orders/index': lazyPage(() => import('../pages/orders/index.tsx')),
  'Admin/exts/refunds/index': lazyPage(() => import('../pages/refunds/index.tsx')),
  'Admin/exts/refunds/return': lazyPage(() => import('../pages/refunds/return.tsx')),
  'Admin/exts/order_comments/index': lazyPage(() => import('../pages/order_comments/index.tsx')),
  'Admin/exts/order_settlements/index': lazyPage(() => import('../pages/order_settlements/index.tsx')),
  // The audit trail of back-office writes (super admin only).
  'Admin/audit_logs/index': lazyPage(() => import('../pages/audit_logs/index.tsx')),
  // Promotions: the platform's overviews.
  'Admin/exts/coupons/index': lazyPage(() => import('../pages/coupons/index.tsx')),
  'Admin/exts/seckills/index': lazyPage(() => import('../pages/seckills/index.tsx')),
  'Admin/exts/collectives/index': lazyPage(() => import('../pages/collectives/index.tsx')),
  // Points mall, withdrawals and referral commissions.
  'Admin/exts/integral_goods/index': lazyPage(() => import('../pages/integral_goods/index.tsx')),
  'Admin/exts/integral_orders/index': lazyPage(() => import('../pages/integral_orders/index.tsx')),
  'Admin/exts/cashes/index': lazyPage(() => import('../pages/cashes/index.tsx')),
  'Admin/exts/distribution_logs/index': lazyPage(() => import('../pages/distribution_logs/index.tsx')),
};

/** Whether a menu view has a real page (the coverage test of the resource descriptors asks). */
export const hasPage = (view: string): boolean =>
  Object.hasOwn(registry, view) || !!declaredPage(RESOURCES, 'admin', view);

export function pageFor(view: string): ComponentType<MenuPageProps> {
  return registry[view] ?? declaredPage(RESOURCES, 'admin', view) ?? UnknownViewPage;
}

/** The guarded part of this app on this registry: `BackOfficeApp` loads it (main.tsx), never the login page. */
export default guardWith(pageFor);
