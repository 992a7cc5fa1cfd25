import type { FastifyInstance } from 'fastify';
import { dashboardListSchema, dashboardOverviewSchema, dashboardSalesSchema } from '@shop/contract/dashboards';
import {
  dashboardPayRequestSchema,
  dashboardRequestSchema,
  dashboardStoreRequestSchema,
  dashboardUserRequestSchema,
} from '@shop/contract/requests/dashboards';
import { invalid } from '../../http/envelope.ts';
import { shanghaiDate } from '../../lib/time.ts';
import { TOTALS_TTL_MS, cachedValue } from './cache.ts';
import { pageOf, paysAnswer, searchValue, storesAnswer, usersAnswer } from './lists.ts';
import { adminOverview, adminSales } from './overview.ts';
import { storeTotalsSchema, totalsByStore } from './queries.ts';
import { adminArea, dashboardRoute } from './route.ts';

/** The Admin dashboards (docs/dashboards.md): the overview and the member, store, sales and payment analyses. */
export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  dashboardRoute(app, adminArea, {
    name: 'all',
    summary: 'Overview: sales figures and rates, order counters, sales and new-user plots, top stores',
    query: dashboardRequestSchema,
    answer: dashboardOverviewSchema,
    plan: (req, _input, range) => ({
      compute: async () => {
        const db = req.server.db;
        const totals = await cachedValue(
          req,
          { part: 'totals' },
          storeTotalsSchema,
          () => totalsByStore(db),
          TOTALS_TTL_MS,
        );
        return adminOverview(db, range, shanghaiDate(), totals);
      },
    }),
  });

  dashboardRoute(app, adminArea, {
    name: 'order',
    summary: 'Sales analysis: sales per period, top 10 stores and goods by sales in the range',
    query: dashboardRequestSchema,
    answer: dashboardSalesSchema,
    plan: (req, _input, range) => ({ compute: () => adminSales(req.server.db, range) }),
  });

  dashboardRoute(app, adminArea, {
    name: 'user',
    summary: 'Member analysis: new users per period and the users registered in the range',
    query: dashboardUserRequestSchema,
    answer: dashboardListSchema,
    plan: (req, input, range) => {
      const paging = pageOf(input);
      const nickname = searchValue(input.nickname);
      return { key: { paging, nickname }, compute: () => usersAnswer(req.server.db, range, paging, nickname) };
    },
  });

  dashboardRoute(app, adminArea, {
    name: 'store',
    summary: 'Store analysis: new stores per period and the stores created in the range',
    query: dashboardStoreRequestSchema,
    answer: dashboardListSchema,
    plan: (req, input, range) => {
      const paging = pageOf(input);
      const storeName = searchValue(input.store_name);
      return { key: { paging, storeName }, compute: () => storesAnswer(req, range, paging, storeName) };
    },
  });

  dashboardRoute(app, adminArea, {
    name: 'pay',
    summary: 'Payment analysis: payments per period and the payment rows of the range',
    query: dashboardPayRequestSchema,
    answer: dashboardListSchema,
    plan: (req, input, range) => {
      const paging = pageOf(input);
      const filters = {
        pay_no: searchValue(input.pay_no),
        trade_no: searchValue(input.trade_no),
        payment_name: searchValue(input.payment_name),
        pay_status: searchValue(input.pay_status),
      };
      if (filters.pay_status !== '' && filters.pay_status !== '0' && filters.pay_status !== '1')
        throw invalid('badValue', { field: 'pay_status' });
      return { key: { paging, filters }, compute: () => paysAnswer(req, range, paging, filters) };
    },
  });
}
