import type { ShopModule } from '../types.ts';
import { appVersionAdminRoutes, appVersionPublicRoutes } from './app-versions.ts';
import { areaAdminRoutes, areaPublicRoutes } from './areas.ts';
import { auditLogRoutes } from './audit.ts';
import { configRoutes } from './configs.ts';
import { currencyRoutes } from './currencies.ts';
import { expressAdminRoutes, expressPublicRoutes } from './expresses.ts';
import { smsLogRoutes } from './sms-logs.ts';
import { smsTemplateRoutes } from './sms-templates.ts';

/** Platform settings and dictionaries: areas, carriers, currencies, site configs, SMS templates and logs, app versions, the audit trail. */
export const systemModule: ShopModule = {
  name: 'system',
  public: async (app) => {
    await app.register(areaPublicRoutes);
    await app.register(expressPublicRoutes);
    await app.register(appVersionPublicRoutes);
  },
  admin: async (app) => {
    await app.register(areaAdminRoutes);
    await app.register(expressAdminRoutes);
    await app.register(currencyRoutes);
    await app.register(configRoutes);
    await app.register(smsTemplateRoutes);
    await app.register(smsLogRoutes);
    await app.register(appVersionAdminRoutes);
    await app.register(auditLogRoutes);
  },
};
