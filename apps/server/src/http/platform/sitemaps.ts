import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { and, asc, gte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kv } from '../../lib/kv.ts';
import { NearCache, perKv } from '../../lib/near-cache.ts';
import { preferredEncoding, varyOnEncoding, type ContentCoding } from './encoding.ts';
import { publicOrigin } from './public-address.ts';
import { shanghaiW3c } from '../../lib/time.ts';

/** One address of a sitemap: a site path, and when the page last changed ('YYYY-MM-DD HH:mm:ss', Shanghai). */
export interface SitemapEntry {
  path: string;
  lastmod?: string | null;
}

/**
 * One kind of page in the sitemaps (goods, stores, classes, articles), added by the module that owns it. Its
 * addresses are ordered by an id and cut into parts of `size` by id ranges: a part is read from its first id on
 * (keyset), never by an offset that would walk every address before it.
 */
export interface SitemapSource {
  /** Lower-case letters: its parts are /sitemaps/<name>-<n>.xml. */
  name: string;
  /** What the cached parts depend on (the catalogue version): part of their keys. */
  version: () => Promise<string>;
  /** The first id of each part of `size` addresses, in order ([] without addresses). */
  starts: (size: number) => Promise<number[]>;
  /** Up to `size` addresses from id `from` on, in id order. */
  entries: (from: number, size: number) => Promise<SitemapEntry[]>;
}

/** A table's pages for {@link idRangeSitemap}: its rows that `where` lets the public see, one address each. */
export interface IdRangePages {
  name: string;
  version: () => Promise<string>;
  table: PgTable;
  /** The table's integer id (its primary key: the walk reads its index). */
  id: AnyPgColumn<{ data: number; notNull: true }>;
  /** When a row last changed, written as the address's `<lastmod>`. */
  updatedAt: AnyPgColumn<{ data: string }>;
  /** The condition of the rows the public sees: the one their pages answer 404 without. */
  where: () => SQL | undefined;
  /** The site path of a row's page. */
  path: (row: { id: number }) => string;
}

/**
 * The source of a table with too many pages to read at once (goods, stores, points goods). Parts are id ranges:
 * their first ids come from one walk of the visible rows' id index, and a part reads its rows from its first id on,
 * so the last part of 100k rows costs what the first does.
 */
export function idRangeSitemap(app: FastifyInstance, pages: IdRangePages): SitemapSource {
  const { table, id, updatedAt } = pages;
  return {
    name: pages.name,
    version: pages.version,
    starts: async (size) => {
      const numbered = app.db
        .select({ id, n: sql<number>`row_number() over (order by ${id})`.as('n') })
        .from(table)
        .where(pages.where())
        .as('numbered');
      const rows = await app.db
        .select({ id: numbered.id })
        .from(numbered)
        .where(sql`(${numbered.n} - 1) % ${size} = 0`)
        .orderBy(asc(numbered.id));
      return rows.map((r) => r.id);
    },
    entries: async (from, size) => {
      const rows = await app.db
        .select({ id, updated_at: updatedAt })
        .from(table)
        .where(and(pages.where(), gte(id, from)))
        .orderBy(asc(id))
        .limit(size);
      return rows.map((r) => ({ path: pages.path(r), lastmod: r.updated_at }));
    },
  };
}

/** The protocol's limit of addresses per sitemap (sitemaps.org 0.9). */
export const SITEMAP_PART_SIZE = 50_000;

/**
 * The registry behind `app.sitemaps`. `partSize` is the protocol's limit; tests lower it to check the cut without
 * filling 50,000 goods.
 */
export class Sitemaps {
  partSize = SITEMAP_PART_SIZE;
  private readonly sources: SitemapSource[] = [];

  add(source: SitemapSource): void {
    if (!/^[a-z]+$/.test(source.name) || this.find(source.name)) throw new Error(`sitemap ${source.name}: bad name`);
    this.sources.push(source);
  }

  find(name: string): SitemapSource | undefined {
    return this.sources.find((s) => s.name === name);
  }

  all(): readonly SitemapSource[] {
    return this.sources;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sitemaps' sources, added by the modules that own the pages (see sitemaps.ts). */
    sitemaps: Sitemaps;
  }
}

/**
 * Sitemaps are read by crawlers now and then, and a goods part holds 50,000 addresses (about 5 MB): kept here
 * rather than in the catalogue's answer cache, whose room is for the pages shoppers ask for. The keys carry the
 * sources' versions (a goods change bumps the catalogue's), so a repeated request runs no query; what no version
 * covers (an article's edit) shows when an entry goes stale.
 */
const SITEMAP_FRESHNESS = { freshMs: 10 * 60_000, keepMs: 30 * 60_000 };
const cached = perKv((kv) => new NearCache(kv, { maxEntries: 64, maxChars: 48_000_000 }, 'sitemap cache'));

const xml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A part's XML with its addresses as site paths: the origin is written in when it is sent. */
function partTemplate(entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = shanghaiW3c(e.lastmod);
    return `<url><loc>${xml(e.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

async function startsOf(kv: Kv, source: SitemapSource, size: number): Promise<{ version: string; starts: number[] }> {
  const version = await source.version();
  const text = await cached(kv).get(
    `sitemap:${source.name}:starts:${version}:${size}`,
    async () => JSON.stringify(await source.starts(size)),
    SITEMAP_FRESHNESS,
  );
  return { version, starts: JSON.parse(text) as number[] };
}

/** A part's template, or null when the source has no such part. */
async function partOf(kv: Kv, source: SitemapSource, size: number, n: number): Promise<string | null> {
  const { version, starts } = await startsOf(kv, source, size);
  const from = starts[n - 1];
  if (from === undefined) return null;
  return cached(kv).get(
    `sitemap:${source.name}:part:${version}:${size}:${n}`,
    async () => partTemplate(await source.entries(from, size)),
    SITEMAP_FRESHNESS,
  );
}

/**
 * The sent forms of the latest parts: the template with the origin written in, and its compressed forms made once
 * (a goods part compresses from about 5 MB to a few hundred KB, in tens of milliseconds).
 */
class SentParts {
  private readonly entries = new Map<
    string,
    { template: string; identity: Buffer; encoded: Partial<Record<ContentCoding, Promise<Buffer>>> }
  >();

  get(key: string, template: string, origin: string) {
    let entry = this.entries.get(key);
    if (!entry || entry.template !== template) {
      const identity = Buffer.from(template.replaceAll('<loc>/', `<loc>${xml(origin)}/`));
      entry = { template, identity, encoded: {} };
      this.entries.delete(key);
      if (this.entries.size >= 8) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, entry);
    }
    return entry;
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function sendXml(
  req: FastifyRequest,
  reply: FastifyReply,
  body: { identity: Buffer; encoded: Partial<Record<ContentCoding, Promise<Buffer>>> },
) {
  reply.header('cache-control', 'public, max-age=600');
  varyOnEncoding(reply);
  let sent = body.identity;
  const encoding = body.identity.length > 1024 ? preferredEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    sent = await (body.encoded[encoding] ??=
      encoding === 'br'
        ? brotli(body.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzip(body.identity, { level: 6 }));
    reply.header('content-encoding', encoding);
  }
  return reply.type('application/xml; charset=utf-8').header('content-length', sent.length).send(sent);
}

/** The robots rules: the shop open to crawlers, the back offices, the user centre, cart, checkout and API not. */
function robotsText(origin: string): string {
  return [
    'User-agent: *',
    // Longest match wins: the help articles live under the user centre's path and are public.
    'Allow: /user/article/',
    'Disallow: /Admin/',
    'Disallow: /Seller/',
    'Disallow: /user',
    'Disallow: /carts',
    'Disallow: /order/',
    'Disallow: /integral/order/',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * `/robots.txt`, `/sitemap.xml` (a sitemap index) and its parts `/sitemaps/<name>-<n>.xml` (docs/seo.md). Routes of
 * their own, so the storefront's static files and history fallback never answer these paths.
 */
export function registerSitemaps(app: FastifyInstance): void {
  app.decorate('sitemaps', new Sitemaps());
  const sent = new SentParts();

  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsText(publicOrigin(req))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const origin = publicOrigin(req);
    const size = app.sitemaps.partSize;
    const lists = await Promise.all(
      app.sitemaps.all().map(async (source) => ({ source, ...(await startsOf(app.kv, source, size)) })),
    );
    const parts = lists.flatMap(({ source, starts }) =>
      starts.map((_id, i) => `<sitemap><loc>${xml(`${origin}/sitemaps/${source.name}-${i + 1}.xml`)}</loc></sitemap>`),
    );
    const body = Buffer.from(`${XML_HEAD}<sitemapindex xmlns="${NS}">\n${parts.join('\n')}\n</sitemapindex>\n`);
    return sendXml(req, reply, { identity: body, encoded: {} });
  });

  app.get('/sitemaps/:file', { schema: { hide: true } }, async (req, reply) => {
    const m = /^([a-z]+)-(\d{1,6})\.xml$/.exec((req.params as { file: string }).file);
    const source = m && app.sitemaps.find(m[1]!);
    const n = Number(m?.[2]);
    const size = app.sitemaps.partSize;
    const template = source && n >= 1 ? await partOf(app.kv, source, size, n) : null;
    if (!source || template === null) return reply.callNotFound();
    const origin = publicOrigin(req);
    return sendXml(req, reply, sent.get(`${source.name}:${size}:${n}\n${origin}`, template, origin));
  });
}
