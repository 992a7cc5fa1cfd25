import type { ShopModule } from '../types.ts';

/** Checkout preview, order creation and the pricing pipeline, freight (api-contract §5.3-§5.5). */
export const checkoutModule: ShopModule = {
  name: 'checkout',
};
