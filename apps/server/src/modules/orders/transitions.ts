import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract/orders';
import type { Tx } from '../../db/client.ts';
import { expresses, goods, goodsSkus, orderGoods, orders } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import type { Kv } from '../../lib/kv.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { creditOrderPoints } from '../integral/earn.ts';
import { groupAllowsShipping, releasePromotions } from './promotions-release.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The live order matching `where`, row-locked for the rest of the transaction. */
export async function lockOrder(tx: Tx, where: SQL | undefined): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(where, isNull(orders.deleted_at)))
    .for('update');
  return row;
}

/** Puts the stock of every line of the order back (SKU or goods). */
export async function returnStock(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx.select().from(orderGoods).where(eq(orderGoods.order_id, orderId));
  lines.sort((a, b) => a.sku_id - b.sku_id || a.goods_id - b.goods_id);
  for (const l of lines) {
    if (l.sku_id) {
      await tx
        .update(goodsSkus)
        .set({ goods_stock: sql`${goodsSkus.goods_stock} + ${l.buy_num}` })
        .where(eq(goodsSkus.id, l.sku_id));
    } else {
      await tx
        .update(goods)
        .set({ goods_stock: sql`${goods.goods_stock} + ${l.buy_num}` })
        .where(eq(goods.id, l.goods_id));
    }
  }
}

export interface DeliveryInput {
  delivery_code?: string;
  delivery_no?: string;
  /** The shared store, so a cancellation gives flash-sale units back to the hot counter at once. */
  kv?: Kv;
}

/**
 * The one place an order changes status by request (docs/statuses.md#orders), on an order the caller locked with
 * `lockOrder`: cancel only while unpaid (stock, coupon, flash-sale units and group place come back), ship only when paid and with a known courier
 * and a tracking number, confirm only when shipped, complete only when received. Payment and after-sale move an
 * order with their own money and request rows, so no request here can stand in for them: any other target is
 * refused. The routes decide who may ask for which of these.
 */
export async function changeOrderStatus(
  tx: Tx,
  order: OrderRow,
  target: number,
  opts: DeliveryInput = {},
): Promise<void> {
  const now = shanghaiTime();
  const values: Partial<typeof orders.$inferInsert> = { order_status: target, updated_at: now };
  if (target === ORDER_STATUS.cancelled) {
    if (order.order_status !== ORDER_STATUS.waitPay) throw fail('order.statusErr');
    await returnStock(tx, order.id);
    await releasePromotions(tx, order, now, opts.kv);
  } else if (target === ORDER_STATUS.waitReceipt) {
    if (order.order_status !== ORDER_STATUS.waitDelivery) throw fail('order.statusErr');
    const code = (opts.delivery_code ?? '').trim();
    const no = (opts.delivery_no ?? '').trim();
    if (!code || !no) throw fail('order.deliveryEmpty');
    if (no.length > 20 || !/^[0-9A-Za-z-]+$/.test(no)) throw fail('order.deliveryEmpty');
    const [courier] = await tx
      .select({ id: expresses.id })
      .from(expresses)
      .where(and(eq(expresses.code, code), isNull(expresses.deleted_at)));
    if (!courier) throw fail('order.badExpress');
    if (!(await groupAllowsShipping(tx, order))) throw fail('collective.notComplete');
    Object.assign(values, { delivery_code: code, delivery_no: no, delivery_time: now });
  } else if (target === ORDER_STATUS.waitComment) {
    if (order.order_status !== ORDER_STATUS.waitReceipt || !order.delivery_no || !order.delivery_code)
      throw fail('order.statusErr');
    values.receipt_time = now;
  } else if (target === ORDER_STATUS.completed) {
    // Completion is what settlement pays the store for: only goods the buyer received may get there.
    if (order.order_status !== ORDER_STATUS.waitComment) throw fail('order.statusErr');
  } else {
    throw fail('order.statusErr');
  }
  await tx.update(orders).set(values).where(eq(orders.id, order.id));
  Object.assign(order, values);
  // The points the platform's rule gives for a completed order (once per order, whichever path completes it).
  if (target === ORDER_STATUS.completed) await creditOrderPoints(tx, order);
}
