import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  userMenus,
  userPermissions,
  userRoles,
  userToMenus,
  userToPermissions,
  userToRoles,
} from '../db/schema/index.ts';

/**
 * Which Seller menus (their `user_menus.apis`) open a route to a store's staff. A staff member may call a
 * route when one of its roles holds one of these menus, or a permission whose `apis` is the route name.
 * Screens read more than their own resource (the goods editor reads brands, attributes, freight templates
 * and categories; the order screens read the store's sender address), so `read` lists every screen that needs
 * the data and `write` only the screen that owns it.
 */
export interface MenuRule {
  read: readonly string[];
  write: readonly string[];
}

/** How the Seller guard treats staff on one route. Store owners pass every route of their own store. */
export type SellerAccess =
  /** Every signed-in seller, whatever their roles (own profile, own menu, uploads every screen uses). */
  | { kind: 'anyStaff' }
  /** Store owners only: no role can open it. */
  | { kind: 'ownerOnly' }
  /** Staff whose roles hold one of these menus (or the route's permission). */
  | { kind: 'menus'; menus: readonly string[] }
  /** No rule: staff are refused unless a permission names the route. */
  | { kind: 'unmapped' };

/** A registered Seller route and what it asks of staff; the security suite enumerates these. */
export interface SellerRoute {
  method: string;
  /** Full path, e.g. `/api/Seller/orders/:id`. */
  url: string;
  name: string | undefined;
  access: SellerAccess;
}

const M = {
  goods: '/Seller/goods',
  attrs: '/Seller/goods_attrs',
  spaces: '/Seller/file_spaces',
  store: '/Seller/stores',
  money: '/Seller/money_logs',
  settlements: '/Seller/order_settlements',
  cashes: '/Seller/cashes',
  freights: '/Seller/freights',
  orders: '/Seller/orders',
  ordersWait: '/Seller/orders/wait',
  refunds: '/Seller/refunds',
  returns: '/Seller/returns',
  comments: '/Seller/order_comments',
  users: '/Seller/users',
  roles: '/Seller/roles',
  coupons: '/Seller/coupons',
  couponLogs: '/Seller/coupon_logs',
  fullReductions: '/Seller/full_reductions',
  seckills: '/Seller/seckills',
  collectives: '/Seller/collectives',
  distributions: '/Seller/distributions',
  distributionLogs: '/Seller/distribution_logs',
  dashboard: '/Seller/dashboard',
  dashboardOrder: '/Seller/dashboard/order',
} as const;

const ORDER_SCREENS = [M.orders, M.ordersWait];
const AFTERSALE_SCREENS = [M.refunds, M.returns];
const own = (...menus: string[]): MenuRule => ({ read: menus, write: menus });

/**
 * The one place that ties Seller paths to Seller menus, by the path after `/api/Seller/`: the longest listed
 * prefix (whole segments) wins. A path that matches nothing is closed to staff, so a new route stays shut
 * until it is listed here or flagged on the route.
 */
export const SELLER_MENU_RULES: Readonly<Record<string, MenuRule>> = {
  // The flash-sale, group-buy and referral forms pick one of the store's goods (and its SKUs).
  goods: { read: [M.goods, M.seckills, M.collectives, M.distributions], write: [M.goods] },
  goods_brands: { read: [M.goods], write: [] },
  goods_attrs: { read: [M.attrs, M.goods], write: [M.attrs] },
  store_classes: { read: [M.goods, M.store], write: [] },
  freights: { read: [M.freights, M.goods], write: [M.freights] },
  file_space_dirs: own(M.spaces),
  file_spaces: own(M.spaces),
  // The order and after-sale screens print the sender from the store, the funds and withdrawal screens show its
  // balances.
  stores: { read: [M.store, M.money, M.cashes, ...ORDER_SCREENS, ...AFTERSALE_SCREENS], write: [M.store] },
  money_logs: own(M.money),
  order_settlements: own(M.settlements),
  cashes: own(M.cashes),
  distributions: own(M.distributions),
  distribution_logs: own(M.distributionLogs),
  orders: { read: [...ORDER_SCREENS, ...AFTERSALE_SCREENS], write: ORDER_SCREENS },
  // A courier lookup is a read sent as POST.
  'orders/express/find': own(...ORDER_SCREENS, ...AFTERSALE_SCREENS),
  'print/waybill': own(...ORDER_SCREENS),
  refunds: own(...AFTERSALE_SCREENS),
  order_comments: own(M.comments),
  users: own(M.users),
  // The staff screen lists the roles to pick from.
  roles: { read: [M.roles, M.users], write: [M.roles] },
  permission_groups: { read: [M.roles], write: [] },
  coupons: own(M.coupons),
  coupon_logs: own(M.couponLogs),
  full_reductions: own(M.fullReductions),
  seckills: own(M.seckills),
  collectives: own(M.collectives),
  // Reads only: the store overview is the first screen after sign-in, the sales analysis its own menu.
  'dashboard/all': { read: [M.dashboard], write: [] },
  'dashboard/order': { read: [M.dashboardOrder], write: [] },
};

const SELLER_PREFIX = '/api/Seller/';
const READS = new Set(['GET', 'HEAD']);

/** The rule of one Seller route: the route's own flag first, then the path table. */
export function sellerAccess(
  method: string,
  url: string,
  flags: { anyStaff?: boolean; ownerOnly?: boolean },
): SellerAccess {
  if (flags.ownerOnly) return { kind: 'ownerOnly' };
  if (flags.anyStaff) return { kind: 'anyStaff' };
  if (!url.startsWith(SELLER_PREFIX)) return { kind: 'unmapped' };
  const segments = url.slice(SELLER_PREFIX.length).split('/');
  for (let n = segments.length; n > 0; n--) {
    const rule = SELLER_MENU_RULES[segments.slice(0, n).join('/')];
    if (!rule) continue;
    const menus = READS.has(method.toUpperCase()) ? rule.read : rule.write;
    return menus.length ? { kind: 'menus', menus } : { kind: 'unmapped' };
  }
  return { kind: 'unmapped' };
}

/** What a staff member's live roles grant: menu ids and `apis`, permission ids and `apis`. */
export interface StaffGrants {
  roleIds: Set<number>;
  menuIds: Set<number>;
  menuApis: Set<string>;
  permissionIds: Set<number>;
  permissionApis: Set<string>;
}

/**
 * The grants of a sub-account: only roles of its own store owner count, so a link to another store's role
 * (however it got there) grants nothing.
 */
export async function staffGrants(db: Db | Tx, userId: number, ownerId: number): Promise<StaffGrants> {
  const roleScope = and(
    eq(userToRoles.user_id, userId),
    isNull(userToRoles.deleted_at),
    eq(userRoles.belong_id, ownerId),
    isNull(userRoles.deleted_at),
  );
  // One round trip on every staff request: the live roles and what each holds, as (kind, id, apis) rows.
  const roles = db
    .select({ kind: sql<string>`'role'`.as('kind'), id: userRoles.id, apis: sql<string>`''`.as('apis') })
    .from(userToRoles)
    .innerJoin(userRoles, eq(userRoles.id, userToRoles.role_id))
    .where(roleScope);
  const menus = db
    .select({ kind: sql<string>`'menu'`.as('kind'), id: userMenus.id, apis: userMenus.apis })
    .from(userToRoles)
    .innerJoin(userRoles, eq(userRoles.id, userToRoles.role_id))
    .innerJoin(userToMenus, eq(userToMenus.role_id, userRoles.id))
    .innerJoin(userMenus, eq(userMenus.id, userToMenus.menu_id))
    .where(and(roleScope, isNull(userToMenus.deleted_at), isNull(userMenus.deleted_at)));
  const permissions = db
    .select({ kind: sql<string>`'permission'`.as('kind'), id: userPermissions.id, apis: userPermissions.apis })
    .from(userToRoles)
    .innerJoin(userRoles, eq(userRoles.id, userToRoles.role_id))
    .innerJoin(userToPermissions, eq(userToPermissions.role_id, userRoles.id))
    .innerJoin(userPermissions, eq(userPermissions.id, userToPermissions.permission_id))
    .where(and(roleScope, isNull(userToPermissions.deleted_at), isNull(userPermissions.deleted_at)));
  const rows = await roles.unionAll(menus).unionAll(permissions);
  const of = (kind: string) => rows.filter((r) => r.kind === kind);
  const apis = (kind: string) =>
    new Set(
      of(kind)
        .map((r) => r.apis)
        .filter((a) => a !== ''),
    );
  return {
    roleIds: new Set(of('role').map((r) => r.id)),
    menuIds: new Set(of('menu').map((r) => r.id)),
    menuApis: apis('menu'),
    permissionIds: new Set(of('permission').map((r) => r.id)),
    permissionApis: apis('permission'),
  };
}

/** True when the grants open a route of the given rule and name. */
export function staffMay(grants: StaffGrants, access: SellerAccess, name: string | undefined): boolean {
  if (access.kind === 'anyStaff') return true;
  if (access.kind === 'ownerOnly') return false;
  if (name && grants.permissionApis.has(name)) return true;
  return access.kind === 'menus' && access.menus.some((m) => grants.menuApis.has(m));
}
