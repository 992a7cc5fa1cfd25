import type { FastifyInstance } from 'fastify';
import { storefrontRouteOf } from '@shop/contract/storefront-routes';
import { phrases } from '../phrases.ts';
import type { HeadSource } from './page-heads.ts';

const say = phrases({
  gone: { 'zh-cn': '页面不存在', en: 'Page not found' },
  goneText: {
    'zh-cn': '抱歉，您访问的页面不存在。',
    en: 'The page you are looking for does not exist.',
  },
});

/**
 * A storefront address that no storefront route matches shows the storefront's 404 page, so its HTML answers 404 and
 * stays out of the index: the same route list as the storefront's router (@shop/contract/storefront-routes). The
 * paths that are not the storefront's (/api, /uploads, files, /Admin/, /Seller/) never reach the storefront's heads
 * (spa.ts).
 */
export const unknownPageHeads: HeadSource = ({ path, lang }) =>
  storefrontRouteOf(path) ? null : { status: 404, title: say(lang, 'gone'), description: say(lang, 'goneText') };

export function registerUnknownPageHeads(app: FastifyInstance): void {
  app.pageHeads.add('/', unknownPageHeads);
}
