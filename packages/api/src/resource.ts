import type { Page } from '@shop/contract/list';
import { baseApi } from './base-api.ts';
import { withId } from './http.ts';

/** Generic paginated list (both shapes the server answers: a bare array, or a page object). */
export type ListPage<Row> = Page<Row>;

/** A list answer: a page, or a plain array with `isAll` / tree mode. */
export type ListResult<Row> = ListPage<Row> | Row[];

export type Row = Record<string, unknown>;

export interface ListArgs {
  /** Resource path under /api, e.g. '/Admin/users'. */
  path: string;
  page?: number;
  per_page?: number;
  /** Search fields; a value may carry an '|operator' suffix. Empty values are not sent. */
  search?: Record<string, unknown>;
}

/** A list answer as a page, whatever the server sent (an empty answer is `[]`). */
export function asPage<Row>(data: unknown, empty: Page<Row>): Page<Row> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return empty;
  const page = data as Partial<Page<Row>>;
  return {
    data: Array.isArray(page.data) ? page.data : [],
    total: Number(page.total ?? 0),
    per_page: Number(page.per_page ?? empty.per_page),
    last_page: Number(page.last_page ?? 1),
    current_page: Number(page.current_page ?? 1),
  };
}

/** An empty first page of `per_page` rows, what `asPage` answers for an empty list. */
export const emptyPage = <T>(per_page = 30): Page<T> => ({
  data: [],
  total: 0,
  per_page,
  last_page: 1,
  current_page: 1,
});

/** Query parameters of a list call: page, per_page and the non-empty search fields. */
export function listParams({ page, per_page, search }: Omit<ListArgs, 'path'>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if (page !== undefined) params.page = page;
  if (per_page !== undefined) params.per_page = per_page;
  for (const [key, value] of Object.entries(search ?? {})) {
    if (value === '' || value === null || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    params[key] = value;
  }
  return params;
}

/** The tag every list of a path provides: invalidating it refetches them all (after a write outside the generic calls). */
export const listTag = (path: string) => ({ type: 'Resource' as const, id: `${path}#LIST` });
/** The tag of one row of a path (`show`): writes outside the generic calls invalidate it to refresh that row. */
export const rowTag = (path: string, id: number | string) => ({ type: 'Resource' as const, id: `${path}#${id}` });

/**
 * Resources whose writes change the console's own menu tree: the menus (names, pages, is_open) and the roles that
 * grant them. A write there also refetches the signed-in account's tree (`load_menu`), so the console follows at
 * once (an entry switched to is_open 1 opens as a standalone page on the next click) rather than after a reload.
 */
const MENU_SOURCES: ReadonlySet<string> = new Set(['/Admin/menus', '/Admin/roles', '/Seller/roles']);

/** What a write to `path` makes stale: its lists, and the menu tree when the path feeds it. */
export function writeTags(path: string) {
  const bare = path.split('?')[0] ?? path;
  return MENU_SOURCES.has(bare) ? [listTag(path), 'Menu' as const] : [listTag(path)];
}

/** The generic CRUD calls of the table screen (list, show, create, update, delete). */
export const resourceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET path?page&per_page&<search>`. */
    list: build.query<ListResult<Row>, ListArgs>({
      query: ({ path, ...rest }) => ({ url: path, params: listParams(rest) }),
      providesTags: (_result, _error, { path }) => [listTag(path)],
    }),
    /** `GET path/id`: view and edit. */
    show: build.query<Row, { path: string; id: number | string }>({
      query: ({ path, id }) => ({ url: withId(path, id) }),
      providesTags: (_result, _error, { path, id }) => [rowTag(path, id)],
    }),
    /** `POST path` with the form fields. */
    create: build.mutation<Row, { path: string; data: Row }>({
      query: ({ path, data }) => ({ url: path, method: 'POST', data }),
      invalidatesTags: (_result, _error, { path }) => writeTags(path),
    }),
    /** `PUT path/id` with the form. */
    update: build.mutation<unknown, { path: string; id: number | string; data: Row }>({
      query: ({ path, id, data }) => ({ url: withId(path, id), method: 'PUT', data }),
      invalidatesTags: (_result, _error, { path, id }) => [...writeTags(path), rowTag(path, id)],
    }),
    /** `DELETE path/id1,id2,...`. */
    remove: build.mutation<unknown, { path: string; ids: ReadonlyArray<number | string> }>({
      query: ({ path, ids }) => ({ url: `${path}/${ids.join(',')}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { path, ids }) => [...writeTags(path), ...ids.map((id) => rowTag(path, id))],
    }),
    /** `POST path/import/excel` with the first sheet's rows (a form-encoded array: `0[col]=v&1[col]=v`). */
    importExcel: build.mutation<unknown, { path: string; rows: Row[] }>({
      query: ({ path, rows }) => ({ url: `${path}/import/excel`, method: 'POST', data: rows }),
      invalidatesTags: (_result, _error, { path }) => [listTag(path)],
    }),
  }),
});

export const {
  useListQuery,
  useShowQuery,
  useLazyShowQuery,
  useCreateMutation,
  useUpdateMutation,
  useRemoveMutation,
  useImportExcelMutation,
} = resourceApi;
