import { useMemo } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { decodeKeywords, decodeParams, type ParamsObject } from '@shop/api/params-segment';
import { pageFromSearch } from '../../lib/search.ts';
import type { Paging } from './PagedGrid.tsx';

/**
 * The state of a list whose filters travel base64-encoded in the `:params` segment and whose page is `?page=`
 * (goods search, group buys, points goods), so an address reproduces the list.
 *
 * @param normalize keeps what the list understands of a decoded segment; a module-level function, so the filters
 *   stay the same object while the address does.
 * @param path the address of some filters and a page.
 * @example const { filters, pager, keywords, go } = useSegmentSearch(normalizeSearch, searchPath);
 */
export function useSegmentSearch<P extends { keywords?: string }>(
  normalize: (raw: ParamsObject) => P,
  path: (params: P, page?: number) => string,
) {
  const { params: segment } = useParams<{ params?: string }>();
  const [, navigate] = useLocation();
  const page = pageFromSearch(useSearch());
  const filters = useMemo(() => normalize(decodeParams(segment)), [normalize, segment]);
  const go = (next: P, nextPage = 1) => navigate(path(next, nextPage));
  const pager: Paging = { page, onPage: (next) => go(filters, next) };
  return {
    filters,
    pager,
    /** The searched text, decoded for display. */
    keywords: decodeKeywords(filters.keywords),
    /** Goes to these filters, on the first page unless told. */
    go,
  };
}
