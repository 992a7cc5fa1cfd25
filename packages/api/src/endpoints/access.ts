import type { MenuEntry, TokenResponse } from '@shop/contract/auth';
import { AREAS } from '../areas.ts';
import { baseApi } from '../base-api.ts';

/**
 * The server's `access` module: the back offices' menu trees, SMS codes, and the shopper's registration,
 * password reset and own-account edits. Sign-in, captcha and the signed-in user stay in `auth.ts` with the
 * token rules.
 */

export type { MenuEntry };

/**
 * The part of a menu entry the client logic reads: `name` (Chinese) and `ename` (English, may be
 * empty), `apis` (route, external address or empty), `view` (page id, empty for groups), `is_open`
 * (1 = standalone page). Contract entries satisfy it; so do fixtures and older servers' rows.
 */
export type MenuNode = Pick<MenuEntry, 'id' | 'name' | 'apis' | 'view' | 'is_open'> &
  Partial<Pick<MenuEntry, 'pid' | 'ename' | 'icon' | 'is_sort' | 'lev'>> & { children?: MenuNode[] | undefined };

export type BackOfficeArea = 'admin' | 'seller';

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

export const accessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET {area}load_menu?type=getChildren` → the area's menu tree for the current user. */
    loadMenu: build.query<MenuEntry[], { area: BackOfficeArea }>({
      query: ({ area }) => ({ url: `/${AREAS[area].apiPrefix}load_menu`, params: { type: 'getChildren' } }),
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as MenuEntry[]) : []),
      providesTags: ['Menu'],
    }),
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
  }),
});

export const {
  useLoadMenuQuery,
  useLazyLoadMenuQuery,
  useSendSmsMutation,
  useRegisterMutation,
  useForgetPasswordMutation,
  useEditAccountMutation,
} = accessApi;
