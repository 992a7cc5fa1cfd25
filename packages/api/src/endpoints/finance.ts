import type { LogOrder } from '@shop/contract/finance';
import type { Page } from '@shop/contract/list';
import { baseApi } from '../base-api.ts';
import { asPage, emptyPage, listTag } from '../resource.ts';

/** The server's `finance` module: the shopper's money history and the platform's settlement run. */

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
  /** The orders `info` cites, the shopper's own (docs/money.md): what the line links to. */
  orders: LogOrder[];
  created_at: string;
}

export const financeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Balance, frozen-money or points history; payments and after-sale refunds write it, hence the order tag. */
    moneyLogs: build.query<Page<MoneyLogRow>, { is_type: MoneyLogType; page?: number; per_page?: number }>({
      query: (params) => ({ url: '/user/money_logs', params: { per_page: 30, ...params } }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<MoneyLogRow>()),
      providesTags: ['Order'],
    }),
    /** `GET /Admin/order_settlement_handle`: settles what is due (an action, though sent as GET). */
    settleNow: build.mutation<unknown, void>({
      query: () => ({ url: '/Admin/order_settlement_handle' }),
      invalidatesTags: [listTag('/Admin/order_settlements')],
    }),
  }),
});

export const { useMoneyLogsQuery, useSettleNowMutation } = financeApi;
