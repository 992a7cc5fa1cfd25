import { lazy, type ComponentType } from 'react';
import type { MenuEntry } from '@shop/api/menu';
import type { MenuRoute } from '@shop/api/menu-tree';

/** What every back-office page receives. */
export interface MenuPageProps {
  route: MenuRoute;
  menus: MenuEntry[];
}

const MenuPlaceholder = lazy(() => import('./MenuPlaceholder.tsx'));

/**
 * Page registry: a menu entry's `view` → its lazily loaded page. Views without a page yet show the
 * placeholder, so any menu the server sends is reachable.
 */
const registry: Record<string, ComponentType<MenuPageProps>> = {
  // System and content (issue 3).
  'Admin/exts/areas/index': lazy(() => import('../pages/areas/index.tsx')),
  'Admin/exts/expresses/index': lazy(() => import('../pages/expresses/index.tsx')),
  'Admin/exts/currencies/index': lazy(() => import('../pages/currencies/index.tsx')),
  'Admin/notices/index': lazy(() => import('../pages/notices/index.tsx')),
  'Admin/agreements/index': lazy(() => import('../pages/agreements/index.tsx')),
  'Admin/article_menus/index': lazy(() => import('../pages/article_menus/index.tsx')),
  'Admin/articles/index': lazy(() => import('../pages/articles/index.tsx')),
  'Admin/adv_spaces/index': lazy(() => import('../pages/adv_spaces/index.tsx')),
  'Admin/advs/index': lazy(() => import('../pages/advs/index.tsx')),
  'Admin/app_versions/index': lazy(() => import('../pages/app_versions/index.tsx')),
  'Admin/sms/index': lazy(() => import('../pages/sms/index.tsx')),
  'Admin/sms_logs/index': lazy(() => import('../pages/sms_logs/index.tsx')),
  'Admin/configs/web': lazy(() => import('../pages/configs/web/index.tsx')),
  'Admin/configs/store': lazy(() => import('../pages/configs/store/index.tsx')),
  'Admin/configs/pay': lazy(() => import('../pages/configs/pay/index.tsx')),
  'Admin/configs/sms': lazy(() => import('../pages/configs/sms/index.tsx')),
  'Admin/configs/oauth': lazy(() => import('../pages/configs/oauth/index.tsx')),
  // Accounts and permissions (issue 3).
  'Admin/admins/index': lazy(() => import('../pages/admins/index.tsx')),
  'Admin/users/index': lazy(() => import('../pages/users/index.tsx')),
  'Admin/roles/index': lazy(() => import('../pages/roles/index.tsx')),
  'Admin/permissions/group': lazy(() => import('../pages/permission_groups/index.tsx')),
  'Admin/permissions/index': lazy(() => import('../pages/permissions/index.tsx')),
  'Admin/menus/index': lazy(() => import('../pages/menus/index.tsx')),
  'Admin/seller_menus/index': lazy(() => import('../pages/seller_menus/index.tsx')),
};

export function pageFor(view: string): ComponentType<MenuPageProps> {
  return registry[view] ?? MenuPlaceholder;
}
