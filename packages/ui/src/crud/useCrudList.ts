import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouter, useSearchParams } from 'wouter';
import type { PaginationProps } from '@arco-design/web-react';
import type { TableProps } from '@arco-design/web-react/es/Table/interface';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shop/contract/list';
import { areaOf, type Area } from '@shop/api/areas';
import { httpHooks, requestEnvelope } from '@shop/api/http';
import type { ApiError } from '@shop/api/base-api';
import {
  listParams,
  useCreateMutation,
  useImportExcelMutation,
  useLazyShowQuery,
  useListQuery,
  useRemoveMutation,
  useUpdateMutation,
  type ListResult,
} from '@shop/api/resource';
import { translateMaybe, useTranslator, type Translator } from '../fields/label.ts';
import type { DictDef, SearchDef } from '../fields/types.ts';
import { arcoConfirm, type Confirm } from './confirm.ts';
import { loadDicts, type DictRows } from './dicts.ts';
import { asApiError, isErrorReply, isHtmlAnswer, needsOwnToast, replyMessage } from './reply.ts';
import { mergeParams, readUrlState, searchQuery, writeUrlState } from './search-params.ts';
import { TREE_CHILDREN, decorateTree, isRootPid, plainRow, treeConfig, type TreeConfig } from './tree.ts';
import type { CrudDialog, CrudRow, RowKey, TreeOptions } from './types.ts';

/** What the list asks the server for: the page, its size and the search query (operators applied). */
export interface CrudQuery {
  page: number;
  per_page: number;
  search: Record<string, unknown>;
}

export interface UseCrudListOptions {
  /** API path under /api. Default: the current route's full path (`<Router base="/Admin">` + `/goods`). */
  path?: string;
  /** Fixed query parameters of every list call (`isWith`, `order_status`, ...). */
  params?: Record<string, unknown>;
  /** Default page size (spec §9: 30) and the choices (30/100/200/300/400). */
  pageSize?: number;
  pageSizes?: readonly number[];
  /** Row identity field (default 'id'): row key, `path/{id}`, selection. */
  rowKey?: string;
  /** Lazy tree mode (reference §5.10). */
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
  /** `POST path`; true on success (toast, reload, dialog closed). */
  create: (values: CrudRow) => Promise<boolean>;
  /** `PUT path/{id}` with the loaded record as edited; true on success. */
  update: (record: CrudRow, values: CrudRow) => Promise<boolean>;
  /** `DELETE path/{ids}` without asking; true on success. */
  remove: (rows: readonly CrudRow[]) => Promise<boolean>;
  /** Delete with the spec's rules: a selection is required, then a confirmation. Default: the checked rows. */
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

/** Rows, total and counters of a list answer: a page, or a plain array (tree mode, `isAll`). */
export function readListAnswer(answer: ListResult<CrudRow> | undefined): { rows: CrudRow[]; total: number; count: unknown } {
  if (!answer) return { rows: [], total: 0, count: undefined };
  if (Array.isArray(answer)) return { rows: answer, total: answer.length, count: undefined };
  const rows = Array.isArray(answer.data) ? answer.data : [];
  return { rows, total: Number(answer.total) || rows.length, count: answer.count };
}

function staticDicts(defs: readonly DictDef[]): DictRows {
  const out: DictRows = {};
  for (const def of defs) if (!def.url && def.items) out[def.name] = def.addSelect ? [def.addSelect, ...def.items] : def.items;
  return out;
}

/**
 * Labels the page wrote — static `items` and `addSelect` — may be i18n keys ('order.waitPay'); they are
 * translated here, once, so the select, the cells, the view and the export all show the same text.
 */
export function translateDicts(dicts: DictRows, defs: readonly DictDef[], translator: Translator): DictRows {
  const out: DictRows = { ...dicts };
  const translate = (row: unknown): unknown => {
    if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
    const record = row as Record<string, unknown>;
    if (typeof record.label !== 'string') return row;
    const label = translateMaybe(record.label, translator);
    const children = Array.isArray(record.children) ? record.children.map(translate) : undefined;
    return { ...record, label, ...(children ? { children } : {}) };
  };
  for (const def of defs) {
    const rows = dicts[def.name];
    if (!rows) continue;
    if (!def.url) out[def.name] = rows.map(translate);
    else if (def.addSelect && rows[0] === def.addSelect) out[def.name] = [translate(rows[0]), ...rows.slice(1)];
  }
  return out;
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

/**
 * The headless controller of a CRUD screen (spec §2.6, reference §5): page, page size and search inputs
 * (kept in the address bar), selection, loading, dictionaries, lazy tree children, dialogs and every call
 * of spec §7 "Generic table calls" through RTK Query — returned with props to spread on Arco's Table and
 * Pagination. `CrudTable` is its view; `useCrud()` gives custom children the same object.
 *
 * @example
 * const crud = useCrudList({ search: [{ value: 'name', where: 'like' }] }); // at /Admin/goods → /api/Admin/goods
 * return <>
 *   <Table {...crud.tableProps} columns={columns} />
 *   <Pagination {...crud.paginationProps} />
 * </>;
 */
export function useCrudList(options: UseCrudListOptions = {}): CrudController {
  const { t } = useTranslation();
  const router = useRouter();
  const [location] = useLocation();
  const path = options.path ?? routeApiPath(router.base, location);
  const area = areaOf(path);
  const rowKey = options.rowKey ?? 'id';
  const tree = useStable(treeConfig(options.tree));
  const searchDefs = useStable(options.search ?? NO_SEARCH);
  const dictDefs = useStable(options.dicts ?? NO_DICTS);
  const fixedParams = useStable(options.params ?? {});
  const pageSizes = options.pageSizes ?? PAGE_SIZES;
  const defaultSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const external = options.data !== undefined;
  const confirm = options.confirm ?? arcoConfirm;
  const onQueryChange = useRef(options.onQueryChange);
  onQueryChange.current = options.onQueryChange;

  // Page, size and search inputs: in the address bar, or local for nested tables.
  const [urlParams, setUrlParams] = useSearchParams();
  const [localParams, setLocalParams] = useState(() => new URLSearchParams());
  const syncUrl = options.syncUrl ?? true;
  const params = syncUrl ? urlParams : localParams;
  const paramsKey = params.toString();
  const urlState = useMemo(
    () => readUrlState(new URLSearchParams(paramsKey), searchDefs, { pageSize: defaultSize, pageSizes }),
    // pageSizes is a constant list in practice; the key covers the query string.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [paramsKey, searchDefs, defaultSize],
  );
  const query = useMemo(() => searchQuery(searchDefs, urlState.values), [searchDefs, urlState.values]);

  const writeState = useCallback(
    (next: { page: number; pageSize: number; values: Record<string, unknown> }) => {
      const written = writeUrlState(params, next, searchDefs, defaultSize);
      if (syncUrl) setUrlParams(written, { replace: true });
      else setLocalParams(written);
      onQueryChange.current?.({ page: next.page, per_page: next.pageSize, search: searchQuery(searchDefs, next.values) });
    },
    [params, searchDefs, defaultSize, syncUrl, setUrlParams],
  );

  // The list call (tree mode: the root level, not paginated).
  const listArgs = tree.enabled
    ? { path, search: mergeParams(fixedParams, query, { isChildren: true, pid: 0 }) }
    : { path, page: urlState.page, per_page: urlState.pageSize, search: mergeParams(fixedParams, query) };
  const list = useListQuery(listArgs, { skip: external });
  const answer = external ? options.data : list.data;
  const { rows, total, count } = useMemo(() => readListAnswer(answer), [answer]);
  const error = !external && list.error && !isHtmlAnswer(list.error) ? (list.error as ApiError) : undefined;
  const page = external && answer && !Array.isArray(answer) ? Number(answer.current_page) || urlState.page : urlState.page;
  const pageSize = external && answer && !Array.isArray(answer) ? Number(answer.per_page) || urlState.pageSize : urlState.pageSize;

  // Tree children, loaded on expand.
  const [children, setChildren] = useState<Record<string, CrudRow[]>>({});
  const [expandedKeys, setExpandedKeys] = useState<RowKey[]>([]);
  const parentOf = useRef(new Map<string, string>());

  const loadChildren = useCallback(
    async (pid: string) => {
      const result = await requestEnvelope({
        url: path,
        method: 'GET',
        params: listParams({ search: mergeParams(fixedParams, { isChildren: true, pid }) }),
      });
      if (!result.ok || !Array.isArray(result.data)) return;
      const kids = result.data as CrudRow[];
      for (const kid of kids) parentOf.current.set(String(kid[tree.key]), pid);
      setChildren((current) => ({ ...current, [pid]: kids }));
    },
    [path, fixedParams, tree.key],
  );

  const onExpand = useCallback(
    (record: CrudRow, expanded: boolean) => {
      const key = record[rowKey] as RowKey;
      setExpandedKeys((keys) => (expanded ? [...keys.filter((k) => k !== key), key] : keys.filter((k) => k !== key)));
      const treeKey = String(record[tree.key]);
      if (expanded && !children[treeKey]) void loadChildren(treeKey);
    },
    [rowKey, tree.key, children, loadChildren],
  );

  const refreshTree = useCallback(
    async (parents: readonly unknown[]) => {
      if (!tree.enabled) return;
      const levels = new Set<string>();
      for (const pid of parents) {
        if (isRootPid(pid)) continue;
        const key = String(pid);
        // The node's own children, if shown, and the level it sits in (its arrow may appear or go).
        if (children[key]) levels.add(key);
        const grand = parentOf.current.get(key);
        if (grand !== undefined && !isRootPid(grand)) levels.add(grand);
      }
      await Promise.all([...levels].map((level) => loadChildren(level)));
    },
    [tree.enabled, children, loadChildren],
  );

  const allRows = useMemo(() => [...rows, ...Object.values(children).flat()], [rows, children]);

  // Dictionaries: static at once, remote ones after every list load.
  const [rawDicts, setDicts] = useState<DictRows>(() => staticDicts(dictDefs));
  const dictsRef = useRef(rawDicts);
  dictsRef.current = rawDicts;
  const translator = useTranslator();
  const dicts = useMemo(() => translateDicts(rawDicts, dictDefs, translator), [rawDicts, dictDefs, translator]);
  const loadedAt = external ? answer : list.fulfilledTimeStamp;
  useEffect(() => {
    if (!dictDefs.length || loadedAt === undefined) return;
    let alive = true;
    void loadDicts(dictDefs, allRows, dictsRef.current).then((loaded) => {
      if (alive) setDicts(loaded);
    });
    return () => {
      alive = false;
    };
    // Reload on each list answer and each children level, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dictDefs, loadedAt, children]);

  // Selection: keep only rows still on screen.
  const [selection, setSelectionState] = useState<{ keys: RowKey[]; rows: CrudRow[] }>({ keys: [], rows: [] });
  useEffect(() => {
    setSelectionState((current) => {
      if (!current.keys.length) return current;
      const present = new Set(allRows.map((row) => String(row[rowKey])));
      const kept = current.rows.filter((row) => present.has(String(row[rowKey])));
      return kept.length === current.rows.length ? current : { keys: kept.map((row) => row[rowKey] as RowKey), rows: kept };
    });
  }, [allRows, rowKey]);
  const setSelection = useCallback((keys: RowKey[], selected: CrudRow[]) => {
    setSelectionState({ keys, rows: selected.map(plainRow) });
  }, []);

  // Search panel.
  const [searchOpen, setSearchOpen] = useState(() => Object.keys(urlState.values).length > 0);
  const toggleSearch = useCallback(() => {
    if (!searchDefs.length) {
      httpHooks().notify.error(t('messages.waitSetting'));
      return;
    }
    setSearchOpen((open) => !open);
  }, [searchDefs.length, t]);
  // Query goes back to page 1 (the reference keeps the page number and can land on an empty page).
  const applySearch = useCallback(
    (values: Record<string, unknown>) => writeState({ page: 1, pageSize: urlState.pageSize, values }),
    [writeState, urlState.pageSize],
  );
  const setPage = useCallback(
    (next: number, size?: number) => {
      const sizeChanged = size !== undefined && size !== urlState.pageSize;
      writeState({ page: sizeChanged ? 1 : next, pageSize: size ?? urlState.pageSize, values: urlState.values });
    },
    [writeState, urlState.pageSize, urlState.values],
  );

  // A page left empty by deletes (or an old address) moves back to the last page that has rows.
  const fetching = list.isFetching;
  useEffect(() => {
    if (external || tree.enabled || fetching) return;
    const last = Math.max(1, Math.ceil(total / pageSize));
    if (!rows.length && total > 0 && page > last) setPage(last);
  }, [external, tree.enabled, fetching, rows.length, total, page, pageSize, setPage]);

  const { refetch } = list;
  const reload = useCallback(() => {
    if (external) onQueryChange.current?.({ page, per_page: pageSize, search: query });
    else void refetch();
    for (const level of Object.keys(children)) void loadChildren(level);
  }, [external, page, pageSize, query, refetch, children, loadChildren]);

  // Dialogs.
  const [dialog, setDialog] = useState<CrudDialog>(null);
  const openAdd = useCallback(() => setDialog({ kind: 'add' }), []);
  const openEdit = useCallback((row: CrudRow) => setDialog({ kind: 'edit', row: plainRow(row) }), []);
  const openView = useCallback((row: CrudRow) => setDialog({ kind: 'view', row: plainRow(row) }), []);
  const closeDialog = useCallback(() => setDialog(null), []);

  // Calls.
  const [showTrigger] = useLazyShowQuery();
  const [createTrigger] = useCreateMutation();
  const [updateTrigger] = useUpdateMutation();
  const [removeTrigger] = useRemoveMutation();
  const [importTrigger] = useImportExcelMutation();

  /** Runs a write; toasts failures the http client left silent; true when it succeeded. */
  const write = useCallback(
    async (call: () => Promise<unknown>): Promise<boolean> => {
      try {
        const value = await call();
        if (isErrorReply(value)) {
          httpHooks().notify.error(replyMessage(value) || t('messages.error'));
          return false;
        }
        httpHooks().notify.success(t('messages.success'));
        return true;
      } catch (failure) {
        const apiError = asApiError(failure);
        if (needsOwnToast(apiError)) httpHooks().notify.error(apiError.msg || t('messages.error'));
        return false;
      }
    },
    [t],
  );

  // RTK Query refetches the list itself (the writes invalidate its tag); external data asks its page.
  const afterWrite = useCallback(
    async (parents: readonly unknown[]) => {
      if (external) onQueryChange.current?.({ page, per_page: pageSize, search: query });
      await refreshTree(parents);
    },
    [external, page, pageSize, query, refreshTree],
  );

  const loadRecord = useCallback(
    async (row: CrudRow) => {
      try {
        const record = await showTrigger({ path, id: row[rowKey] as RowKey }, false).unwrap();
        return record && typeof record === 'object' && !Array.isArray(record) ? record : undefined;
      } catch {
        return undefined;
      }
    },
    [showTrigger, path, rowKey],
  );

  const create = useCallback(
    async (values: CrudRow) => {
      const ok = await write(() => createTrigger({ path, data: values }).unwrap());
      if (ok) {
        setDialog(null);
        await afterWrite([values[tree.parentKey]]);
      }
      return ok;
    },
    [write, createTrigger, path, afterWrite, tree.parentKey],
  );

  const update = useCallback(
    async (record: CrudRow, values: CrudRow) => {
      const data = { ...record, ...values };
      const ok = await write(() => updateTrigger({ path, id: record[rowKey] as RowKey, data }).unwrap());
      if (ok) {
        setDialog(null);
        await afterWrite([record[tree.parentKey], data[tree.parentKey]]);
      }
      return ok;
    },
    [write, updateTrigger, path, rowKey, afterWrite, tree.parentKey],
  );

  const remove = useCallback(
    async (targets: readonly CrudRow[]) => {
      const ids = targets.map((row) => row[rowKey] as RowKey);
      const ok = await write(() => removeTrigger({ path, ids }).unwrap());
      if (ok) {
        setSelectionState({ keys: [], rows: [] });
        await afterWrite(targets.map((row) => row[tree.parentKey]));
      }
      return ok;
    },
    [write, removeTrigger, path, rowKey, afterWrite, tree.parentKey],
  );

  const requestDelete = useCallback(
    async (targets?: readonly CrudRow[]) => {
      const chosen = targets ?? selection.rows;
      if (!chosen.length) {
        httpHooks().notify.error(t('messages.selectFirst'));
        return false;
      }
      const agreed = await confirm({
        title: t('crud.confirmTitle'),
        content: t('messages.deleteConfirm'),
        okText: t('crud.ok'),
        cancelText: t('crud.cancel'),
      });
      return agreed ? remove(chosen) : false;
    },
    [selection.rows, confirm, remove, t],
  );

  const importRows = useCallback(
    async (records: readonly CrudRow[]) => {
      if (!records.length) {
        httpHooks().notify.error(t('crud.importEmpty'));
        return false;
      }
      const ok = await write(() => importTrigger({ path, rows: [...records] }).unwrap());
      if (ok) await afterWrite([]);
      return ok;
    },
    [write, importTrigger, path, afterWrite, t],
  );

  const data = useMemo(
    () => (tree.enabled ? decorateTree(rows, children, tree.key) : rows),
    [tree.enabled, tree.key, rows, children],
  );

  const tableProps: TableProps<CrudRow> = {
    rowKey,
    data,
    loading: !external && list.isFetching,
    border: true,
    borderCell: true,
    pagination: false,
    rowSelection: {
      type: 'checkbox',
      columnWidth: 55,
      selectedRowKeys: selection.keys,
      onChange: (keys, selected) => setSelection(keys, selected),
    },
    ...(tree.enabled
      ? { childrenColumnName: TREE_CHILDREN, expandedRowKeys: expandedKeys, onExpand }
      : {}),
  };

  const paginationProps: PaginationProps = {
    current: page,
    pageSize,
    total,
    sizeOptions: [...pageSizes],
    sizeCanChange: true,
    showTotal: true,
    showJumper: true,
    onChange: (next, size) => setPage(next, size),
  };

  return {
    path,
    area,
    rowKey,
    tree,
    rows,
    total,
    count,
    page,
    pageSize,
    loading: !external && list.isFetching,
    error,
    searchValues: urlState.values,
    searchDefs,
    searchOpen,
    toggleSearch,
    applySearch,
    setPage,
    selection,
    setSelection,
    reload,
    dicts,
    children,
    expandedKeys,
    refreshTree,
    dialog,
    openAdd,
    openEdit,
    openView,
    closeDialog,
    loadRecord,
    create,
    update,
    remove,
    requestDelete,
    importRows,
    tableProps,
    paginationProps,
  };
}
