import { and, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract/orders';
import { orderGoods, orders, seckills } from '../../../db/schema/index.ts';
import { fail } from '../../../http/envelope.ts';
import { discounted, toCents } from '../../catalog/money.ts';
import type { DiscountStep, PricedLine } from '../pricing.ts';
import { lockShopper } from '../unpaid-limit.ts';
import type { CheckoutItem } from '@shop/contract/orders';
import type { Db, Tx } from '../../../db/client.ts';
import type { Kv } from '../../../lib/kv.ts';
import {
  flashCounterKey,
  giveBackFlashUnits,
  reserveBuyerUnits,
  reserveFlashUnits,
  type FlashReservation,
} from './flash-counter.ts';

export const SECKILL_DISCOUNT_NAME = '秒杀优惠';

/** The flash unit price: the sale's own price when set (never above the normal price), else its percent off. */
export function flashUnitCents(normalCents: number, sale: { price: string; discount: string }): number {
  const price = toCents(sale.price);
  return price > 0 ? Math.min(price, normalCents) : discounted(normalCents, sale.discount);
}

type SaleRow = typeof seckills.$inferSelect;

/** Sales of these goods running at `now`, not stopped, newest first. */
function runningSales(db: Db | Tx, goodsIds: number[], now: string): Promise<SaleRow[]> {
  return db
    .select()
    .from(seckills)
    .where(
      and(
        inArray(seckills.goods_id, goodsIds),
        lte(seckills.start_time, now),
        gt(seckills.end_time, now),
        eq(seckills.stopped, 0),
        isNull(seckills.deleted_at),
      ),
    )
    .orderBy(desc(seckills.id));
}

/** Units of sale `id` the buyer's orders not cancelled hold. */
async function heldBy(db: Db | Tx, id: number, userId: number): Promise<number> {
  const [held] = await db
    .select({ n: sql<number>`coalesce(sum(${orderGoods.buy_num}), 0)::int` })
    .from(orderGoods)
    .innerJoin(orders, eq(orders.id, orderGoods.order_id))
    .where(
      and(
        eq(orderGoods.seckill_id, id),
        eq(orderGoods.user_id, userId),
        ne(orders.order_status, ORDER_STATUS.cancelled),
        isNull(orders.deleted_at),
      ),
    );
  return Number(held?.n ?? 0);
}

/**
 * The running sales of some goods as read at `now`: order creation's gate reads them before its transaction, and
 * pricing at that same `now` (a second's resolution) takes them from here rather than asking again. Read inside the
 * transaction they would be no safer, only milliseconds newer: nothing locks a sale's row until the quota is taken.
 */
export interface SalesSeen {
  now: string;
  goodsIds: number[];
  rows: SaleRow[];
}

/** The sale a line is bought in: the newest running one of its goods, for its SKU or for every SKU. */
const saleOf = (sales: SaleRow[], goodsId: number, skuId: number) =>
  sales.find((s) => s.goods_id === goodsId && (s.sku_id === 0 || s.sku_id === skuId));

/**
 * The gate of order creation, before its transaction: takes the units of the basket's flash-sale lines from the
 * hot counters, so that once a sale is sold out every further attempt is refused after one read, without queueing
 * for the database. Answers what it took (given back if the checkout then fails) and the sales it read.
 */
export async function gateFlashSales(
  db: Db,
  kv: Kv,
  userId: number,
  items: CheckoutItem[],
  now: string,
): Promise<{ reserved: FlashReservation[]; seen?: SalesSeen }> {
  const plain = items.filter((i) => (i.collective_id ?? 0) === 0);
  if (!plain.length) return { reserved: [] };
  const goodsIds = plain.map((i) => i.goods_id);
  const sales = await runningSales(db, goodsIds, now);
  const seen = { now, goodsIds, rows: sales };
  if (!sales.length) return { reserved: [], seen };
  const units = new Map<number, number>();
  for (const i of plain) {
    const sale = saleOf(sales, i.goods_id, i.sku_id);
    if (sale) units.set(sale.id, (units.get(sale.id) ?? 0) + i.buy_num);
  }
  const taken: FlashReservation[] = [];
  try {
    for (const [id, n] of units) {
      const sale = sales.find((s) => s.id === id)!;
      taken.push(
        await reserveBuyerUnits(kv, id, userId, n, async () => sale.per_user - (await heldBy(db, id, userId))),
      );
      taken.push(await reserveFlashUnits(kv, id, sale.quota - sale.sold, n));
    }
  } catch (e) {
    await giveBackFlashUnits(kv, taken);
    throw e;
  }
  return { reserved: taken, seen };
}

/**
 * Flash price. A line whose goods (or SKU) has a sale running now is bought in it, at its price: within what is left
 * of the sale's quota and the buyer's limit (units held by their orders not cancelled), or not at all. Group-buy
 * lines keep the group price instead. While placing, the units are taken from the hot counter here and from the
 * sale's row at the end of the transaction (`takeFlashQuota`).
 */
export const flashStep: DiscountStep = {
  kind: 'seckill',
  async apply(group, _index, _base, ctx) {
    const lines = group.lines.filter((l) => (l.item.collective_id ?? 0) === 0);
    if (!lines.length) return undefined;
    const goodsIds = lines.map((l) => l.goodsId);
    const seen = ctx.salesSeen;
    const sales =
      seen?.now === ctx.now && goodsIds.every((id) => seen.goodsIds.includes(id))
        ? seen.rows.filter((s) => goodsIds.includes(s.goods_id))
        : await runningSales(ctx.tx, goodsIds, ctx.now);
    if (!sales.length) return undefined;
    let cents = 0;
    let refId = 0;
    const bought = new Map<number, { line: PricedLine; n: number }[]>();
    for (const line of lines) {
      const sale = saleOf(sales, line.goodsId, line.skuId);
      if (!sale) continue;
      line.seckill = { id: sale.id, quota: sale.quota, sold: sale.sold };
      cents += (line.priceCents - flashUnitCents(line.priceCents, sale)) * line.buyNum;
      refId ||= sale.id;
      bought.set(sale.id, [...(bought.get(sale.id) ?? []), { line, n: line.buyNum }]);
    }
    // The per-buyer limit counts this shopper's orders: one checkout of theirs at a time from here on.
    if (ctx.placing && bought.size && !ctx.shopperLocked) {
      await lockShopper(ctx.tx, ctx.userId);
      ctx.shopperLocked = true;
    }
    for (const [id, parts] of bought) {
      const sale = sales.find((s) => s.id === id)!;
      const n = parts.reduce((s, p) => s + p.n, 0);
      if (sale.quota - sale.sold < n) throw fail('seckill.soldOut');
      if ((await heldBy(ctx.tx, id, ctx.userId)) + n > sale.per_user) throw fail('seckill.overLimit');
      // The gate before the transaction took them already, unless the sale started in between.
      const gated = ctx.reservations.find((r) => r.key === flashCounterKey(id))?.n ?? 0;
      if (ctx.placing && gated < n)
        ctx.reservations.push(await reserveFlashUnits(ctx.kv, id, sale.quota - sale.sold, n - gated));
    }
    return cents > 0 ? { kind: 'seckill', refId, name: SECKILL_DISCOUNT_NAME, cents } : undefined;
  },
};
