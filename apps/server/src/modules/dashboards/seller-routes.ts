import type { FastifyInstance } from 'fastify';
import { dashboardOverviewSchema, dashboardSalesSchema } from '@shop/contract/dashboards';
import { dashboardRequestSchema } from '@shop/contract/requests/dashboards';
import { shanghaiDate } from '../../lib/time.ts';
import { TOTALS_TTL_MS, cachedValue } from './cache.ts';
import { sellerOverview, sellerSales } from './overview.ts';
import { storeTotalsSchema, totalsByStore } from './queries.ts';
import { dashboardRoute, sellerArea } from './route.ts';

/** The Seller dashboards (docs/dashboards.md): the store's overview and sales analysis, only its own orders. */
export async function sellerDashboardRoutes(app: FastifyInstance): Promise<void> {
  dashboardRoute(app, sellerArea, {
    name: 'all',
    summary: "Store overview: the store's sales figures and rates, order counters, plots, top goods",
    query: dashboardRequestSchema,
    answer: dashboardOverviewSchema,
    plan: (req, _input, range, { storeId }) => ({
      compute: async () => {
        const db = req.server.db;
        const totals = await cachedValue(
          req,
          { part: 'totals', storeId },
          storeTotalsSchema,
          () => totalsByStore(db, storeId),
          TOTALS_TTL_MS,
        );
        return sellerOverview(db, storeId, range, shanghaiDate(), totals);
      },
    }),
  });

  dashboardRoute(app, sellerArea, {
    name: 'order',
    summary: "Store sales analysis: the store's sales per period, top 10 goods by quantity and by sales",
    query: dashboardRequestSchema,
    answer: dashboardSalesSchema,
    plan: (req, _input, range, { storeId }) => ({ compute: () => sellerSales(req.server.db, storeId, range) }),
  });
}
