import type { LoginRequest, SignInChallenge, TokenResponse } from '@shop/contract/auth';
import { AREAS, type Area, type Provider } from './areas.ts';
import { baseApi } from './base-api.ts';
import type { UserRecord } from './storage.ts';

/** `POST /login` form fields: `sign` (the solved challenge) when one is asked, our storefront and Seller logins their `area`. */
export type LoginArgs = LoginRequest;
export type { SignInChallenge, TokenResponse };

/** Whose next login a challenge is for: the work it is worth grows with that account's failures from here. */
export interface ChallengeArgs {
  provider: Provider;
  username: string;
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
    /** `POST /captcha` → a proof-of-work challenge for that login, and whether the login will ask for it. */
    signInChallenge: build.mutation<SignInChallenge, ChallengeArgs>({
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
  useSignInChallengeMutation,
  useLoginMutation,
  useIsLoginQuery,
  useInfoQuery,
  useLazyInfoQuery,
  useEditUserMutation,
  useLogoutMutation,
} = authApi;
