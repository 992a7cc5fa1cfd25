import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/index.ts';
import type { Lang } from '../../http/messages.ts';
import { phrases } from '../../http/phrases.ts';
import { STOREFRONT_FIRST_PAGES } from '../../http/platform/first-pages.ts';
import type { HeadSource, PageHead } from '../../http/platform/page-heads.ts';
import type { SitemapSource } from '../../http/platform/sitemaps.ts';
import type { Kv } from '../../lib/kv.ts';
import { plainExcerpt } from '../../lib/plain-text.ts';
import { cachedJson } from '../catalog/cache.ts';
import { shanghaiW3c } from '../../lib/time.ts';

/** Articles change seldom and announce nothing: a head shows an edit within this time (then one refresh). */
const ARTICLE_FRESH_MS = 30_000;

const say = phrases({
  gone: { 'zh-cn': '文章不存在', en: 'Article not found' },
  goneText: {
    'zh-cn': '您访问的文章不存在或已被删除。',
    en: 'The article you are looking for does not exist or has been removed.',
  },
});

/** The storefront's address of an article: its title, encoded (the storefront's `articlePath`). */
export const articlePath = (name: string) => `/user/article/${encodeURIComponent(name)}`;

interface ArticleHead {
  name: string;
  content: string;
  updated_at: string | null;
}

/** The article `GET /article/{name}` shows (the first with that title), without counting a view. */
async function cachedArticle(db: Db, kv: Kv, name: string): Promise<ArticleHead | null> {
  const body = await cachedJson(
    kv,
    `content:article:${name}`,
    async () => {
      const [row] = await db
        .select({ name: articles.name, content: articles.content, updated_at: articles.updated_at })
        .from(articles)
        .where(and(eq(articles.name, name), isNull(articles.deleted_at)))
        .orderBy(asc(articles.id))
        .limit(1);
      return JSON.stringify(row ?? null);
    },
    ARTICLE_FRESH_MS,
  );
  return JSON.parse(body) as ArticleHead | null;
}

function articleHead(article: ArticleHead | null, lang: Lang): PageHead {
  if (!article) return { status: 404, title: say(lang, 'gone'), description: say(lang, 'goneText') };
  const url = articlePath(article.name);
  const description = plainExcerpt(article.content) || article.name;
  return {
    title: article.name,
    description,
    kind: 'article',
    canonical: url,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.name,
        description,
        url,
        ...(article.updated_at ? { dateModified: shanghaiW3c(article.updated_at) } : {}),
      },
    ],
  };
}

/** A segment as the router hands it to the page: decoded, or as typed when it is not valid percent-encoding. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The help articles' pages: an unknown title is a 404, as the page shows. */
export function articleHeads(app: FastifyInstance): HeadSource {
  return ({ path, lang }) => {
    const segment = STOREFRONT_FIRST_PAGES.article.exec(path)?.[1];
    if (segment === undefined) return null;
    // The API reads titles up to the column's length.
    const name = decoded(segment).slice(0, 80);
    return cachedArticle(app.db, app.kv, name).then((article) => articleHead(article, lang));
  };
}

/** The articles, one address per title (the one its address shows), in id order; a few: read at once. */
export function articlesSitemap(app: FastifyInstance): SitemapSource {
  const addresses = async () => {
    const rows = await app.db
      .select({ id: articles.id, name: articles.name, updated_at: articles.updated_at })
      .from(articles)
      .where(isNull(articles.deleted_at))
      .orderBy(asc(articles.id));
    const seen = new Set<string>();
    return rows.filter((r) => r.name.trim() && !seen.has(r.name) && seen.add(r.name));
  };
  return {
    name: 'articles',
    version: async () => 'articles',
    starts: async (size) => (await addresses()).filter((_a, i) => i % size === 0).map((a) => a.id),
    entries: async (from, size) =>
      (await addresses())
        .filter((a) => a.id >= from)
        .slice(0, size)
        .map((a) => ({ path: articlePath(a.name), lastmod: a.updated_at })),
  };
}
