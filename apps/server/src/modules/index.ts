import type { ShopModule } from './types.ts';
import { accessModule } from './access/index.ts';
import { siteModule } from './site/index.ts';
import { accountsModule } from './accounts/index.ts';
import { systemModule } from './system/index.ts';
import { contentModule } from './content/index.ts';
import { uploadsModule } from './uploads/index.ts';
import { storesModule } from './stores/index.ts';
import { catalogModule } from './catalog/index.ts';
import { cartModule } from './cart/index.ts';
import { checkoutModule } from './checkout/index.ts';
import { ordersModule } from './orders/index.ts';
import { paymentsModule } from './payments/index.ts';
import { aftersaleModule } from './aftersale/index.ts';
import { financeModule } from './finance/index.ts';
import { promotionsModule } from './promotions/index.ts';
import { integralModule } from './integral/index.ts';
import { distributionModule } from './distribution/index.ts';
import { dashboardsModule } from './dashboards/index.ts';
import { chatModule } from './chat/index.ts';
import { oauthModule } from './oauth/index.ts';

/** Every domain of the shop, mounted by app.ts behind its area guards. */
export const modules: ShopModule[] = [
  accessModule,
  siteModule,
  accountsModule,
  systemModule,
  contentModule,
  uploadsModule,
  storesModule,
  catalogModule,
  cartModule,
  checkoutModule,
  ordersModule,
  paymentsModule,
  aftersaleModule,
  financeModule,
  promotionsModule,
  distributionModule,
  integralModule,
  chatModule,
  oauthModule,
  dashboardsModule,
];
