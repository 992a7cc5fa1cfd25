/**
 * The computed and joined fields of the promotion rows the back offices list: the display status, the goods a flash
 * sale or group buy is on (even a goods deleted since), the store (Admin), a coupon log's holder and state, and the
 * percent a flash sale set by its price amounts to.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { COUPON_LOG_STATUS, COUPON_STATE, PROMOTION_STATUS } from '@shop/contract/promotions';
import type { Db } from '../../db/client.ts';
import { coupons, goods, orders, stores, users } from '../../db/schema/index.ts';
import { badInput } from '../../http/envelope.ts';
import { str } from '../../http/input.ts';
import type { ResourceCtx, Row } from '../../http/resource.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { toCents } from '../catalog/money.ts';
import { thumb } from '../catalog/thumbs.ts';
import { shownDiscount } from './equivalent-discount.ts';
import { skuPrices } from './storefront-offers.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * 0 not started, 1 running, 2 ended; a rule the platform stopped reads as ended; a rule without a window (group
 * buys) runs until stopped. Times compare as text ('YYYY-MM-DD HH:mm:ss', Asia/Shanghai).
 */
export function promotionStatus(row: Row, now: string): number {
  if (Number(row.stopped) === 1) return PROMOTION_STATUS.ended;
  if (text(row.start_time) && now < text(row.start_time)) return PROMOTION_STATUS.notStarted;
  if (text(row.end_time) && now > text(row.end_time)) return PROMOTION_STATUS.ended;
  return PROMOTION_STATUS.running;
}

/** A claimed coupon for its holder (COUPON_STATE): used, else by its window and its coupon's stop. */
export function couponState(log: Row, couponStopped: boolean, now: string): number {
  if (Number(log.status) === COUPON_LOG_STATUS.used) return COUPON_STATE.used;
  if (couponStopped) return COUPON_STATE.ended;
  if (now < text(log.start_time)) return COUPON_STATE.notStarted;
  if (now > text(log.end_time)) return COUPON_STATE.ended;
  return COUPON_STATE.usable;
}

const idsOf = (rows: Row[], key: string) => [...new Set(rows.map((r) => Number(r[key])).filter((n) => n > 0))];

async function goodsById(db: Db, rows: Row[]) {
  const ids = idsOf(rows, 'goods_id');
  const found = ids.length
    ? await db
        .select({ id: goods.id, name: goods.goods_name, image: goods.goods_master_image, price: goods.goods_price })
        .from(goods)
        .where(inArray(goods.id, ids))
    : [];
  return new Map(found.map((g) => [g.id, g]));
}

async function storeNames(db: Db, rows: Row[]) {
  const ids = idsOf(rows, 'store_id');
  const found = ids.length
    ? await db.select({ id: stores.id, name: stores.store_name }).from(stores).where(inArray(stores.id, ids))
    : [];
  return new Map(found.map((s) => [s.id, s.name]));
}

export interface RowsSpec {
  /** Rows name a goods (flash sales, group buys). */
  goods?: boolean;
  /** The platform's view: rows name their store. */
  store?: boolean;
  /** Flash sales (with `goods`): one set by its price answers the equivalent percent in `discount`. */
  flashDiscount?: boolean;
}

/**
 * The normal unit price each flash sale undercuts, in cents, by sale id: its SKU's, else its goods' (none when the
 * SKU or the goods is gone: the stored percent is answered then).
 */
async function saleNormalPrices(db: Db, rows: Row[], byGoods: Map<number, { price: string }>) {
  const skus = await skuPrices(
    db,
    rows.map((r) => Number(r.sku_id)),
  );
  const out = new Map<number, number>();
  for (const r of rows) {
    const sku = Number(r.sku_id);
    const goodsPrice = byGoods.get(Number(r.goods_id))?.price;
    const normal = sku > 0 ? skus.get(sku) : goodsPrice === undefined ? undefined : toCents(goodsPrice);
    if (normal !== undefined) out.set(Number(r.id), normal);
  }
  return out;
}

/** Adds `status` and the joined fields the spec asks for to each row. */
export async function promotionRows(db: Db, rows: Row[], spec: RowsSpec): Promise<Row[]> {
  const now = shanghaiTime();
  const [byGoods, byStore] = await Promise.all([
    spec.goods ? goodsById(db, rows) : undefined,
    spec.store ? storeNames(db, rows) : undefined,
  ]);
  const normals = spec.flashDiscount && byGoods ? await saleNormalPrices(db, rows, byGoods) : undefined;
  return rows.map((r) => {
    const out: Row = { ...r, status: promotionStatus(r, now) };
    const normal = normals?.get(Number(r.id));
    if (normal !== undefined) {
      out.discount = shownDiscount({ price: String(r.price), discount: String(r.discount) }, normal);
    }
    if (byGoods) {
      const g = byGoods.get(Number(r.goods_id));
      out.goods_name = g?.name ?? '';
      out.goods_master_image = thumb(g?.image ?? '', 150);
    }
    if (byStore) out.store_name = byStore.get(Number(r.store_id)) ?? '';
    return out;
  });
}

/**
 * Coupon log rows with the holder's nickname (username when blank), the computed `state` and the `order_no` of the
 * order the coupon was used on ('' while unused): the order number is what the store sees everywhere else.
 */
export async function couponLogRows(db: Db, rows: Row[]): Promise<Row[]> {
  const now = shanghaiTime();
  const userIds = idsOf(rows, 'user_id');
  const couponIds = idsOf(rows, 'coupon_id');
  const orderIds = idsOf(rows, 'order_id');
  const [us, cs, os] = await Promise.all([
    userIds.length
      ? db
          .select({ id: users.id, nickname: users.nickname, username: users.username })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    couponIds.length
      ? db.select({ id: coupons.id, stopped: coupons.stopped }).from(coupons).where(inArray(coupons.id, couponIds))
      : [],
    orderIds.length
      ? db
          .select({ id: orders.id, store_id: orders.store_id, order_no: orders.order_no })
          .from(orders)
          .where(inArray(orders.id, orderIds))
      : [],
  ]);
  const byUser = new Map(us.map((u) => [u.id, u.nickname || u.username]));
  const stopped = new Set(cs.filter((c) => c.stopped === 1).map((c) => c.id));
  const byOrder = new Map(os.map((o) => [o.id, o]));
  return rows.map((r) => {
    const order = byOrder.get(Number(r.order_id));
    return {
      ...r,
      nickname: byUser.get(Number(r.user_id)) ?? '',
      state: couponState(r, stopped.has(Number(r.coupon_id)), now),
      // Only an order of the log's own store is named.
      order_no: order && order.store_id === Number(r.store_id) ? order.order_no : '',
    };
  });
}

/** The list formatter of a promotion resource (rows as above, on the list and on one row). */
export function promotionFormat(spec: RowsSpec) {
  return {
    list: (rows: Row[], ctx: ResourceCtx) => promotionRows(ctx.req.server.db, rows, spec),
    show: async (row: Row, ctx: ResourceCtx) => (await promotionRows(ctx.req.server.db, [row], spec))[0],
  };
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
const GOODS_NAME_OPS: Record<string, (v: string) => string> = {
  like: (v) => `%${escapeLike(v)}%`,
  likeRight: (v) => `${escapeLike(v)}%`,
  likeLeft: (v) => `%${escapeLike(v)}`,
};

/**
 * `goods_name=<v>|like` (likeRight, likeLeft) on the lists of rules on a goods: the name lives on the goods, which
 * the engine's field filters cannot reach, so the resource reads it itself (`ownParams`) as a subquery. Reads only:
 * an edit form sending the row back must not narrow its own update.
 */
export function goodsNameScope(goodsIdColumn: PgColumn) {
  return (ctx: ResourceCtx): SQL | undefined => {
    if (ctx.req.method !== 'GET') return undefined;
    const [value = '', op = 'like'] = str(ctx.input, 'goods_name').split('|');
    if (!value) return undefined;
    const pattern = GOODS_NAME_OPS[op];
    if (!pattern) throw badInput('badOperator', { op });
    return sql`exists (select 1 from ${goods} where ${goods.id} = ${goodsIdColumn} and ${goods.goods_name} ilike ${pattern(value)})`;
  };
}
