import type { ShopModule } from '../types.ts';
import { adminDashboardRoutes } from './admin-routes.ts';
import { sellerDashboardRoutes } from './seller-routes.ts';

/** Sales, order, member, store and payment figures for the back offices' dashboards (docs/dashboards.md). */
export const dashboardsModule: ShopModule = {
  name: 'dashboards',
  admin: adminDashboardRoutes,
  seller: sellerDashboardRoutes,
};
