/**
 * The platform's side of the points mall: points goods (CRUD from the descriptor, with pictures, prices and the
 * category checked), and points orders (list, view, ship).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTEGRAL_ORDER_STATUS } from '@shop/contract/integral';
import { integralShipRequestSchema } from '@shop/contract/requests/integral';
import {
  integralGoods as integralGoodsDescriptor,
  integralOrders as integralOrdersDescriptor,
} from '@shop/contract/resources/integral';
import type { Tx } from '../../db/client.ts';
import { expresses, integralGoods, integralGoodsClasses, integralOrders } from '../../db/schema/index.ts';
import { fail, invalid } from '../../http/envelope.ts';
import { defineResource, type Row } from '../../http/resource.ts';
import { parseId } from '../../http/resource/values.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { toCents } from '../catalog/money.ts';
import { imageList } from '../catalog/thumbs.ts';
import { safeLinks } from '../system/checks.ts';
import { goodsCollection, goodsResource, orderItems, type IntegralGoodsRow, type IntegralOrderRow } from './rows.ts';

const MAX_POINTS_CENTS = 999_999_999;
const MAX_STOCK = 99_999_999;
const MAX_IMAGES = 30;

function points(values: Row, field: string, min: number): void {
  const v = values[field];
  if (v === undefined) return;
  let cents: number;
  try {
    // The engine has coerced the value to the numeric column's text (or null when blanked).
    cents = toCents(typeof v === 'string' ? v : '');
  } catch {
    throw invalid('badValue', { field });
  }
  if (cents > MAX_POINTS_CENTS) throw invalid('badValue', { field });
  if (cents < min) throw invalid(field === 'goods_price' ? 'integral.badPrice' : 'badValue', { field });
}

/** Checks what the columns cannot: positive prices, a stock in range, uploaded pictures, a live category. */
async function checkGoods(values: Row, tx: Tx): Promise<void> {
  points(values, 'goods_price', 1);
  points(values, 'goods_market_price', 0);
  const stock = values.goods_stock;
  if (typeof stock === 'number' && (stock < 0 || stock > MAX_STOCK))
    throw invalid('badValue', { field: 'goods_stock' });
  if (typeof values.goods_images === 'string') {
    const list = imageList(values.goods_images);
    if (list.length > MAX_IMAGES) throw invalid('badValue', { field: 'goods_images' });
    for (const url of list) safeLinks({ goods_images: url }, ['goods_images']);
    values.goods_images = list.join(',');
    // The list picture is the first one unless the editor named another (as the goods editor does).
    if (!values.goods_master_image) values.goods_master_image = list[0] ?? '';
  }
  safeLinks(values, ['goods_master_image']);
  if (values.cid !== undefined) {
    const [cls] = await tx
      .select({ id: integralGoodsClasses.id })
      .from(integralGoodsClasses)
      .where(and(eq(integralGoodsClasses.id, Number(values.cid)), isNull(integralGoodsClasses.deleted_at)));
    if (!cls) throw invalid('integral.classNotFound', { field: 'cid' });
  }
}

export const adminIntegralGoodsResource = defineResource({
  descriptor: integralGoodsDescriptor,
  table: integralGoods,
  hooks: { beforeWrite: (values, _ctx, _id, tx) => checkGoods(values, tx) },
  format: {
    list: (rows, ctx) => goodsCollection(ctx.req.server.db, rows),
    show: (row) => goodsResource(row as unknown as IntegralGoodsRow),
  },
});

export const adminIntegralOrdersResource = defineResource({
  descriptor: integralOrdersDescriptor,
  table: integralOrders,
  verbs: ['index', 'show'],
  format: {
    list: (rows, ctx) => orderItems(ctx.req.server.db, rows, ctx.req.lang),
    show: async (row, ctx) => (await orderItems(ctx.req.server.db, [row], ctx.req.lang))[0],
  },
});

/**
 * Ships a paid points order: a known courier and a tracking number, once. Shipping completes a points order
 * (qwshop shows `订单完成` once a courier is set); a shipped or cancelled order is refused.
 */
export async function shipIntegralOrder(tx: Tx, id: number, code: string, no: string): Promise<IntegralOrderRow> {
  const [order] = await tx
    .select()
    .from(integralOrders)
    .where(and(eq(integralOrders.id, id), isNull(integralOrders.deleted_at)))
    .for('update');
  if (!order) throw fail('order.empty');
  if (order.order_status !== INTEGRAL_ORDER_STATUS.paid || order.delivery_code) throw fail('order.statusErr');
  if (!code || !no || no.length > 20 || !/^[0-9A-Za-z-]+$/.test(no)) throw fail('order.deliveryEmpty');
  const [courier] = await tx
    .select({ id: expresses.id })
    .from(expresses)
    .where(and(eq(expresses.code, code), isNull(expresses.deleted_at)));
  if (!courier) throw fail('order.badExpress');
  const now = shanghaiTime();
  const [shipped] = await tx
    .update(integralOrders)
    .set({
      delivery_code: code,
      delivery_no: no,
      delivery_time: now,
      order_status: INTEGRAL_ORDER_STATUS.completed,
      updated_at: now,
    })
    .where(eq(integralOrders.id, id))
    .returning();
  return shipped!;
}

/** `PUT|PATCH /api/Admin/integral_orders/{id}` {delivery_code, delivery_no}: the Admin's ship dialog. */
export async function adminIntegralShipRoutes(app: FastifyInstance): Promise<void> {
  const opts = {
    config: { name: 'admin.integral_orders.update' },
    ...documented({
      tags: ['admin'],
      summary: 'Ship a paid points order: delivery_code (a courier of /api/expresses) and delivery_no',
      body: integralShipRequestSchema,
    }),
  };
  const handler = async (req: FastifyRequest) => {
    const id = parseId((req.params as { id: string }).id);
    const input = parseInput(integralShipRequestSchema, req);
    const order = await req.server.db.transaction((tx) =>
      shipIntegralOrder(tx, id, input.delivery_code, input.delivery_no),
    );
    return { code: 200, msg: 'ok', data: (await orderItems(req.server.db, [order], req.lang))[0] };
  };
  app.put('/integral_orders/:id', opts, handler);
  app.patch('/integral_orders/:id', opts, handler);
}
