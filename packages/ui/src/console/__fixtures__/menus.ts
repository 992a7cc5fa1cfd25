import type { MenuNode } from '@shop/api/endpoints/access';

/** Builds a menu row with the defaults the server sends; tests override what they need. */
export function menu(overrides: Partial<MenuNode> & Pick<MenuNode, 'id' | 'name'>): MenuNode {
  return { apis: '', view: '', is_open: 0, icon: '', ename: '', children: [], ...overrides };
}

/**
 * A slice of the Admin seed with English names: a module with nested groups, one with
 * plain items, one with no children, one whose only entry has no page, and an external link.
 */
export const adminMenus: MenuNode[] = [
  menu({
    id: 1,
    name: '工作台',
    ename: 'Workbench',
    icon: 'fa-desktop',
    children: [
      menu({
        id: 59,
        name: '仪表盘',
        ename: 'Dashboard',
        icon: 'fa-dashboard',
        apis: '/Admin/dashboard',
        view: 'Admin/dashboard/index',
        is_open: 1,
      }),
      menu({
        id: 19,
        name: '公告中心',
        ename: 'Notice center',
        icon: 'fa-volume-up',
        children: [
          menu({ id: 20, name: '公告管理', ename: 'Notices', apis: '/Admin/notices', view: 'Admin/notices/index' }),
        ],
      }),
      menu({
        id: 16,
        name: '文章中心',
        ename: 'Article center',
        icon: 'fa-file-text',
        children: [
          menu({
            id: 17,
            name: '文章栏目',
            ename: 'Article categories',
            apis: '/Admin/article_menus',
            view: 'Admin/article_menus/index',
          }),
          menu({ id: 18, name: '文章管理', ename: 'Articles', apis: '/Admin/articles', view: 'Admin/articles/index' }),
        ],
      }),
    ],
  }),
  menu({
    id: 26,
    name: '商品中心',
    ename: 'Goods center',
    icon: 'fa-shopping-bag',
    children: [
      menu({
        id: 27,
        name: '商品分类',
        ename: 'Goods classes',
        icon: 'fa-th-list',
        apis: '/Admin/goods_classes',
        view: 'Admin/exts/goods_classes/index',
      }),
      menu({
        id: 28,
        name: '商品管理',
        ename: 'Goods',
        icon: 'fa-shopping-bag',
        apis: '/Admin/goods',
        view: 'Admin/exts/goods/index',
      }),
      menu({ id: 90, name: '帮助文档', ename: 'Help', icon: 'fa-question-circle', apis: 'https://example.com/help' }),
    ],
  }),
  menu({ id: 43, name: '积分商城', ename: 'Points mall', icon: 'fa-birthday-cake' }),
  menu({
    id: 54,
    name: '数据统计',
    ename: 'Statistics',
    icon: 'fa-bar-chart-o',
    // An entry with an address but no page: nothing to open, the click logs 'No Route'.
    children: [
      menu({ id: 55, name: '会员分析', ename: 'Member analysis', icon: 'fa-users', apis: '/Admin/dashboard/user' }),
    ],
  }),
];

/** Every module without children: the side menu shows 'empty menus'. */
export const emptyModules: MenuNode[] = [
  menu({ id: 1, name: '工作台', ename: 'Workbench', icon: 'fa-desktop' }),
  menu({ id: 2, name: '系统中心', ename: 'System', icon: 'fa-cogs' }),
];
