import type { SortFields } from './search.ts';

/**
 * The state of a list page kept in its query string (`?keywords=&sort=&order=&page=`), so the address of the
 * store street or a store page reproduces what is shown.
 */
export interface ListQuery<K extends string> extends SortFields<K> {
  keywords: string;
  page: number;
}

/** Reads the query, keeping only the sort keys the page offers. */
export function parseListQuery<K extends string>(search: string, keys: readonly K[]): ListQuery<K> {
  const query = new URLSearchParams(search);
  const sort = query.get('sort');
  const order = query.get('order');
  const page = Number(query.get('page'));
  const out: ListQuery<K> = {
    keywords: (query.get('keywords') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
  if (sort && (keys as readonly string[]).includes(sort)) out.sort_type = sort as K;
  if (order === 'asc' || order === 'desc') out.sort_order = order;
  return out;
}

/** The query string of a state ('' for the defaults), with a leading '?'. */
export function listQueryString<K extends string>(state: Partial<ListQuery<K>>): string {
  const query = new URLSearchParams();
  if (state.keywords) query.set('keywords', state.keywords);
  if (state.sort_type) query.set('sort', state.sort_type);
  if (state.sort_order) query.set('order', state.sort_order);
  if (state.page && state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
