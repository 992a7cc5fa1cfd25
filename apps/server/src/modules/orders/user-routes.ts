import { and, count, desc, eq, gte, inArray, isNull, like, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ORDER_STATUS, ORDER_REFUND_STATUS, type UserDashboard } from '@shop/contract/orders';
import {
  orderIdRequestSchema,
  userDashboardRequestSchema,
  userOrderListRequestSchema,
  userOrderShowRequestSchema,
  userOrderStatusRequestSchema,
} from '@shop/contract/requests/orders';
import { orders } from '../../db/schema/index.ts';
import { badInput, fail } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import { collection } from '../../http/paginate.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { bumpCounters } from '../catalog/cache.ts';
import { listFavorites } from '../stores/favorites.ts';
import { trackingEvents, trackingOrEmpty } from './tracking.ts';
import { changeOrderStatus, lockOrder } from './transitions.ts';
import { homeItem, homeResource, listItem, loadRelated, resourceItem } from './views.ts';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** The user centre counts these, in this order: unpaid, to ship, shipped, to review, after-sale. */
const DASHBOARD_STATUSES = [
  ORDER_STATUS.waitPay,
  ORDER_STATUS.waitDelivery,
  ORDER_STATUS.waitReceipt,
  ORDER_STATUS.waitComment,
  ORDER_STATUS.afterSale,
];

type UserOrderList = z.output<typeof userOrderListRequestSchema>;

/** The `/api/user/orders` filters, always within the caller's orders. */
function userFilters(req: FastifyRequest, input: UserOrderList): SQL[] {
  const w: SQL[] = [eq(orders.user_id, req.userId!), isNull(orders.deleted_at)];
  const status = input.order_status;
  if (status !== '' && status !== '-1') w.push(eq(orders.order_status, Number(status)));
  const no = input.order_no;
  if (no) w.push(like(orders.order_no, `%${no.replace(/[%_\\]/g, '')}%`));
  for (const key of ['store_id', 'collective_id'] as const) {
    const v = input[key];
    if (v !== undefined) w.push(eq(orders[key], v));
  }
  const range = input.created_at;
  if (range.length === 2 && range.every((d) => DATE_TIME.test(d))) {
    w.push(
      gte(orders.created_at, range[0]!),
      lt(orders.created_at, range[1]!.length === 10 ? `${range[1]} 23:59:60` : range[1]!),
    );
  }
  if (input.is_refund !== undefined)
    w.push(eq(orders.order_status, ORDER_STATUS.afterSale), eq(orders.refund_status, ORDER_REFUND_STATUS.refund));
  if (input.is_return !== undefined)
    w.push(eq(orders.order_status, ORDER_STATUS.afterSale), eq(orders.refund_status, ORDER_REFUND_STATUS.return));
  return w;
}

async function userOrders(req: FastifyRequest, where: SQL[], page: number, perPage: number, home: boolean) {
  const db = req.server.db;
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(...where));
  const rows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const rel = await loadRelated(db, rows, home);
  const items = rows.map((o) => (home ? homeItem(o, rel, req.lang) : listItem(o, rel, req.lang)));
  return collection(items, total!.n, page, perPage);
}

async function ownOrder(req: FastifyRequest, idText: string) {
  if (!/^\d{1,9}$/.test(idText)) throw fail('order.empty');
  const [row] = await req.server.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, Number(idText)), eq(orders.user_id, req.userId!), isNull(orders.deleted_at)));
  if (!row) throw fail('order.empty');
  return row;
}

const clampPerPage = (n: number) => Math.min(100, Math.max(1, n));

/** The shopper's orders: list, detail, cancel/confirm, tracking, dashboard. */
export async function userOrderRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/user/orders',
    documented({
      tags: ['orders'],
      summary: 'Own orders, newest first (isResource=Home for the storefront shape)',
      query: userOrderListRequestSchema,
    }),
    async (req) => {
      const input = parseInput(userOrderListRequestSchema, req, (field) => badInput('badValue', { field }));
      const page = Math.max(1, input.page);
      const data = await userOrders(
        req,
        userFilters(req, input),
        page,
        clampPerPage(input.per_page),
        input.isResource === 'Home',
      );
      return { code: 200, msg: 'ok', data };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/user/order/:id',
    documented({ tags: ['orders'], summary: 'One own order', query: userOrderShowRequestSchema }),
    async (req) => {
      const input = parseInput(userOrderShowRequestSchema, req);
      const order = await ownOrder(req, req.params.id);
      const rel = await loadRelated(req.server.db, [order], true);
      if (input.isResource !== 'Home') return { code: 200, msg: 'ok', data: resourceItem(order, rel, req.lang) };
      const events = await trackingOrEmpty(req.server.db, order);
      return { code: 200, msg: 'ok', data: homeResource(order, rel, req.lang, events) };
    },
  );

  app.put<{ Params: { id: string } }>(
    '/user/order/:id',
    documented({
      tags: ['orders'],
      summary: 'Cancel (order_status 0) or confirm receipt (4)',
      body: userOrderStatusRequestSchema,
    }),
    async (req) => {
      const target = parseInput(userOrderStatusRequestSchema, req).order_status;
      // Only cancelling and confirming are the shopper's (qwshop also let status 1, "paid", through).
      if (target !== '0' && target !== '4') throw fail('error');
      if (!/^\d{1,9}$/.test(req.params.id)) throw fail('order.empty');
      await req.server.db.transaction(async (tx) => {
        const order = await lockOrder(tx, and(eq(orders.id, Number(req.params.id)), eq(orders.user_id, req.userId!)));
        if (!order) throw fail('order.empty');
        await changeOrderStatus(tx, order, Number(target), { kv: req.server.kv });
      });
      if (target === '0') await bumpCounters(req.server.kv);
      return { code: 200, msg: translate(req.lang, 'success'), data: [Number(target)] };
    },
  );

  app.post(
    '/user/order/express',
    documented({ tags: ['orders'], summary: 'Tracking of an own order', body: orderIdRequestSchema }),
    async (req) => {
      const order = await ownOrder(req, parseInput(orderIdRequestSchema, req).id);
      return { code: 200, msg: 'ok', data: await trackingEvents(req.server.db, order) };
    },
  );

  app.get(
    '/user/default',
    documented({
      tags: ['orders'],
      summary: 'User centre: order counts by status, recent orders, favourite goods',
      query: userDashboardRequestSchema,
    }),
    async (req) => {
      const input = parseInput(userDashboardRequestSchema, req);
      const perPage = clampPerPage(input.per_page);
      const db = req.server.db;
      const mine = and(eq(orders.user_id, req.userId!), isNull(orders.deleted_at));
      const counts = await db
        .select({ status: orders.order_status, n: count() })
        .from(orders)
        .where(and(mine, inArray(orders.order_status, DASHBOARD_STATUSES)))
        .groupBy(orders.order_status);
      const data: UserDashboard = {
        count: DASHBOARD_STATUSES.map((s) => counts.find((c) => c.status === s)?.n ?? 0) as UserDashboard['count'],
        order: (await userOrders(
          req,
          [eq(orders.user_id, req.userId!), isNull(orders.deleted_at)],
          1,
          perPage,
          input.isResource === 'Home',
        )) as UserDashboard['order'],
        fav: (await listFavorites(req)).data,
      };
      return { code: 200, msg: 'ok', data };
    },
  );
}
