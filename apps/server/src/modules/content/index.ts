import type { ShopModule } from '../types.ts';
import { advSpaceRoutes } from './adv-spaces.ts';
import { advAdminRoutes, advPublicRoutes, homeAdsPreload } from './advs.ts';
import { agreementAdminRoutes, agreementPublicRoutes } from './agreements.ts';
import { articleMenuAdminRoutes, articleMenuPublicRoutes } from './article-menus.ts';
import { articleAdminRoutes, articlePublicRoutes } from './articles.ts';
import { noticeRoutes } from './notices.ts';
import { articleHeads, articlesSitemap } from './page-heads.ts';

/** Site content: notices, agreements, article categories and articles, ad slots and ads. */
export const contentModule: ShopModule = {
  name: 'content',
  public: async (app) => {
    await app.register(agreementPublicRoutes);
    await app.register(articlePublicRoutes);
    await app.register(articleMenuPublicRoutes);
    await app.register(advPublicRoutes);
    app.pagePreloads.add('/', homeAdsPreload(app));
    app.pageHeads.add('/', articleHeads(app), { decidesStatus: true });
    app.sitemaps.add(articlesSitemap(app));
  },
  admin: async (app) => {
    await app.register(noticeRoutes);
    await app.register(agreementAdminRoutes);
    await app.register(articleMenuAdminRoutes);
    await app.register(articleAdminRoutes);
    await app.register(advSpaceRoutes);
    await app.register(advAdminRoutes);
  },
};
