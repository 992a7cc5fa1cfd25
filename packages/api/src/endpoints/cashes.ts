import type { Page } from '@shop/contract/list';
import type { CASH_STATUS } from '@shop/contract/finance';
import { baseApi } from '../base-api.ts';
import { asPage, emptyPage, listTag } from '../resource.ts';

/** The shopper's withdrawals (the server's `finance` module, `cashes`): own requests and a new one. */

export type CashStatus = (typeof CASH_STATUS)[keyof typeof CASH_STATUS];

/** A row of `GET /user/cashes`; bank data is copied from the real-name record when requested. */
export interface UserCashRow {
  id: number;
  name: string;
  bank_name: string;
  card_no: string;
  /** Requested (gross) amount, '12.50'. */
  money: string;
  /** The fee taken from it. */
  commission: string;
  cash_status: CashStatus;
  remark: string;
  refuse_info: string;
  created_at: string;
}

const CASHES = '/user/cashes';

export const cashesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    userCashes: build.query<Page<UserCashRow>, { page?: number; per_page?: number }>({
      query: ({ page = 1, per_page = 30 }) => ({ url: CASHES, params: { page, per_page } }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<UserCashRow>()),
      providesTags: [listTag(CASHES)],
    }),
    /** `POST /user/cashes {money, remark}`: balance → frozen money until the platform decides (hence `Auth`). */
    requestCash: build.mutation<unknown, { money: string; remark: string }>({
      query: (data) => ({ url: CASHES, method: 'POST', data }),
      invalidatesTags: [listTag(CASHES), 'Auth'],
    }),
  }),
});

export const { useUserCashesQuery, useRequestCashMutation } = cashesApi;
