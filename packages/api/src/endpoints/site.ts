import { IP_KEY } from '../areas.ts';
import { baseApi } from '../base-api.ts';
import { writeItem } from '../storage.ts';

/** The server's `site` module: the storefront's bootstrap data and the cart badge. */

/** `GET /common`: site bootstrap data. */
export interface CommonData {
  classes: unknown[];
  brands: unknown[];
  common: {
    web_name?: string;
    logo?: string;
    index_name?: string;
    keyword?: string;
    description?: string;
    mobile?: string;
    email?: string;
    icp?: string;
    close_status?: unknown;
    close_reason?: string;
    amap?: unknown;
    [key: string]: unknown;
  };
  ip: string;
  cart: number;
}

export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /common`; the visitor ip is cached under `ip`. */
    getCommon: build.query<CommonData, void>({
      query: () => ({ url: '/common' }),
      providesTags: ['Common'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data?.ip) writeItem(IP_KEY, data.ip);
        } catch {
          // The interceptor already reported the failure.
        }
      },
    }),
    /** `GET /cart_count` → a number. */
    cartCount: build.query<number, void>({
      query: () => ({ url: '/cart_count' }),
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetCommonQuery, useCartCountQuery } = siteApi;
