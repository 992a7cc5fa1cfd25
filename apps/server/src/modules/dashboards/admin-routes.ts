import type { FastifyInstance } from 'fastify';
import { dashboardListSchema, dashboardOverviewSchema, dashboardSalesSchema } from '@shop/contract/dashboards';
import {
  dashboardPayRequestSchema,
  dashboardRequestSchema,
  dashboardStoreRequestSchema,
  dashboardUserRequestSchema,
} from '@shop/contract/requests/dashboards';
import { invalid } from '../../http/envelope.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { shanghaiDate } from '../../lib/time.ts';
import { TOTALS_TTL_MS, cachedAnswer, cachedValue } from './cache.ts';
import { pageOf, paysAnswer, searchValue, storesAnswer, usersAnswer } from './lists.ts';
import { adminOverview, adminSales } from './overview.ts';
import { periodRange, rangeKey } from './periods.ts';
import { storeTotalsSchema, totalsByStore } from './queries.ts';

const tags = ['admin', 'dashboards'];

/** The Admin dashboards (docs/dashboards.md): the overview and the member, store, sales and payment analyses. */
export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/dashboard/all',
    {
      config: { name: 'admin.dashboard.all' },
      ...documented({
        tags,
        summary: 'Overview: sales figures and rates, order counters, sales and new-user plots, top stores',
        query: dashboardRequestSchema,
        answer: dashboardOverviewSchema,
      }),
    },
    async (req) => {
      const input = parseInput(dashboardRequestSchema, req);
      const range = periodRange(input.created_at, input.is_type);
      const data = await cachedAnswer(req, { route: 'admin.all', range: rangeKey(range) }, async () => {
        const db = req.server.db;
        const totals = await cachedValue(
          req,
          { part: 'totals' },
          storeTotalsSchema,
          () => totalsByStore(db),
          TOTALS_TTL_MS,
        );
        return adminOverview(db, range, shanghaiDate(), totals);
      });
      return { code: 200, msg: 'ok', data };
    },
  );

  app.get(
    '/dashboard/order',
    {
      config: { name: 'admin.dashboard.order' },
      ...documented({
        tags,
        summary: 'Sales analysis: sales per period, top 10 stores and goods by sales in the range',
        query: dashboardRequestSchema,
        answer: dashboardSalesSchema,
      }),
    },
    async (req) => {
      const input = parseInput(dashboardRequestSchema, req);
      const range = periodRange(input.created_at, input.is_type);
      const data = await cachedAnswer(req, { route: 'admin.order', range: rangeKey(range) }, () =>
        adminSales(req.server.db, range),
      );
      return { code: 200, msg: 'ok', data };
    },
  );

  app.get(
    '/dashboard/user',
    {
      config: { name: 'admin.dashboard.user' },
      ...documented({
        tags,
        summary: 'Member analysis: new users per period and the users registered in the range',
        query: dashboardUserRequestSchema,
        answer: dashboardListSchema,
      }),
    },
    async (req) => {
      const input = parseInput(dashboardUserRequestSchema, req);
      const range = periodRange(input.created_at, input.is_type);
      const paging = pageOf(input);
      const nickname = searchValue(input.nickname);
      const data = await cachedAnswer(req, { route: 'admin.user', range: rangeKey(range), paging, nickname }, () =>
        usersAnswer(req.server.db, range, paging, nickname),
      );
      return { code: 200, msg: 'ok', data };
    },
  );

  app.get(
    '/dashboard/store',
    {
      config: { name: 'admin.dashboard.store' },
      ...documented({
        tags,
        summary: 'Store analysis: new stores per period and the stores created in the range',
        query: dashboardStoreRequestSchema,
        answer: dashboardListSchema,
      }),
    },
    async (req) => {
      const input = parseInput(dashboardStoreRequestSchema, req);
      const range = periodRange(input.created_at, input.is_type);
      const paging = pageOf(input);
      const storeName = searchValue(input.store_name);
      const data = await cachedAnswer(req, { route: 'admin.store', range: rangeKey(range), paging, storeName }, () =>
        storesAnswer(req, range, paging, storeName),
      );
      return { code: 200, msg: 'ok', data };
    },
  );

  app.get(
    '/dashboard/pay',
    {
      config: { name: 'admin.dashboard.pay' },
      ...documented({
        tags,
        summary: 'Payment analysis: payments per period and the payment rows of the range',
        query: dashboardPayRequestSchema,
        answer: dashboardListSchema,
      }),
    },
    async (req) => {
      const input = parseInput(dashboardPayRequestSchema, req);
      const range = periodRange(input.created_at, input.is_type);
      const paging = pageOf(input);
      const filters = {
        pay_no: searchValue(input.pay_no),
        trade_no: searchValue(input.trade_no),
        payment_name: searchValue(input.payment_name),
        pay_status: searchValue(input.pay_status),
      };
      if (filters.pay_status !== '' && filters.pay_status !== '0' && filters.pay_status !== '1')
        throw invalid('badValue', { field: 'pay_status' });
      const data = await cachedAnswer(req, { route: 'admin.pay', range: rangeKey(range), paging, filters }, () =>
        paysAnswer(req, range, paging, filters),
      );
      return { code: 200, msg: 'ok', data };
    },
  );
}
