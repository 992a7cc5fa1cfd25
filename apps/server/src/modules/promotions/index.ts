import { bumpCatalogOnWrite } from '../catalog/cache.ts';
import type { ShopModule } from '../types.ts';
import { adminCollectivesResource, adminCouponsResource, adminSeckillsResource } from './resources-admin.ts';
import {
  sellerCollectivesResource,
  sellerCouponLogsResource,
  sellerCouponsResource,
  sellerFullReductionsResource,
  sellerSeckillsResource,
} from './resources-seller.ts';
import { promotionHeads } from './page-heads.ts';
import { shopperPromotionRoutes, storefrontPromotionRoutes } from './storefront-routes.ts';

/**
 * Promotions as the back offices manage them: a store declares coupons, full reductions, flash sales and group
 * buys; the platform lists them across stores and may stop one. Pricing and checkout apply them elsewhere. The
 * storefront's cached answers show them (group-buy prices on the cards, the goods page's offers, the flash-sale
 * list): every write of either back office bumps the catalogue version.
 */
export const promotionsModule: ShopModule = {
  name: 'promotions',
  // The storefront's flash-sale sessions; the shopper's coupons (claim, list).
  public: async (app) => {
    await app.register(storefrontPromotionRoutes);
    app.pageHeads.add('/', promotionHeads);
  },
  home: shopperPromotionRoutes,
  admin: async (app) => {
    bumpCatalogOnWrite(app);
    await app.register(adminCouponsResource);
    await app.register(adminSeckillsResource);
    await app.register(adminCollectivesResource);
  },
  seller: async (app) => {
    bumpCatalogOnWrite(app);
    await app.register(sellerCouponsResource);
    await app.register(sellerCouponLogsResource);
    await app.register(sellerFullReductionsResource);
    await app.register(sellerSeckillsResource);
    await app.register(sellerCollectivesResource);
  },
};
