import { and, count, desc, eq, gte, inArray, isNull, like, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORDER_STATUS, ORDER_REFUND_STATUS, type UserDashboard } from '@shop/contract/orders';
import { orders } from '../../db/schema/index.ts';
import { badInput, fail } from '../../http/envelope.ts';
import { int, list, str } from '../../http/input.ts';
import { translate } from '../../http/messages.ts';
import { collection } from '../../http/paginate.ts';
import { bumpCatalogVersion } from '../catalog/cache.ts';
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

/** The `/api/user/orders` filters, always within the caller's orders. */
function userFilters(req: FastifyRequest): SQL[] {
  const input = req.input;
  const w: SQL[] = [eq(orders.user_id, req.userId!), isNull(orders.deleted_at)];
  const status = str(input, 'order_status');
  if (status !== '' && status !== '-1') {
    if (!/^[0-6]$/.test(status)) throw badInput('badValue', { field: 'order_status' });
    w.push(eq(orders.order_status, Number(status)));
  }
  const no = str(input, 'order_no');
  if (no) w.push(like(orders.order_no, `%${no.replace(/[%_\\]/g, '')}%`));
  for (const key of ['store_id', 'collective_id'] as const) {
    const v = str(input, key);
    if (v !== '') w.push(eq(orders[key], int(input, key, -1)));
  }
  const range = list(input, 'created_at');
  if (range.length === 2 && range.every((d) => DATE_TIME.test(d))) {
    w.push(
      gte(orders.created_at, range[0]!),
      lt(orders.created_at, range[1]!.length === 10 ? `${range[1]} 23:59:60` : range[1]!),
    );
  }
  if ('is_refund' in input)
    w.push(eq(orders.order_status, ORDER_STATUS.afterSale), eq(orders.refund_status, ORDER_REFUND_STATUS.refund));
  if ('is_return' in input)
    w.push(eq(orders.order_status, ORDER_STATUS.afterSale), eq(orders.refund_status, ORDER_REFUND_STATUS.return));
  return w;
}

async function userOrders(req: FastifyRequest, where: SQL[], page: number, perPage: number) {
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
  const home = str(req.input, 'isResource') === 'Home';
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

const pageOf = (req: FastifyRequest, perPage = 30) => ({
  page: Math.max(1, int(req.input, 'page', 1)),
  perPage: Math.min(100, Math.max(1, int(req.input, 'per_page', perPage))),
});

/** The shopper's orders: list, detail, cancel/confirm, tracking, dashboard. */
export async function userOrderRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/user/orders',
    { schema: { tags: ['orders'], summary: 'Own orders, newest first (isResource=Home for the storefront shape)' } },
    async (req) => {
      const { page, perPage } = pageOf(req);
      return { code: 200, msg: 'ok', data: await userOrders(req, userFilters(req), page, perPage) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/user/order/:id',
    { schema: { tags: ['orders'], summary: 'One own order' } },
    async (req) => {
      const order = await ownOrder(req, req.params.id);
      const rel = await loadRelated(req.server.db, [order], true);
      if (str(req.input, 'isResource') !== 'Home')
        return { code: 200, msg: 'ok', data: resourceItem(order, rel, req.lang) };
      const events = await trackingOrEmpty(req.server.db, order);
      return { code: 200, msg: 'ok', data: homeResource(order, rel, req.lang, events) };
    },
  );

  app.put<{ Params: { id: string } }>(
    '/user/order/:id',
    { schema: { tags: ['orders'], summary: 'Cancel (order_status 0) or confirm receipt (4)' } },
    async (req) => {
      const target = str(req.input, 'order_status');
      // Only cancelling and confirming are the shopper's (qwshop also let status 1, "paid", through).
      if (target !== '0' && target !== '4') throw fail('error');
      if (!/^\d{1,9}$/.test(req.params.id)) throw fail('order.empty');
      await req.server.db.transaction(async (tx) => {
        const order = await lockOrder(tx, and(eq(orders.id, Number(req.params.id)), eq(orders.user_id, req.userId!)));
        if (!order) throw fail('order.empty');
        await changeOrderStatus(tx, order, Number(target));
      });
      if (target === '0') await bumpCatalogVersion(req.server.kv);
      return { code: 200, msg: translate(req.lang, 'success'), data: [Number(target)] };
    },
  );

  app.post(
    '/user/order/express',
    { schema: { tags: ['orders'], summary: 'Tracking of an own order' } },
    async (req) => {
      const order = await ownOrder(req, str(req.input, 'id'));
      return { code: 200, msg: 'ok', data: await trackingEvents(req.server.db, order) };
    },
  );

  app.get(
    '/user/default',
    { schema: { tags: ['orders'], summary: 'User centre: order counts by status, recent orders, favourite goods' } },
    async (req) => {
      const db = req.server.db;
      const mine = and(eq(orders.user_id, req.userId!), isNull(orders.deleted_at));
      const counts = await db
        .select({ status: orders.order_status, n: count() })
        .from(orders)
        .where(and(mine, inArray(orders.order_status, DASHBOARD_STATUSES)))
        .groupBy(orders.order_status);
      const { perPage } = pageOf(req, 5);
      const data: UserDashboard = {
        count: DASHBOARD_STATUSES.map((s) => counts.find((c) => c.status === s)?.n ?? 0) as UserDashboard['count'],
        order: (await userOrders(
          req,
          [eq(orders.user_id, req.userId!), isNull(orders.deleted_at)],
          1,
          perPage,
        )) as UserDashboard['order'],
        fav: (await listFavorites(req)).data,
      };
      return { code: 200, msg: 'ok', data };
    },
  );
}
