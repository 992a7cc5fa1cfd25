/**
 * The demo shopper's points: what their orders completed before the points rule's demo value earned (credited by
 * integral/earn.ts as of each order's completion), and two points-mall orders, paid with points as
 * integral/purchase.ts writes them, one of them shipped by the platform (integral/admin.ts).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { INTEGRAL_LOG, INTEGRAL_ORDER_STATUS } from '@shop/contract/integral';
import { ORDER_STATUS } from '@shop/contract/orders';
import type { Tx } from '../client.ts';
import { addresses, integralGoods, integralOrderGoods, integralOrders, orders } from '../schema/index.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { fromCents, toCents } from '../../modules/catalog/money.ts';
import { thumb } from '../../modules/catalog/thumbs.ts';
import { creditOrderPoints } from '../../modules/integral/earn.ts';
import { shipIntegralOrder } from '../../modules/integral/admin.ts';
import { changeBalance } from '../../modules/stores/balances.ts';
import { asOf, numberOf } from './demo-clock.ts';

const HOUR = 3_600_000;
const SHOPPER = 9;

interface PointsOrder {
  /** integral_goods.id (demo.ts, demo-integral.ts). */
  goods: number;
  num: number;
  /** Hours ago. */
  paid: number;
  shipped?: { hours: number; code: string; no: string };
  remark: string;
}

const POINTS_ORDERS: readonly PointsOrder[] = [
  { goods: 2, num: 1, paid: 9 * 24, shipped: { hours: 8 * 24, code: 'sf', no: 'SF1408835716420' }, remark: '' },
  { goods: 6, num: 1, paid: 2 * 24, remark: '请用纸箱包装，谢谢' },
];

/** Points of the shopper's orders that completed before the rule was set, as of their completion. */
export async function creditEarlierOrders(tx: Tx): Promise<void> {
  const done = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.order_status, ORDER_STATUS.completed), isNull(orders.deleted_at)))
    .orderBy(orders.id);
  for (const order of done) await asOf(tx, order.comment_time, () => creditOrderPoints(tx, order));
}

/** The shopper's points-mall orders (after creditEarlierOrders: the points they spend were earned before). */
export async function seedDemoPointsOrders(tx: Tx, now: number): Promise<void> {
  const ago = (hours: number) => shanghaiTime(now - Math.round(hours * HOUR));
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.user_id, SHOPPER), eq(addresses.is_default, 1)));
  if (!address) throw new Error('demo points: the shopper has no default address');
  for (const [k, p] of POINTS_ORDERS.entries()) {
    const [item] = await tx.select().from(integralGoods).where(eq(integralGoods.id, p.goods));
    if (!item) throw new Error(`demo points: no points goods ${p.goods}`);
    const paidAt = ago(p.paid);
    const total = fromCents(toCents(item.goods_price) * p.num);
    const no = numberOf(paidAt, SHOPPER, 900 + k);
    const [order] = await tx
      .insert(integralOrders)
      .values({
        user_id: SHOPPER,
        order_no: no,
        order_name: item.goods_name,
        order_image: thumb(item.goods_master_image, 150),
        total_price: total,
        order_price: total,
        order_status: INTEGRAL_ORDER_STATUS.paid,
        receive_name: address.receive_name,
        receive_tel: address.receive_tel,
        receive_area: address.area_info,
        receive_address: address.address,
        pay_time: paidAt,
        delivery_time: paidAt,
        remark: p.remark,
        created_at: paidAt,
        updated_at: paidAt,
      })
      .returning();
    await tx.insert(integralOrderGoods).values({
      order_id: order!.id,
      goods_id: item.id,
      user_id: SHOPPER,
      goods_name: item.goods_name,
      goods_image: item.goods_master_image,
      buy_num: p.num,
      goods_price: item.goods_price,
      total_price: total,
      created_at: paidAt,
      updated_at: paidAt,
    });
    await tx
      .update(integralGoods)
      .set({
        goods_stock: sql`${integralGoods.goods_stock} - ${p.num}`,
        goods_sale: sql`${integralGoods.goods_sale} + ${p.num}`,
      })
      .where(eq(integralGoods.id, item.id));
    await asOf(tx, paidAt, () =>
      changeBalance(tx, {
        id: SHOPPER,
        belong: 'user',
        type: 2,
        cents: -toCents(total),
        name: INTEGRAL_LOG.purchase,
        info: no,
      }),
    );
    const shipped = p.shipped;
    if (shipped) await asOf(tx, ago(shipped.hours), () => shipIntegralOrder(tx, order!.id, shipped.code, shipped.no));
  }
}
