import type { FastifyInstance } from 'fastify';
import type { Preload, PreloadSource } from './page-preloads.ts';
import { STOREFRONT_FIRST_PAGES } from './first-pages.ts';
import { pageLanguage } from './public-address.ts';

const texts = (language: string) => `../../packages/i18n/src/locales/${language}.ts`;

/**
 * The storefront pages whose chunks the HTML names (apps/storefront/src/routes.ts; a module missing from the
 * build's manifest is simply not named, and the e2e preload journey checks each is fetched): the pages most visits
 * start on, and the cart (the tab bar's way back). Each comes to a few files (the storefront build gathers what the
 * first pages share, apps/storefront/page-chunks.ts, a goods page loads what is below its fold after its first
 * paint, and the cart uses no Arco): named beside the entry, they arrive with it instead of one round trip after it. (Named when a goods page still needed about 30 files, they took the slow line's
 * connections from the entry script: first paint 2.0 → 2.8 s, Lighthouse mobile.)
 */
const STOREFRONT_PAGES: { path: RegExp; modules: string[] }[] = [
  { path: STOREFRONT_FIRST_PAGES.home, modules: ['src/pages/HomePage.tsx'] },
  { path: STOREFRONT_FIRST_PAGES.goods, modules: ['src/pages/goods/GoodsPage.tsx'] },
  { path: STOREFRONT_FIRST_PAGES.search, modules: ['src/pages/search/SearchPage.tsx'] },
  { path: STOREFRONT_FIRST_PAGES.cart, modules: ['src/pages/shop/CartPage.tsx'] },
];

/** The back offices' sign-in page, their first page after a bookmark or a session's end. */
const LOGIN_PAGE = { path: /^\/(?:Admin|Seller)\/login\/?$/, modules: ['src/pages/LoginPage.tsx'] };

/**
 * Each app's first chunks: the texts of the language the page opens in (as the apps detect it on a first visit: the
 * address's `?lang=`, else English when the browser's first language is English, else Chinese) and the chunks of
 * the page.
 */
function pageModules(pages: { path: RegExp; modules: string[] }[]) {
  return async ({ path, search, acceptLanguage }: Parameters<PreloadSource>[0]): Promise<Preload[]> => [
    { module: texts(pageLanguage(search, acceptLanguage)) },
    ...(pages.find((p) => p.path.test(path))?.modules ?? []).map((module) => ({ module })),
  ];
}

export function registerAppPagePreloads(app: FastifyInstance): void {
  app.pagePreloads.add('/', pageModules(STOREFRONT_PAGES));
  app.pagePreloads.add('/Admin/', pageModules([LOGIN_PAGE]));
  app.pagePreloads.add('/Seller/', pageModules([LOGIN_PAGE]));
}
