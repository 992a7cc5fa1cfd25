import type { Page } from '@shop/contract/list';
import type { OrderHomeItem, OrderHomeResource, TrackingEvent, UserDashboard } from '@shop/contract/orders';
import { baseApi } from '../base-api.ts';
import { asPage, emptyPage } from '../resource.ts';

/**
 * The server's `orders` module: the shopper's orders, their state and tracking, and the back offices' order
 * actions beyond the generic table (several orders at once, status changes and shipping, courier events,
 * cloud-printed waybills).
 */

/** `/Admin` or `/Seller`: the back office whose orders a call reads or changes. */
export type OrderApiBase = '/Admin' | '/Seller';

export interface OrdersArgs {
  order_status?: number;
  /** Part of an order number (the server matches it anywhere in the number). */
  order_no?: string;
  is_refund?: 1;
  is_return?: 1;
  page?: number;
  per_page?: number;
}

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
    /** Live courier events of an own shipped order (answers an error when tracking is not configured). */
    orderTracking: build.query<TrackingEvent[], number>({
      query: (id) => ({ url: '/user/order/express', method: 'POST', data: { id } }),
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as TrackingEvent[]) : []),
    }),
    /** `GET {base}/orders/find/all?params=`: the orders with their lines and after-sale row (`params` as sent). */
    backOrders: build.query<unknown, { apiBase: OrderApiBase; params: string }>({
      query: ({ apiBase, params }) => ({ url: `${apiBase}/orders/find/all?params=${encodeURIComponent(params)}` }),
      providesTags: ['Order'],
    }),
    /** `POST {base}/orders/express/find`: the courier's events of a shipped order. */
    backOrderTracking: build.query<unknown, { apiBase: OrderApiBase; id: string | number }>({
      query: ({ apiBase, id }) => ({ url: `${apiBase}/orders/express/find`, method: 'POST', data: { id } }),
      providesTags: ['Order'],
    }),
    /** `GET {base}/print/waybill/{id}`: prints through KuaiBao's cloud printer, so it is an action, not a read. */
    cloudWaybill: build.mutation<unknown, { apiBase: OrderApiBase; id: string | number }>({
      query: ({ apiBase, id }) => ({ url: `${apiBase}/print/waybill/${String(id)}` }),
    }),
    /** `PUT {base}/orders/status/edit`: ships an order (status 3 with courier and number) or, Admin, any move. */
    editOrderStatus: build.mutation<unknown, { apiBase: OrderApiBase; data: Record<string, unknown> }>({
      query: ({ apiBase, data }) => ({ url: `${apiBase}/orders/status/edit`, method: 'PUT', data }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const {
  useOrdersQuery,
  useOrderQuery,
  useSetOrderStatusMutation,
  useDashboardQuery,
  useLazyOrderTrackingQuery,
  useBackOrdersQuery,
  useBackOrderTrackingQuery,
  useCloudWaybillMutation,
  useEditOrderStatusMutation,
} = ordersApi;
