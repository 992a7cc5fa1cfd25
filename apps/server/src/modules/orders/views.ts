import { and, asc, desc, inArray, isNull } from 'drizzle-orm';
import {
  ORDER_STATUS,
  type OrderGoodsBrief,
  type OrderHomeItem,
  type OrderHomeResource,
  type OrderListItem,
  type OrderResource,
  type RefundRow,
} from '@shop/contract/orders';
import type { Db } from '../../db/client.ts';
import { orderGoods, refunds, stores, users } from '../../db/schema/index.ts';
import type { Lang } from '../../http/messages.ts';
import { orderStatusText, paymentText, refundStateText } from './labels.ts';
import { incompleteGroups, loadOrderPromotions, orderPromotions, type PromotionMaps } from './promotions-view.ts';
import type { OrderRow } from './transitions.ts';

/** What the formatters need beside the order rows, loaded in four queries for a whole page. */
interface Related {
  stores: Map<number, { id: number; store_name: string; store_logo: string }>;
  users: Map<number, { id: number; username: string; nickname: string }>;
  refunds: Map<number, RefundRow>;
  lines: Map<number, (typeof orderGoods.$inferSelect)[]>;
  promotions: PromotionMaps;
  /** Groups not complete yet, of the orders paid in them. */
  waitingGroups: Set<number>;
}

export async function loadRelated(db: Db, rows: OrderRow[], withLines: boolean): Promise<Related> {
  const ids = rows.map((r) => r.id);
  const storeIds = [...new Set(rows.map((r) => r.store_id))];
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const [storeRows, userRows, refundRows, lineRows, promotions, waitingGroups] = await Promise.all([
    storeIds.length
      ? db
          .select({ id: stores.id, store_name: stores.store_name, store_logo: stores.store_logo })
          .from(stores)
          .where(inArray(stores.id, storeIds))
      : [],
    userIds.length
      ? db
          .select({ id: users.id, username: users.username, nickname: users.nickname })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    ids.length
      ? db
          .select()
          .from(refunds)
          .where(and(inArray(refunds.order_id, ids), isNull(refunds.deleted_at)))
          .orderBy(desc(refunds.id))
      : [],
    withLines && ids.length
      ? db.select().from(orderGoods).where(inArray(orderGoods.order_id, ids)).orderBy(asc(orderGoods.id))
      : [],
    // The one-order views show the discount lines and the group; lists do not.
    withLines ? loadOrderPromotions(db, rows) : { discounts: new Map(), groups: new Map() },
    incompleteGroups(db, rows),
  ]);
  const refundMap = new Map<number, RefundRow>();
  // Newest first: the first row met per order is its current after-sale.
  for (const r of refundRows) if (!refundMap.has(r.order_id)) refundMap.set(r.order_id, r as RefundRow);
  const lines = new Map<number, (typeof orderGoods.$inferSelect)[]>();
  for (const l of lineRows) lines.set(l.order_id, [...(lines.get(l.order_id) ?? []), l]);
  return {
    stores: new Map(storeRows.map((s) => [s.id, s])),
    users: new Map(userRows.map((u) => [u.id, u])),
    refunds: refundMap,
    lines,
    promotions,
    waitingGroups,
  };
}

/**
 * `group_waiting` and `order_status_cn` of an order: a paid order whose group is not complete yet waits for it
 * (待成团) rather than for delivery; `order_status` stays 2, the number qwshop's clients read.
 */
function statusFields(o: OrderRow, rel: Related, lang: Lang) {
  const waiting = o.order_status === ORDER_STATUS.waitDelivery && rel.waitingGroups.has(o.collective_id);
  return {
    order_status: o.order_status,
    order_status_cn: orderStatusText(o.order_status, o.refund_status, lang, waiting),
    group_waiting: waiting,
  };
}

const brief = (l: typeof orderGoods.$inferSelect): OrderGoodsBrief => ({
  goods_id: l.goods_id,
  goods_image: l.goods_image,
  goods_name: l.goods_name,
  goods_price: l.goods_price,
  sku_name: l.sku_name,
  buy_num: l.buy_num,
});

const storeRef = (rel: Related, id: number) => rel.stores.get(id) ?? { id, store_name: '', store_logo: '' };
const buyer = (rel: Related, id: number) => {
  const u = rel.users.get(id);
  return u ? u.nickname || u.username : '';
};
/** A step's time, or null while the step was not reached (the columns default to the insert time). */
const reached = (o: OrderRow, at: string | null) => (at && at !== o.created_at ? at : null);

/** What both one-order views show: receiver, payment, delivery, amounts, state and lines. */
function detailFields(o: OrderRow, rel: Related, lang: Lang) {
  return {
    receive_name: o.receive_name,
    receive_tel: o.receive_tel,
    receive_area: o.receive_area,
    receive_address: o.receive_address,
    payment_name: o.payment_name,
    payment_name_cn: paymentText(o.payment_name, lang),
    delivery_no: o.delivery_no,
    delivery_code: o.delivery_code,
    total_price: o.total_price,
    order_price: o.order_price,
    freight_money: o.freight_money,
    coupon_money: o.coupon_money,
    ...orderPromotions(rel.promotions, o),
    remark: o.remark,
    pay_time: o.payment_name ? o.pay_time : null,
    created_at: o.created_at ?? '',
    ...statusFields(o, rel, lang),
    order_goods: (rel.lines.get(o.id) ?? []).map(brief),
  };
}

/** OrderCollection item (Admin and Seller lists). */
export function listItem(o: OrderRow, rel: Related, lang: Lang): OrderListItem {
  const refund = rel.refunds.get(o.id);
  return {
    id: o.id,
    order_no: o.order_no,
    order_name: o.order_name,
    order_image: o.order_image,
    total_price: o.total_price,
    store_name: storeRef(rel, o.store_id).store_name,
    buyer_name: buyer(rel, o.user_id),
    refund_id: refund?.id ?? 0,
    refund_status_cn: refundStateText(refund, lang),
    refund_step: refund?.refund_step ?? 0,
    ...statusFields(o, rel, lang),
    refund_status: o.refund_status,
    pay_time: o.payment_name ? o.pay_time : null,
    delivery_time: o.delivery_no ? o.delivery_time : null,
    receipt_time: reached(o, o.receipt_time),
    comment_time: reached(o, o.comment_time),
    created_at: o.created_at ?? '',
    updated_at: o.updated_at ?? '',
  };
}

/** OrderResource (Admin and Seller show), with the after-sale row as an extension. */
export function resourceItem(
  o: OrderRow,
  rel: Related,
  lang: Lang,
): OrderResource & { refund: RefundRow | null; store_id: number } {
  const refund = rel.refunds.get(o.id);
  return {
    id: o.id,
    order_image: o.order_image,
    order_name: o.order_name,
    store_name: storeRef(rel, o.store_id).store_name,
    store_id: o.store_id,
    buyer_name: buyer(rel, o.user_id),
    order_no: o.order_no,
    refund_id: refund?.id ?? 0,
    ...detailFields(o, rel, lang),
    refund: refund ?? null,
  };
}

/** OrderHomeCollection item (`/api/user/orders?isResource=Home`). */
export function homeItem(o: OrderRow, rel: Related, lang: Lang): OrderHomeItem {
  const u = rel.users.get(o.user_id);
  return {
    id: o.id,
    order_no: o.order_no,
    order_price: o.order_price,
    total_price: o.total_price,
    ...statusFields(o, rel, lang),
    store: storeRef(rel, o.store_id),
    refund_status: o.refund_status,
    user: { id: o.user_id, username: u?.username ?? '' },
    created_at: (o.created_at ?? '').slice(0, 16),
    order_goods: (rel.lines.get(o.id) ?? []).map((l) => ({ ...brief(l), total_price: l.total_price })),
  };
}

/** OrderHomeResource (`/api/user/order/{id}?isResource=Home`) with the store, amounts and after-sale row. */
export function homeResource(
  o: OrderRow,
  rel: Related,
  lang: Lang,
  deliveryList: OrderHomeResource['delivery_list'],
): OrderHomeResource {
  return {
    id: o.id,
    order_no: o.order_no,
    ...detailFields(o, rel, lang),
    delivery_list: deliveryList,
    store: storeRef(rel, o.store_id),
    refund_status: o.refund_status,
    refund: rel.refunds.get(o.id) ?? null,
  };
}
