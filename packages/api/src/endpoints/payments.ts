import type { PayAnswer, PaymentMethods, PaymentName } from '@shop/contract/orders';
import { baseApi } from '../base-api.ts';

/** The server's `payments` module: the payment methods, paying orders and the payment state. */

export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { usePaymentMethodsQuery, usePayMutation, usePayCheckQuery, useLazyPayCheckQuery } = paymentsApi;
