/**
 * One chunk for what each page a visit most often starts on shares with other pages, instead of one per module.
 *
 * The bundler's default splitting gives every set of pages that share modules a chunk of its own: a goods page
 * loaded 22 scripts and 8 style sheets after the entry, most of them under 2 KB (money formatting, the empty state,
 * the pager, the store card, …). A browser opens at most six HTTP/1.1 connections to the shop, so on a phone line
 * those files came in waves of round trips before the page could draw its picture. Here the modules a group's pages
 * import statically go into that group's one chunk (with its one style sheet), each group taking what the ones
 * before it left: the home's first (`/` has a size budget: it never loads another group's chunk), then the search
 * page's, then the goods page's. A goods page now loads 5 scripts and 3 style sheets after the entry.
 * Other pages that use one of these modules load its chunk too: a few KB more for them, fewer round trips for all.
 * The entry's own modules stay in the entry (its group comes first), the pages' own modules in the pages' chunks.
 */
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

const APP_SOURCE = /[\\/](?:apps[\\/]storefront|packages[\\/][\w-]+)[\\/]src[\\/]/;

const PAGE_GROUPS: ReadonlyArray<{ name: string; pages: readonly string[] }> = [
  { name: 'home-shared', pages: ['src/pages/HomePage.tsx'] },
  { name: 'search-shared', pages: ['src/pages/search/SearchPage.tsx'] },
  { name: 'goods-shared', pages: ['src/pages/goods/GoodsPage.tsx'] },
];

/**
 * Modules of the app's own sources (not npm packages) that `pages` import, directly or not, by static imports. The
 * pages themselves keep chunks of their own: each is a lazy route, named by the build manifest (the server reads it
 * to preload a page's chunks).
 */
function reachable(ctx: ChunkingContext, pages: readonly string[], allPages: readonly string[]): Set<string> {
  const found = new Set<string>();
  const queue = pages.flatMap((page) => ctx.getModuleInfo(page)?.importedIds ?? []);
  while (queue.length) {
    const id = queue.pop()!;
    if (found.has(id) || allPages.includes(id) || !APP_SOURCE.test(id)) continue;
    found.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** The code-splitting groups, after the entry's: `root` is the storefront's folder (absolute). */
export function pageChunkGroups(root: string): Rolldown.CodeSplittingGroup[] {
  const ids = (pages: readonly string[]) => pages.map((p) => `${root}/${p}`);
  // The graph is the same for every call of a chunking pass: walked once per pass (a watching build has several).
  const members = new WeakMap<ChunkingContext, Map<string, Set<string>>>();
  const groupsOf = (ctx: ChunkingContext) => {
    let found = members.get(ctx);
    if (!found) {
      const allPages = ids(PAGE_GROUPS.flatMap((g) => g.pages));
      found = new Map(PAGE_GROUPS.map((g) => [g.name, reachable(ctx, ids(g.pages), allPages)]));
      members.set(ctx, found);
    }
    return found;
  };
  return PAGE_GROUPS.map(({ name }, i) => ({
    name: (id: string, ctx: ChunkingContext) => (groupsOf(ctx).get(name)!.has(id) ? name : null),
    test: APP_SOURCE,
    priority: PAGE_GROUPS.length - i,
  }));
}
