import type { ShopModule } from '../types.ts';
import {
  adminDistributionLogsResource,
  sellerDistributionLogsResource,
  sellerDistributionsResource,
} from './resources.ts';
import { shopperDistributionRoutes } from './storefront.ts';

/**
 * Three-level referral commissions: a store's per-goods plans, the commission logs of the three areas and the
 * shopper's team. Commissions are recorded by payment (payments/settle.ts) and credited by settlement
 * (finance/settlement.ts), through commissions.ts.
 */
export const distributionModule: ShopModule = {
  name: 'distribution',
  home: shopperDistributionRoutes,
  admin: async (app) => {
    await app.register(adminDistributionLogsResource);
  },
  seller: async (app) => {
    await app.register(sellerDistributionsResource);
    await app.register(sellerDistributionLogsResource);
  },
};
