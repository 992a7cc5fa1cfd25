import type { ShopModule } from '../types.ts';
import { moneyHandleRoutes } from './balances.ts';
import { storeHeads, storesSitemap } from './page-heads.ts';
import { favoriteRoutes, isFavRoutes } from './favorites.ts';
import { sellerFileSpaceDirs, sellerFileSpaces } from './image-space.ts';
import { adminMoneyLogs, sellerMoneyLogs } from './money-logs.ts';
import { adminStoreRoutes } from './store-admin.ts';
import { storeApplyRoutes } from './store-apply.ts';
import { storePublicRoutes } from './store-public-routes.ts';
import { storeSettingsRoutes } from './store-settings.ts';
import { userCheckRoutes } from './user-checks.ts';

/**
 * Stores: the store street and store pages, the application and its review, store settings, balances and their
 * ledger, the Seller image space; with the shopper's favourites and real-name check.
 */
export const storesModule: ShopModule = {
  name: 'stores',
  public: async (app) => {
    await app.register(storePublicRoutes);
    await app.register(isFavRoutes);
    app.pageHeads.add('/', storeHeads(app), { decidesStatus: true });
    app.sitemaps.add(storesSitemap(app));
  },
  home: async (app) => {
    await app.register(storeApplyRoutes);
    await app.register(favoriteRoutes);
    await app.register(userCheckRoutes);
  },
  admin: async (app) => {
    await app.register(adminStoreRoutes);
    await app.register(adminMoneyLogs);
    await app.register(moneyHandleRoutes);
  },
  seller: async (app) => {
    await app.register(storeSettingsRoutes);
    await app.register(sellerMoneyLogs);
    await app.register(sellerFileSpaceDirs);
    await app.register(sellerFileSpaces);
  },
};
