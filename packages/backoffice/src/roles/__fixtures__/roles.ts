import type { PermissionGroup, RoleMenuNode } from '../role-tree.ts';

/** A small Admin menu tree: two modules, groups below them, pages below the groups. */
export const roleMenus: RoleMenuNode[] = [
  {
    id: 1,
    name: '工作台',
    ename: 'Workbench',
    children: [
      { id: 19, name: '公告中心', ename: 'Notice center', children: [{ id: 20, name: '公告管理', ename: 'Notices' }] },
      {
        id: 16,
        name: '文章中心',
        ename: 'Article center',
        content: '文章与栏目',
        children: [
          { id: 17, name: '文章栏目', ename: 'Article categories' },
          { id: 18, name: '文章管理', ename: 'Articles' },
        ],
      },
    ],
  },
  {
    id: 2,
    name: '系统中心',
    ename: 'System',
    children: [
      {
        id: 4,
        name: '用户管理',
        ename: 'User management',
        children: [
          { id: 6, name: '管理员', ename: 'Admins' },
          { id: 7, name: '角色管理', ename: 'Roles' },
        ],
      },
    ],
  },
];

/** Two permission groups with their permissions. */
export const permissionGroups: PermissionGroup[] = [
  {
    id: 1,
    name: '用户接口',
    permissions: [
      { id: 1, name: '用户列表' },
      { id: 2, name: '用户详情' },
      { id: 3, name: '用户修改' },
    ],
  },
  { id: 2, name: '订单接口', permissions: [{ id: 4, name: '订单列表' }] },
];
