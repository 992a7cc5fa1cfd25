import { and, asc, count, inArray, isNull, ne } from 'drizzle-orm';
import { ORDER_STATUS, type OrderCollective, type OrderPromotions } from '@shop/contract/orders';
import type { DiscountKind, DiscountLine } from '@shop/contract/promotions';
import type { Db } from '../../db/client.ts';
import { collectiveLogs, orderDiscounts, orders } from '../../db/schema/index.ts';

export interface PromotionMaps {
  discounts: Map<number, DiscountLine[]>;
  groups: Map<number, OrderCollective>;
}

/** The discount lines of these orders and the groups they belong to, in three queries for a whole page. */
export async function loadOrderPromotions(
  db: Db,
  rows: readonly { id: number; collective_id: number }[],
): Promise<PromotionMaps> {
  const ids = rows.map((r) => r.id);
  const groupIds = [...new Set(rows.map((r) => r.collective_id).filter((id) => id > 0))];
  const [lines, groups, members] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(orderDiscounts)
          .where(and(inArray(orderDiscounts.order_id, ids), isNull(orderDiscounts.deleted_at)))
          .orderBy(asc(orderDiscounts.id))
      : [],
    groupIds.length ? db.select().from(collectiveLogs).where(inArray(collectiveLogs.id, groupIds)) : [],
    groupIds.length
      ? db
          .select({ id: orders.collective_id, n: count() })
          .from(orders)
          .where(
            and(
              inArray(orders.collective_id, groupIds),
              ne(orders.order_status, ORDER_STATUS.cancelled),
              isNull(orders.deleted_at),
            ),
          )
          .groupBy(orders.collective_id)
      : [],
  ]);
  const discounts = new Map<number, DiscountLine[]>();
  for (const d of lines)
    discounts.set(d.order_id, [
      ...(discounts.get(d.order_id) ?? []),
      { kind: d.kind as DiscountKind, name: d.name, money: d.money },
    ]);
  const counts = new Map(members.map((m) => [m.id, m.n]));
  return {
    discounts,
    groups: new Map(
      groups.map((g) => [
        g.id,
        { id: g.id, status: g.status, need: g.need, orders_count: counts.get(g.id) ?? 0, expires_at: g.expires_at },
      ]),
    ),
  };
}

/** The promotion fields of one order's views. */
export function orderPromotions(maps: PromotionMaps, o: { id: number; collective_id: number }): OrderPromotions {
  return { discounts: maps.discounts.get(o.id) ?? [], collective: maps.groups.get(o.collective_id) ?? null };
}
