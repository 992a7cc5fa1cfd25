import {
  sellerPermissionGroups as groupDescriptor,
  sellerRoles as descriptor,
} from '@shop/contract/resources/accounts';
import {
  userMenus,
  userPermissionGroups,
  userPermissions,
  userRoles,
  userToMenus,
  userToPermissions,
  userToRoles,
} from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { guardBlanks } from './account-rules.ts';
import { checkSellerRoleDelete, checkSellerRoleWrite } from './elevation.ts';
import { menuLinksToKeep } from './hidden-menu-links.ts';
import { assertLive, detachLinks, idList, roleWithLinks, syncLinks, type Pivot } from './links.ts';

const MENU_LINKS: Pivot = { table: userToMenus, from: 'role_id', to: 'menu_id' };
const PERMISSION_LINKS: Pivot = { table: userToPermissions, from: 'role_id', to: 'permission_id' };
const USER_LINKS: Pivot = { table: userToRoles, from: 'user_id', to: 'role_id' };

const ROLE_SIDES = {
  menus: { table: userMenus, pivot: userToMenus, key: 'menu_id', order: ['is_sort', 'id'] },
  permissions: { table: userPermissions, pivot: userToPermissions, key: 'permission_id', order: ['id'] },
} as const;

/**
 * Store roles: which Seller menus a sub-account sees and may call (the Seller guard holds staff to them).
 * Scoped to the store owner (qwshop listed every store's roles).
 */
export const sellerRoles = defineResource({
  descriptor,
  table: userRoles,
  verbs: ['index', 'show', 'store', 'update', 'destroy'],
  createAnswer: 'empty',
  hooks: {
    beforeWrite: async (values, ctx, id, tx) => {
      guardBlanks(values, ['name']);
      await checkSellerRoleWrite(tx, ctx, id, idList(ctx.input, 'menu_id'), idList(ctx.input, 'permission_id'));
    },
    afterWrite: async (tx, id, ctx) => {
      const menus = idList(ctx.input, 'menu_id');
      if (menus !== undefined) {
        await assertLive(tx, userMenus, menus, 'menu_id');
        await syncLinks(tx, MENU_LINKS, id, await menuLinksToKeep(tx, ctx, 'seller', id, menus));
      }
      const permissions = idList(ctx.input, 'permission_id');
      if (permissions !== undefined) {
        await assertLive(tx, userPermissions, permissions, 'permission_id');
        await syncLinks(tx, PERMISSION_LINKS, id, permissions);
      }
    },
    afterDestroy: async (tx, ids, ctx) => {
      await checkSellerRoleDelete(tx, ctx, ids);
      await detachLinks(tx, MENU_LINKS, 'from', ids);
      await detachLinks(tx, PERMISSION_LINKS, 'from', ids);
      await detachLinks(tx, USER_LINKS, 'to', ids);
    },
  },
  format: {
    show: (row, ctx) => roleWithLinks(ctx.req.server.db, row, ROLE_SIDES),
  },
});

/** Read-only permission groups for the Seller role editor's call (no such route in qwshop: it got the SPA page). */
export const sellerPermissionGroups = defineResource({
  descriptor: groupDescriptor,
  table: userPermissionGroups,
  verbs: ['index'],
  relations: {
    permissions: { table: userPermissions, kind: 'hasMany', local: 'id', foreign: 'pid' },
  },
});
