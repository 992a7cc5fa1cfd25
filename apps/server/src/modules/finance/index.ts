import type { ShopModule } from '../types.ts';
import {
  adminCashList,
  adminCashRoutes,
  sellerCashList,
  sellerCashRoutes,
  userCashList,
  userCashRoutes,
} from './cashes-routes.ts';
import { adminSettlements, sellerSettlements, settlementHandleRoutes, userMoneyLogs } from './routes.ts';

/** Settlement of completed orders to stores, withdrawals (shoppers' and stores'), and the shopper's money history. */
export const financeModule: ShopModule = {
  name: 'finance',
  home: async (app) => {
    await app.register(userMoneyLogs);
    await app.register(userCashList);
    await app.register(userCashRoutes);
  },
  admin: async (app) => {
    await app.register(adminSettlements);
    await app.register(settlementHandleRoutes);
    await app.register(adminCashList);
    await app.register(adminCashRoutes);
  },
  seller: async (app) => {
    await app.register(sellerSettlements);
    await app.register(sellerCashList);
    await app.register(sellerCashRoutes);
  },
};
