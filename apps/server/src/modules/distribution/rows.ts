/**
 * The joined fields of the distribution lists: a plan's goods (DistributionCollection), a log's store, buyer,
 * beneficiary, order number and line total (DistributionLogCollection). Joined rows are read even when deleted since,
 * so an old log still names its order and store.
 */
import { inArray } from 'drizzle-orm';
import type { DistributionItem, DistributionLogItem } from '@shop/contract/distribution';
import type { Db } from '../../db/client.ts';
import { goods, orderGoods, orders, stores, users } from '../../db/schema/index.ts';
import type { ResourceCtx, Row } from '../../http/resource.ts';
import { thumb } from '../catalog/thumbs.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const idsOf = (rows: Row[], key: string) => [...new Set(rows.map((r) => Number(r[key])).filter((n) => n > 0))];

/** Plans with their goods' name and `_300` picture. */
export async function planRows(db: Db, rows: Row[]): Promise<DistributionItem[]> {
  const ids = idsOf(rows, 'goods_id');
  const found = ids.length
    ? await db
        .select({ id: goods.id, name: goods.goods_name, image: goods.goods_master_image })
        .from(goods)
        .where(inArray(goods.id, ids))
    : [];
  const byId = new Map(found.map((g) => [g.id, g]));
  return rows.map((r) => {
    const g = byId.get(Number(r.goods_id));
    return {
      id: Number(r.id),
      goods_id: Number(r.goods_id),
      goods_name: g?.name ?? '',
      goods_master_image: thumb(g?.image ?? '', 300),
      lev_1: String(r.lev_1),
      lev_2: String(r.lev_2),
      lev_3: String(r.lev_3),
      created_at: text(r.created_at),
    };
  });
}

/** Commission logs as every area lists them. */
export async function logRows(db: Db, rows: Row[]): Promise<DistributionLogItem[]> {
  const orderIds = idsOf(rows, 'order_id');
  const lineIds = idsOf(rows, 'order_goods_id');
  const storeIds = idsOf(rows, 'store_id');
  const [os, lines, ss] = await Promise.all([
    orderIds.length
      ? db
          .select({ id: orders.id, no: orders.order_no, buyer: orders.user_id })
          .from(orders)
          .where(inArray(orders.id, orderIds))
      : [],
    lineIds.length
      ? db
          .select({ id: orderGoods.id, total: orderGoods.total_price })
          .from(orderGoods)
          .where(inArray(orderGoods.id, lineIds))
      : [],
    storeIds.length
      ? db.select({ id: stores.id, name: stores.store_name }).from(stores).where(inArray(stores.id, storeIds))
      : [],
  ]);
  const byOrder = new Map(os.map((o) => [o.id, o]));
  const userIds = [...new Set([...os.map((o) => o.buyer), ...idsOf(rows, 'user_id')])];
  const us = userIds.length
    ? await db
        .select({ id: users.id, nickname: users.nickname, username: users.username })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const nameOf = new Map(us.map((u) => [u.id, u.nickname || u.username]));
  const lineTotal = new Map(lines.map((l) => [l.id, l.total]));
  const storeName = new Map(ss.map((s) => [s.id, s.name]));
  return rows.map((r) => {
    const o = byOrder.get(Number(r.order_id));
    return {
      id: Number(r.id),
      name: String(r.name),
      user_id: Number(r.user_id),
      store_id: Number(r.store_id),
      store_name: storeName.get(Number(r.store_id)) ?? '',
      nickname: o ? (nameOf.get(o.buyer) ?? '') : '',
      beneficiary: nameOf.get(Number(r.user_id)) ?? '',
      order_id: Number(r.order_id),
      order_no: o?.no ?? '',
      goods_price: lineTotal.get(Number(r.order_goods_id)) ?? String(r.money),
      lev: String(r.lev),
      money: String(r.money),
      commission: String(r.commission),
      status: Number(r.status) as DistributionLogItem['status'],
      created_at: text(r.created_at),
    };
  });
}

/** List and show formatters of a resource, from a row formatter. */
export function formatted<T>(rowsOf: (db: Db, rows: Row[]) => Promise<T[]>) {
  return {
    list: (rows: Row[], ctx: ResourceCtx) => rowsOf(ctx.req.server.db, rows),
    show: async (row: Row, ctx: ResourceCtx) => (await rowsOf(ctx.req.server.db, [row]))[0],
  };
}
