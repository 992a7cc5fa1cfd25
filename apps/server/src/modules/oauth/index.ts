import type { ShopModule } from '../types.ts';
import { oauthHomeRoutes, oauthPublicRoutes } from './routes.ts';

/** Third-party (WeChat) login: start, return (sign in, create or bind), and the shopper's bindings. */
export const oauthModule: ShopModule = {
  name: 'oauth',
  public: oauthPublicRoutes,
  home: oauthHomeRoutes,
};
