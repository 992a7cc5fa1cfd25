/**
 * Accounts, roles, permissions, menus and auth.
 * Column keys are qwshop's snake_case names, so selected rows already have the wire shape.
 * Widened versus qwshop: password hashes (scrypt strings are ~90 chars, bcrypt was 60),
 * image paths 150 -> 255, users.email 15 -> 100, users.username 15 -> 30, menu icon/view and permission apis.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { img, int, ip, money, pk, str, timestamps, tiny, ts } from './_columns.ts';

export const admins = pgTable(
  'admins',
  {
    id: pk(),
    belong_id: int('belong_id'),
    username: str('username', 20),
    password: str('password', 255),
    nickname: str('nickname', 15),
    avatar: img('avatar'),
    is_super: tiny('is_super'),
    ip: ip(),
    login_time: ts('login_time'),
    last_login_time: ts('last_login_time'),
    ...timestamps(),
  },
  (t) => [index('admins_username_idx').on(t.username)],
);

export const adminRoles = pgTable('admin_roles', {
  id: pk(),
  belong_id: int('belong_id'),
  name: str('name', 15),
  ...timestamps(),
});

export const adminToRoles = pgTable(
  'admin_to_roles',
  {
    id: pk(),
    admin_id: int('admin_id'),
    role_id: int('role_id'),
    ...timestamps(),
  },
  (t) => [index('admin_to_roles_admin_id_idx').on(t.admin_id)],
);

export const adminPermissionGroups = pgTable('admin_permission_groups', {
  id: pk(),
  name: str('name', 35),
  content: str('content', 40),
  ...timestamps(),
});

export const adminPermissions = pgTable('admin_permissions', {
  id: pk(),
  pid: int('pid'),
  name: str('name', 35),
  /** Route name the permission grants, e.g. "admin.admins.index". */
  apis: str('apis', 80),
  content: str('content', 40),
  ...timestamps(),
});

export const adminToPermissions = pgTable(
  'admin_to_permissions',
  {
    id: pk(),
    role_id: integer('role_id').notNull(),
    permission_id: integer('permission_id').notNull(),
    ...timestamps(),
  },
  (t) => [index('admin_to_permissions_role_id_idx').on(t.role_id)],
);

/** Shared shape of admin_menus / user_menus. */
const menuColumns = () => ({
  id: pk(),
  /**
   * What the code calls the row (a group's `admin.system`, a page's view), null on rows the operator added. The menu
   * sync finds its rows by it, so a soft-deleted row keeps its code and stays deleted: unique among all rows.
   */
  code: varchar('code', { length: 80 }),
  pid: int('pid'),
  name: str('name', 35),
  /** English label shown by the English console. */
  ename: str('ename', 35),
  /** Font-Awesome 4 class, e.g. "fa-cogs". */
  icon: str('icon', 40),
  /** Front-end route path, e.g. "/Admin/goods" (empty for folders). */
  apis: str('apis', 80),
  /** View path, e.g. "Admin/exts/goods/index". */
  view: str('view', 80),
  /** 0 basic page (inside the layout), 1 custom page. */
  is_open: tiny('is_open'),
  content: str('content', 40),
  is_sort: int('is_sort'),
  ...timestamps(),
});

export const adminMenus = pgTable('admin_menus', menuColumns(), (t) => [
  uniqueIndex('admin_menus_code_unique').on(t.code),
]);

export const adminToMenus = pgTable(
  'admin_to_menus',
  {
    id: pk(),
    role_id: integer('role_id').notNull(),
    menu_id: integer('menu_id').notNull(),
    ...timestamps(),
  },
  (t) => [index('admin_to_menus_role_id_idx').on(t.role_id)],
);

export const users = pgTable(
  'users',
  {
    id: pk(),
    /** 0 = primary account; n = seller sub-account of store owner users.id n. */
    belong_id: int('belong_id'),
    username: str('username', 30),
    password: str('password', 255),
    pay_password: str('pay_password', 255),
    nickname: str('nickname', 15),
    /** 1 male, 0 female. */
    sex: tiny('sex', 1),
    avatar: img('avatar'),
    phone: str('phone', 15),
    email: str('email', 100),
    money: money('money', 9),
    frozen_money: money('frozen_money', 9),
    integral: money('integral', 9),
    inviter_id: int('inviter_id'),
    status: tiny('status', 1),
    invalid_time: ts('invalid_time'),
    ip: ip(),
    login_time: ts('login_time'),
    last_login_time: ts('last_login_time'),
    ...timestamps(),
  },
  (t) => [
    index('users_username_idx').on(t.username),
    index('users_phone_idx').on(t.phone),
    index('users_belong_id_idx').on(t.belong_id),
    index('users_inviter_id_idx').on(t.inviter_id),
    // The member dashboard plots new users per period.
    index('users_created_at_idx').on(t.created_at),
    check('users_money_check', sql`${t.money} >= 0`),
    check('users_frozen_money_check', sql`${t.frozen_money} >= 0`),
    check('users_integral_check', sql`${t.integral} >= 0`),
  ],
);

export const userRoles = pgTable('user_roles', {
  id: pk(),
  /** users.id of the store owner that created the role. */
  belong_id: int('belong_id'),
  name: str('name', 15),
  ...timestamps(),
});

export const userToRoles = pgTable(
  'user_to_roles',
  {
    id: pk(),
    user_id: int('user_id'),
    role_id: int('role_id'),
    ...timestamps(),
  },
  (t) => [index('user_to_roles_user_id_idx').on(t.user_id)],
);

export const userPermissionGroups = pgTable('user_permission_groups', {
  id: pk(),
  name: str('name', 35),
  content: str('content', 40),
  ...timestamps(),
});

export const userPermissions = pgTable('user_permissions', {
  id: pk(),
  pid: int('pid'),
  name: str('name', 35),
  apis: str('apis', 80),
  content: str('content', 40),
  ...timestamps(),
});

export const userToPermissions = pgTable('user_to_permissions', {
  id: pk(),
  role_id: integer('role_id').notNull(),
  permission_id: integer('permission_id').notNull(),
  ...timestamps(),
});

export const userMenus = pgTable('user_menus', menuColumns(), (t) => [
  uniqueIndex('user_menus_code_unique').on(t.code),
]);

export const userToMenus = pgTable(
  'user_to_menus',
  {
    id: pk(),
    role_id: integer('role_id').notNull(),
    menu_id: integer('menu_id').notNull(),
    ...timestamps(),
  },
  (t) => [index('user_to_menus_role_id_idx').on(t.role_id)],
);

/** Slider-captcha tokens of the Admin login; `used_at` makes each one single-use. */
export const captchas = pgTable('captchas', {
  id: pk(),
  username: str('username', 20),
  password: str('password', 20),
  sign: str('sign', 255),
  step: tiny('step'),
  ip: ip(),
  used_at: ts('used_at'),
  ...timestamps(),
});

/** Third-party (WeChat) login bindings. */
export const oauths = pgTable(
  'oauths',
  {
    id: pk(),
    /** users.id of the bound account. */
    belong_id: int('belong_id'),
    model_name: str('model_name', 15).default('User'),
    /** weixin, weixinweb, weixinapp, weixinmini, weixinminiphone. */
    oauth_name: str('oauth_name', 15).default('User'),
    nickname: str('nickname', 60),
    /** WeChat convention: 1 male, 2 female. */
    sex: tiny('sex', 1),
    headimgurl: str('headimgurl', 255),
    openid: str('openid', 60),
    unionid: str('unionid', 60),
    ...timestamps(),
  },
  (t) => [index('oauths_openid_idx').on(t.openid), index('oauths_unionid_idx').on(t.unionid)],
);

/**
 * Our bearer tokens (replaces Passport's oauth_* tables). Only the SHA-256 of a token is stored.
 * provider 'users' | 'admins'; area 'home' | 'seller' | 'admin', or 'home+sell' (storefront and Seller area: a store
 * owner's login that named no area).
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: pk(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique('access_tokens_token_hash_unique'),
    provider: varchar('provider', { length: 10 }).notNull(),
    area: varchar('area', { length: 10 }).notNull(),
    account_id: integer('account_id').notNull(),
    expires_at: ts('expires_at').notNull(),
    revoked: tiny('revoked'),
    last_used_at: ts('last_used_at'),
    ...timestamps(),
  },
  (t) => [index('access_tokens_provider_account_idx').on(t.provider, t.account_id)],
);
