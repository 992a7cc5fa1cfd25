import type { ShopModule } from '../types.ts';

/** Order reading and status transitions for shoppers, sellers and administrators, delivery and tracking (api-contract §5.7, §5.29). */
export const ordersModule: ShopModule = {
  name: 'orders',
};
