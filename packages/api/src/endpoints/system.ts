import { baseApi } from '../base-api.ts';

/**
 * The server's `system` module: couriers, the area tree, and the platform's settings and area cache.
 */

/** One row of `GET /expresses`: the code is what after-sale and shipping requests send. */
export interface Courier {
  id: number;
  name: string;
  code: string;
}

/** A node of `/load_areas` or of the `/common` class tree (children omitted on leaves). */
export interface TreeOption {
  id: number;
  name: string;
  pid?: number | string;
  code?: string;
  children?: TreeOption[];
}

function asTree(data: unknown): TreeOption[] {
  return Array.isArray(data) ? (data as TreeOption[]) : [];
}

export const systemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every courier (`isAll`: the list is small and a select needs all of it, not a page). */
    expresses: build.query<Courier[], void>({
      query: () => ({ url: '/expresses', params: { isAll: true } }),
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as Courier[]) : []),
      providesTags: ['Courier'],
      // Every carrier select of a page session reads this short list, which changes rarely.
      keepUnusedDataFor: 3600,
    }),
    /** `GET /load_areas` → province / city / district tree; `deep: 1` → the provinces alone. */
    loadAreas: build.query<TreeOption[], { deep: 1 } | void>({
      query: (arg) => ({ url: '/load_areas', ...(arg ? { params: { deep: arg.deep } } : {}) }),
      transformResponse: asTree,
      providesTags: ['Area'],
    }),
    /** `GET /Admin/configs` with the names (or group) a settings tab reads. */
    configs: build.query<unknown, Record<string, unknown>>({
      query: (params) => ({ url: '/Admin/configs', params }),
      providesTags: ['Config'],
    }),
    /** `PUT /Admin/configs/update`: one settings tab's values. */
    saveConfigs: build.mutation<unknown, Record<string, unknown>>({
      query: (data) => ({ url: '/Admin/configs/update', method: 'PUT', data }),
      invalidatesTags: ['Config'],
    }),
    /** `GET /Admin/clear_area`: rebuilds the cached area tree (an action, though sent as GET). */
    clearAreaCache: build.mutation<unknown, void>({
      query: () => ({ url: '/Admin/clear_area' }),
      invalidatesTags: ['Area'],
    }),
  }),
});

export const {
  useExpressesQuery,
  useLoadAreasQuery,
  useConfigsQuery,
  useSaveConfigsMutation,
  useClearAreaCacheMutation,
} = systemApi;
