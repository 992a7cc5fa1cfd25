import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Kv } from '../../lib/kv.ts';
import { STOREFRONT_FIRST_PAGES } from '../../http/platform/first-pages.ts';
import type { HeadSource, SiteHead } from '../../http/platform/page-heads.ts';
import type { SitemapSource } from '../../http/platform/sitemaps.ts';
import { cachedJson } from '../catalog/cache.ts';
import { publicConfigOf } from './settings.ts';

/** Site settings change rarely and nothing announces their change: a page shows an edit within a minute. */
const SETTINGS_FRESH_MS = 30_000;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The shop's name, titles, description and logo as the storefront's frame shows them (`GET /common`), cached. */
export async function siteHead(db: Db, kv: Kv): Promise<SiteHead> {
  const body = await cachedJson(
    kv,
    'site:head',
    async () => {
      const config = await publicConfigOf(db);
      const name = text(config.web_name);
      const head: SiteHead = {
        name,
        title: text(config.index_name) || name,
        description: text(config.description),
        logo: text(config.logo),
      };
      return JSON.stringify(head);
    },
    SETTINGS_FRESH_MS,
  );
  return JSON.parse(body) as SiteHead;
}

/**
 * The storefront's search address for a typed text, as a template (`/s?keywords=`): the storefront's own search
 * address carries the text inside a base64 segment no template can write, so the server redirects this one to it
 * (modules/catalog/page-heads.ts).
 */
export const SEARCH_TEMPLATE = '/s?keywords={search_term_string}';

/**
 * Every storefront page's frame (the site's name, description and logo), and the home's head: the site's own
 * title, and `WebSite` with the search as its `SearchAction`.
 */
export function siteHeads(app: FastifyInstance): HeadSource {
  return async ({ path }) => {
    const site = await siteHead(app.db, app.kv);
    if (!STOREFRONT_FIRST_PAGES.home.test(path)) return { site };
    return {
      site,
      fullTitle: site.title,
      canonical: '/',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: site.name,
          url: '/',
          ...(site.description ? { description: site.description } : {}),
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: SEARCH_TEMPLATE },
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    };
  };
}

/** The shop's fixed pages: the home, the store street, the promotions and the points mall. */
export const fixedPagesSitemap: SitemapSource = {
  name: 'pages',
  version: async () => '1',
  starts: async () => [0],
  entries: async () => ['/', '/stores', '/seckills', '/collectives', '/integral'].map((path) => ({ path })),
};
