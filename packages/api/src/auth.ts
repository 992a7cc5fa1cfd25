import type { CaptchaChallenge, LoginRequest, TokenResponse } from '@shop/contract/auth';
import { AREAS, type Area, type Provider } from './areas.ts';
import { baseApi } from './base-api.ts';
import type { UserRecord } from './storage.ts';

/** `POST /login` form fields: admins add `sign`, our storefront and Seller logins their `area`. */
export type LoginArgs = LoginRequest;
export type { CaptchaChallenge, TokenResponse };

/** The answer to a slider challenge: where the handle was released (`step`) for the challenge's `key`. */
export interface CaptchaArgs {
  username: string;
  password: string;
  key: string;
  /** Handle position in the challenge's units; the server gives a sign only near the gap. */
  step: number;
}

export interface EditUserArgs {
  area: Area;
  nickname: string;
  password?: string;
  /** The current password, which the server asks for whenever a new one is set. */
  oldPassword?: string;
  avatar?: string;
}

/**
 * Form body of `auth/edit`: nickname, password ('' when empty), the current password as `old_password` with a new
 * one, avatar only if set.
 */
export function editUserBody({ area, nickname, password, oldPassword, avatar }: EditUserArgs): Record<string, string> {
  return {
    provider: AREAS[area].provider,
    nickname,
    password: password ?? '',
    ...(password && oldPassword ? { old_password: oldPassword } : {}),
    ...(avatar ? { avatar } : {}),
  };
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /captcha` without a key → a slider challenge (where the gap is). */
    captchaChallenge: build.mutation<CaptchaChallenge, void>({
      query: () => ({ url: '/captcha', method: 'POST', data: {} }),
    }),
    /** `POST /captcha` with the challenge's key and the answer → the sign the Admin login must carry. */
    captcha: build.mutation<string, CaptchaArgs>({
      query: (data) => ({ url: '/captcha', method: 'POST', data }),
    }),
    /** `POST /login` → token object. */
    login: build.mutation<TokenResponse, LoginArgs>({
      query: (data) => ({ url: '/login', method: 'POST', data }),
    }),
    /** `GET /is_login?provider` (sent with the `setToken` item) → account id, or [] when not logged in. */
    isLogin: build.query<number | unknown[], { provider: Provider }>({
      query: (params) => ({ url: '/is_login', params }),
    }),
    /** `POST {area}auth/info` with provider → the user record. */
    info: build.query<UserRecord, { area: Area }>({
      query: ({ area }) => ({
        url: `/${AREAS[area].apiPrefix}auth/info`,
        method: 'POST',
        data: { provider: AREAS[area].provider },
      }),
      providesTags: ['Auth'],
    }),
    /** `POST {area}auth/edit` with provider, nickname, password and optional avatar. */
    editUser: build.mutation<unknown, EditUserArgs>({
      query: (args) => ({ url: `/${AREAS[args.area].apiPrefix}auth/edit`, method: 'POST', data: editUserBody(args) }),
      invalidatesTags: ['Auth'],
    }),
    /** `POST /logout` with provider; always answers success. */
    logout: build.mutation<unknown, { area: Area }>({
      query: ({ area }) => ({ url: '/logout', method: 'POST', data: { provider: AREAS[area].provider } }),
    }),
  }),
});

export const {
  useCaptchaChallengeMutation,
  useCaptchaMutation,
  useLoginMutation,
  useIsLoginQuery,
  useInfoQuery,
  useLazyInfoQuery,
  useEditUserMutation,
  useLogoutMutation,
} = authApi;
