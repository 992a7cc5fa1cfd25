/**
 * The back-office pages qwshop's own (unmodified) Vue clients can open: a menu row's `view` names a component of the
 * client, which does nothing when the component is not there. These are the views of qwshop's seeded menus (the
 * Admin and Seller menus qwshop seeds, docs/qwshop-clients.md) plus the two components qwshop ships without a menu row
 * (currencies in the Admin client, the image space in the Seller client), which our menus do reach.
 *
 * With `QWSHOP_MENUS=true` the menus leave out every page whose view is not here (docs/qwshop-clients.md): the
 * pages this shop added (the promotions oversight, the audit log) and any a later version adds, with nothing to
 * remember. The list is qwshop's, not ours: it changes only if the qwshop client an operator runs changes.
 */
const QWSHOP_VIEWS: ReadonlySet<string> = new Set([
  // Admin client
  'Admin/dashboard/index',
  'Admin/dashboard/user',
  'Admin/dashboard/store',
  'Admin/dashboard/order',
  'Admin/dashboard/pay',
  'Admin/notices/index',
  'Admin/article_menus/index',
  'Admin/articles/index',
  'Admin/agreements/index',
  'Admin/exts/goods_classes/index',
  'Admin/exts/goods/index',
  'Admin/exts/goods_brands/index',
  'Admin/exts/stores/index',
  'Admin/configs/store',
  'Admin/exts/order_settlements/index',
  'Admin/exts/orders/index',
  'Admin/exts/refunds/index',
  'Admin/exts/refunds/return',
  'Admin/exts/order_comments/index',
  'Admin/exts/areas/index',
  'Admin/exts/expresses/index',
  'Admin/exts/distribution_logs/index',
  'Admin/exts/integral_goods_classes/index',
  'Admin/exts/integral_goods/index',
  'Admin/exts/integral_orders/index',
  'Admin/configs/web',
  'Admin/configs/pay',
  'Admin/configs/oauth',
  'Admin/app_versions/index',
  'Admin/admins/index',
  'Admin/users/index',
  'Admin/roles/index',
  'Admin/permissions/group',
  'Admin/permissions/index',
  'Admin/configs/sms',
  'Admin/sms/index',
  'Admin/sms_logs/index',
  'Admin/adv_spaces/index',
  'Admin/advs/index',
  'Admin/money_logs/index',
  'Admin/exts/cashes/index',
  'Admin/menus/index',
  'Admin/seller_menus/index',
  'Admin/exts/currencies/index',
  // Seller client
  'Seller/dashboard/index',
  'Seller/chats/index',
  'Seller/goods/index',
  'Seller/goods_attrs/index',
  'Seller/stores/index',
  'Seller/money_logs/index',
  'Seller/order_settlements/index',
  'Seller/cashes/index',
  'Seller/freights/index',
  'Seller/orders/index',
  'Seller/orders/wait',
  'Seller/refunds/index',
  'Seller/refunds/return',
  'Seller/order_comments/index',
  'Seller/distributions/index',
  'Seller/distributions/log',
  'Seller/coupons/index',
  'Seller/coupons/log',
  'Seller/seckills/index',
  'Seller/collectives/index',
  'Seller/full_reductions/index',
  'Seller/dashboard/order',
  'Seller/users/index',
  'Seller/roles/index',
  'Seller/file_spaces/index',
]);

/** Whether qwshop's client opens this menu row: a group (no view) always, a page only when the client has its view. */
export const qwshopOpens = (row: { view: string }): boolean => row.view === '' || QWSHOP_VIEWS.has(row.view);
