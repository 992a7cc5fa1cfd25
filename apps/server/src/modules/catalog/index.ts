import type { ShopModule } from '../types.ts';
import { attrAdminRoutes, attrSellerRoutes } from './attrs.ts';
import { brandAdminRoutes, brandSellerRoutes } from './brands.ts';
import { classAdminRoutes, classSellerRoutes } from './classes.ts';
import { goodsAdminRoutes, goodsSellerRoutes } from './goods-routes.ts';
import { tableUpkeep } from './maintenance.ts';
import { catalogHeads } from './page-heads.ts';
import { catalogPreloads } from './page-preloads.ts';
import { catalogPublicRoutes } from './public.ts';
import { classesSitemap, goodsSitemap } from './sitemaps.ts';
import { catalogWarmUpOnListen } from './warm-up.ts';

/**
 * The catalogue: goods classes and brands (Admin), goods with their SKU matrix (Seller create/edit, Admin edit
 * and review), attributes and their values, and the storefront's home blocks, goods search, goods page and reviews.
 */
export const catalogModule: ShopModule = {
  name: 'catalog',
  public: async (app) => {
    await app.register(tableUpkeep);
    await app.register(catalogPublicRoutes);
    await app.register(catalogWarmUpOnListen);
    app.pagePreloads.add('/', catalogPreloads(app));
    const heads = catalogHeads(app);
    app.pageHeads.add('/', heads.goods, { decidesStatus: true });
    app.pageHeads.add('/', heads.lists);
    app.sitemaps.add(goodsSitemap(app));
    app.sitemaps.add(classesSitemap(app));
  },
  admin: async (app) => {
    await app.register(classAdminRoutes);
    await app.register(brandAdminRoutes);
    await app.register(goodsAdminRoutes);
    await app.register(attrAdminRoutes);
  },
  seller: async (app) => {
    await app.register(classSellerRoutes);
    await app.register(brandSellerRoutes);
    await app.register(goodsSellerRoutes);
    await app.register(attrSellerRoutes);
  },
};
