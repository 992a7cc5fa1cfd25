/**
 * The two back-office menu trees (data/menus-*.json, copied from qwshop with ids kept) flattened to rows,
 * with an English label (`ename`) for every entry so the English console shows no Chinese.
 */
import adminTree from './data/menus-admin.json' with { type: 'json' };
import sellerTree from './data/menus-seller.json' with { type: 'json' };

interface MenuNode {
  id: number;
  pid: number;
  name: string;
  icon: string;
  apis: string;
  view: string;
  is_open: number;
  is_sort: number;
  children: MenuNode[];
}

export interface MenuRow {
  id: number;
  pid: number;
  name: string;
  ename: string;
  icon: string;
  apis: string;
  view: string;
  is_open: number;
  is_sort: number;
}

/** English labels of admin_menus by id. */
export const ADMIN_MENU_ENAMES: Readonly<Record<number, string>> = {
  1: 'Workbench',
  59: 'Dashboard',
  19: 'Notices',
  20: 'Notice List',
  16: 'Articles',
  17: 'Article Categories',
  18: 'Article List',
  26: 'Goods',
  27: 'Categories',
  28: 'Goods List',
  29: 'Brands',
  30: 'Stores',
  31: 'Store Management',
  32: 'Store List',
  60: 'Store Settings',
  48: 'Settlements',
  35: 'Orders',
  36: 'Order List',
  40: 'Refunds',
  41: 'Returns',
  42: 'Reviews',
  49: 'Logistics',
  50: 'Areas',
  51: 'Carriers',
  52: 'Marketing',
  53: 'Distribution',
  43: 'Points Mall',
  44: 'Points Goods',
  46: 'Points Categories',
  47: 'Points Goods List',
  45: 'Points Orders',
  54: 'Statistics',
  55: 'Member Analysis',
  56: 'Store Analysis',
  57: 'Sales Analysis',
  58: 'Payment Analysis',
  2: 'System',
  3: 'Settings',
  10: 'Site Settings',
  21: 'Payment Settings',
  22: 'Social Login',
  62: 'App Versions',
  4: 'Accounts',
  6: 'Administrators',
  61: 'Members',
  7: 'Roles',
  8: 'Permission Groups',
  9: 'Permissions',
  11: 'SMS',
  12: 'SMS Settings',
  13: 'SMS Templates',
  14: 'SMS Logs',
  23: 'Advertising',
  24: 'Ad Spaces',
  25: 'Ad List',
  37: 'Finance',
  38: 'Money Logs',
  39: 'Withdrawals',
  5: 'Menus',
  33: 'Admin Menus',
  34: 'Seller Menus',
  15: 'Agreements',
};

/** English labels of user_menus (Seller back office) by id. */
export const SELLER_MENU_ENAMES: Readonly<Record<number, string>> = {
  1: 'Workbench',
  37: 'Dashboard',
  38: 'Customer Chat',
  3: 'Goods',
  12: 'Goods List',
  9: 'Attributes & Specs',
  39: 'Image Space',
  4: 'Store',
  13: 'Store Settings',
  14: 'Store Funds',
  15: 'Settlements',
  16: 'Withdrawals',
  30: 'Freight Templates',
  19: 'Orders',
  20: 'Order Management',
  31: 'All Orders',
  32: 'To Ship',
  21: 'Refunds',
  22: 'Returns',
  23: 'Reviews',
  18: 'Marketing',
  24: 'Distribution',
  33: 'Distribution Goods',
  34: 'Distribution Logs',
  25: 'Coupons',
  35: 'Coupon List',
  36: 'Coupon Logs',
  26: 'Flash Sales',
  27: 'Group Buys',
  28: 'Full Reductions',
  17: 'Statistics',
  29: 'Sales Analysis',
  5: 'System',
  6: 'Accounts',
  7: 'Sub-accounts',
  8: 'Roles',
};

function flatten(tree: MenuNode[], enames: Readonly<Record<number, string>>, which: string): MenuRow[] {
  const rows: MenuRow[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const { children, ...node } of nodes) {
      const ename = enames[node.id];
      if (!ename) throw new Error(`${which} menu ${node.id} (${node.name}) has no English name`);
      rows.push({ ...node, ename });
      walk(children);
    }
  };
  walk(tree);
  return rows;
}

/**
 * Admin menu rows the shop adds to qwshop's tree. New installations get them with the tree; existing ones get
 * the missing ones on start (`addMissingAdminMenus`), found by `apis`.
 */
export const ADMIN_MENU_ADDITIONS: readonly MenuRow[] = [
  {
    id: 63,
    pid: 2,
    name: '操作日志',
    ename: 'Audit Log',
    icon: 'fa-history',
    apis: '/Admin/audit_logs',
    view: 'Admin/audit_logs/index',
    is_open: 0,
    // After 协议管理 (9), so the 系统中心 tab still opens the page it opened before.
    is_sort: 10,
  },
];

export const adminMenuRows = (): MenuRow[] => [
  ...flatten(adminTree as MenuNode[], ADMIN_MENU_ENAMES, 'admin'),
  ...ADMIN_MENU_ADDITIONS,
];
export const sellerMenuRows = (): MenuRow[] => flatten(sellerTree as MenuNode[], SELLER_MENU_ENAMES, 'seller');
