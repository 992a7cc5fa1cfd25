import { useCallback, useMemo, useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { httpHooks } from '@shop/api/http';
import type { SearchDef } from '../fields/types.ts';
import { readUrlState, searchQuery, writeUrlState, type UrlListState } from './search-params.ts';

/** What the list asks the server for: the page, its size and the search query (operators applied). */
export interface CrudQuery {
  page: number;
  per_page: number;
  search: Record<string, unknown>;
}

export interface CrudUrlStateOptions {
  searchDefs: readonly SearchDef[];
  defaultSize: number;
  pageSizes: readonly number[];
  /** Keep the state in the address bar; off, it lives in the component (tables nested in dialogs). */
  syncUrl: boolean;
  /** Told of every change (external-data pages fetch with it); a ref so inline callbacks don't churn. */
  onQueryChange: MutableRefObject<((query: CrudQuery) => void) | undefined>;
}

/** Page, page size and search inputs as kept in the query string, the search panel, and their setters. */
export interface CrudUrlState {
  state: UrlListState;
  /** The search inputs with their operators, as sent. */
  query: Record<string, unknown>;
  searchOpen: boolean;
  toggleSearch: () => void;
  applySearch: (values: Record<string, unknown>) => void;
  setPage: (page: number, pageSize?: number) => void;
}

/**
 * The list's address-bar state: a reload or Back shows the same page, size and filters. Searching goes
 * back to page 1 (the reference kept the page number and could land on an empty page), and so does a new
 * page size.
 */
export function useCrudUrlState({
  searchDefs,
  defaultSize,
  pageSizes,
  syncUrl,
  onQueryChange,
}: CrudUrlStateOptions): CrudUrlState {
  const { t } = useTranslation();
  const [urlParams, setUrlParams] = useSearchParams();
  const [localParams, setLocalParams] = useState(() => new URLSearchParams());
  const params = syncUrl ? urlParams : localParams;
  const paramsKey = params.toString();
  const state = useMemo(
    () => readUrlState(new URLSearchParams(paramsKey), searchDefs, { pageSize: defaultSize, pageSizes }),
    [paramsKey, searchDefs, defaultSize, pageSizes],
  );
  const query = useMemo(() => searchQuery(searchDefs, state.values), [searchDefs, state.values]);

  const writeState = useCallback(
    (next: UrlListState) => {
      const written = writeUrlState(params, next, searchDefs, defaultSize);
      if (syncUrl) setUrlParams(written, { replace: true });
      else setLocalParams(written);
      onQueryChange.current?.({
        page: next.page,
        per_page: next.pageSize,
        search: searchQuery(searchDefs, next.values),
      });
    },
    [params, searchDefs, defaultSize, syncUrl, setUrlParams, onQueryChange],
  );

  const [searchOpen, setSearchOpen] = useState(() => Object.keys(state.values).length > 0);
  const toggleSearch = useCallback(() => {
    if (!searchDefs.length) {
      httpHooks().notify.error(t('messages.waitSetting'));
      return;
    }
    setSearchOpen((open) => !open);
  }, [searchDefs.length, t]);
  const applySearch = useCallback(
    (values: Record<string, unknown>) => writeState({ page: 1, pageSize: state.pageSize, values }),
    [writeState, state.pageSize],
  );
  const setPage = useCallback(
    (next: number, size?: number) => {
      const sizeChanged = size !== undefined && size !== state.pageSize;
      writeState({ page: sizeChanged ? 1 : next, pageSize: size ?? state.pageSize, values: state.values });
    },
    [writeState, state.pageSize, state.values],
  );

  return { state, query, searchOpen, toggleSearch, applySearch, setPage };
}
