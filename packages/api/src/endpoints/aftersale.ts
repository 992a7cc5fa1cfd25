import type { Page } from '@shop/contract/list';
import type { OrderCommentItem, RefundRow } from '@shop/contract/orders';
import { baseApi } from '../base-api.ts';
import { asPage, emptyPage, rowTag } from '../resource.ts';

/**
 * The server's `aftersale` module: the shopper's refund and return requests and reviews, the store's
 * decisions on them and the back offices' replies to reviews.
 */

export interface ReviewInput {
  order_id: number;
  score: number;
  agree: number;
  service: number;
  speed: number;
  content: string;
  image: string[];
}

export const aftersaleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
    /** The shopper's reviews, store replies included; a new review (`review`) invalidates them with the order. */
    userComments: build.query<Page<OrderCommentItem>, { page?: number; per_page?: number }>({
      query: (params) => ({ url: '/user/comments', params: { per_page: 10, ...params } }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<OrderCommentItem>()),
      providesTags: ['Order'],
    }),
    /** `PUT /Seller/refunds/{order_id}`: the store agrees, refuses or confirms the returned goods. */
    refundAction: build.mutation<unknown, { orderId: number; data: Record<string, unknown> }>({
      query: ({ orderId, data }) => ({ url: `/Seller/refunds/${orderId}`, method: 'PUT', data }),
      invalidatesTags: ['Order'],
    }),
    /** `PUT {base}/order_comments/{id}` with the reply. */
    replyReview: build.mutation<unknown, { apiBase: '/Admin' | '/Seller'; id: number; reply: string }>({
      query: ({ apiBase, id, reply }) => ({ url: `${apiBase}/order_comments/${id}`, method: 'PUT', data: { reply } }),
      invalidatesTags: (_result, _error, { apiBase, id }) => [rowTag(`${apiBase}/order_comments`, id)],
    }),
  }),
});

export const {
  useAskRefundMutation,
  useRefundQuery,
  useRefundStepMutation,
  useReviewMutation,
  useUserCommentsQuery,
  useRefundActionMutation,
  useReplyReviewMutation,
} = aftersaleApi;
