import type { Page } from '@shop/contract/list';
import type {
  AddressRow,
  CartStoreGroup,
  CheckoutGroup,
  CheckoutItem,
  OrderAfterItem,
  OrderCreated,
  OrderHomeItem,
  OrderHomeResource,
  PayAnswer,
  PaymentMethods,
  PaymentName,
  RefundRow,
  UserDashboard,
} from '@shop/contract/orders';
import { asPage } from './account.ts';
import { baseApi } from './base-api.ts';
import { encodeParams } from './params-segment.ts';

/**
 * The shopper's buying and orders (reference §4.3, §5.2-§5.9): cart, addresses, checkout, payment, orders,
 * after-sale and reviews. Checkout `params` travel as base64 JSON, as the routes do.
 */

const emptyPage = <T>(): Page<T> => ({ data: [], total: 0, per_page: 30, last_page: 1, current_page: 1 });

export interface AddressInput {
  receive_name: string;
  receive_tel: string;
  address: string;
  area: number[];
  is_default?: 0 | 1;
}

export interface OrdersArgs {
  order_status?: number;
  is_refund?: 1;
  is_return?: 1;
  page?: number;
  per_page?: number;
}

export interface ReviewInput {
  order_id: number;
  score: number;
  agree: number;
  service: number;
  speed: number;
  content: string;
  image: string[];
}

export const shoppingApi = baseApi.injectEndpoints({
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
    saveAddress: build.mutation<AddressRow, AddressInput & { id?: number }>({
      query: ({ id, ...data }) => (id ? { url: `/user/addresses/${id}`, method: 'PUT', data } : { url: '/user/addresses', method: 'POST', data }),
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

    checkoutPreview: build.query<CheckoutGroup[], { order: CheckoutItem[]; ifcart: 0 | 1; address_id?: number }>({
      query: ({ address_id, ...params }) => ({
        url: '/user/order/before',
        method: 'POST',
        data: { params: encodeParams(params), ...(address_id ? { address_id } : {}) },
      }),
    }),
    createOrders: build.mutation<OrderCreated, { order: CheckoutItem[]; ifcart: 0 | 1; address_id: number; remark: Record<number, string> }>({
      query: ({ address_id, remark, ...params }) => ({
        url: '/user/order/create',
        method: 'POST',
        data: { params: encodeParams(params), address_id, coupon_id: '', remark: JSON.stringify(remark) },
      }),
      invalidatesTags: ['Cart', 'Order'],
    }),
    ordersAfter: build.query<OrderAfterItem[], number[]>({
      query: (ids) => ({ url: '/user/order/after', method: 'POST', data: { params: encodeParams({ order_id: ids }) } }),
      providesTags: ['Order'],
    }),
    paymentMethods: build.query<PaymentMethods, void>({
      query: () => ({ url: '/user/order/payments', params: { device: 'scan' } }),
    }),
    pay: build.mutation<PayAnswer, { order_id: number[]; payment_name: PaymentName; pay_password?: string }>({
      query: ({ order_id, ...rest }) => ({ url: '/user/order/pay', method: 'POST', data: { order_id: order_id.join(','), device: 'scan', ...rest } }),
      invalidatesTags: ['Order', 'Auth'],
    }),
    /** `[]` once paid; `{code:'fail'}` while waiting. */
    payCheck: build.query<unknown, number>({
      query: (order_id) => ({ url: '/user/order/check', method: 'POST', data: { order_id } }),
    }),

    orders: build.query<Page<OrderHomeItem>, OrdersArgs>({
      query: (args) => ({ url: '/user/orders', params: { isResource: 'Home', per_page: 10, ...args } }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<OrderHomeItem>()),
      providesTags: ['Order'],
    }),
    order: build.query<OrderHomeResource, number>({
      query: (id) => ({ url: `/user/order/${id}`, params: { isResource: 'Home' } }),
      providesTags: ['Order'],
    }),
    setOrderStatus: build.mutation<unknown, { id: number; order_status: 0 | 4 }>({
      query: ({ id, order_status }) => ({ url: `/user/order/${id}`, method: 'PUT', data: { order_status } }),
      invalidatesTags: ['Order', 'Cart'],
    }),
    dashboard: build.query<UserDashboard, void>({
      query: () => ({ url: '/user/default', params: { per_page: 5, isResource: 'Home' } }),
      providesTags: ['Order'],
    }),
    askRefund: build.mutation<unknown, { order_id: number; refund_type: 0 | 1; refund_remark: string; images: string[] }>({
      query: (data) => ({ url: '/user/order/refund', method: 'POST', data }),
      invalidatesTags: ['Order'],
    }),
    refund: build.query<RefundRow, number>({
      query: (orderId) => ({ url: `/user/order/refund/${orderId}` }),
      providesTags: ['Order'],
    }),
    refundStep: build.mutation<unknown, { order_id: number; delivery_code?: string; delivery_no?: string; refund_step?: 3 }>({
      query: ({ order_id, ...data }) => ({ url: `/user/order/refund/${order_id}`, method: 'PUT', data }),
      invalidatesTags: ['Order'],
    }),
    review: build.mutation<unknown, ReviewInput>({
      query: (data) => ({ url: '/user/comments', method: 'POST', data }),
      invalidatesTags: ['Order'],
    }),
    expresses: build.query<{ id: number; name: string; code: string }[], void>({
      query: () => ({ url: '/expresses' }),
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
  useCheckoutPreviewQuery,
  useCreateOrdersMutation,
  useOrdersAfterQuery,
  usePaymentMethodsQuery,
  usePayMutation,
  useLazyPayCheckQuery,
  useOrdersQuery,
  useOrderQuery,
  useSetOrderStatusMutation,
  useDashboardQuery,
  useAskRefundMutation,
  useRefundQuery,
  useRefundStepMutation,
  useReviewMutation,
  useExpressesQuery,
} = shoppingApi;
