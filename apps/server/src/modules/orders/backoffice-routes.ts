import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORDER_STATUS } from '@shop/contract/orders';
import {
  adminOrders as adminOrdersDescriptor,
  sellerOrders as sellerOrdersDescriptor,
} from '@shop/contract/resources/orders';
import { orderRefsRequestSchema } from '@shop/contract/requests/checkout';
import { orderIdRequestSchema, orderStatusEditRequestSchema } from '@shop/contract/requests/orders';
import { orders, stores } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import { defineResource, type Row } from '../../http/resource.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { sellerScope } from '../../http/scope.ts';
import { decodeOrderRefs, ordersAfter } from '../checkout/routes.ts';
import { trackingEvents, printWaybill } from './tracking.ts';
import { changeOrderStatus, lockOrder, type OrderRow } from './transitions.ts';
import { listItem, loadRelated, resourceItem } from './views.ts';

const format = {
  list: async (rows: Row[], ctx: { req: FastifyRequest }) => {
    const list = rows as unknown as OrderRow[];
    const rel = await loadRelated(ctx.req.server.db, list, false);
    return list.map((o) => listItem(o, rel, ctx.req.lang));
  },
  show: async (row: Row, ctx: { req: FastifyRequest }) => {
    const o = row as unknown as OrderRow;
    return resourceItem(o, await loadRelated(ctx.req.server.db, [o], true), ctx.req.lang);
  },
};

/** Every order of the platform (Admin): list, detail, receiver/delivery corrections. Status moves by status/edit. */
export const adminOrders = defineResource({
  descriptor: adminOrdersDescriptor,
  table: orders,
  verbs: ['index', 'show', 'update'],
  format,
});

/** The store's orders (the Seller order pages), scoped to the caller's store by construction. */
export const sellerOrders = defineResource({
  descriptor: sellerOrdersDescriptor,
  table: orders,
  verbs: ['index', 'show', 'update'],
  format,
});

type Area = 'admin' | 'seller';

/** The order an area may act on: any for the platform, the store's own for a seller. */
function areaScope(req: FastifyRequest, area: Area): SQL | undefined {
  return area === 'seller' ? eq(orders.store_id, sellerScope(req).storeId) : undefined;
}

function orderIdOf(id: string): number {
  if (!/^\d{1,9}$/.test(id)) throw fail('order.empty');
  return Number(id);
}

/** Delivery, status changes, dialogs' order loading, tracking and waybills for one back office. */
function orderActions(area: Area) {
  const name = (admin: string, seller: string, audit?: boolean) => ({
    config: { name: area === 'admin' ? admin : seller, audit },
  });
  const tags = [area];
  return async (app: FastifyInstance): Promise<void> => {
    const statusEdit = async (req: FastifyRequest) => {
      const input = parseInput(orderStatusEditRequestSchema, req);
      const target = input.status || '3';
      if (!/^[0-6]$/.test(target)) throw fail('error');
      // A store only ships; the platform may take any step the transition rules allow, and only those.
      if (area === 'seller' && target !== String(ORDER_STATUS.waitReceipt)) throw fail('error');
      const id = orderIdOf(input.id);
      await req.server.db.transaction(async (tx) => {
        const order = await lockOrder(tx, and(eq(orders.id, id), areaScope(req, area)));
        if (!order) throw fail('order.empty');
        await changeOrderStatus(tx, order, Number(target), {
          delivery_code: input.delivery_code,
          delivery_no: input.delivery_no,
          kv: req.server.kv,
        });
      });
      return { code: 200, msg: translate(req.lang, 'success'), data: [Number(target)] };
    };
    const statusSummary = 'Move an order (a store only ships: status 3, with the waybill)';
    app.put(
      '/orders/status/edit',
      {
        ...name('admin.order.edit', 'seller.status.edit'),
        ...documented({ tags, summary: statusSummary, body: orderStatusEditRequestSchema }),
      },
      statusEdit,
    );
    if (area === 'admin') {
      app.get(
        '/orders/:any/edit',
        {
          // qwshop's Admin order link moves the order with a GET: a write all the same.
          ...name('admin.order.edit', '', true),
          ...documented({ tags, summary: statusSummary, query: orderStatusEditRequestSchema }),
        },
        statusEdit,
      );
    }

    app.get(
      '/orders/find/all',
      {
        ...name('admin.order.findall', 'seller.order.findall'),
        ...documented({
          tags,
          summary: 'Orders by id or number (params = base64 JSON)',
          query: orderRefsRequestSchema,
        }),
      },
      async (req) => {
        const refs = decodeOrderRefs(parseInput(orderRefsRequestSchema, req).params);
        const all = await ordersAfter(req.server.db, refs, areaScope(req, area));
        return { code: 200, msg: 'ok', data: all };
      },
    );

    app.post(
      '/orders/express/find',
      {
        // Posted by the clients, but it only reads.
        ...name('admin.order.express', 'seller.order.express', false),
        ...documented({ tags, summary: 'Tracking of an order', body: orderIdRequestSchema }),
      },
      async (req) => {
        const id = orderIdOf(parseInput(orderIdRequestSchema, req).id);
        const [order] = await req.server.db
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), areaScope(req, area)));
        if (!order) throw fail('order.empty');
        return { code: 200, msg: 'ok', data: await trackingEvents(req.server.db, order) };
      },
    );

    const waybill = async (req: FastifyRequest<{ Params: { id: string } }>) => {
      const db = req.server.db;
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderIdOf(req.params.id.trim())), areaScope(req, area)));
      if (!order) throw fail('order.empty');
      const [store] = await db.select().from(stores).where(eq(stores.id, order.store_id));
      const number = await printWaybill(db, order, {
        name: store?.store_name ?? '',
        mobile: store?.store_mobile ?? '',
        address: `${store?.area_info ?? ''} ${store?.store_address ?? ''}`,
      });
      await db.update(orders).set({ delivery_no: number }).where(eq(orders.id, order.id));
      return { code: 200, msg: 'ok', data: number };
    };
    const waybillName = {
      ...name('admin.order.print.waybill', 'seller.order.print.waybill'),
      schema: { tags, summary: "Print an order's electronic waybill; answers the waybill number" },
    };
    app.get('/orders/print/waybill/:id', waybillName, waybill);
    // The clients call this shorter path, which qwshop never served: both answer.
    app.get('/print/waybill/:id', waybillName, waybill);
  };
}

export const adminOrderActions = orderActions('admin');
export const sellerOrderActions = orderActions('seller');
