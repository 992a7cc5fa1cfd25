import type { ShopModule } from '../types.ts';
import { adminIntegralGoodsResource, adminIntegralOrdersResource, adminIntegralShipRoutes } from './admin.ts';
import { integralHeads, pointsGoodsSitemap } from './page-heads.ts';
import { integralHomeRoutes, integralPublicRoutes } from './storefront.ts';

/**
 * The points mall (5.19): the platform's points goods and orders, the storefront's points home, list and goods
 * page, buying with points and the shopper's points orders. Points earned on completed orders: `earn.ts`.
 */
export const integralModule: ShopModule = {
  name: 'integral',
  public: async (app) => {
    await app.register(integralPublicRoutes);
    app.pageHeads.add('/', integralHeads(app), { decidesStatus: true });
    app.sitemaps.add(pointsGoodsSitemap(app));
  },
  home: integralHomeRoutes,
  admin: async (app) => {
    await app.register(adminIntegralGoodsResource);
    await app.register(adminIntegralOrdersResource);
    await app.register(adminIntegralShipRoutes);
  },
};
