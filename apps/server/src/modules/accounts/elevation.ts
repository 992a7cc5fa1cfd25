import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import {
  adminMenus,
  adminPermissions,
  adminRoles,
  adminToMenus,
  adminToPermissions,
  adminToRoles,
  admins,
  userMenus,
  userPermissions,
  userRoles,
  userToMenus,
  userToPermissions,
} from '../../db/schema/index.ts';
import { fail, invalid } from '../../http/envelope.ts';
import type { ResourceCtx } from '../../http/resource.ts';
import { staffGrants } from '../../http/seller-access.ts';

/**
 * Nobody raises their own rights: an account never changes its own roles, and grants, edits or manages only
 * what it holds itself. Store owners hold everything of their store and super admins everything, so the
 * subset rules bind staff and ordinary admins.
 */

/** What roles grant, as ids of menus and permissions. */
interface Grants {
  roleIds: Set<number>;
  menuIds: Set<number>;
  permissionIds: Set<number>;
}

/** One side of a role model: the pivot from roles to items (menus or permissions) and the items. */
interface RoleSide {
  pivot: PgTable;
  roleId: PgColumn;
  itemId: PgColumn;
  linkGone: PgColumn;
  item: PgTable;
  itemKey: PgColumn;
  itemGone: PgColumn;
}

/** The two sides of a role model (Admin or Seller). */
interface RoleModel {
  menus: RoleSide;
  permissions: RoleSide;
}

const SELLER_MODEL: RoleModel = {
  menus: {
    pivot: userToMenus,
    roleId: userToMenus.role_id,
    itemId: userToMenus.menu_id,
    linkGone: userToMenus.deleted_at,
    item: userMenus,
    itemKey: userMenus.id,
    itemGone: userMenus.deleted_at,
  },
  permissions: {
    pivot: userToPermissions,
    roleId: userToPermissions.role_id,
    itemId: userToPermissions.permission_id,
    linkGone: userToPermissions.deleted_at,
    item: userPermissions,
    itemKey: userPermissions.id,
    itemGone: userPermissions.deleted_at,
  },
};

const ADMIN_MODEL: RoleModel = {
  menus: {
    pivot: adminToMenus,
    roleId: adminToMenus.role_id,
    itemId: adminToMenus.menu_id,
    linkGone: adminToMenus.deleted_at,
    item: adminMenus,
    itemKey: adminMenus.id,
    itemGone: adminMenus.deleted_at,
  },
  permissions: {
    pivot: adminToPermissions,
    roleId: adminToPermissions.role_id,
    itemId: adminToPermissions.permission_id,
    linkGone: adminToPermissions.deleted_at,
    item: adminPermissions,
    itemKey: adminPermissions.id,
    itemGone: adminPermissions.deleted_at,
  },
};

/** The live menus and permissions linked to the given roles, whatever the roles' own state. */
async function grantsOfRoles(tx: Tx, model: RoleModel, roleIds: readonly number[]): Promise<Grants> {
  const out: Grants = { roleIds: new Set(roleIds), menuIds: new Set(), permissionIds: new Set() };
  if (!roleIds.length) return out;
  for (const [side, into] of [
    [model.menus, out.menuIds],
    [model.permissions, out.permissionIds],
  ] as const) {
    const rows = await tx
      .select({ id: side.itemId })
      .from(side.pivot)
      .innerJoin(side.item, eq(side.itemKey, side.itemId))
      .where(and(inArray(side.roleId, [...roleIds]), isNull(side.linkGone), isNull(side.itemGone)));
    for (const r of rows) into.add(Number(r.id));
  }
  return out;
}

const within = (inner: Grants, outer: Grants) =>
  [...inner.menuIds].every((id) => outer.menuIds.has(id)) &&
  [...inner.permissionIds].every((id) => outer.permissionIds.has(id));

const sameSet = (a: ReadonlySet<number>, b: readonly number[]) => a.size === b.length && b.every((id) => a.has(id));

/** Menus and permissions a role form asks for must all be held by the caller. */
function assertPicksWithin(held: Grants, menus: number[] | undefined, permissions: number[] | undefined): void {
  const picks: Grants = { roleIds: new Set(), menuIds: new Set(menus), permissionIds: new Set(permissions) };
  if (!within(picks, held)) throw fail('account.roleBeyondOwn');
}

// Seller: the store owner holds everything of the store; a sub-account what its roles grant.

async function sellerCaller(tx: Tx, ctx: ResourceCtx): Promise<Grants | null> {
  const seller = ctx.req.seller;
  if (!seller) throw new Error('seller context missing');
  if (seller.isOwner) return null;
  return staffGrants(tx, seller.userId, seller.ownerId);
}

async function sellerAccountGrants(tx: Tx, userId: number, ownerId: number): Promise<Grants> {
  const g = await staffGrants(tx, userId, ownerId);
  return { roleIds: g.roleIds, menuIds: g.menuIds, permissionIds: g.permissionIds };
}

/**
 * A Seller staff-account write: the roles must be the store's own, staff cannot change their own roles, and
 * grant or manage only accounts and roles within their own menus and permissions.
 */
export async function checkSellerAccountWrite(
  tx: Tx,
  ctx: ResourceCtx,
  targetId: number | undefined,
  roles: number[] | undefined,
): Promise<void> {
  const ownerId = ctx.req.seller?.ownerId ?? -1;
  if (roles?.length) {
    const own = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(inArray(userRoles.id, roles), eq(userRoles.belong_id, ownerId), isNull(userRoles.deleted_at)));
    if (own.length !== roles.length) throw invalid('account.roleNotOwn', { field: 'role_id' });
  }
  const held = await sellerCaller(tx, ctx);
  if (!held) return;
  if (targetId !== undefined) {
    const target = await sellerAccountGrants(tx, targetId, ownerId);
    if (targetId === ctx.req.seller?.userId) {
      if (roles !== undefined && !sameSet(target.roleIds, roles)) throw fail('account.ownRoles');
    } else if (!within(target, held)) {
      throw fail('account.beyondOwn');
    }
  }
  if (roles?.length && !within(await grantsOfRoles(tx, SELLER_MODEL, roles), held)) {
    throw fail('account.roleBeyondOwn');
  }
}

/** A Seller staff-account delete by a sub-account: only accounts within its own rights. */
export async function checkSellerAccountDelete(tx: Tx, ctx: ResourceCtx, ids: readonly number[]): Promise<void> {
  const held = await sellerCaller(tx, ctx);
  if (!held) return;
  for (const id of ids) {
    if (!within(await sellerAccountGrants(tx, id, ctx.req.seller?.ownerId ?? -1), held)) {
      throw fail('account.beyondOwn');
    }
  }
}

async function assertRoleManageable(tx: Tx, model: RoleModel, held: Grants, ids: readonly number[]): Promise<void> {
  if (ids.some((id) => held.roleIds.has(id))) throw fail('account.ownRoleEdit');
  for (const id of ids) {
    if (!within(await grantsOfRoles(tx, model, [id]), held)) throw fail('account.beyondOwn');
  }
}

// Admin: super admins hold everything; others what their roles grant.

async function adminRolesOf(tx: Tx, adminId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: adminRoles.id })
    .from(adminToRoles)
    .innerJoin(adminRoles, eq(adminRoles.id, adminToRoles.role_id))
    .where(and(eq(adminToRoles.admin_id, adminId), isNull(adminToRoles.deleted_at), isNull(adminRoles.deleted_at)));
  return rows.map((r) => r.id);
}

async function adminGrants(tx: Tx, adminId: number): Promise<Grants> {
  return grantsOfRoles(tx, ADMIN_MODEL, await adminRolesOf(tx, adminId));
}

async function adminCaller(tx: Tx, ctx: ResourceCtx): Promise<Grants | null> {
  const admin = ctx.req.admin;
  if (!admin) throw new Error('admin context missing');
  return admin.isSuper ? null : adminGrants(tx, admin.id);
}

async function isSuperAdmin(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.select({ is_super: admins.is_super }).from(admins).where(eq(admins.id, id));
  return Number(rows[0]?.is_super) === 1;
}

/** An ordinary admin may manage another account only when it is no super admin and holds nothing more. */
async function assertAdminManageable(tx: Tx, held: Grants, id: number): Promise<void> {
  if ((await isSuperAdmin(tx, id)) || !within(await adminGrants(tx, id), held)) throw fail('account.beyondOwn');
}

/**
 * An Admin account write: nobody, super admins included, changes their own roles; an ordinary admin grants
 * only roles within its own menus and permissions and manages only accounts within them.
 */
export async function checkAdminAccountWrite(
  tx: Tx,
  ctx: ResourceCtx,
  targetId: number | undefined,
  roles: number[] | undefined,
): Promise<void> {
  const self = targetId !== undefined && targetId === ctx.req.admin?.id;
  if (self && roles !== undefined && !sameSet(new Set(await adminRolesOf(tx, targetId)), roles)) {
    throw fail('account.ownRoles');
  }
  const held = await adminCaller(tx, ctx);
  if (!held) return;
  if (targetId !== undefined && !self) await assertAdminManageable(tx, held, targetId);
  if (roles?.length && !within(await grantsOfRoles(tx, ADMIN_MODEL, roles), held)) {
    throw fail('account.roleBeyondOwn');
  }
}

/** An Admin account delete by an ordinary admin: only accounts within its own rights. */
export async function checkAdminAccountDelete(tx: Tx, ctx: ResourceCtx, ids: readonly number[]): Promise<void> {
  const held = await adminCaller(tx, ctx);
  if (!held) return;
  for (const id of ids) if (id !== ctx.req.admin?.id) await assertAdminManageable(tx, held, id);
}

/**
 * Role write and delete checks for one area, given how to read the caller's holdings (null: holds everything):
 * not a role the caller holds, not one beyond it, no menu or permission it lacks.
 */
function roleChecks(model: RoleModel, caller: (tx: Tx, ctx: ResourceCtx) => Promise<Grants | null>) {
  return {
    async write(
      tx: Tx,
      ctx: ResourceCtx,
      roleId: number | undefined,
      menus: number[] | undefined,
      permissions: number[] | undefined,
    ): Promise<void> {
      const held = await caller(tx, ctx);
      if (!held) return;
      if (roleId !== undefined) await assertRoleManageable(tx, model, held, [roleId]);
      assertPicksWithin(held, menus, permissions);
    },
    async remove(tx: Tx, ctx: ResourceCtx, ids: readonly number[]): Promise<void> {
      const held = await caller(tx, ctx);
      if (held) await assertRoleManageable(tx, model, held, ids);
    },
  };
}

const sellerRoleChecks = roleChecks(SELLER_MODEL, sellerCaller);
const adminRoleChecks = roleChecks(ADMIN_MODEL, adminCaller);
/** A Seller role write by a sub-account. */
export const checkSellerRoleWrite = sellerRoleChecks.write;
/** A Seller role delete by a sub-account. */
export const checkSellerRoleDelete = sellerRoleChecks.remove;
/** An Admin role write by an ordinary admin. */
export const checkAdminRoleWrite = adminRoleChecks.write;
/** An Admin role delete by an ordinary admin. */
export const checkAdminRoleDelete = adminRoleChecks.remove;
