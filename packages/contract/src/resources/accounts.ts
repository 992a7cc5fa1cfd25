import { defineDescriptor, type Fields } from '../resource.ts';

// `search: []` puts a field in the back-office search panel as an exact match (a date range: no operator suffix).
// `role_id` is no column: the account hooks sync the roles pivot from it, so the engine never takes it from a body
// (`readOnly`) while the form still edits it. `role_name` and `group_name` are added by the list formatters.

/** A back-office login as both consoles list and edit it (Admin administrators, Seller sub-accounts). */
const BACK_OFFICE_LOGIN = {
  id: { kind: 'int', readOnly: true, sortable: true },
  nickname: { search: ['likeRight'], column: true },
  username: { required: true, search: ['likeRight'], column: true },
  // Blank on create = the default password, blank on edit = unchanged.
  password: { kind: 'password' },
  role_id: { readOnly: true, form: true, dict: 'role_id' },
  avatar: { kind: 'image', column: true },
  role_name: { readOnly: true, column: true },
  login_time: { kind: 'datetime', readOnly: true, sortable: true },
  created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true, column: true },
} as const satisfies Fields;

/**
 * Back-office logins of the caller's owner, the owner's own login included; `is_super` is never writable and admin
 * 1 is never deleted.
 */
export const admins = defineDescriptor({
  area: 'admin',
  path: 'admins',
  owner: { by: 'adminOwner', withOwner: true },
  fields: BACK_OFFICE_LOGIN,
  menu: { parent: 'admin.accounts', labels: { zh: '用户管理', en: 'Administrators' }, view: 'Admin/admins/index' },
});

/**
 * Every shop account as the platform sees it. Balances, frozen funds and points are read only here: they move
 * through the funds handling, which writes a money log.
 */
export const adminUsers = defineDescriptor({
  area: 'admin',
  path: 'users',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    nickname: { search: ['like'], column: true },
    username: { required: true, search: ['like'], column: true },
    phone: { search: true },
    // Both default to 123456 when blank on create and stay unchanged when blank on edit.
    password: { kind: 'password' },
    pay_password: { kind: 'password' },
    inviter_id: { kind: 'int', column: true },
    avatar: { kind: 'image', column: true },
    money: { kind: 'decimal', readOnly: true, sortable: true, column: true },
    frozen_money: { kind: 'decimal', readOnly: true, column: true },
    integral: { kind: 'decimal', readOnly: true, sortable: true, column: true },
    login_time: { kind: 'datetime', readOnly: true, sortable: true },
    last_login_time: { kind: 'datetime', readOnly: true, sortable: true, column: true },
    created_at: { kind: 'datetime', readOnly: true, search: [], sortable: true, column: true },
  },
  menu: { parent: 'admin.accounts', labels: { zh: '平台用户', en: 'Members' }, view: 'Admin/users/index' },
});

/** Admin roles: a name, the Admin menus it shows and the API permissions it grants (role 1 is never deleted). */
export const adminRoles = defineDescriptor({
  area: 'admin',
  path: 'roles',
  owner: { by: 'adminOwner' },
  fields: {
    id: { kind: 'int', readOnly: true, sortable: true },
    name: { required: true, search: ['likeRight'], column: true },
    created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true, column: true },
  },
  menu: { parent: 'admin.accounts', labels: { zh: '角色管理', en: 'Roles' }, view: 'Admin/roles/index', sort: 1 },
});

/** API groups: folders of permissions, which the role editor loads with their permissions. */
export const adminPermissionGroups = defineDescriptor({
  area: 'admin',
  path: 'permission_groups',
  fields: {
    id: { kind: 'int', readOnly: true, sortable: true },
    name: { required: true, search: ['likeRight'], column: true },
    content: { kind: 'text', search: ['likeRight'], column: true },
    created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true, column: true },
  },
  menu: {
    parent: 'admin.accounts',
    labels: { zh: '接口分组', en: 'Permission Groups' },
    view: 'Admin/permissions/group',
    sort: 2,
  },
});

/** API permissions: a name for one Admin route name (`apis`), in a group (`pid`). */
export const adminPermissions = defineDescriptor({
  area: 'admin',
  path: 'permissions',
  fields: {
    id: { kind: 'int', readOnly: true, sortable: true },
    pid: { kind: 'int', dict: 'pid', search: [], sortable: true },
    group_name: { readOnly: true, column: true },
    name: { required: true, search: ['likeRight'], column: true },
    apis: { required: true, search: ['likeRight'], column: true },
    content: { kind: 'text', max: 35, search: true, column: true },
    created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true, column: true },
  },
  menu: {
    parent: 'admin.accounts',
    labels: { zh: '接口管理', en: 'Permissions' },
    view: 'Admin/permissions/index',
    sort: 3,
  },
});

/** The two menu tables have one shape: a tree by `pid`, in `is_sort` order. */
const menuFields = {
  id: { kind: 'int', readOnly: true, sortable: true },
  pid: { kind: 'int', dict: 'pid', search: true },
  name: { required: true, search: ['likeRight'], column: true },
  ename: { search: true, column: true },
  icon: { column: true },
  apis: { search: true, column: true },
  view: { search: true, column: true },
  // 0 = a page inside the console, 1 = a standalone page.
  is_open: { kind: 'flag', enum: [0, 1], search: true },
  is_sort: { kind: 'int', sortable: true },
  content: { form: false },
  // The menu sync's key: the editor neither shows nor writes it.
  code: { readOnly: true, hidden: true },
  created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true, column: true },
} as const satisfies Fields;

const MENU_ORDER = [
  { field: 'is_sort', dir: 'asc' },
  { field: 'id', dir: 'asc' },
] as const;

/** The Admin console's routing table. */
export const adminMenus = defineDescriptor({
  area: 'admin',
  path: 'menus',
  fields: menuFields,
  order: MENU_ORDER,
  tree: { key: 'id' },
  menu: {
    parent: 'admin.menu-management',
    labels: { zh: '后台菜单', en: 'Admin Menus' },
    view: 'Admin/menus/index',
  },
});

/** The Seller console's routing table, edited by the platform. */
export const sellerMenus = defineDescriptor({
  area: 'admin',
  path: 'seller_menus',
  fields: menuFields,
  order: MENU_ORDER,
  tree: { key: 'id' },
  menu: {
    parent: 'admin.menu-management',
    labels: { zh: '商家菜单', en: 'Seller Menus' },
    view: 'Admin/seller_menus/index',
    sort: 1,
  },
});

/**
 * Store staff logins: `users` rows whose `belong_id` is the store owner, so the owner's own row is out of reach.
 * Staff given this screen manage accounts and roles only within their own rights.
 */
export const sellerUsers = defineDescriptor({
  area: 'seller',
  path: 'users',
  owner: { by: 'storeOwner' },
  fields: BACK_OFFICE_LOGIN,
  menu: { parent: 'seller.accounts', labels: { zh: '用户管理', en: 'Sub-accounts' }, view: 'Seller/users/index' },
});

/** Store roles: which Seller menus a sub-account sees and may call. */
export const sellerRoles = defineDescriptor({
  area: 'seller',
  path: 'roles',
  owner: { by: 'storeOwner' },
  fields: {
    id: { kind: 'int', readOnly: true, sortable: true },
    name: { required: true, search: ['likeRight'], column: true },
    created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true, column: true },
  },
  menu: { parent: 'seller.accounts', labels: { zh: '角色管理', en: 'Roles' }, view: 'Seller/roles/index', sort: 2 },
});

/** The Seller permission groups the store role editor reads. */
export const sellerPermissionGroups = defineDescriptor({
  area: 'seller',
  path: 'permission_groups',
  // The platform's one list: every store reads the same groups, and none writes them.
  owner: 'shared',
  fields: {
    name: { readOnly: true, search: true },
  },
});
