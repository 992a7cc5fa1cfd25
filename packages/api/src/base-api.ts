import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import axios, { type AxiosInstance } from 'axios';
import { http, requestEnvelope } from './http.ts';

/** Arguments of every endpoint's `query`: an axios request in miniature. */
export interface HttpArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query parameters (GET, DELETE). */
  params?: Record<string, unknown>;
  /** Body (POST, PUT): form-encoded by the interceptor; FormData goes as multipart. */
  data?: unknown;
}

/** A failed call: the envelope code (or HTTP status, or 'FETCH_ERROR'), its message and the raw body. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'INVALID_RESPONSE';
  msg: string;
  body?: unknown;
  /**
   * The request itself failed (no answer, or an HTTP error status) rather than the server refusing it in an
   * envelope: the http client has already told the user, so screens add no message of their own.
   */
  transport?: true;
}

/**
 * RTK Query base query over the shared axios instance, so every endpoint gets the token rule, the
 * encodings and the shared toasts and redirects. Success = envelope code 200 (or 405).
 */
export function axiosBaseQuery(instance: AxiosInstance = http): BaseQueryFn<HttpArgs, unknown, ApiError> {
  return async ({ url, method = 'GET', params, data }, { signal }) => {
    try {
      const result = await requestEnvelope({ url, method, params, data, signal }, instance);
      if (result.ok) return { data: result.data };
      return { error: { status: result.code ?? 'INVALID_RESPONSE', msg: result.msg, body: result.body } };
    } catch (error) {
      if (axios.isAxiosError(error)) {
        return {
          error: {
            status: error.response?.status ?? 'FETCH_ERROR',
            msg: error.message,
            body: error.response?.data,
            transport: true,
          },
        };
      }
      return { error: { status: 'FETCH_ERROR', msg: String(error), transport: true } };
    }
  };
}

/**
 * The one RTK Query api of an app. `auth.ts`, `resource.ts` (the generic CRUD calls) and one file per server
 * module in `endpoints/` (named as apps/server/src/modules) inject their endpoints; import hooks from those files.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery(),
  tagTypes: [
    'Auth',
    'Menu',
    'Resource',
    'Common',
    'Cart',
    'Favorite',
    'StoreApply',
    'UserCheck',
    'Order',
    'Address',
    'Courier',
    'Config',
    'Permission',
    'StoreClass',
    'GoodsClass',
    'Freight',
    'Area',
    'UserCoupon',
  ],
  endpoints: () => ({}),
});
