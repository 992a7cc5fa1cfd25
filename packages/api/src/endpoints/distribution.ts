import type { Page } from '@shop/contract/list';
import type { DistributionLogItem, DistributionLogStatus, TeamMember } from '@shop/contract/distribution';
import { baseApi } from '../base-api.ts';
import { asPage, emptyPage } from '../resource.ts';

/** The server's `distribution` module as the storefront uses it: the shopper's referral team and commissions. */

export type { DistributionLogItem, DistributionLogStatus, TeamMember };

/** 0: invited by me, 1: by them, 2: the level below. */
export type TeamLevel = 0 | 1 | 2;

export const distributionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /user/distributions?lev=`: one level of the shopper's team, newest first. */
    distributionTeam: build.query<Page<TeamMember>, { lev: TeamLevel; page?: number; per_page?: number }>({
      query: ({ lev, page = 1, per_page = 30 }) => ({ url: '/user/distributions', params: { lev, page, per_page } }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<TeamMember>()),
    }),
    /** `GET /user/distribution_logs?status=`: the shopper's own commissions, newest first. */
    distributionLogs: build.query<
      Page<DistributionLogItem>,
      { status?: DistributionLogStatus; page?: number; per_page?: number }
    >({
      query: ({ status, page = 1, per_page = 30 }) => ({
        url: '/user/distribution_logs',
        params: { page, per_page, ...(status === undefined ? {} : { status }) },
      }),
      transformResponse: (data: unknown) => asPage(data, emptyPage<DistributionLogItem>()),
    }),
  }),
});

export const { useDistributionTeamQuery, useDistributionLogsQuery } = distributionApi;
