import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  adminMenus,
  adminPermissions,
  adminRoles,
  adminToMenus,
  adminToPermissions,
  adminToRoles,
} from '../../db/schema/index.ts';
import { defineResource, type Row } from '../../http/resource.ts';
import { guardBlanks } from './account-rules.ts';
import { adminOwner } from './admin-admins.ts';
import { assertLive, detachLinks, idList, syncLinks, type Pivot } from './links.ts';

const MENU_LINKS: Pivot = { table: adminToMenus, from: 'role_id', to: 'menu_id' };
const PERMISSION_LINKS: Pivot = { table: adminToPermissions, from: 'role_id', to: 'permission_id' };
const ADMIN_LINKS: Pivot = { table: adminToRoles, from: 'admin_id', to: 'role_id' };

/** A role's live menus and permissions as the role editor reads them: raw rows with their pivot, plus id lists. */
async function withLinks(db: Db, row: Row) {
  const id = Number(row.id);
  const menus = await db
    .select()
    .from(adminMenus)
    .innerJoin(adminToMenus, eq(adminToMenus.menu_id, adminMenus.id))
    .where(and(eq(adminToMenus.role_id, id), isNull(adminMenus.deleted_at), isNull(adminToMenus.deleted_at)))
    .orderBy(asc(adminMenus.is_sort), asc(adminMenus.id));
  const permissions = await db
    .select()
    .from(adminPermissions)
    .innerJoin(adminToPermissions, eq(adminToPermissions.permission_id, adminPermissions.id))
    .where(
      and(
        eq(adminToPermissions.role_id, id),
        isNull(adminPermissions.deleted_at),
        isNull(adminToPermissions.deleted_at),
      ),
    )
    .orderBy(asc(adminPermissions.id));
  return {
    ...row,
    menus: menus.map((m) => ({ ...m.admin_menus, pivot: { role_id: id, menu_id: m.admin_menus.id } })),
    permissions: permissions.map((p) => ({
      ...p.admin_permissions,
      pivot: { role_id: id, permission_id: p.admin_permissions.id },
    })),
    menu_id: menus.map((m) => m.admin_menus.id),
    permission_id: permissions.map((p) => p.admin_permissions.id),
  };
}

/**
 * Admin roles (A32): a name, the admin menus it shows and the API permissions (route names) it grants.
 * Scoped to the caller's owner like the admins themselves; role 1 is never deleted.
 */
export const adminRolesResource = defineResource({
  area: 'admin',
  path: 'roles',
  table: adminRoles,
  owner: adminOwner,
  writable: ['name'],
  required: ['name'],
  search: ['name', 'created_at'],
  sort: ['id', 'created_at'],
  protectedIds: [1],
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
        await assertLive(tx, adminMenus, menus, 'menu_id');
        await syncLinks(tx, MENU_LINKS, id, menus);
      }
      const permissions = idList(ctx.input, 'permission_id');
      if (permissions !== undefined) {
        await assertLive(tx, adminPermissions, permissions, 'permission_id');
        await syncLinks(tx, PERMISSION_LINKS, id, permissions);
      }
    },
    afterDestroy: async (tx, ids) => {
      await detachLinks(tx, MENU_LINKS, 'from', ids);
      await detachLinks(tx, PERMISSION_LINKS, 'from', ids);
      await detachLinks(tx, ADMIN_LINKS, 'to', ids);
    },
  },
  format: {
    show: (row, ctx) => withLinks(ctx.req.server.db, row),
  },
});
