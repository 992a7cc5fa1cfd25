import type { TokenResponse } from '@shop/contract/auth';
import type { OauthBinding, OauthName } from '@shop/contract/requests/oauth';
import { API_BASE } from '../areas.ts';
import { baseApi } from '../base-api.ts';

/** The server's `oauth` module: third-party (WeChat) login and the shopper's bindings. */

/** The page that starts a login with `name`: the browser leaves for it and WeChat sends it back with a code. */
export const oauthStartUrl = (name: OauthName): string => `${API_BASE}/oauth/${name}`;

/** What the return answers: a token when signed out, the binding it made when signed in. */
export type OauthCallbackAnswer = TokenResponse | { bound: OauthBinding };

export const oauthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /oauth`: the providers an administrator configured (their login buttons are shown). */
    oauthProviders: build.query<OauthName[], void>({
      query: () => ({ url: '/oauth' }),
    }),
    /** `GET /oauth/callback/{name}` with WeChat's `code` and `state` (and a referral); never cached. */
    oauthCallback: build.mutation<
      OauthCallbackAnswer,
      { name: OauthName; code: string; state: string; inviter_id?: string }
    >({
      query: ({ name, ...params }) => ({ url: `/oauth/callback/${name}`, method: 'GET', params }),
    }),
    /** `GET /user/oauth`: the shopper's own bindings. */
    oauthBindings: build.query<OauthBinding[], void>({
      query: () => ({ url: '/user/oauth' }),
    }),
    /** `DELETE /user/oauth/{id}`. */
    oauthUnbind: build.mutation<unknown, number>({
      query: (id) => ({ url: `/user/oauth/${id}`, method: 'DELETE' }),
    }),
  }),
});

export const { useOauthProvidersQuery, useOauthCallbackMutation, useOauthBindingsQuery, useOauthUnbindMutation } =
  oauthApi;
