import type { ParamsObject } from './params-segment.ts';

/** The sorts of the goods search besides the default (`GET /goods` `params.sort_type`). */
export type GoodsSortType = 'goods_price' | 'goods_sale' | 'order_comment_count';
export type SortOrder = 'asc' | 'desc';

export const GOODS_SORT_TYPES: readonly GoodsSortType[] = ['goods_price', 'goods_sale', 'order_comment_count'];

/** The filters of `GET /goods` carried in `params` (base64 of this object as JSON). */
export interface GoodsSearchFilters extends ParamsObject {
  /** Percent-encoded free text (see the storefront's `encodeKeywords`). */
  keywords?: string;
  /** Level-1/2/3 class chosen in the filter panel; the page's own state, ignored by the server. */
  pid?: number;
  sid?: number;
  tid?: number;
  /** Classes to match; with `deep` the server adds their descendants (1: two levels, 2: one level). */
  class_id?: number[];
  deep?: 1 | 2;
  /** 0 or absent = all brands. */
  brand_id?: number;
  store_id?: number;
  sort_type?: GoodsSortType;
  sort_order?: SortOrder;
}

function positiveInt(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * The filters of a search address (`/s/:params`), keeping only the keys and value types the page and `GET /goods`
 * understand, in one fixed order, so a hand-edited or stale link cannot send junk to the server. The storefront
 * sends exactly this object; the server names the same request in the page's HTML (preload), so both read it here.
 */
export function normalizeGoodsSearch(raw: Record<string, unknown>): GoodsSearchFilters {
  const out: GoodsSearchFilters = {};
  if (typeof raw.keywords === 'string' && raw.keywords !== 'undefined') out.keywords = raw.keywords;
  for (const key of ['pid', 'sid', 'tid', 'brand_id', 'store_id'] as const) {
    const id = positiveInt(raw[key]);
    if (id !== undefined) out[key] = id;
  }
  const classIds = (Array.isArray(raw.class_id) ? raw.class_id : [raw.class_id]).map(positiveInt);
  const valid = classIds.filter((id): id is number => id !== undefined);
  if (valid.length && valid.length === classIds.length) out.class_id = valid;
  if (out.class_id && (raw.deep === 1 || raw.deep === 2)) out.deep = raw.deep;
  if (GOODS_SORT_TYPES.includes(raw.sort_type as GoodsSortType)) out.sort_type = raw.sort_type as GoodsSortType;
  if (raw.sort_order === 'asc' || raw.sort_order === 'desc') out.sort_order = raw.sort_order;
  return out;
}

/**
 * The class filter of a class's search address, from the class's path in the tree (its root first): a level-1 or
 * level-2 class asks the server for its descendants too (`deep` 1: children and grandchildren, 2: children). The
 * storefront's class links and the server's sitemap and breadcrumbs both write it, so they name the same address.
 *
 * @example classSearchFilters([1]) // { pid: 1, class_id: [1], deep: 1 }
 * @example classSearchFilters([1, 8, 26]) // { pid: 1, sid: 8, tid: 26, class_id: [26] }
 */
export function classSearchFilters(path: readonly number[]): GoodsSearchFilters {
  const [top, middle, leaf] = path;
  if (leaf !== undefined && middle !== undefined && top !== undefined) {
    return { pid: top, sid: middle, tid: leaf, class_id: [leaf] };
  }
  if (middle !== undefined && top !== undefined) return { pid: top, sid: middle, class_id: [middle], deep: 2 };
  if (top !== undefined) return { pid: top, class_id: [top], deep: 1 };
  return {};
}
