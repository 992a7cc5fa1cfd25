import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  userMenus,
  userPermissionGroups,
  userPermissions,
  userRoles,
  userToMenus,
  userToPermissions,
  userToRoles,
} from '../../db/schema/index.ts';
import { defineResource, type Row } from '../../http/resource.ts';
import { guardBlanks } from './account-rules.ts';
import { assertLive, detachLinks, idList, syncLinks, type Pivot } from './links.ts';
import { storeOwner } from './seller-users.ts';

const MENU_LINKS: Pivot = { table: userToMenus, from: 'role_id', to: 'menu_id' };
const PERMISSION_LINKS: Pivot = { table: userToPermissions, from: 'role_id', to: 'permission_id' };
const USER_LINKS: Pivot = { table: userToRoles, from: 'user_id', to: 'role_id' };

async function withLinks(db: Db, row: Row) {
  const id = Number(row.id);
  const menus = await db
    .select()
    .from(userMenus)
    .innerJoin(userToMenus, eq(userToMenus.menu_id, userMenus.id))
    .where(and(eq(userToMenus.role_id, id), isNull(userMenus.deleted_at), isNull(userToMenus.deleted_at)))
    .orderBy(asc(userMenus.is_sort), asc(userMenus.id));
  const permissions = await db
    .select()
    .from(userPermissions)
    .innerJoin(userToPermissions, eq(userToPermissions.permission_id, userPermissions.id))
    .where(
      and(eq(userToPermissions.role_id, id), isNull(userPermissions.deleted_at), isNull(userToPermissions.deleted_at)),
    )
    .orderBy(asc(userPermissions.id));
  return {
    ...row,
    menus: menus.map((m) => ({ ...m.user_menus, pivot: { role_id: id, menu_id: m.user_menus.id } })),
    permissions: permissions.map((p) => ({
      ...p.user_permissions,
      pivot: { role_id: id, permission_id: p.user_permissions.id },
    })),
    menu_id: menus.map((m) => m.user_menus.id),
    permission_id: permissions.map((p) => p.user_permissions.id),
  };
}

/**
 * Store roles (S25): which Seller menus a sub-account sees. Scoped to the store owner (qwshop listed every
 * store's roles).
 */
export const sellerRoles = defineResource({
  area: 'seller',
  path: 'roles',
  table: userRoles,
  owner: storeOwner,
  verbs: ['index', 'show', 'store', 'update', 'destroy'],
  writable: ['name'],
  required: ['name'],
  search: ['name', 'created_at'],
  sort: ['id', 'created_at'],
  createAnswer: 'empty',
  hooks: {
    beforeWrite: (values, ctx) => {
      guardBlanks(values, ['name']);
      idList(ctx.input, 'menu_id');
      idList(ctx.input, 'permission_id');
    },
    afterWrite: async (tx, id, ctx) => {
      const menus = idList(ctx.input, 'menu_id');
      if (menus !== undefined) {
        await assertLive(tx, userMenus, menus, 'menu_id');
        await syncLinks(tx, MENU_LINKS, id, menus);
      }
      const permissions = idList(ctx.input, 'permission_id');
      if (permissions !== undefined) {
        await assertLive(tx, userPermissions, permissions, 'permission_id');
        await syncLinks(tx, PERMISSION_LINKS, id, permissions);
      }
    },
    afterDestroy: async (tx, ids) => {
      await detachLinks(tx, MENU_LINKS, 'from', ids);
      await detachLinks(tx, PERMISSION_LINKS, 'from', ids);
      await detachLinks(tx, USER_LINKS, 'to', ids);
    },
  },
  format: {
    show: (row, ctx) => withLinks(ctx.req.server.db, row),
  },
});

/** Read-only permission groups for the Seller role editor's call (no such route in qwshop: it got the SPA page). */
export const sellerPermissionGroups = defineResource({
  area: 'seller',
  path: 'permission_groups',
  table: userPermissionGroups,
  verbs: ['index'],
  writable: [],
  search: ['name'],
  relations: {
    permissions: { table: userPermissions, kind: 'hasMany', local: 'id', foreign: 'pid' },
  },
});
