import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { documented, parseInput } from '../../http/route-input.ts';
import { sellerScope } from '../../http/scope.ts';
import { cachedAnswer } from './cache.ts';
import { periodRange, rangeKey, type PeriodRange } from './periods.ts';

/** Who a dashboard answers for: the area's name and the tenant that every cache key of the area must hold. */
export interface DashboardArea<T extends object> {
  name: 'admin' | 'seller';
  /** Read before the input, so a caller without a tenant is refused whatever it sent. */
  tenant: (req: FastifyRequest) => T;
}

/** The Admin sees the whole shop: no tenant. */
export const adminArea: DashboardArea<object> = { name: 'admin', tenant: () => ({}) };

/** A seller sees only its own store's orders: the store is in every key, so no store reads another's answer. */
export const sellerArea: DashboardArea<{ storeId: number }> = {
  name: 'seller',
  tenant: (req) => ({ storeId: sellerScope(req).storeId }),
};

/** What a dashboard computes for one request: the input beyond the range that its answer depends on, and how. */
export interface DashboardPlan {
  /** Cache key parts after the range (paging, search values). */
  key?: Record<string, unknown>;
  compute: () => Promise<unknown>;
}

/** One `GET /dashboard/<name>` route; `plan` may throw to refuse a value before anything is read. */
export interface DashboardRoute<Q extends z.ZodType, T extends object> {
  name: string;
  summary: string;
  query: Q;
  answer: z.ZodType;
  plan: (req: FastifyRequest, input: z.output<Q>, range: PeriodRange, tenant: T) => DashboardPlan;
}

/**
 * Mounts a dashboard: the tenant, then the input and its period range, then the answer cached briefly under the
 * route, tenant, range and the plan's key (docs/dashboards.md). Every dashboard answers `{code: 200, msg: 'ok'}`.
 */
export function dashboardRoute<Q extends z.ZodType<{ created_at: string[]; is_type: string }>, T extends object>(
  app: FastifyInstance,
  area: DashboardArea<T>,
  route: DashboardRoute<Q, T>,
): void {
  const { query, answer, summary } = route;
  app.get(
    `/dashboard/${route.name}`,
    {
      config: { name: `${area.name}.dashboard.${route.name}` },
      ...documented({ tags: [area.name, 'dashboards'], summary, query, answer }),
    },
    async (req) => {
      const tenant = area.tenant(req);
      const input = parseInput(query, req);
      const range = periodRange(input.created_at, input.is_type);
      const plan = route.plan(req, input, range, tenant);
      const parts = { route: `${area.name}.${route.name}`, ...tenant, range: rangeKey(range), ...plan.key };
      const data = await cachedAnswer(req, parts, plan.compute);
      return { code: 200, msg: 'ok', data };
    },
  );
}
