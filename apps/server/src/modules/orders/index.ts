import type { ShopModule } from '../types.ts';
import { adminOrderActions, adminOrders, sellerOrderActions, sellerOrders } from './backoffice-routes.ts';
import { userOrderRoutes } from './user-routes.ts';

/** Order reading and status transitions for shoppers, sellers and administrators, delivery and tracking. */
export const ordersModule: ShopModule = {
  name: 'orders',
  home: async (app) => {
    await app.register(userOrderRoutes);
  },
  admin: async (app) => {
    await app.register(adminOrderActions);
    await app.register(adminOrders);
  },
  seller: async (app) => {
    await app.register(sellerOrderActions);
    await app.register(sellerOrders);
  },
};
