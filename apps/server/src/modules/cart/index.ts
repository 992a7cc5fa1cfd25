import type { ShopModule } from '../types.ts';
import { addressRoutes } from './addresses.ts';
import { cartRoutes } from './carts.ts';

/** Cart and addresses. */
export const cartModule: ShopModule = {
  name: 'cart',
  home: async (app) => {
    await app.register(cartRoutes);
    await app.register(addressRoutes);
  },
};
