import type { ShopModule } from '../types.ts';
import { adminSettlements, sellerSettlements, settlementHandleRoutes, userMoneyLogs } from './routes.ts';

/** Settlement of completed orders to stores, and the shopper's money history. */
export const financeModule: ShopModule = {
  name: 'finance',
  home: async (app) => {
    await app.register(userMoneyLogs);
  },
  admin: async (app) => {
    await app.register(adminSettlements);
    await app.register(settlementHandleRoutes);
  },
  seller: async (app) => {
    await app.register(sellerSettlements);
  },
};
