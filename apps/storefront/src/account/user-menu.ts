/**
 * The user-centre menu: groups and their links, each with its text key.
 */

/**
 * The help articles the site links to, by title: `/user/article/:name` takes an article's title, so these are
 * data keys the server looks up (the demo's and qwshop's four articles), not interface text.
 */
export const HELP_ARTICLES = {
  notices: '网站公告',
  cooperation: '其他合作',
  help: '帮助中心',
  about: '关于我们',
} as const;

/** The page of the article titled `title`. */
export const articlePath = (title: string) => `/user/article/${encodeURIComponent(title)}`;

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
      { key: 'notices', path: articlePath(HELP_ARTICLES.notices) },
      { key: 'cooperation', path: articlePath(HELP_ARTICLES.cooperation) },
      { key: 'help', path: articlePath(HELP_ARTICLES.help) },
      { key: 'about', path: articlePath(HELP_ARTICLES.about) },
    ],
  },
];

/** A path as the router reports it: wouter decodes the address (`/user/article/帮助中心`), the links are encoded. */
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The menu item a page belongs to: an exact match, else the longest item path the page lies under
 * (`/user/safe/phone` → security), so the highlight follows sub-pages. Encoded and decoded addresses both match.
 */
export function activeMenuItem(location: string): UserMenuItemKey | undefined {
  const trimmed = location.length > 1 ? location.replace(/\/+$/, '') : location;
  const path = decodedPath(trimmed);
  let best: { key: UserMenuItemKey; length: number } | undefined;
  for (const group of USER_MENU) {
    for (const item of group.items) {
      if (item.path === trimmed || decodedPath(item.path) === path) return item.key;
      const prefixes = [...(item.path === '/user' ? [] : [item.path]), ...(item.under ?? [])];
      const prefix = prefixes.find((p) => path.startsWith(`${p}/`));
      if (prefix && (!best || prefix.length > best.length)) best = { key: item.key, length: prefix.length };
    }
  }
  return best?.key;
}

/** The help item that links to the article titled `title` (its translated label names the page), if one does. */
export function helpItemOf(title: string): UserMenuItemKey | undefined {
  const path = articlePath(title);
  return USER_MENU.find((group) => group.key === 'help')?.items.find((item) => item.path === path)?.key;
}
