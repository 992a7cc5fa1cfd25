/**
 * The user-centre menu: groups and their links, each with its text key. Pages of
 * later issues are linked already; their routes show the placeholder until built.
 */

export type UserMenuGroupKey = 'orders' | 'member' | 'integral' | 'assets' | 'distribution' | 'help';

export type UserMenuItemKey =
  | 'orders'
  | 'address'
  | 'comments'
  | 'dashboard'
  | 'info'
  | 'safe'
  | 'oauth'
  | 'cashes'
  | 'favorites'
  | 'coupons'
  | 'integralOrder'
  | 'money'
  | 'frozenMoney'
  | 'integral'
  | 'distribution'
  | 'distributionUsers'
  | 'distributionLogs'
  | 'notices'
  | 'cooperation'
  | 'help'
  | 'about';

export interface UserMenuItem {
  key: UserMenuItemKey;
  path: string;
  /** Other page paths (prefixes) that belong to this item, e.g. an order's detail to "my orders". */
  under?: string[];
}

export interface UserMenuGroup {
  key: UserMenuGroupKey;
  items: UserMenuItem[];
}

/**
 * Help pages are articles addressed by their title: these titles are data keys the server
 * looks up, not interface text, so they stay Chinese in both languages.
 */
const article = (title: string) => `/user/article/${encodeURIComponent(title)}`;

export const USER_MENU: readonly UserMenuGroup[] = [
  {
    key: 'orders',
    items: [
      { key: 'orders', path: '/user/orders', under: ['/user/order'] },
      { key: 'address', path: '/user/address' },
      { key: 'comments', path: '/user/comments', under: ['/user/comment'] },
    ],
  },
  {
    key: 'member',
    items: [
      { key: 'dashboard', path: '/user' },
      { key: 'info', path: '/user/info' },
      { key: 'safe', path: '/user/safe' },
      { key: 'oauth', path: '/user/oauth' },
      { key: 'cashes', path: '/user/cashes' },
      { key: 'favorites', path: '/user/favorites' },
      { key: 'coupons', path: '/user/coupons' },
    ],
  },
  { key: 'integral', items: [{ key: 'integralOrder', path: '/user/integral_order' }] },
  {
    key: 'assets',
    items: [
      { key: 'money', path: '/user/money' },
      { key: 'frozenMoney', path: '/user/frozen_money' },
      { key: 'integral', path: '/user/integral' },
    ],
  },
  {
    key: 'distribution',
    items: [
      { key: 'distribution', path: '/user/distribution' },
      { key: 'distributionUsers', path: '/user/distribution_users' },
      { key: 'distributionLogs', path: '/user/distribution_logs' },
    ],
  },
  {
    key: 'help',
    items: [
      { key: 'notices', path: article('网站公告') },
      { key: 'cooperation', path: article('其他合作') },
      { key: 'help', path: article('帮助中心') },
      { key: 'about', path: article('关于我们') },
    ],
  },
];

/**
 * The menu item a page belongs to: an exact match, else the longest item path the page lies under
 * (`/user/safe/phone` → security), so the highlight follows sub-pages.
 */
export function activeMenuItem(location: string): UserMenuItemKey | undefined {
  const path = location.length > 1 ? location.replace(/\/+$/, '') : location;
  let best: { key: UserMenuItemKey; length: number } | undefined;
  for (const group of USER_MENU) {
    for (const item of group.items) {
      if (item.path === path) return item.key;
      const prefixes = [...(item.path === '/user' ? [] : [item.path]), ...(item.under ?? [])];
      const prefix = prefixes.find((p) => path.startsWith(`${p}/`));
      if (prefix && (!best || prefix.length > best.length)) best = { key: item.key, length: prefix.length };
    }
  }
  return best?.key;
}
