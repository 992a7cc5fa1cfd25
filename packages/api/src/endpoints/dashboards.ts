import type { DashboardOverview, DashboardSales, PlotPoint } from '@shop/contract/dashboards';
import type { Page } from '@shop/contract/list';
import { baseApi } from '../base-api.ts';
import { asPage, emptyPage, type Row } from '../resource.ts';

/** The server's `dashboards` module: the Admin and Seller overviews and analyses (docs/dashboards.md). */

/** What every dashboard is asked: the granularity and an optional [start, end] of days (YYYY-MM-DD). */
export interface DashboardArgs {
  /** 0 day, 1 month, 2 year. */
  is_type: 0 | 1 | 2;
  created_at?: [string, string];
}

/** A list dashboard's call: the period, the page and the list's filters (`value|operator`). */
export interface DashboardListArgs extends DashboardArgs {
  page: number;
  per_page: number;
  search?: Record<string, unknown>;
}

/** A plot and one page of rows (members, stores, payments). */
export interface DashboardListAnswer {
  plot: PlotPoint[];
  list: Page<Row>;
}

/** The Admin's list dashboards, by path. */
export type DashboardListKind = 'user' | 'store' | 'pay';

const period = ({ is_type, created_at }: DashboardArgs): Record<string, unknown> =>
  created_at ? { is_type, created_at } : { is_type };

const listParams = ({ page, per_page, search, ...rest }: DashboardListArgs): Record<string, unknown> => {
  const params: Record<string, unknown> = { ...period(rest), page, per_page };
  for (const [key, value] of Object.entries(search ?? {})) if (value !== '' && value != null) params[key] = value;
  return params;
};

const asList = (data: unknown): DashboardListAnswer => {
  const answer = data && typeof data === 'object' ? (data as Partial<DashboardListAnswer>) : {};
  return { plot: Array.isArray(answer.plot) ? answer.plot : [], list: asPage(answer.list, emptyPage<Row>()) };
};

export const dashboardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /{Admin,Seller}/dashboard/all`: the overview (the Seller's: of its store). */
    dashboardOverview: build.query<DashboardOverview, DashboardArgs & { area: 'Admin' | 'Seller' }>({
      query: ({ area, ...args }) => ({ url: `/${area}/dashboard/all`, params: period(args) }),
      providesTags: ['Order'],
    }),
    /** `GET /{Admin,Seller}/dashboard/order`: sales per period and the rankings. */
    dashboardSales: build.query<DashboardSales, DashboardArgs & { area: 'Admin' | 'Seller' }>({
      query: ({ area, ...args }) => ({ url: `/${area}/dashboard/order`, params: period(args) }),
      providesTags: ['Order'],
    }),
    /** `GET /Admin/dashboard/{user,store,pay}`: a plot and one page of the rows of the range. */
    dashboardList: build.query<DashboardListAnswer, DashboardListArgs & { kind: DashboardListKind }>({
      query: ({ kind, ...args }) => ({ url: `/Admin/dashboard/${kind}`, params: listParams(args) }),
      transformResponse: asList,
    }),
  }),
});

export const { useDashboardOverviewQuery, useDashboardSalesQuery, useDashboardListQuery } = dashboardsApi;
