import type { GoodsClassNode, GoodsSearchParams, GoodsSortType, SortOrder } from '@shop/api/endpoints/catalog';
import { encodeKeywords, paramsPath } from '@shop/api/params-segment';
import { classSearchFilters, normalizeGoodsSearch } from '@shop/contract/goods-search';

/**
 * The goods search state of `/s/:params?`: every filter lives in the encoded
 * params object, so a link carries the whole search. Each function returns the object of the next URL.
 */

/**
 * The search object of an address, keeping only the keys and value types the page and `GET /goods`
 * understand (the one rule the server also reads to preload the page's list).
 */
export const normalizeSearch: (raw: Record<string, unknown>) => GoodsSearchParams = normalizeGoodsSearch;

/** The class tree of `GET /common`, tolerating a missing or malformed answer. */
export function classTree(classes: unknown): GoodsClassNode[] {
  return Array.isArray(classes) ? (classes as GoodsClassNode[]) : [];
}

/** The nodes from the root down to the class with this id, or [] when it is not in the tree. */
export function classPath(tree: readonly GoodsClassNode[], id: number): GoodsClassNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = classPath(node.children ?? [], id);
    if (below.length) return [node, ...below];
  }
  return [];
}

type ClassKeys = Pick<GoodsSearchParams, 'pid' | 'sid' | 'tid' | 'class_id' | 'deep'>;

/**
 * The class filter for a node of the tree: a level-1 or level-2 class asks the server to include its
 * descendants (`deep` 1: children and grandchildren, 2: children), which also fixes the original's "all goods"
 * answer for a class without level-3 children. An unknown id gives no class filter.
 *
 * @example classFilter(tree, 1) // { pid: 1, class_id: [1], deep: 1 }
 */
export function classFilter(tree: readonly GoodsClassNode[], id: number): ClassKeys {
  return classSearchFilters(classPath(tree, id).map((node) => node.id));
}

function without(params: GoodsSearchParams, keys: readonly (keyof GoodsSearchParams)[]): GoodsSearchParams {
  const next: GoodsSearchParams = { ...params };
  for (const key of keys) delete next[key];
  return next;
}

const CLASS_KEYS = ['pid', 'sid', 'tid', 'class_id', 'deep'] as const;

/** Chooses a class (null = "all"), keeping keywords, brand and sort. */
export function withClass(
  params: GoodsSearchParams,
  tree: readonly GoodsClassNode[],
  id: number | null,
): GoodsSearchParams {
  const rest = without(params, CLASS_KEYS);
  return id === null ? rest : { ...rest, ...classFilter(tree, id) };
}

/** Chooses a brand (0 = all brands). */
export function withBrand(params: GoodsSearchParams, brandId: number): GoodsSearchParams {
  const rest = without(params, ['brand_id']);
  return brandId > 0 ? { ...rest, brand_id: brandId } : rest;
}

/** A sort key of the goods sort bar; `null` is "default" (the server's id order). */
export type SortKey = GoodsSortType | null;

/** The sort keys of a list: `sort_type` (absent = the server's default order) and `sort_order`. */
export interface SortFields<K extends string = string> {
  sort_type?: K;
  sort_order?: SortOrder;
}

/**
 * The sort bar: clicking the active key flips its direction, another key starts
 * ascending; "default" (`null`) from another key drops the sort (server order, newest first) and, clicked
 * again, flips between newest and oldest first.
 */
export function withSort<P extends SortFields>(params: P, key: P['sort_type'] | null): P {
  const { sort_type: active, sort_order: order, ...rest } = params;
  if (key === null || key === undefined) {
    if (active) return rest as P;
    return { ...rest, sort_order: order === 'asc' ? 'desc' : 'asc' } as P;
  }
  const flipped: SortOrder = active === key && (order ?? 'asc') === 'asc' ? 'desc' : 'asc';
  return { ...rest, sort_type: key, sort_order: flipped } as P;
}

/** The direction a sort key shows, or undefined when it is not the active one. */
export function sortState<K extends string>(params: SortFields<K>, key: K | null): SortOrder | undefined {
  if (key === null) return params.sort_type ? undefined : (params.sort_order ?? 'desc');
  return params.sort_type === key ? (params.sort_order ?? 'asc') : undefined;
}

/** The search page for an object (the page number is a query parameter, not part of the filters). */
export function searchPath(params: GoodsSearchParams, page = 1): string {
  const path = paramsPath('/s', params);
  return page > 1 ? `${path}?page=${page}` : path;
}

/** The header search: a new search with only the typed text, as the original does. */
export function keywordSearchPath(text: string): string {
  return searchPath({ keywords: encodeKeywords(text) });
}

/** `/s/<params>` of a class link (category menu, "see more" of a home block). */
export function classSearchPath(tree: readonly GoodsClassNode[], id: number): string {
  return searchPath({ ...classFilter(tree, id) });
}

/** The current page from a search string like `?page=3` (1 when absent or invalid). */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
