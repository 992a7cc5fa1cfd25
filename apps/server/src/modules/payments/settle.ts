import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract/orders';
import type { Tx } from '../../db/client.ts';
import { goods, orderGoods, orderPays, orders } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { fromCents, toCents } from '../catalog/money.ts';
import { keepGroupPlaces } from '../orders/group-places.ts';
import { completeGroups } from '../orders/groups.ts';
import { changeOrderStatus } from '../orders/transitions.ts';
import { recordCommissions } from '../distribution/commissions.ts';
import { changeBalance } from '../stores/balances.ts';

export type PayRow = typeof orderPays.$inferSelect;

/** Money log names, as qwshop writes them (clients show them as they are). */
export const ORDER_PAY = '订单支付';
export const ONLINE_RECHARGE = '在线充值';

/** The unpaid orders of a payment, locked in id order (so two payments of the same orders queue up). */
async function lockUnpaid(tx: Tx, pay: PayRow) {
  const ids = pay.order_ids
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const rows = ids.length
    ? await tx
        .select()
        .from(orders)
        .where(and(inArray(orders.id, ids), eq(orders.user_id, pay.belong_id), isNull(orders.deleted_at)))
        .orderBy(asc(orders.id))
        .for('update')
    : [];
  return { unpaid: rows.filter((o) => o.order_status === ORDER_STATUS.waitPay) };
}

/**
 * "Payment succeeded", once per payment: the pay row is locked and a paid one changes nothing.
 * Balance payments debit the balance (订单支付); a provider's payment writes the money in (在线充值) and out (订单支付)
 * in one go, so the balance stays the sum of its logs and the history shows the card payment. Orders still unpaid
 * move to "waiting delivery", their goods' sales grow and their groups complete when full; a provider's money for an order cancelled meanwhile is
 * kept on the balance, never lost. Answers whether anything was paid now.
 */
export async function settlePayment(tx: Tx, payId: number, provider: { tradeNo: string } | null): Promise<boolean> {
  const [pay] = await tx.select().from(orderPays).where(eq(orderPays.id, payId)).for('update');
  if (!pay) throw fail('order.empty');
  if (pay.pay_status === 1) return false;
  const { unpaid: locked } = await lockUnpaid(tx, pay);
  // A group order paid after its window whose place was taken meanwhile is not paid (docs/promotions.md#group-buys).
  const { payable: unpaid, lost } = await keepGroupPlaces(tx, pay.belong_id, locked);
  if (lost.length && !provider) throw fail('collective.placeTaken');
  // A provider's money is already taken: it stays on the balance, as for an order cancelled meanwhile, and the
  // order is cancelled now, giving its stock back.
  for (const o of lost) await changeOrderStatus(tx, o, ORDER_STATUS.cancelled);
  const due = unpaid.reduce((s, o) => s + toCents(o.total_price), 0);
  const now = shanghaiTime();
  if (provider) {
    const received = toCents(pay.total);
    await changeBalance(tx, {
      id: pay.belong_id,
      belong: 'user',
      type: 0,
      cents: received,
      name: ONLINE_RECHARGE,
      info: provider.tradeNo,
    });
    if (due > 0)
      await changeBalance(tx, {
        id: pay.belong_id,
        belong: 'user',
        type: 0,
        cents: -due,
        name: ORDER_PAY,
        info: pay.pay_no,
      });
  } else {
    if (!unpaid.length) throw fail('order.payed');
    await changeBalance(tx, {
      id: pay.belong_id,
      belong: 'user',
      type: 0,
      cents: -due,
      name: ORDER_PAY,
      info: pay.pay_no,
    });
  }
  await tx
    .update(orderPays)
    .set({ pay_status: 1, pay_time: now, trade_no: provider?.tradeNo ?? '-', balance: fromCents(due), updated_at: now })
    .where(eq(orderPays.id, pay.id));
  if (!unpaid.length) return true;
  const ids = unpaid.map((o) => o.id);
  await tx
    .update(orders)
    .set({ order_status: ORDER_STATUS.waitDelivery, pay_time: now, payment_name: pay.payment_name, updated_at: now })
    .where(inArray(orders.id, ids));
  const lines = await tx
    .select({ goods_id: orderGoods.goods_id, n: orderGoods.buy_num })
    .from(orderGoods)
    .where(inArray(orderGoods.order_id, ids));
  for (const l of lines.sort((a, b) => a.goods_id - b.goods_id)) {
    await tx
      .update(goods)
      .set({ goods_sale: sql`${goods.goods_sale} + ${l.n}` })
      .where(eq(goods.id, l.goods_id));
  }
  await completeGroups(tx, unpaid, now);
  // Referral commissions on the lines just paid: recorded pending, credited when the order is settled to its store.
  await recordCommissions(tx, ids);
  return true;
}
