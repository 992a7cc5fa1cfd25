import type { Page } from '@shop/contract/list';
import { baseApi } from './base-api.ts';
import type { GoodsCard, SortOrder, StoreInfo } from './catalog.ts';
import { encodeParams } from './params-segment.ts';

/** The public store calls of the storefront: store street and store page. */

/** A row of `GET /stores` (StoreHomeCollection). */
export interface StoreListItem {
  id: number;
  store_logo: string;
  store_name: string;
  store_company_name: string;
  area_info: string;
  store_address: string;
  /** Positive-review percentage (100 without comments). */
  comment_rate: number | string;
  /** Formatted by the server: "1.23km" or "850.0m". */
  distance: string;
  created_at?: string;
}

/** Filters of `GET /stores`, sent base64-encoded in `params`. */
export interface StoreSearchParams {
  /** Percent-encoded store-name text. */
  keywords?: string;
  sort_type?: 'distance';
  sort_order?: SortOrder;
}

export interface StoreListArgs {
  params: StoreSearchParams;
  page?: number;
  per_page?: number;
  /** The visitor's position for `distance`; the server defaults to Beijing. */
  lng?: number | string;
  lat?: number | string;
}

/** `GET /store/{id}`: the public store row with its ratings and best sellers. */
export interface StorePage extends StoreInfo {
  sale_list: GoodsCard[];
}

export const storesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /stores`: approved, open stores, by distance unless sorted otherwise. */
    getStores: build.query<Page<StoreListItem>, StoreListArgs>({
      query: ({ params, page = 1, per_page = 30, lng, lat }) => ({
        url: '/stores',
        params: {
          page,
          per_page,
          params: encodeParams({ ...params }),
          ...(lng !== undefined && lat !== undefined ? { lng, lat } : {}),
        },
      }),
    }),
    /** `GET /store/{id}`. */
    getStore: build.query<StorePage, number>({
      query: (id) => ({ url: `/store/${id}` }),
    }),
  }),
});

export const { useGetStoresQuery, useGetStoreQuery } = storesApi;
