import type { ShopModule } from '../types.ts';

/** Settlement of completed orders to stores (api-contract §5.11). */
export const financeModule: ShopModule = {
  name: 'finance',
};
