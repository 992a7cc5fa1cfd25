import type { ShopModule } from '../types.ts';
import { sellerRefundRoutes, userRefundRoutes } from './refunds.ts';
import { adminComments, sellerComments, userComments, userReviewRoutes } from './reviews.ts';

/** After-sale requests and reviews. */
export const aftersaleModule: ShopModule = {
  name: 'aftersale',
  home: async (app) => {
    await app.register(userRefundRoutes);
    await app.register(userReviewRoutes);
    await app.register(userComments);
  },
  admin: async (app) => {
    await app.register(adminComments);
  },
  seller: async (app) => {
    await app.register(sellerRefundRoutes);
    await app.register(sellerComments);
  },
};
