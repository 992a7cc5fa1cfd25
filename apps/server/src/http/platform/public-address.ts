import type { FastifyRequest } from 'fastify';
import { languageFromQuery, normalizeLanguage } from '@shop/i18n/languages';
import type { Lang } from '../messages.ts';

/** Written when a request names no usable host (none at all, or one that is not a host name). */
const FALLBACK_ORIGIN = 'http://localhost';

/**
 * The origin absolute addresses of the shop's pages are written with (canonical links, hreflang, link previews,
 * sitemaps): PUBLIC_URL when set, else the request's own, its protocol as the server sees it (X-Forwarded-Proto
 * counts only from the proxies TRUST_PROXY names). A Host header that is not a host name never reaches a page.
 */
export function publicOrigin(req: FastifyRequest): string {
  const configured = req.server.config.publicUrl;
  if (configured) return configured;
  const host = req.host;
  if (!host || !/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return FALLBACK_ORIGIN;
  try {
    return new URL(`${req.protocol === 'https' ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return FALLBACK_ORIGIN;
  }
}

/**
 * The language a storefront page opens in, as the apps pick it on a first visit (packages/i18n detect.ts): the
 * address's `?lang=en|zh-cn`, else the browser's first language (Accept-Language), else zh-cn. A visitor's stored
 * choice lives in the browser: the server cannot see it.
 */
export function pageLanguage(search: URLSearchParams, acceptLanguage: string): Lang {
  return languageFromQuery(search) ?? normalizeLanguage(acceptLanguage.split(',')[0]?.split(';')[0]);
}
