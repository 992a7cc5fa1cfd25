import type { ShopModule } from '../types.ts';

/** After-sale requests and reviews (api-contract §5.8, §5.9). */
export const aftersaleModule: ShopModule = {
  name: 'aftersale',
};
