import type { Page } from '@shop/contract/list';
import type { AddressRow, CartStoreGroup } from '@shop/contract/orders';
import { baseApi } from '../base-api.ts';
import { asPage, emptyPage } from '../resource.ts';

/** The server's `cart` module: the shopper's cart lines and delivery addresses. */

export interface AddressInput {
  receive_name: string;
  receive_tel: string;
  address: string;
  area: number[];
  is_default?: 0 | 1;
}

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cart: build.query<Page<CartStoreGroup>, void>({
      query: () => ({ url: '/user/carts', params: { per_page: 100 } }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<CartStoreGroup>()),
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<unknown, { goods_id: number; sku_id: number; buy_num: number }>({
      query: (data) => ({ url: '/user/carts', method: 'POST', data }),
      invalidatesTags: ['Cart'],
    }),
    /** `buy_num` > 1 sets the quantity; otherwise `is_type` 1 adds one, 0 takes one off (removing the last). */
    changeCartLine: build.mutation<unknown, { id: number; is_type: 0 | 1; buy_num: number }>({
      query: ({ id, ...data }) => ({ url: `/user/carts/${id}`, method: 'PUT', data }),
      invalidatesTags: ['Cart'],
    }),
    removeCartLines: build.mutation<unknown, number[]>({
      query: (ids) => ({ url: `/user/carts/${ids.join(',')}`, method: 'DELETE' }),
      invalidatesTags: ['Cart'],
    }),
    addresses: build.query<AddressRow[], void>({
      query: () => ({ url: '/user/addresses', params: { per_page: 100 } }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<AddressRow>()).data,
      providesTags: ['Address'],
    }),
    address: build.query<AddressRow & { area?: number[] }, number>({
      query: (id) => ({ url: `/user/addresses/${id}`, params: { isResource: 'Home' } }),
      providesTags: ['Address'],
    }),
    /** A new address answers its row; an edit answers the number of rows changed. */
    saveAddress: build.mutation<AddressRow | number, AddressInput & { id?: number }>({
      query: ({ id, ...data }) =>
        id ? { url: `/user/addresses/${id}`, method: 'PUT', data } : { url: '/user/addresses', method: 'POST', data },
      invalidatesTags: ['Address'],
    }),
    removeAddress: build.mutation<unknown, number>({
      query: (id) => ({ url: `/user/addresses/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Address'],
    }),
    defaultAddress: build.mutation<unknown, number>({
      query: (id) => ({ url: `/user/addresses/default/${id}` }),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const {
  useCartQuery,
  useAddToCartMutation,
  useChangeCartLineMutation,
  useRemoveCartLinesMutation,
  useAddressesQuery,
  useAddressQuery,
  useSaveAddressMutation,
  useRemoveAddressMutation,
  useDefaultAddressMutation,
} = cartApi;
