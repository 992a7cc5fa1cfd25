import type { MenuEntry } from '@shop/contract/auth';
import { AREAS } from './areas.ts';
import { baseApi } from './base-api.ts';

export type { MenuEntry };

/**
 * The part of a menu entry the client logic reads: `name` (Chinese) and `ename` (English, may be
 * empty), `apis` (route, external address or empty), `view` (page id, empty for groups), `is_open`
 * (1 = standalone page). Contract entries satisfy it; so do fixtures and older servers' rows.
 */
export type MenuNode = Pick<MenuEntry, 'id' | 'name' | 'apis' | 'view' | 'is_open'> &
  Partial<Pick<MenuEntry, 'pid' | 'ename' | 'icon' | 'is_sort' | 'lev'>> & { children?: MenuNode[] | undefined };

export type BackOfficeArea = 'admin' | 'seller';

export const menuApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET {area}load_menu?type=getChildren` → the area's menu tree for the current user. */
    loadMenu: build.query<MenuEntry[], { area: BackOfficeArea }>({
      query: ({ area }) => ({ url: `/${AREAS[area].apiPrefix}load_menu`, params: { type: 'getChildren' } }),
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as MenuEntry[]) : []),
      providesTags: ['Menu'],
    }),
  }),
});

export const { useLoadMenuQuery, useLazyLoadMenuQuery } = menuApi;
