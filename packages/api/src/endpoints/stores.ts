import type { Page } from '@shop/contract/list';
import { baseApi } from '../base-api.ts';
import { encodeParams } from '../params-segment.ts';
import { asPage, emptyPage } from '../resource.ts';
import type { GoodsCard, SortOrder, StoreInfo } from './catalog.ts';

/**
 * The server's `stores` module: store street and store pages, the shopper's store application, favourites and
 * followed stores, the real-name record, and the classes a store may sell.
 */

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

/** `store_verify`: 1 filling in, 2 under review, 3 refused, 4 approved. */
export const STORE_VERIFY = { draft: 1, verifying: 2, denied: 3, passed: 4 } as const;
export type StoreVerify = (typeof STORE_VERIFY)[keyof typeof STORE_VERIFY];

/** The application fields the shopper fills in (`PUT /store`). */
export interface StoreApplicationFields {
  store_logo: string;
  store_name: string;
  store_company_name: string;
  store_address: string;
  business_license: string;
  business_license_no: string;
  legal_person: string;
  store_phone: string;
  id_card_no: string;
  id_card_t: string;
  id_card_b: string;
  emergency_contact: string;
  emergency_contact_phone: string;
}

/** `PUT /store` body: the fields plus the area path and the level-3 class paths the store applies for. */
export interface StoreApplicationInput extends StoreApplicationFields {
  /** [province id, city id, district id]. */
  area: number[];
  province_id: number;
  city_id: number;
  region_id: number;
  /** Full class paths `[[level1, level2, level3], ...]`. */
  class_id: number[][];
}

/** `GET /store` (StoreResource): the shopper's own store application. */
export interface StoreApplication extends StoreApplicationFields {
  id: number;
  area: number[];
  area_info: string;
  class_id: number[][];
  store_verify: number;
  store_status: number;
  store_refuse_info: string;
  [key: string]: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];

/** The store application, or null when the shopper has none (the server answers `[]`). */
export function asStoreApplication(data: unknown): StoreApplication | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const row = data as Record<string, unknown>;
  if (!Number(row.id)) return null;
  let classes: unknown = row.class_id;
  if (typeof classes === 'string') {
    try {
      classes = JSON.parse(classes);
    } catch {
      classes = [];
    }
  }
  return {
    ...row,
    id: Number(row.id),
    store_logo: text(row.store_logo),
    store_name: text(row.store_name),
    store_company_name: text(row.store_company_name),
    store_address: text(row.store_address),
    business_license: text(row.business_license),
    business_license_no: text(row.business_license_no),
    legal_person: text(row.legal_person),
    store_phone: text(row.store_phone),
    id_card_no: text(row.id_card_no),
    id_card_t: text(row.id_card_t),
    id_card_b: text(row.id_card_b),
    emergency_contact: text(row.emergency_contact),
    emergency_contact_phone: text(row.emergency_contact_phone),
    area: ids(row.area),
    area_info: text(row.area_info),
    class_id: Array.isArray(classes) ? classes.map(ids).filter((path) => path.length > 0) : [],
    store_verify: Number(row.store_verify ?? STORE_VERIFY.draft),
    store_status: Number(row.store_status ?? 0),
    store_refuse_info: text(row.store_refuse_info),
  };
}

/** A `user_checks` row: the real-name and bank record a withdrawal copies. */
export interface UserCheck {
  name: string;
  card_no: string;
  card_t: string;
  card_b: string;
  bank_no: string;
  bank_name: string;
}

/** `is_type` of a favourite: 0 goods, 1 followed store. */
export type FavoriteType = 0 | 1;

/** One row of `GET /user/favorites` (goods rows carry the goods fields, store rows the store fields). */
export interface FavoriteRow {
  id: number;
  out_id: number;
  is_type: number;
  goods_name?: string;
  goods_master_image?: string;
  goods_price?: string | number;
  store_name?: string;
  store_logo?: string;
  area_info?: string;
  created_at?: string;
}

export interface FavoritesArgs {
  is_type: FavoriteType;
  page?: number;
  per_page?: number;
}

/** The record of `GET /user/check`, or null when none was submitted (the server answers `[]`). */
export function asUserCheck(data: unknown): UserCheck | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const row = data as Record<string, unknown>;
  const text = (key: keyof UserCheck) => (typeof row[key] === 'string' ? row[key] : '');
  return {
    name: text('name'),
    card_no: text('card_no'),
    card_t: text('card_t'),
    card_b: text('card_b'),
    bank_no: text('bank_no'),
    bank_name: text('bank_name'),
  };
}

/**
 * `is_fav` answers share the favourites lists' tag (`LIST-<is_type>`), so the toggle
 * (`useToggleFavoriteMutation`, `POST /user/favorites`) refreshes them too.
 */
/** The seller's own store, `/Seller/stores/0` (the generic `show` omits an id of 0). */
const OWN_STORE = { type: 'Resource' as const, id: '/Seller/stores#0' };

const favTag = (is_type: 0 | 1) => ({ type: 'Favorite' as const, id: `LIST-${is_type}` });

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
    /** `GET /store` → the own application or null. */
    myStore: build.query<StoreApplication | null, void>({
      query: () => ({ url: '/store' }),
      transformResponse: asStoreApplication,
      providesTags: ['StoreApply'],
    }),
    /** `POST /store/join`: creates the draft (store_verify 1); refused when a store exists. */
    joinStore: build.mutation<unknown, void>({
      query: () => ({ url: '/store/join', method: 'POST', data: {} }),
      invalidatesTags: ['StoreApply'],
    }),
    /** `PUT /store`: saves the application; a draft or a refused one goes under review. */
    saveStore: build.mutation<unknown, StoreApplicationInput>({
      query: (data) => ({ url: '/store', method: 'PUT', data }),
      invalidatesTags: ['StoreApply'],
    }),
    /** `GET /is_fav`: whether the signed-in shopper favourites a goods (0) or follows a store (1). */
    isFav: build.query<boolean, { is_type: 0 | 1; out_id: number }>({
      query: (params) => ({ url: '/is_fav', params }),
      transformResponse: (value: unknown) => value === true || value === 1 || value === 'true',
      providesTags: (_result, _error, { is_type }) => [favTag(is_type)],
    }),
    /** `GET /user/check` → the real-name record or null. */
    userCheck: build.query<UserCheck | null, void>({
      query: () => ({ url: '/user/check' }),
      transformResponse: asUserCheck,
      providesTags: ['UserCheck'],
    }),
    /** `POST /user/check`: creates or replaces the record (afterwards `auth/info.check` is true). */
    saveUserCheck: build.mutation<unknown, UserCheck>({
      query: (data) => ({ url: '/user/check', method: 'POST', data }),
      invalidatesTags: ['UserCheck', 'Auth'],
    }),
    /** `GET /user/favorites {is_type, page, per_page}` → a page of goods or followed stores. */
    favorites: build.query<Page<FavoriteRow>, FavoritesArgs>({
      query: ({ is_type, page = 1, per_page = 30 }) => ({
        url: '/user/favorites',
        params: { is_type, page, per_page },
      }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<FavoriteRow>()),
      providesTags: (_result, _error, { is_type }) => [{ type: 'Favorite', id: `LIST-${is_type}` }],
    }),
    /** `POST /user/favorites {is_type, out_id}`: follows or unfollows (a toggle). */
    toggleFavorite: build.mutation<unknown, { is_type: FavoriteType; out_id: number }>({
      query: (data) => ({ url: '/user/favorites', method: 'POST', data }),
      invalidatesTags: (_result, _error, { is_type }) => [{ type: 'Favorite', id: `LIST-${is_type}` }],
    }),
    /** `DELETE /user/favorites/{ids}` by favourite row id. */
    removeFavorite: build.mutation<unknown, { ids: number[]; is_type: FavoriteType }>({
      query: ({ ids }) => ({ url: `/user/favorites/${ids.join(',')}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { is_type }) => [{ type: 'Favorite', id: `LIST-${is_type}` }],
    }),
    /** `GET /Seller/stores/0`: the signed-in seller's own store (settings, balances, the sender of its waybills). */
    ownStore: build.query<unknown, void>({
      query: () => ({ url: '/Seller/stores/0' }),
      providesTags: [OWN_STORE],
    }),
    /** `PUT /Seller/stores/0`: some of the own store's settings (one tab's fields). */
    saveOwnStore: build.mutation<unknown, Record<string, unknown>>({
      query: (data) => ({ url: '/Seller/stores/0', method: 'PUT', data }),
      invalidatesTags: [OWN_STORE],
    }),
    /** `GET /Seller/store_classes`: the classes granted to the store, as a tree. */
    storeClasses: build.query<unknown, void>({
      query: () => ({ url: '/Seller/store_classes' }),
      providesTags: ['StoreClass'],
    }),
  }),
});

export const {
  useIsFavQuery,
  useUserCheckQuery,
  useSaveUserCheckMutation,
  useFavoritesQuery,
  useToggleFavoriteMutation,
  useRemoveFavoriteMutation,
  useMyStoreQuery,
  useJoinStoreMutation,
  useSaveStoreMutation,
  useGetStoresQuery,
  useGetStoreQuery,
  useOwnStoreQuery,
  useSaveOwnStoreMutation,
  useStoreClassesQuery,
} = storesApi;
