import type { LoginRequest, TokenResponse } from '@shop/contract/auth';
import { AREAS, type Area, type Provider } from './areas.ts';
import { baseApi } from './base-api.ts';
import type { UserRecord } from './storage.ts';

/** `POST /login` form fields (reference §2.3): admins add `sign`, the Seller login adds `area: 'seller'`. */
export type LoginArgs = LoginRequest;
export type { TokenResponse };

export interface CaptchaArgs {
  username: string;
  password: string;
  /** Slider position; the server does not check it. */
  step: number;
}

export interface EditUserArgs {
  area: Area;
  nickname: string;
  password?: string;
  avatar?: string;
}

/** Form body of `auth/edit`: nickname, password ('' when empty), avatar only if set (spec §5). */
export function editUserBody({ area, nickname, password, avatar }: EditUserArgs): Record<string, string> {
  return {
    provider: AREAS[area].provider,
    nickname,
    password: password ?? '',
    ...(avatar ? { avatar } : {}),
  };
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /captcha` → the sign the Admin login must carry. */
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
  useCaptchaMutation,
  useLoginMutation,
  useIsLoginQuery,
  useInfoQuery,
  useLazyInfoQuery,
  useEditUserMutation,
  useLogoutMutation,
} = authApi;
