import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORDER_STATUS, ORDER_REFUND_STATUS, REFUND_STEP, REFUND_TYPE, REFUND_VERIFY } from '@shop/contract/orders';
import {
  refundBuyerStepRequestSchema,
  refundOpenRequestSchema,
  refundSellerStepRequestSchema,
} from '@shop/contract/requests/aftersale';
import type { Tx } from '../../db/client.ts';
import { expresses, orders, refunds } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { sellerScope } from '../../http/scope.ts';
import { shanghaiMs, shanghaiTime } from '../../lib/time.ts';
import { toCents } from '../catalog/money.ts';
import { lockOrder, type OrderRow } from '../orders/transitions.ts';
import { changeBalance } from '../stores/balances.ts';

/** Name of the money log that credits a refund to the buyer's balance. */
export const AFTER_SALE_REFUND = '售后退款';
const DAYS_7_MS = 7 * 24 * 3600_000;
const MAX_IMAGES = 6;

type RefundRow = typeof refunds.$inferSelect;

/** Uploaded pictures only (paths the shop serves), at most six, comma-joined. */
export function uploadedImages(values: string[]): string {
  const paths = values.map((v) => v.trim()).filter(Boolean);
  if (paths.length > MAX_IMAGES || !paths.every((p) => /^\/uploads\/[\w\-./]+$/.test(p) && !p.includes('..')))
    throw fail('refund.badImages');
  return paths.join(',');
}

async function currentRefund(tx: Tx, orderId: number): Promise<RefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.order_id, orderId), isNull(refunds.deleted_at)))
    .orderBy(desc(refunds.id))
    .limit(1)
    .for('update');
  return row;
}

/**
 * The status an order had when its after-sale was asked for, read from its own timestamps. Each step is taken
 * after the one before it, and a step not taken yet still holds the order's creation time: an order shipped has a
 * delivery time after its payment, one received a receipt time after its delivery. (Timestamps are
 * 'YYYY-MM-DD HH:mm:ss' texts, compared as such; only a step taken within the same second as the one before it
 * would read as not taken.)
 */
export function statusBeforeAfterSale(order: OrderRow): number {
  if (!(order.delivery_time > order.pay_time)) return ORDER_STATUS.waitDelivery;
  return order.receipt_time > order.delivery_time ? ORDER_STATUS.waitComment : ORDER_STATUS.waitReceipt;
}

/**
 * Ends a refused after-sale: the order goes back to where it was, so a refusal never completes it (completion
 * is what settlement pays the store for) and the store ships or the buyer confirms as before. `refund_status` 2
 * says an after-sale ended; the buyer can read the refusal and ask again.
 */
async function reopenOrder(tx: Tx, order: OrderRow): Promise<void> {
  // An order no longer in after-sale keeps its status (the Admin status edit could once move one out of it).
  if (order.order_status !== ORDER_STATUS.afterSale) return;
  await tx
    .update(orders)
    .set({
      order_status: statusBeforeAfterSale(order),
      refund_status: ORDER_REFUND_STATUS.finished,
      updated_at: shanghaiTime(),
    })
    .where(eq(orders.id, order.id));
}

/** Finishes an after-sale: the order completes with its after-sale closed. */
async function closeOrder(tx: Tx, order: OrderRow): Promise<void> {
  await tx
    .update(orders)
    .set({
      order_status: ORDER_STATUS.completed,
      refund_status: ORDER_REFUND_STATUS.finished,
      updated_at: shanghaiTime(),
    })
    .where(eq(orders.id, order.id));
}

/** Pays the buyer back the whole order (售后退款, info = order no.). */
async function refundBuyer(tx: Tx, order: OrderRow): Promise<void> {
  await changeBalance(tx, {
    id: order.user_id,
    belong: 'user',
    type: 0,
    cents: toCents(order.total_price),
    name: AFTER_SALE_REFUND,
    info: order.order_no,
  });
}

async function courier(tx: Tx, code: string, no: string): Promise<void> {
  if (!code || !no || no.length > 20 || !/^[0-9A-Za-z-]+$/.test(no)) throw fail('order.deliveryEmpty');
  const [row] = await tx
    .select({ id: expresses.id })
    .from(expresses)
    .where(and(eq(expresses.code, code), isNull(expresses.deleted_at)));
  if (!row) throw fail('order.badExpress');
}

function orderIdParam(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw fail('order.empty');
  return Number(raw);
}

/** The buyer's side of after-sale: open, read, ship goods back, confirm an exchange. */
export async function userRefundRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/user/order/refund',
    documented({
      tags: ['aftersale'],
      summary: 'Ask for a refund (refund_type 0) or a return/exchange (1)',
      body: refundOpenRequestSchema,
    }),
    async (req) => {
      const input = parseInput(refundOpenRequestSchema, req);
      const type = input.refund_type || '0';
      if (type !== '0' && type !== '1') throw fail('error');
      const remark = input.refund_remark;
      if (!remark) throw fail('refund.remarkRequired');
      const images = uploadedImages(input.images);
      const orderId = orderIdParam(input.order_id);
      await req.server.db.transaction(async (tx) => {
        const order = await lockOrder(tx, and(eq(orders.id, orderId), eq(orders.user_id, req.userId!)));
        if (!order) throw fail('error');
        // Paid and not finished: waiting delivery, shipped, or received (qwshop did not check the status at all).
        const refundable: number[] = [ORDER_STATUS.waitDelivery, ORDER_STATUS.waitReceipt, ORDER_STATUS.waitComment];
        if (!refundable.includes(order.order_status)) throw fail('refund.notAllowed');
        // A return sends goods back, so they must have reached the buyer; money alone can go back before shipping.
        if (Number(type) === REFUND_TYPE.return && order.order_status === ORDER_STATUS.waitDelivery)
          throw fail('refund.notShipped');
        if (Date.now() - shanghaiMs(order.pay_time) > DAYS_7_MS) throw fail('refund.over7days');
        if (order.is_settlement === 1) throw fail('refund.settled');
        const pending = await currentRefund(tx, order.id);
        if (pending && pending.refund_verify === REFUND_VERIFY.pending) throw fail('refund.handled');
        const now = shanghaiTime();
        await tx.insert(refunds).values({
          user_id: order.user_id,
          store_id: order.store_id,
          order_id: order.id,
          refund_type: Number(type),
          refund_verify: REFUND_VERIFY.pending,
          refund_step: REFUND_STEP.waitBuyerShip,
          refund_remark: remark.slice(0, 255),
          images,
          refuse_remark: '',
          created_at: now,
          updated_at: now,
        });
        await tx
          .update(orders)
          .set({ order_status: ORDER_STATUS.afterSale, refund_status: Number(type), updated_at: now })
          .where(eq(orders.id, order.id));
      });
      return { code: 200, msg: translate(req.lang, 'success'), data: true };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/user/order/refund/:id',
    { schema: { tags: ['aftersale'], summary: 'The after-sale of an own order' } },
    async (req) => {
      const [row] = await req.server.db
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.order_id, orderIdParam(req.params.id)),
            eq(refunds.user_id, req.userId!),
            isNull(refunds.deleted_at),
          ),
        )
        .orderBy(desc(refunds.id))
        .limit(1);
      if (!row) throw fail('refund.notFound');
      return { code: 200, msg: 'ok', data: row };
    },
  );

  app.put<{ Params: { id: string } }>(
    '/user/order/refund/:id',
    documented({
      tags: ['aftersale'],
      summary: 'Ship goods back (delivery_code, delivery_no) or confirm the exchange (refund_step=3)',
      body: refundBuyerStepRequestSchema,
    }),
    async (req) => {
      const input = parseInput(refundBuyerStepRequestSchema, req);
      const orderId = orderIdParam(req.params.id);
      await req.server.db.transaction(async (tx) => {
        const order = await lockOrder(tx, and(eq(orders.id, orderId), eq(orders.user_id, req.userId!)));
        if (!order) throw fail('order.empty');
        const refund = await currentRefund(tx, orderId);
        if (!refund || refund.refund_verify !== REFUND_VERIFY.approved || refund.refund_step === REFUND_STEP.finished)
          throw fail('error');
        const now = shanghaiTime();
        if (input.refund_step === '3') {
          if (refund.refund_step !== REFUND_STEP.waitBuyerConfirm) throw fail('error');
          await tx
            .update(refunds)
            .set({ refund_step: REFUND_STEP.finished, updated_at: now })
            .where(eq(refunds.id, refund.id));
          await closeOrder(tx, order);
          return;
        }
        const code = input.delivery_code;
        const no = input.delivery_no;
        await courier(tx, code, no);
        if (refund.refund_step > REFUND_STEP.waitSeller) throw fail('error');
        await tx
          .update(refunds)
          .set({ delivery_code: code, delivery_no: no, refund_step: refund.re_delivery_no ? 2 : 1, updated_at: now })
          .where(eq(refunds.id, refund.id));
      });
      return { code: 200, msg: translate(req.lang, 'success'), data: true };
    },
  );
}

async function sellerDecision(req: FastifyRequest<{ Params: { id: string } }>): Promise<void> {
  const input = parseInput(refundSellerStepRequestSchema, req);
  const orderId = orderIdParam(req.params.id);
  // Counted once the transaction committed: a refund rolled back paid nobody.
  let refunded = false;
  await req.server.db.transaction(async (tx) => {
    const order = await lockOrder(tx, and(eq(orders.id, orderId), eq(orders.store_id, sellerScope(req).storeId)));
    if (!order) throw fail('order.empty');
    const refund = await currentRefund(tx, orderId);
    if (!refund) throw fail('refund.notFound');
    const now = shanghaiTime();
    const verify = input.refund_verify;
    if (verify !== '') {
      if (refund.refund_verify !== REFUND_VERIFY.pending) throw fail('refund.decided');
      if (verify === '1') {
        if (refund.refund_type === REFUND_TYPE.refund) {
          await refundBuyer(tx, order);
          refunded = true;
          await tx
            .update(refunds)
            .set({ refund_verify: REFUND_VERIFY.approved, refund_step: REFUND_STEP.finished, updated_at: now })
            .where(eq(refunds.id, refund.id));
          await closeOrder(tx, order);
        } else {
          await tx
            .update(refunds)
            .set({ refund_verify: REFUND_VERIFY.approved, updated_at: now })
            .where(eq(refunds.id, refund.id));
        }
        return;
      }
      const reason = input.refuse_remark || '暂无任何原因';
      await tx
        .update(refunds)
        .set({ refund_verify: REFUND_VERIFY.refused, refuse_remark: reason.slice(0, 255), updated_at: now })
        .where(eq(refunds.id, refund.id));
      await reopenOrder(tx, order);
      return;
    }
    if (refund.refund_verify !== REFUND_VERIFY.approved || refund.refund_type !== REFUND_TYPE.return)
      throw fail('error');
    if (input.refund_step === '3') {
      // The returned goods arrived and the seller takes them back for money: the buyer is refunded in full.
      if (refund.refund_step !== REFUND_STEP.waitSeller) throw fail('error');
      await refundBuyer(tx, order);
      refunded = true;
      await tx
        .update(refunds)
        .set({ refund_step: REFUND_STEP.finished, updated_at: now })
        .where(eq(refunds.id, refund.id));
      await closeOrder(tx, order);
      return;
    }
    // An exchange: the seller ships replacement goods.
    if (refund.refund_step > REFUND_STEP.waitSeller) throw fail('error');
    const code = input.re_delivery_code;
    const no = input.re_delivery_no;
    await courier(tx, code, no);
    await tx
      .update(refunds)
      .set({
        re_delivery_code: code,
        re_delivery_no: no,
        refund_step: refund.refund_step === REFUND_STEP.waitSeller ? REFUND_STEP.waitBuyerConfirm : refund.refund_step,
        updated_at: now,
      })
      .where(eq(refunds.id, refund.id));
  });
  if (refunded) req.server.metrics.refunds.inc();
}

/** The store's side: approve or refuse, take returned goods back with a refund, or re-ship. */
export async function sellerRefundRoutes(app: FastifyInstance): Promise<void> {
  app.put<{ Params: { id: string } }>(
    '/refunds/:id',
    {
      config: { name: 'seller.refunds.update' },
      ...documented({
        tags: ['seller'],
        summary:
          'Decide (refund_verify 1/2, refuse_remark), refund a received return (refund_step=3), or re-ship (re_delivery_code/no)',
        body: refundSellerStepRequestSchema,
      }),
    },
    async (req) => {
      await sellerDecision(req);
      return { code: 200, msg: translate(req.lang, 'success'), data: true };
    },
  );
}
