import type { FastifyInstance } from 'fastify';
import { dashboardOverviewSchema, dashboardSalesSchema } from '@shop/contract/dashboards';
import { dashboardRequestSchema } from '@shop/contract/requests/dashboards';
import { documented, parseInput } from '../../http/route-input.ts';
import { sellerScope } from '../../http/scope.ts';
import { shanghaiDate } from '../../lib/time.ts';
import { TOTALS_TTL_MS, cachedAnswer, cachedValue } from './cache.ts';
import { sellerOverview, sellerSales } from './overview.ts';
import { periodRange, rangeKey } from './periods.ts';
import { storeTotalsSchema, totalsByStore } from './queries.ts';

const tags = ['seller', 'dashboards'];

/** The Seller dashboards (docs/dashboards.md): the store's overview and sales analysis, only its own orders. */
export async function sellerDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/dashboard/all',
    {
      config: { name: 'seller.dashboard.all' },
      ...documented({
        tags,
        summary: "Store overview: the store's sales figures and rates, order counters, plots, top goods",
        query: dashboardRequestSchema,
        answer: dashboardOverviewSchema,
      }),
    },
    async (req) => {
      const { storeId } = sellerScope(req);
      const input = parseInput(dashboardRequestSchema, req);
      const range = periodRange(input.created_at, input.is_type);
      const data = await cachedAnswer(req, { route: 'seller.all', storeId, range: rangeKey(range) }, async () => {
        const db = req.server.db;
        const totals = await cachedValue(
          req,
          { part: 'totals', storeId },
          storeTotalsSchema,
          () => totalsByStore(db, storeId),
          TOTALS_TTL_MS,
        );
        return sellerOverview(db, storeId, range, shanghaiDate(), totals);
      });
      return { code: 200, msg: 'ok', data };
    },
  );

  app.get(
    '/dashboard/order',
    {
      config: { name: 'seller.dashboard.order' },
      ...documented({
        tags,
        summary: "Store sales analysis: the store's sales per period, top 10 goods by quantity and by sales",
        query: dashboardRequestSchema,
        answer: dashboardSalesSchema,
      }),
    },
    async (req) => {
      const { storeId } = sellerScope(req);
      const input = parseInput(dashboardRequestSchema, req);
      const range = periodRange(input.created_at, input.is_type);
      const data = await cachedAnswer(req, { route: 'seller.order', storeId, range: rangeKey(range) }, () =>
        sellerSales(req.server.db, storeId, range),
      );
      return { code: 200, msg: 'ok', data };
    },
  );
}
