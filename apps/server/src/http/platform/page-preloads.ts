import type { FastifyInstance } from 'fastify';

/**
 * What a page of one of the three apps needs first, named in its HTML so a phone fetches it all at once with the
 * HTML instead of one after the other (HTML, then the entry script, then the page's chunk and texts, then the API
 * answer, then the picture): about a second of the largest paint on a slow line. Each fact comes from what owns
 * it: the picture and the API answer from the module that owns the data, the page's chunks from the app build's
 * manifest.
 *  - `image`: the picture the largest paint waits for (a site path or an http(s) address);
 *  - `fetch`: an API answer the page asks for at once, written exactly as the client's HTTP layer writes its
 *    address (see `apiAddress`), or the browser would fetch it twice;
 *  - `module`: a source module of the app (a key of its build manifest, e.g. `src/pages/HomePage.tsx`): its chunk,
 *    the chunks it imports and its style sheets.
 */
export type Preload = { image: string } | { fetch: string } | { module: string };

/** The page being served: its path, query and the visitor's Accept-Language. */
export interface PageAddress {
  path: string;
  search: URLSearchParams;
  acceptLanguage: string;
}

export type PreloadSource = (page: PageAddress) => Promise<Preload[]>;

/**
 * An API address as the client's HTTP layer (axios) writes it: `/api` + path, then the parameters in this order,
 * each encoded by encodeURIComponent with `:`, `$`, `,` kept and spaces as `+`.
 *
 * @example apiAddress('/adv', { name: 'PC_首页幻灯片' }) // '/api/adv?name=PC_%E9%A6%96%E9%A1%B5%E5%B9%BB%E7%81%AF%E7%89%87'
 */
export function apiAddress(path: string, params: Record<string, string | number | boolean> = {}): string {
  const encode = (v: string) =>
    encodeURIComponent(v).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
  const query = Object.entries(params)
    .map(([k, v]) => `${encode(k)}=${encode(String(v))}`)
    .join('&');
  return `/api${path}${query ? `?${query}` : ''}`;
}

/** How long a page waits for its hints: a cold database must not slow the HTML; the next request has them. */
export const HINT_WAIT_MS = 50;

/** The registry behind `app.pagePreloads`: sources by app base ('/', '/Admin/', '/Seller/'). */
export class PagePreloads {
  private readonly sources = new Map<string, PreloadSource[]>();

  /** Adds a source for the pages of the app at `base`; several may answer for one page. */
  add(base: string, source: PreloadSource): void {
    this.sources.set(base, [...(this.sources.get(base) ?? []), source]);
  }

  /**
   * What to preload for this page, or nothing when no source answers within HINT_WAIT_MS or one fails (hints only
   * speed a page up: they never delay or break it). The slow source still finishes and fills its caches for the
   * next visitor. Kept: up to 3 pictures (site paths or http(s)), up to 8 API answers (under /api), modules.
   */
  async find(base: string, page: PageAddress): Promise<Preload[]> {
    const sources = this.sources.get(base);
    if (!sources?.length) return [];
    const all = Promise.all(sources.map((s) => s(page).catch(() => [] as Preload[])));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), HINT_WAIT_MS);
    });
    const found = await Promise.race([all, late]);
    clearTimeout(timer);
    if (!found) return [];
    const flat = found.flat();
    const unique = (list: string[]) => [...new Set(list)];
    return [
      ...unique(flat.flatMap((p) => ('image' in p && isPicture(p.image) ? [p.image] : [])))
        .slice(0, 3)
        .map((image) => ({ image })),
      ...unique(flat.flatMap((p) => ('module' in p ? [p.module] : []))).map((module) => ({ module })),
      ...unique(flat.flatMap((p) => ('fetch' in p && isApiAddress(p.fetch) ? [p.fetch] : [])))
        .slice(0, 8)
        .map((address) => ({ fetch: address })),
    ];
  }
}

/** A site path or an http(s) address (pictures may live on a CDN); nothing else is ever written into a page. */
export function isPicture(url: string): boolean {
  return /^(?:\/(?!\/)|https?:\/\/)[^\s"'<>\\]*$/.test(url);
}

/** Our own API only: a preloaded answer is fetched with the visitor's cookies. */
function isApiAddress(url: string): boolean {
  return /^\/api\/[^\s"'<>\\]*$/.test(url);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Preload hints of the apps' pages, filled by the modules that own the data (see page-preloads.ts). */
    pagePreloads: PagePreloads;
  }
}

export function registerPagePreloads(app: FastifyInstance): void {
  app.decorate('pagePreloads', new PagePreloads());
}

/**
 * A source whose answers are kept per page address (at most `max` addresses) and refreshed in the background once
 * older than `ttlMs`: a page's HTML then costs no query and no parse of a cached answer, and never waits for a
 * refresh (only the first visit of an address waits, up to HINT_WAIT_MS). A change of what the page shows reaches
 * the hints within `ttlMs` and one visit; until then a visitor preloads a picture the page no longer shows first:
 * one wasted download, nothing wrong.
 */
export function remembered(source: PreloadSource, ttlMs = 10_000, max = 2000): PreloadSource {
  const kept = new Map<string, { at: number; preloads: Promise<Preload[]> }>();
  const ask = (page: PageAddress) => source(page).catch(() => [] as Preload[]);
  return (page) => {
    const key = `${page.path}?${page.search.toString()}`;
    const hit = kept.get(key);
    if (!hit) {
      if (kept.size >= max) kept.delete(kept.keys().next().value as string);
      const entry = { at: Date.now(), preloads: ask(page) };
      kept.set(key, entry);
      return entry.preloads;
    }
    if (Date.now() - hit.at >= ttlMs) {
      // One refresh at a time; the answer on hand keeps going out until the fresh one has arrived.
      hit.at = Date.now();
      void ask(page).then((fresh) => {
        hit.preloads = Promise.resolve(fresh);
      });
    }
    return hit.preloads;
  };
}
