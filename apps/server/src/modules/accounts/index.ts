import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/envelope.ts';
import type { ShopModule } from '../types.ts';
import { adminAdmins } from './admin-admins.ts';
import { adminPermissionGroupsResource, adminPermissionsResource } from './admin-permissions.ts';
import { adminRolesResource } from './admin-roles.ts';
import { adminUsers } from './admin-users.ts';
import { adminMenusResource, sellerMenusResource } from './menus.ts';
import { sellerPermissionGroups, sellerRoles } from './seller-roles.ts';
import { sellerUsers } from './seller-users.ts';

/** Staff logins and roles belong to the store owner: a sub-account must not grant itself more. */
async function ownerOnly(req: FastifyRequest): Promise<void> {
  if (!req.seller?.isOwner) throw forbidden();
}

/** Accounts, roles, permissions and menus of the Admin and Seller areas. */
export const accountsModule: ShopModule = {
  name: 'accounts',
  admin: async (app) => {
    await app.register(adminAdmins);
    await app.register(adminUsers);
    await app.register(adminMenusResource);
    await app.register(sellerMenusResource);
    await app.register(adminRolesResource);
    await app.register(adminPermissionGroupsResource);
    await app.register(adminPermissionsResource);
  },
  seller: async (app) => {
    await app.register(async (owner) => {
      owner.addHook('preHandler', ownerOnly);
      await owner.register(sellerUsers);
      await owner.register(sellerRoles);
      await owner.register(sellerPermissionGroups);
    });
  },
};
