import type { ShopModule } from '../types.ts';
import { adminAdmins } from './admin-admins.ts';
import { adminPermissionGroupsResource, adminPermissionsResource } from './admin-permissions.ts';
import { adminRolesResource } from './admin-roles.ts';
import { adminUsers } from './admin-users.ts';
import { adminMenusResource, sellerMenusResource } from './menus.ts';
import { sellerPermissionGroups, sellerRoles } from './seller-roles.ts';
import { sellerUsers } from './seller-users.ts';

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
    // Staff reach these only through a role holding the staff or roles menu, and never beyond their own rights.
    await app.register(sellerUsers);
    await app.register(sellerRoles);
    await app.register(sellerPermissionGroups);
  },
};
