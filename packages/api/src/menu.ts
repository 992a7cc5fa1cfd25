import { AREAS } from './areas.ts';
import { baseApi } from './base-api.ts';

/** A back-office menu entry (spec §3; reference §4.1 `load_menu`). */
export interface MenuEntry {
  id: number;
  pid?: number;
  /** Chinese name. */
  name: string;
  /** English name; may be empty, then `name` is shown. */
  ename?: string;
  /** Font-icon class such as `fa-desktop`; may be empty. */
  icon?: string;
  /** Route path (also the API path), an external address, or empty. */
  apis: string;
  /** Page (view) identifier; empty for groups. */
  view: string;
  /** 0: inside the console layout; 1: standalone page. */
  is_open: number;
  is_sort?: number;
  lev?: number;
  children?: MenuEntry[];
}

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
