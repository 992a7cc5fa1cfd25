import type { FastifyInstance } from 'fastify';
import { pickLang } from '../messages.ts';
import type { Preload, PreloadSource } from './page-preloads.ts';

const texts = (language: string) => `../../packages/i18n/src/locales/${language}.ts`;

/**
 * The storefront pages whose chunks the HTML names (apps/storefront/src/routes.ts; a module missing from the
 * build's manifest is simply not named, and the e2e preload journey checks each is fetched). Only the home: its
 * chunks are small (about 7 KB), while a goods page's are about 30 KB and, fetched beside the entry script on a
 * slow line, they delayed the first paint more than they advanced the largest (Lighthouse mobile, goods page:
 * first paint 2.0 → 2.8 s, largest 3.35 → 3.1 s). The goods and search pages name their pictures and API answers
 * here instead, and the storefront build lists their chunks' imports so they come in one wave after the entry.
 */
const STOREFRONT_PAGES: { path: RegExp; modules: string[] }[] = [{ path: /^\/$/, modules: ['src/pages/HomePage.tsx'] }];

/** The back offices' sign-in page, their first page after a bookmark or a session's end. */
const LOGIN_PAGE = { path: /^\/(?:Admin|Seller)\/login\/?$/, modules: ['src/pages/LoginPage.tsx'] };

/**
 * Each app's first chunks: the texts of the language the visitor's browser asks for (as the apps detect it on a
 * first visit: English when the browser's first language is English, else Chinese) and the chunks of the page.
 */
function pageModules(pages: { path: RegExp; modules: string[] }[]) {
  return async ({ path, acceptLanguage }: Parameters<PreloadSource>[0]): Promise<Preload[]> => [
    { module: texts(pickLang(acceptLanguage)) },
    ...(pages.find((p) => p.path.test(path))?.modules ?? []).map((module) => ({ module })),
  ];
}

export function registerAppPagePreloads(app: FastifyInstance): void {
  app.pagePreloads.add('/', pageModules(STOREFRONT_PAGES));
  app.pagePreloads.add('/Admin/', pageModules([LOGIN_PAGE]));
  app.pagePreloads.add('/Seller/', pageModules([LOGIN_PAGE]));
}
