import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract/orders';
import { GROUP_STATUS, OPEN_GROUP } from '@shop/contract/promotions';
import { collectiveLogs, collectives, orders } from '../../../db/schema/index.ts';
import { fail } from '../../../http/envelope.ts';
import { shanghaiTime } from '../../../lib/time.ts';
import { discounted } from '../../catalog/money.ts';
import { placeHeldSince, placesTaken } from '../../orders/group-places.ts';
import type { DiscountStep } from '../pricing.ts';

export const GROUP_DISCOUNT_NAME = '拼团优惠';
const HOUR_MS = 3600_000;

/**
 * Group price. A purchase with `collective_id` −1 opens a group of the goods' running rule, N > 0 joins group N:
 * open, not expired, of this goods, not already joined by the shopper, and with a place left (`placesTaken`: paid
 * members and unpaid ones inside the payment window). While placing, the group's row is locked before its members
 * are counted, so simultaneous joins take its places one at a time; an opened group is written here and the order
 * refers to it.
 */
export const groupStep: DiscountStep = {
  kind: 'collective',
  async apply(group, _index, _base, ctx) {
    const line = group.lines.find((l) => (l.item.collective_id ?? 0) !== 0);
    if (!line) return undefined;
    const wanted = line.item.collective_id ?? 0;
    let discount: string;
    let ruleId: number;
    let logId = 0;
    if (wanted === OPEN_GROUP) {
      const [rule] = await ctx.tx
        .select()
        .from(collectives)
        .where(and(eq(collectives.goods_id, line.goodsId), eq(collectives.stopped, 0), isNull(collectives.deleted_at)))
        .orderBy(desc(collectives.id))
        .limit(1);
      if (!rule) throw fail('collective.none');
      discount = rule.discount;
      ruleId = rule.id;
      if (ctx.placing) {
        const [log] = await ctx.tx
          .insert(collectiveLogs)
          .values({
            collective_id: rule.id,
            user_id: ctx.userId,
            store_id: rule.store_id,
            goods_id: rule.goods_id,
            discount: rule.discount,
            need: rule.need,
            status: GROUP_STATUS.open,
            expires_at: shanghaiTime(ctx.nowMs + rule.hours * HOUR_MS),
            created_at: ctx.now,
            updated_at: ctx.now,
          })
          .returning({ id: collectiveLogs.id });
        logId = log!.id;
      }
    } else {
      const query = ctx.tx
        .select()
        .from(collectiveLogs)
        .where(and(eq(collectiveLogs.id, wanted), isNull(collectiveLogs.deleted_at)));
      const [log] = ctx.placing ? await query.for('update') : await query;
      if (!log || log.goods_id !== line.goodsId || log.status !== GROUP_STATUS.open || log.expires_at <= ctx.now)
        throw fail('collective.closed');
      const [mine] = await ctx.tx
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.collective_id, log.id),
            eq(orders.user_id, ctx.userId),
            ne(orders.order_status, ORDER_STATUS.cancelled),
            isNull(orders.deleted_at),
          ),
        );
      if ((mine?.n ?? 0) > 0) throw fail('collective.joined');
      // An unpaid member past the payment window no longer holds a place (docs/promotions.md#group-buys).
      const heldSince = await placeHeldSince(ctx.tx, ctx.nowMs);
      if ((await placesTaken(ctx.tx, log.id, heldSince)) >= log.need) throw fail('collective.full');
      discount = log.discount;
      ruleId = log.collective_id;
      logId = log.id;
    }
    group.collective = { ruleId, logId };
    const cents = (line.priceCents - discounted(line.priceCents, discount)) * line.buyNum;
    return cents > 0 ? { kind: 'collective', refId: logId, name: GROUP_DISCOUNT_NAME, cents } : undefined;
  },
};
