import type { CheckoutGroup, CheckoutItem, OrderAfterItem, OrderCreated } from '@shop/contract/orders';
import { baseApi } from '../base-api.ts';
import { encodeParams } from '../params-segment.ts';

/**
 * The server's `checkout` module: the order preview, order creation and the orders just created (their
 * `params` travel as base64 JSON, as the routes read them), and the store's freight templates.
 */

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `coupon_id`: the comma list of the coupon chosen per store group (0 none); left out, the server applies each
     * group's best usable coupon.
     */
    checkoutPreview: build.query<
      CheckoutGroup[],
      { order: CheckoutItem[]; ifcart: 0 | 1; address_id?: number; coupon_id?: string }
    >({
      query: ({ address_id, coupon_id, ...params }) => ({
        url: '/user/order/before',
        method: 'POST',
        data: {
          params: encodeParams(params),
          ...(address_id ? { address_id } : {}),
          ...(coupon_id !== undefined ? { coupon_id } : {}),
        },
      }),
    }),
    /** `coupon_id`: the same comma list as the preview's ('' none at all). */
    createOrders: build.mutation<
      OrderCreated,
      { order: CheckoutItem[]; ifcart: 0 | 1; address_id: number; coupon_id?: string; remark: Record<number, string> }
    >({
      query: ({ address_id, coupon_id = '', remark, ...params }) => ({
        url: '/user/order/create',
        method: 'POST',
        data: { params: encodeParams(params), address_id, coupon_id, remark: JSON.stringify(remark) },
      }),
      invalidatesTags: ['Cart', 'Order'],
    }),
    ordersAfter: build.query<OrderAfterItem[], number[]>({
      query: (ids) => ({ url: '/user/order/after', method: 'POST', data: { params: encodeParams({ order_id: ids }) } }),
      providesTags: ['Order'],
    }),
    /** `GET /Seller/freights?isAll=true`: the store's templates, the default one first. */
    freights: build.query<unknown, void>({
      query: () => ({ url: '/Seller/freights', params: { isAll: true } }),
      providesTags: ['Freight'],
    }),
    /** `PUT /Seller/freights/0`: every template of the store at once. */
    saveFreights: build.mutation<unknown, unknown>({
      query: (data) => ({ url: '/Seller/freights/0', method: 'PUT', data }),
      invalidatesTags: ['Freight'],
    }),
    /** `DELETE /Seller/freights/{id}`: one saved template. */
    removeFreight: build.mutation<unknown, number>({
      query: (id) => ({ url: `/Seller/freights/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Freight'],
    }),
  }),
});

export const {
  useCheckoutPreviewQuery,
  useCreateOrdersMutation,
  useOrdersAfterQuery,
  useFreightsQuery,
  useSaveFreightsMutation,
  useRemoveFreightMutation,
} = checkoutApi;
