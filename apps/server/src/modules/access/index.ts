import type { ShopModule } from '../types.ts';
import { loginRoutes } from './login.ts';
import { adminMenuRoutes, sellerMenuRoutes } from './menus.ts';
import { profileRoutes } from './profile.ts';

/** Accounts and the three areas: sign in/out, registration, SMS codes, profiles and menus. */
export const accessModule: ShopModule = {
  name: 'access',
  public: loginRoutes,
  home: profileRoutes('home'),
  admin: async (app) => {
    await app.register(profileRoutes('admin', { anyAdmin: true }));
    await app.register(adminMenuRoutes);
  },
  seller: async (app) => {
    await app.register(profileRoutes('seller', { storeOptional: true, anyStaff: true }));
    await app.register(sellerMenuRoutes);
  },
};
