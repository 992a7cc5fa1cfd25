/** Buying points goods with points (5.19): one transaction takes the points and the stock and writes the order. */
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { INTEGRAL_LOG, INTEGRAL_ORDER_STATUS } from '@shop/contract/integral';
import type { Tx } from '../../db/client.ts';
import { addresses, integralGoods, integralOrderGoods, integralOrders, users } from '../../db/schema/index.ts';
import { badInput, fail, invalid } from '../../http/envelope.ts';
import { fromCents, toCents } from '../catalog/money.ts';
import { thumb } from '../catalog/thumbs.ts';
import { orderNo } from '../orders/numbers.ts';
import { changeBalance, MAX_BALANCE_CENTS } from '../stores/balances.ts';

export interface PointsPurchase {
  goodsId: number;
  buyNum: number;
  addressId: number;
  remark: string;
}

const MAX_BUY = 9999;
const MAX_REMARK = 150;

/** Reads and checks the request (raw texts of `POST /api/integral/pay`) before any row is touched. */
export function purchaseInput(input: {
  id: string;
  buy_num: string;
  address_id: string;
  remark: string;
}): PointsPurchase {
  if (!/^\d{1,9}$/.test(input.id) || Number(input.id) === 0) throw fail('integral.goodsNotFound');
  const num = input.buy_num === '' ? 1 : /^\d{1,4}$/.test(input.buy_num) ? Number(input.buy_num) : 0;
  if (num < 1 || num > MAX_BUY) throw fail('cart.badNum');
  if (!input.address_id || input.address_id === '0') throw fail('order.addrErr');
  if (!/^\d{1,9}$/.test(input.address_id)) throw badInput('badValue', { field: 'address_id' });
  if ([...input.remark].length > MAX_REMARK) throw invalid('tooLong', { field: 'remark', max: MAX_REMARK });
  return { goodsId: Number(input.id), buyNum: num, addressId: Number(input.address_id), remark: input.remark };
}

/**
 * The purchase, in the caller's transaction. The shopper's row is locked first, so one shopper's purchases run one
 * after the other and the points check holds until the debit; the stock is taken by a conditional update (never
 * below zero, re-checked by PostgreSQL on the row a concurrent buyer left); the debit goes through `changeBalance`,
 * which writes the money log (`积分订单`, is_type 2, info = order no.). Any refusal rolls everything back.
 */
export async function buyWithPoints(
  tx: Tx,
  userId: number,
  p: PointsPurchase,
): Promise<{ id: number; orderNo: string }> {
  const [buyer] = await tx
    .select({ integral: users.integral })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .for('update');
  if (!buyer) throw fail('findDataError');
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, p.addressId), eq(addresses.user_id, userId), isNull(addresses.deleted_at)));
  // Another shopper's address is not there (qwshop's second message).
  if (!address) throw fail('order.addrErr2');
  const [item] = await tx
    .select()
    .from(integralGoods)
    .where(and(eq(integralGoods.id, p.goodsId), eq(integralGoods.goods_status, 1), isNull(integralGoods.deleted_at)));
  if (!item) throw fail('integral.goodsNotFound');

  const total = toCents(item.goods_price) * p.buyNum;
  if (total > MAX_BALANCE_CENTS || total > toCents(buyer.integral)) throw fail('integral.notEnough');

  const taken = await tx
    .update(integralGoods)
    .set({
      goods_stock: sql`${integralGoods.goods_stock} - ${p.buyNum}`,
      goods_sale: sql`${integralGoods.goods_sale} + ${p.buyNum}`,
    })
    .where(
      and(
        eq(integralGoods.id, item.id),
        eq(integralGoods.goods_status, 1),
        isNull(integralGoods.deleted_at),
        gte(integralGoods.goods_stock, p.buyNum),
      ),
    )
    .returning({ id: integralGoods.id });
  if (!taken.length) throw fail('order.stockErr');

  const no = orderNo(userId);
  const totalText = fromCents(total);
  const [order] = await tx
    .insert(integralOrders)
    .values({
      user_id: userId,
      order_no: no,
      order_name: item.goods_name,
      order_image: thumb(item.goods_master_image, 150),
      total_price: totalText,
      order_price: totalText,
      order_status: INTEGRAL_ORDER_STATUS.paid,
      receive_name: address.receive_name,
      receive_tel: address.receive_tel,
      receive_area: address.area_info,
      receive_address: address.address,
      remark: p.remark,
    })
    .returning({ id: integralOrders.id });
  await tx.insert(integralOrderGoods).values({
    order_id: order!.id,
    goods_id: item.id,
    user_id: userId,
    goods_name: item.goods_name,
    goods_image: item.goods_master_image,
    buy_num: p.buyNum,
    goods_price: item.goods_price,
    total_price: totalText,
  });
  await changeBalance(tx, {
    id: userId,
    belong: 'user',
    type: 2,
    cents: -total,
    name: INTEGRAL_LOG.purchase,
    info: no,
  });
  return { id: order!.id, orderNo: no };
}
