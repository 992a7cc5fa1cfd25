import type { ShopModule } from '../types.ts';
import { sellerFreightRoutes } from './freights.ts';
import { checkoutRoutes } from './routes.ts';

/** Checkout preview, order creation and the pricing pipeline, freight. */
export const checkoutModule: ShopModule = {
  name: 'checkout',
  home: async (app) => {
    await app.register(checkoutRoutes);
  },
  seller: async (app) => {
    await app.register(sellerFreightRoutes);
  },
};
