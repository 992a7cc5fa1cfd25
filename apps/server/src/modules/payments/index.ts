import type { ShopModule } from '../types.ts';

/** Payment: balance, WeChat Pay v3 and Alipay, notifications (api-contract §5.6, §4.7). */
export const paymentsModule: ShopModule = {
  name: 'payments',
};
