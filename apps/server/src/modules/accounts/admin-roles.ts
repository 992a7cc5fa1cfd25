import { adminRoles as descriptor } from '@shop/contract/resources/accounts';
import {
  adminMenus,
  adminPermissions,
  adminRoles,
  adminToMenus,
  adminToPermissions,
  adminToRoles,
} from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { guardBlanks } from './account-rules.ts';
import { checkAdminRoleDelete, checkAdminRoleWrite } from './elevation.ts';
import { menuLinksToKeep } from './hidden-menu-links.ts';
import { assertLive, detachLinks, idList, roleWithLinks, syncLinks, type Pivot } from './links.ts';

const MENU_LINKS: Pivot = { table: adminToMenus, from: 'role_id', to: 'menu_id' };
const PERMISSION_LINKS: Pivot = { table: adminToPermissions, from: 'role_id', to: 'permission_id' };
const ADMIN_LINKS: Pivot = { table: adminToRoles, from: 'admin_id', to: 'role_id' };

const ROLE_SIDES = {
  menus: { table: adminMenus, pivot: adminToMenus, key: 'menu_id', order: ['is_sort', 'id'] },
  permissions: { table: adminPermissions, pivot: adminToPermissions, key: 'permission_id', order: ['id'] },
} as const;

/**
 * Admin roles: a name, the admin menus it shows and the API permissions (route names) it grants.
 * Scoped to the caller's owner like the admins themselves; role 1 is never deleted.
 */
export const adminRolesResource = defineResource({
  descriptor,
  table: adminRoles,
  protectedIds: [1],
  createAnswer: 'empty',
  hooks: {
    beforeWrite: async (values, ctx, id, tx) => {
      guardBlanks(values, ['name']);
      await checkAdminRoleWrite(tx, ctx, id, idList(ctx.input, 'menu_id'), idList(ctx.input, 'permission_id'));
    },
    afterWrite: async (tx, id, ctx) => {
      const menus = idList(ctx.input, 'menu_id');
      if (menus !== undefined) {
        await assertLive(tx, adminMenus, menus, 'menu_id');
        await syncLinks(tx, MENU_LINKS, id, await menuLinksToKeep(tx, ctx, 'admin', id, menus));
      }
      const permissions = idList(ctx.input, 'permission_id');
      if (permissions !== undefined) {
        await assertLive(tx, adminPermissions, permissions, 'permission_id');
        await syncLinks(tx, PERMISSION_LINKS, id, permissions);
      }
    },
    afterDestroy: async (tx, ids, ctx) => {
      await checkAdminRoleDelete(tx, ctx, ids);
      await detachLinks(tx, MENU_LINKS, 'from', ids);
      await detachLinks(tx, PERMISSION_LINKS, 'from', ids);
      await detachLinks(tx, ADMIN_LINKS, 'to', ids);
    },
  },
  format: {
    show: (row, ctx) => roleWithLinks(ctx.req.server.db, row, ROLE_SIDES),
  },
});
