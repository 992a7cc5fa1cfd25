import type { TokenResponse } from '@shop/contract/auth';
import type { Page } from '@shop/contract/list';
import { baseApi } from './base-api.ts';

/**
 * The shopper's own account: registration and password reset
 * with SMS codes, profile and security edits, the real-name record and the favourites lists.
 */

/** SMS templates the storefront asks for: a new account, a password reset, a new phone number. */
export type SmsPurpose = 'register' | 'forget_password' | 'user';

export interface SmsArgs {
  phone: string;
  name: SmsPurpose;
}

/** `POST /register` with `type: 'phone'`: the phone is the account name. */
export interface RegisterArgs {
  username: string;
  password: string;
  re_password: string;
  code: string;
  /** Referral captured from `?inviter_id=` (the reference client's `inviterId` spelling is a known bug). */
  inviter_id?: number;
}

/** `POST /forget_password` with `type: 'phone'`. */
export interface ForgetPasswordArgs {
  username: string;
  password: string;
  re_password: string;
  code: string;
}

/**
 * What the storefront may change about its own account through `auth/edit` (the server's whitelist):
 * profile fields, a new password or payment password, or a new phone with its SMS code.
 */
export interface AccountEdit {
  nickname?: string;
  avatar?: string;
  sex?: number;
  email?: string;
  password?: string;
  /** The current password, asked for with a new one (or `code`, an SMS code of purpose edit_user). */
  old_password?: string;
  pay_password?: string;
  /** The current payment password, asked for with a new one once one is set. */
  old_pay_password?: string;
  phone?: string;
  code?: string;
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

const EMPTY_PAGE: Page<FavoriteRow> = { data: [], total: 0, per_page: 30, last_page: 1, current_page: 1 };

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

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /sms {phone, name}`: a 4-digit code; the server refuses a resend within 30 s. */
    sendSms: build.mutation<unknown, SmsArgs>({
      query: (data) => ({ url: '/sms', method: 'POST', data }),
    }),
    /** `POST /register` → token object (the shopper is signed in right away). */
    register: build.mutation<TokenResponse, RegisterArgs>({
      query: ({ inviter_id, ...rest }) => ({
        url: '/register',
        method: 'POST',
        data: { ...rest, type: 'phone', provider: 'users', ...(inviter_id ? { inviter_id } : {}) },
      }),
    }),
    /** `POST /forget_password` → token object. */
    forgetPassword: build.mutation<TokenResponse, ForgetPasswordArgs>({
      query: (data) => ({
        url: '/forget_password',
        method: 'POST',
        data: { ...data, type: 'phone', provider: 'users' },
      }),
    }),
    /** `POST /auth/edit` with `provider=users` and only the fields given. */
    editAccount: build.mutation<unknown, AccountEdit>({
      query: (fields) => ({ url: '/auth/edit', method: 'POST', data: { provider: 'users', ...fields } }),
      invalidatesTags: ['Auth'],
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
      transformResponse: (data: unknown) => asPage(data, EMPTY_PAGE),
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
  }),
});

export const {
  useSendSmsMutation,
  useRegisterMutation,
  useForgetPasswordMutation,
  useEditAccountMutation,
  useUserCheckQuery,
  useSaveUserCheckMutation,
  useFavoritesQuery,
  useToggleFavoriteMutation,
  useRemoveFavoriteMutation,
} = accountApi;
