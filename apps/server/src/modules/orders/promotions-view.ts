import { and, asc, count, inArray, isNull } from 'drizzle-orm';
import { ORDER_STATUS, type OrderCollective, type OrderPromotions } from '@shop/contract/orders';
import { GROUP_STATUS, type DiscountKind, type DiscountLine } from '@shop/contract/promotions';
import type { Db } from '../../db/client.ts';
import { collectiveLogs, orderDiscounts, orders } from '../../db/schema/index.ts';
import { holdsPlace, placeHeldSince } from './group-places.ts';

export interface PromotionMaps {
  discounts: Map<number, DiscountLine[]>;
  groups: Map<number, OrderCollective>;
}

/**
 * The discount lines of these orders and the groups they belong to (members: the orders holding a place), in three
 * queries for a whole page.
 */
export async function loadOrderPromotions(
  db: Db,
  rows: readonly { id: number; collective_id: number }[],
): Promise<PromotionMaps> {
  const ids = rows.map((r) => r.id);
  const groupIds = [...new Set(rows.map((r) => r.collective_id).filter((id) => id > 0))];
  const heldSince = groupIds.length ? await placeHeldSince(db) : '';
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
          .where(and(inArray(orders.collective_id, groupIds), holdsPlace(heldSince), isNull(orders.deleted_at)))
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

/**
 * The groups, among those of these orders that are paid and waiting for delivery, not complete yet: such an order
 * waits for its group (it cannot ship before). One query, only when the page holds such an order.
 */
export async function incompleteGroups(
  db: Db,
  rows: readonly { order_status: number; collective_id: number }[],
): Promise<Set<number>> {
  const ids = [
    ...new Set(
      rows
        .filter((r) => r.order_status === ORDER_STATUS.waitDelivery && r.collective_id > 0)
        .map((r) => r.collective_id),
    ),
  ];
  if (!ids.length) return new Set();
  const found = await db
    .select({ id: collectiveLogs.id, status: collectiveLogs.status })
    .from(collectiveLogs)
    .where(inArray(collectiveLogs.id, ids));
  return new Set(found.filter((g) => g.status !== GROUP_STATUS.completed).map((g) => g.id));
}
