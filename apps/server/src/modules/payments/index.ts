import type { ShopModule } from '../types.ts';
import { paymentNotifyRoutes } from './notify.ts';
import { setKeyStore } from './providers.ts';
import { paymentRoutes } from './routes.ts';

/** Payment: balance, WeChat Pay v3 and Alipay, notifications. */
export const paymentsModule: ShopModule = {
  name: 'payments',
  public: async (app) => {
    setKeyStore(app.files);
    await app.register(paymentNotifyRoutes);
  },
  home: async (app) => {
    await app.register(paymentRoutes);
  },
};
