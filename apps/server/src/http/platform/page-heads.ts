import type { FastifyInstance } from 'fastify';
import type { Lang } from '../messages.ts';
import { HINT_WAIT_MS, type PageAddress } from './page-preloads.ts';

/** The page whose head is asked for: its address and the language it opens in (public-address.ts). */
export interface HeadPage extends PageAddress {
  lang: Lang;
}

/** The shop's own name and texts (site settings), the frame of every page's head. */
export interface SiteHead {
  /** The site's name (`web_name`): after each page's title, and og:site_name. */
  name: string;
  /** The home's title (`index_name`), else the name. */
  title: string;
  /** The shop's description: the description of pages that have none of their own. */
  description: string;
  /** The site's logo (a site path or an http(s) address), the picture of pages that have none. */
  logo: string;
}

/**
 * What a module knows of one of its pages' heads, from the page's own data, in the page's language. Every address
 * in it is a site path (`/goods/1`, `/uploads/a.png`) or an http(s) address: the head's writer (head-html.ts) makes
 * site paths absolute with the shop's origin, so a source never depends on the host a request named.
 */
export interface PageHead {
  site?: SiteHead;
  /** The page's own title; the site's name follows it. */
  title?: string;
  /** A title that stands as it is (the home's). */
  fullTitle?: string;
  description?: string;
  /** The picture of link previews. */
  image?: string;
  /** og:type. */
  kind?: 'website' | 'product' | 'article' | 'profile';
  /** A goods' price in yuan ('12.50'), as the page shows it first. */
  price?: string;
  /** The canonical path and query when it is not the address's path alone (a list's page, filters in order). */
  canonical?: string;
  /** Structured data (schema.org), written as JSON-LD; addresses in `url`, `item`, `image`, `logo`, `urlTemplate`. */
  jsonLd?: Record<string, unknown>[];
  /** The page shows the storefront's 404 page: the HTML answers 404 and is kept out of the index. */
  status?: 404;
  /** Another address shows this page (a site path): the server redirects there. */
  redirect?: string;
}

export type HeadSource = (page: HeadPage) => Promise<PageHead | null> | PageHead | null;

/**
 * How long a page waits for a source that decides its status (a goods, a store, an article that may not exist): the
 * answer must wait for the data, but a database that hangs must not hang the page; past this it goes out as 200.
 */
export const STATUS_WAIT_MS = 3000;

/**
 * The registry behind `app.pageHeads`: sources by app base, as for the preloads (page-preloads.ts). A source
 * answers null for a page that is not its own; the answers of a page's sources are merged in the order they were
 * added (the site's frame first, then the page's own).
 */
export class PageHeads {
  private readonly sources = new Map<string, { source: HeadSource; waitMs: number }[]>();

  /**
   * Adds a source for the pages of the app at `base`. Its answer is waited for up to HINT_WAIT_MS, like a hint (a
   * slow one is left out and fills its caches for the next visitor); `decidesStatus` waits up to STATUS_WAIT_MS
   * instead, for pages whose status needs the data.
   */
  add(base: string, source: HeadSource, opts: { decidesStatus?: boolean } = {}): void {
    const waitMs = opts.decidesStatus ? STATUS_WAIT_MS : HINT_WAIT_MS;
    this.sources.set(base, [...(this.sources.get(base) ?? []), { source, waitMs }]);
  }

  /** The merged head of this page, or null when no source knows it (or every one was late or failed). */
  async find(base: string, page: HeadPage): Promise<PageHead | null> {
    const sources = this.sources.get(base);
    if (!sources?.length) return null;
    const answers = await Promise.all(sources.map(({ source, waitMs }) => Promise.resolve(ask(source, page, waitMs))));
    const found = answers.filter((a): a is PageHead => a !== null);
    return found.length ? found.reduce<PageHead>((head, part) => ({ ...head, ...part }), {}) : null;
  }
}

/** A source's answer; one that is not about this page answers at once, without a timer. */
function ask(source: HeadSource, page: HeadPage, waitMs: number): PageHead | null | Promise<PageHead | null> {
  let answer: ReturnType<HeadSource>;
  try {
    answer = source(page);
  } catch {
    return null;
  }
  return answer instanceof Promise
    ? within(
        answer.catch(() => null),
        waitMs,
      )
    : answer;
}

/** The answer if it comes within `ms`, else null (the work goes on and fills its caches). */
async function within<T>(answer: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-page heads of the apps' pages, filled by the modules that own the data (see page-heads.ts). */
    pageHeads: PageHeads;
  }
}

export function registerPageHeads(app: FastifyInstance): void {
  app.decorate('pageHeads', new PageHeads());
}
