import type { ShopModule } from '../types.ts';

/** Cart and addresses (api-contract §5.2, §4.3). */
export const cartModule: ShopModule = {
  name: 'cart',
};
