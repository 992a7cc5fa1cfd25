import { richTextHtml } from '@shop/contract/rich-text-dom';
import { baseApi } from './base-api.ts';

/**
 * Merchant sign-up from the storefront: the draft store, the application
 * form, its review state, plus the public data the form needs (agreement, area tree; the class tree comes with `GET /common`).
 */

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

/** A node of `/load_areas` or of the `/common` class tree (children omitted on leaves). */
export interface TreeOption {
  id: number;
  name: string;
  pid?: number | string;
  code?: string;
  children?: TreeOption[];
}

/** An agreement as the storefront shows it: its name and the HTML half of the rich text. */
export interface AgreementText {
  name: string;
  html: string;
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

function asTree(data: unknown): TreeOption[] {
  return Array.isArray(data) ? (data as TreeOption[]) : [];
}

export const storeApplyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
    /** `GET /agreements/{ename}` → name and HTML. */
    agreement: build.query<AgreementText, string>({
      query: (ename) => ({ url: `/agreements/${encodeURIComponent(ename)}` }),
      transformResponse: (data: unknown) => {
        const row = (data && typeof data === 'object' ? data : {}) as { name?: unknown; content?: unknown };
        return { name: text(row.name), html: richTextHtml(text(row.content)) };
      },
    }),
    /** `GET /load_areas` → province / city / district tree. */
    loadAreas: build.query<TreeOption[], void>({
      query: () => ({ url: '/load_areas' }),
      transformResponse: asTree,
    }),
  }),
});

export const { useMyStoreQuery, useJoinStoreMutation, useSaveStoreMutation, useAgreementQuery, useLoadAreasQuery } =
  storeApplyApi;
