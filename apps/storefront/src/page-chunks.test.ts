import { describe, expect, it } from 'vitest';
import { pageChunkGroups } from '../page-chunks.ts';

const ROOT = '/shop/apps/storefront';
const app = (file: string) => `${ROOT}/src/${file}`;

/** A module graph as the bundler's chunking context answers it: static imports only. */
function context(graph: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] } : null) };
}

describe('page chunk groups', () => {
  const graph = {
    [app('pages/HomePage.tsx')]: [app('components/GoodsCard.tsx'), '/shop/node_modules/wouter/index.js'],
    [app('components/GoodsCard.tsx')]: [app('lib/money.ts')],
    [app('pages/search/SearchPage.tsx')]: [app('components/GoodsCard.tsx'), app('components/Pager.tsx')],
    [app('pages/goods/GoodsPage.tsx')]: [
      app('components/Pager.tsx'),
      app('components/FavButton.tsx'),
      '/shop/packages/api/src/endpoints/cart.ts',
    ],
    [app('components/FavButton.tsx')]: [app('pages/search/SearchPage.tsx')],
  };
  const ctx = context(graph) as never;
  const groupOf = (id: string) =>
    pageChunkGroups(ROOT)
      .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
      .map((g) => (g.name as (id: string, ctx: never) => string | null)(id, ctx))
      .find(Boolean) ?? null;

  it('gives each module the first group whose pages import it, the home first', () => {
    expect(groupOf(app('components/GoodsCard.tsx'))).toBe('home-shared');
    expect(groupOf(app('lib/money.ts'))).toBe('home-shared');
    expect(groupOf(app('components/Pager.tsx'))).toBe('search-shared');
    expect(groupOf(app('components/FavButton.tsx'))).toBe('goods-shared');
    expect(groupOf('/shop/packages/api/src/endpoints/cart.ts')).toBe('goods-shared');
  });

  it('leaves the pages in chunks of their own, and npm packages and other modules to the bundler', () => {
    expect(groupOf(app('pages/HomePage.tsx'))).toBeNull();
    expect(groupOf(app('pages/goods/GoodsPage.tsx'))).toBeNull();
    // Reached from the goods page through an import, yet a page: the manifest must still name it.
    expect(groupOf(app('pages/search/SearchPage.tsx'))).toBeNull();
    expect(groupOf('/shop/node_modules/wouter/index.js')).toBeNull();
    expect(groupOf(app('pages/user/UserInfoPage.tsx'))).toBeNull();
  });
});
