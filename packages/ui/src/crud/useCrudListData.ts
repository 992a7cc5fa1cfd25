import { useEffect, useMemo } from 'react';
import type { ApiError } from '@shop/api/base-api';
import { useListQuery, type ListResult } from '@shop/api/resource';
import { isHtmlAnswer } from './reply.ts';
import { mergeParams, type UrlListState } from './search-params.ts';
import type { TreeConfig } from './tree.ts';
import type { CrudRow } from './types.ts';

/** Rows, total and counters of a list answer: a page, or a plain array (tree mode, `isAll`). */
export function readListAnswer(answer: ListResult<CrudRow> | undefined): {
  rows: CrudRow[];
  total: number;
  count: unknown;
} {
  if (!answer) return { rows: [], total: 0, count: undefined };
  if (Array.isArray(answer)) return { rows: answer, total: answer.length, count: undefined };
  const rows = Array.isArray(answer.data) ? answer.data : [];
  return { rows, total: Number(answer.total) || rows.length, count: answer.count };
}

export interface CrudListDataOptions {
  path: string;
  tree: TreeConfig;
  fixedParams: Record<string, unknown>;
  /** The search inputs with their operators. */
  query: Record<string, unknown>;
  state: UrlListState;
  /** External-data mode: this answer is shown and nothing is fetched. */
  data: ListResult<CrudRow> | undefined;
}

export interface CrudListData {
  external: boolean;
  rows: CrudRow[];
  total: number;
  count: unknown;
  page: number;
  pageSize: number;
  fetching: boolean;
  /** The list has answered at least once (an ignored HTML answer counts): no row now means none. */
  answered: boolean;
  error: ApiError | undefined;
  /** Changes with every list answer; undefined until the first. */
  loadedAt: unknown;
  /** Fetches the list again (not in external-data mode). */
  refetch: () => unknown;
}

/**
 * The list call through RTK Query (tree mode: the root level, not paginated), or the page's own answer in
 * external-data mode, read into rows, total, counters and the page actually shown.
 */
export function useCrudListData({ path, tree, fixedParams, query, state, data }: CrudListDataOptions): CrudListData {
  const external = data !== undefined;
  const listArgs = tree.enabled
    ? { path, search: mergeParams(fixedParams, query, { isChildren: true, pid: 0 }) }
    : { path, page: state.page, per_page: state.pageSize, search: mergeParams(fixedParams, query) };
  const list = useListQuery(listArgs, { skip: external });
  const answer = external ? data : list.data;
  const { rows, total, count } = useMemo(() => readListAnswer(answer), [answer]);
  // An HTML page answered with success (the app's own page where an API was expected) is not shown as a list
  // failure; a failed request (a proxy's error page included) is.
  const failure = list.error as ApiError | undefined;
  const error = !external && failure && (failure.transport || !isHtmlAnswer(failure)) ? failure : undefined;
  const paged = external && answer && !Array.isArray(answer) ? answer : undefined;
  return {
    external,
    rows,
    total,
    count,
    page: paged ? Number(paged.current_page) || state.page : state.page,
    pageSize: paged ? Number(paged.per_page) || state.pageSize : state.pageSize,
    fetching: list.isFetching,
    answered: external || list.fulfilledTimeStamp !== undefined || list.isError,
    error,
    loadedAt: external ? answer : list.fulfilledTimeStamp,
    refetch: list.refetch,
  };
}

/** A page left empty by deletes (or an old address) moves back to the last page that has rows. */
export function useLastPageGuard(list: CrudListData, treeMode: boolean, setPage: (page: number) => void): void {
  const { external, fetching, rows, total, page, pageSize } = list;
  useEffect(() => {
    if (external || treeMode || fetching) return;
    const last = Math.max(1, Math.ceil(total / pageSize));
    if (!rows.length && total > 0 && page > last) setPage(last);
  }, [external, treeMode, fetching, rows.length, total, page, pageSize, setPage]);
}
