import type { Page } from '@shop/contract/list';
import type {
  AddressRow,
  CartStoreGroup,
  CheckoutGroup,
  CheckoutItem,
  OrderAfterItem,
  OrderCommentItem,
  OrderCreated,
  OrderHomeItem,
  OrderHomeResource,
  PayAnswer,
  PaymentMethods,
  PaymentName,
  RefundRow,
  TrackingEvent,
  UserDashboard,
} from '@shop/contract/orders';
import { asPage } from './account.ts';
import { baseApi } from './base-api.ts';
import { encodeParams } from './params-segment.ts';

/**
 * The shopper's buying and orders: cart, addresses, checkout, payment, orders,
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
  /** Part of an order number (the server matches it anywhere in the number). */
  order_no?: string;
  is_refund?: 1;
  is_return?: 1;
  page?: number;
  per_page?: number;
}

/** One row of `GET /expresses`: the code is what after-sale and shipping requests send. */
export interface Courier {
  id: number;
  name: string;
  code: string;
}

/** `money_logs.is_type` of the shopper's history: 0 balance, 1 frozen money, 2 points. */
export type MoneyLogType = 0 | 1 | 2;

/** One raw `money_logs` row of `GET /user/money_logs`; `money` is the signed change as the server writes it. */
export interface MoneyLogRow {
  id: number;
  user_id: number;
  name: string;
  money: string;
  is_type: number;
  info: string;
  created_at: string;
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

    checkoutPreview: build.query<CheckoutGroup[], { order: CheckoutItem[]; ifcart: 0 | 1; address_id?: number }>({
      query: ({ address_id, ...params }) => ({
        url: '/user/order/before',
        method: 'POST',
        data: { params: encodeParams(params), ...(address_id ? { address_id } : {}) },
      }),
    }),
    createOrders: build.mutation<
      OrderCreated,
      { order: CheckoutItem[]; ifcart: 0 | 1; address_id: number; remark: Record<number, string> }
    >({
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
      query: ({ order_id, ...rest }) => ({
        url: '/user/order/pay',
        method: 'POST',
        data: { order_id: order_id.join(','), device: 'scan', ...rest },
      }),
      invalidatesTags: ['Order', 'Auth'],
    }),
    /** `[]` once paid; `{code:'fail'}` while waiting. */
    payCheck: build.query<unknown, number>({
      query: (order_id) => ({ url: '/user/order/check', method: 'POST', data: { order_id } }),
      // A payment state is only ever worth its latest answer.
      keepUnusedDataFor: 0,
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
    askRefund: build.mutation<
      unknown,
      { order_id: number; refund_type: 0 | 1; refund_remark: string; images: string[] }
    >({
      query: (data) => ({ url: '/user/order/refund', method: 'POST', data }),
      invalidatesTags: ['Order'],
    }),
    refund: build.query<RefundRow, number>({
      query: (orderId) => ({ url: `/user/order/refund/${orderId}` }),
      providesTags: ['Order'],
    }),
    refundStep: build.mutation<
      unknown,
      { order_id: number; delivery_code?: string; delivery_no?: string; refund_step?: 3 }
    >({
      query: ({ order_id, ...data }) => ({ url: `/user/order/refund/${order_id}`, method: 'PUT', data }),
      invalidatesTags: ['Order'],
    }),
    review: build.mutation<unknown, ReviewInput>({
      query: (data) => ({ url: '/user/comments', method: 'POST', data }),
      invalidatesTags: ['Order'],
    }),
    /** Every courier (`isAll`: the list is small and a select needs all of it, not a page). */
    expresses: build.query<Courier[], void>({
      query: () => ({ url: '/expresses', params: { isAll: true } }),
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as Courier[]) : []),
    }),
    /** Live courier events of an own shipped order (answers an error when tracking is not configured). */
    orderTracking: build.query<TrackingEvent[], number>({
      query: (id) => ({ url: '/user/order/express', method: 'POST', data: { id } }),
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as TrackingEvent[]) : []),
    }),
    /** The shopper's reviews, store replies included; a new review (`review`) invalidates them with the order. */
    userComments: build.query<Page<OrderCommentItem>, { page?: number; per_page?: number }>({
      query: (params) => ({ url: '/user/comments', params: { per_page: 10, ...params } }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<OrderCommentItem>()),
      providesTags: ['Order'],
    }),
    /** Balance, frozen-money or points history; payments and after-sale refunds write it, hence the order tag. */
    moneyLogs: build.query<Page<MoneyLogRow>, { is_type: MoneyLogType; page?: number; per_page?: number }>({
      query: (params) => ({ url: '/user/money_logs', params: { per_page: 30, ...params } }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<MoneyLogRow>()),
      providesTags: ['Order'],
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
  usePayCheckQuery,
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
  useLazyOrderTrackingQuery,
  useUserCommentsQuery,
  useMoneyLogsQuery,
} = shoppingApi;
