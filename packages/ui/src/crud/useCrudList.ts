import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useRouter } from 'wouter';
import type { PaginationProps } from '@arco-design/web-react';
import type { TableProps } from '@arco-design/web-react/es/Table/interface';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shop/contract/list';
import { areaOf, type Area } from '@shop/api/areas';
import type { ApiError } from '@shop/api/base-api';
import type { ListResult } from '@shop/api/resource';
import type { DictDef, SearchDef } from '../fields/types.ts';
import { arcoConfirm, type Confirm } from './confirm.ts';
import type { DictRows } from './dicts.ts';
import { TREE_CHILDREN, decorateTree, treeConfig, type TreeConfig } from './tree.ts';
import type { WriteOptions } from './reply.ts';
import type { CrudDialog, CrudRow, RowKey, TreeOptions } from './types.ts';
import { useCrudDicts } from './useCrudDicts.ts';
import { useCrudListData, useLastPageGuard } from './useCrudListData.ts';
import { useCrudDialog, useCrudMutations } from './useCrudMutations.ts';
import { useCrudSelection } from './useCrudSelection.ts';
import { useCrudTree } from './useCrudTree.ts';
import { useCrudUrlState, type CrudQuery } from './useCrudUrlState.ts';

export { readListAnswer } from './useCrudListData.ts';
export { translateDicts } from './useCrudDicts.ts';
export type { CrudQuery } from './useCrudUrlState.ts';

export interface UseCrudListOptions {
  /** API path under /api. Default: the current route's full path (`<Router base="/Admin">` + `/goods`). */
  path?: string;
  /** Fixed query parameters of every list call (`isWith`, `order_status`, ...). */
  params?: Record<string, unknown>;
  /** Default page size (30) and the choices (30/100/200/300/400). */
  pageSize?: number;
  pageSizes?: readonly number[];
  /** Row identity field (default 'id'): row key, `path/{id}`, selection. */
  rowKey?: string;
  /** Lazy tree mode: children load when their parent row is expanded. */
  tree?: boolean | TreeOptions;
  /** Search fields; their values live in the address bar. */
  search?: readonly SearchDef[];
  /** Dictionaries, reloaded after every list load. */
  dicts?: readonly DictDef[];
  /** External-data mode: show this list answer instead of fetching (statistics pages). */
  data?: ListResult<CrudRow>;
  /** Called when page, size or search change — the external-data page fetches with it. */
  onQueryChange?: (query: CrudQuery) => void;
  /** Keep page, size and search in the query string (default true; off for tables nested in dialogs). */
  syncUrl?: boolean;
  /** The delete confirmation (default: Arco's Modal.confirm). */
  confirm?: Confirm;
}

/** The headless state and actions of a CRUD screen. */
export interface CrudController {
  path: string;
  area: Area;
  rowKey: string;
  tree: TreeConfig;
  /** Rows of the current page (tree mode: the root level). */
  rows: CrudRow[];
  total: number;
  /** The list answer's `count` (per-status counters some pages show as badges). */
  count: unknown;
  page: number;
  pageSize: number;
  loading: boolean;
  /** An answer of the list has arrived (or the page gave its data): before it, no row means "not yet", not "none". */
  answered: boolean;
  /** The last list failure (not an HTML answer, which is ignored). */
  error: ApiError | undefined;
  /** Raw search inputs as applied (no operators). */
  searchValues: Record<string, unknown>;
  searchDefs: readonly SearchDef[];
  searchOpen: boolean;
  /** Opens/closes the search panel; with no search fields toasts 'wait setting.'. */
  toggleSearch: () => void;
  /** Applies the search inputs (page back to 1) and reloads. */
  applySearch: (values: Record<string, unknown>) => void;
  setPage: (page: number, pageSize?: number) => void;
  selection: { keys: RowKey[]; rows: CrudRow[] };
  setSelection: (keys: RowKey[], rows: CrudRow[]) => void;
  reload: () => void;
  /** Dictionary rows by name, for columns, forms, search and view. */
  dicts: DictRows;
  /** The dictionaries of the rows on screen are still loading: a missing label means "not yet". */
  dictsPending: boolean;
  /** Tree mode: lazily loaded children by parent key, and the expanded rows. */
  children: Readonly<Record<string, readonly CrudRow[]>>;
  expandedKeys: RowKey[];
  /** Tree mode: reloads the levels under and around the given parents (after add/edit/delete). */
  refreshTree: (parents: readonly unknown[]) => Promise<void>;
  dialog: CrudDialog;
  openAdd: () => void;
  openEdit: (row: CrudRow) => void;
  openView: (row: CrudRow) => void;
  closeDialog: () => void;
  /** `GET path/{id}` (view and edit); undefined when it failed. */
  loadRecord: (row: CrudRow) => Promise<CrudRow | undefined>;
  /** `POST path`; true on success (toast, reload, dialog closed); `options.onRefused` hears a refusal. */
  create: (values: CrudRow, options?: WriteOptions) => Promise<boolean>;
  /** `PUT path/{id}` with the loaded record as edited; true on success. */
  update: (record: CrudRow, values: CrudRow, options?: WriteOptions) => Promise<boolean>;
  /** `DELETE path/{ids}` without asking; true on success. */
  remove: (rows: readonly CrudRow[]) => Promise<boolean>;
  /** Delete with the screen's rules: a selection is required, then a confirmation. Default: the checked rows. */
  requestDelete: (rows?: readonly CrudRow[]) => Promise<boolean>;
  /** `POST path/import/excel` with the records; true on success. */
  importRows: (records: readonly CrudRow[]) => Promise<boolean>;
  /** Spread on Arco `Table`. */
  tableProps: TableProps<CrudRow>;
  /** Spread on Arco `Pagination`. */
  paginationProps: PaginationProps;
}

const NO_SEARCH: readonly SearchDef[] = [];
const NO_DICTS: readonly DictDef[] = [];

/** `<Router base="/Admin">` at `/goods` → `/Admin/goods`. */
export function routeApiPath(base: string, location: string): string {
  const joined = `${base}${location.startsWith('/') ? location : `/${location}`}`;
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
}

/** Keeps a value's identity while its content is unchanged, so inline option objects don't refetch. */
function useStable<T>(value: T): T {
  const ref = useRef(value);
  const key = JSON.stringify(value);
  const keyRef = useRef(key);
  if (keyRef.current !== key) {
    keyRef.current = key;
    ref.current = value;
  }
  return ref.current;
}

/** Arco `Table` props: the rows (nested in tree mode), checkbox selection and the lazy expand. */
function tablePropsOf(
  crud: Pick<
    CrudController,
    'rowKey' | 'tree' | 'rows' | 'children' | 'loading' | 'selection' | 'setSelection' | 'expandedKeys'
  >,
  data: CrudRow[],
  onExpand: (record: CrudRow, expanded: boolean) => void,
): TableProps<CrudRow> {
  return {
    rowKey: crud.rowKey,
    data,
    loading: crud.loading,
    border: true,
    borderCell: true,
    pagination: false,
    rowSelection: {
      type: 'checkbox',
      columnWidth: 55,
      selectedRowKeys: crud.selection.keys,
      onChange: (keys, selected) => crud.setSelection(keys, selected),
    },
    ...(crud.tree.enabled ? { childrenColumnName: TREE_CHILDREN, expandedRowKeys: crud.expandedKeys, onExpand } : {}),
  };
}

/** Arco `Pagination` props with the page-size choices. */
function paginationPropsOf(
  crud: Pick<CrudController, 'page' | 'pageSize' | 'total' | 'setPage'>,
  pageSizes: readonly number[],
): PaginationProps {
  return {
    current: crud.page,
    pageSize: crud.pageSize,
    total: crud.total,
    sizeOptions: [...pageSizes],
    sizeCanChange: true,
    showTotal: true,
    showJumper: true,
    onChange: (next, size) => crud.setPage(next, size),
  };
}

/**
 * The headless controller of a CRUD screen: page, page size and search inputs (kept in the address bar),
 * selection, loading, dictionaries, lazy tree children, dialogs and the generic table calls (list, show,
 * create, update, delete, import) through RTK Query — returned with props to spread on Arco's Table and
 * Pagination. `CrudTable` is its view; `useCrud()` gives custom children the same object. It composes the
 * address-bar state, the list call, the tree, the dictionaries, the selection and the writes.
 *
 * @example
 * const crud = useCrudList({ search: [{ value: 'name', where: 'like' }] }); // at /Admin/goods → /api/Admin/goods
 * return <>
 *   <Table {...crud.tableProps} columns={columns} />
 *   <Pagination {...crud.paginationProps} />
 * </>;
 */
export function useCrudList(options: UseCrudListOptions = {}): CrudController {
  const router = useRouter();
  const [location] = useLocation();
  const path = options.path ?? routeApiPath(router.base, location);
  const rowKey = options.rowKey ?? 'id';
  const tree = useStable(treeConfig(options.tree));
  const searchDefs = useStable(options.search ?? NO_SEARCH);
  const fixedParams = useStable(options.params ?? {});
  const pageSizes = useStable(options.pageSizes ?? PAGE_SIZES);
  const onQueryChange = useRef(options.onQueryChange);
  onQueryChange.current = options.onQueryChange;

  const url = useCrudUrlState({
    searchDefs,
    defaultSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    pageSizes,
    syncUrl: options.syncUrl ?? true,
    onQueryChange,
  });
  const { query } = url;
  const list = useCrudListData({ path, tree, fixedParams, query, state: url.state, data: options.data });
  const { external, page, pageSize, refetch } = list;
  const treeState = useCrudTree({ path, fixedParams, tree, rowKey });
  const { children, loadChildren, refreshTree } = treeState;
  const allRows = useMemo(() => [...list.rows, ...Object.values(children).flat()], [list.rows, children]);
  const { dicts, pending: dictsPending } = useCrudDicts({
    defs: useStable(options.dicts ?? NO_DICTS),
    rows: allRows,
    loadedAt: list.loadedAt,
    levels: children,
  });
  const selection = useCrudSelection(allRows, rowKey);
  useLastPageGuard(list, tree.enabled, url.setPage);

  const reload = useCallback(() => {
    if (external) onQueryChange.current?.({ page, per_page: pageSize, search: query });
    else void refetch();
    for (const level of Object.keys(children)) void loadChildren(level);
  }, [external, page, pageSize, query, refetch, children, loadChildren]);

  const dialog = useCrudDialog();
  // RTK Query refetches the list itself (the writes invalidate its tag); external data asks its page.
  const afterWrite = useCallback(
    async (parents: readonly unknown[]) => {
      if (external) onQueryChange.current?.({ page, per_page: pageSize, search: query });
      await refreshTree(parents);
    },
    [external, page, pageSize, query, refreshTree],
  );
  const mutations = useCrudMutations({
    path,
    rowKey,
    parentKey: tree.parentKey,
    selectedRows: selection.selection.rows,
    clearSelection: selection.clearSelection,
    closeDialog: dialog.closeDialog,
    afterWrite,
    confirm: options.confirm ?? arcoConfirm,
  });

  const data = useMemo(
    () => (tree.enabled ? decorateTree(list.rows, children, tree.key) : list.rows),
    [tree.enabled, tree.key, list.rows, children],
  );

  const state = {
    path,
    area: areaOf(path),
    rowKey,
    tree,
    rows: list.rows,
    total: list.total,
    count: list.count,
    page,
    pageSize,
    loading: !external && list.fetching,
    answered: list.answered,
    error: list.error,
    searchValues: url.state.values,
    searchDefs,
    searchOpen: url.searchOpen,
    toggleSearch: url.toggleSearch,
    applySearch: url.applySearch,
    setPage: url.setPage,
    selection: selection.selection,
    setSelection: selection.setSelection,
    reload,
    dicts,
    dictsPending,
    children,
    expandedKeys: treeState.expandedKeys,
    refreshTree,
    ...dialog,
    ...mutations,
  };
  return {
    ...state,
    tableProps: tablePropsOf(state, data, treeState.onExpand),
    paginationProps: paginationPropsOf(state, pageSizes),
  };
}
