import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminOrderSettlements,
  sellerOrderSettlements,
  userMoneyLogs as userMoneyLogsDescriptor,
} from '@shop/contract/resources/finance';
import { moneyLogs, orderSettlements } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import { documented } from '../../http/route-input.ts';
import { defineResource } from '../../http/resource.ts';
import { withLogOrders } from './log-orders.ts';
import { settleOrders } from './settlement.ts';

/** Every settlement (Admin settlements page). */
export const adminSettlements = defineResource({
  descriptor: adminOrderSettlements,
  table: orderSettlements,
  verbs: ['index', 'show'],
});

/** The store's settlements (Seller settlements page). */
export const sellerSettlements = defineResource({
  descriptor: sellerOrderSettlements,
  table: orderSettlements,
  verbs: ['index', 'show'],
});

/** The shopper's own balance, frozen money and points history (`is_type` filter). */
export const userMoneyLogs = withLogOrders(
  defineResource({
    descriptor: userMoneyLogsDescriptor,
    table: moneyLogs,
    verbs: ['index'],
    scope: () => eq(moneyLogs.is_belong, 0),
  }),
);

/** `GET /api/Admin/order_settlement_handle`: settle now. */
export async function settlementHandleRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/order_settlement_handle',
    {
      // A GET (qwshop's path and method) that pays stores: audited as the write it is.
      config: { name: 'admin.order.settl.handle', audit: true },
      ...documented({ tags: ['admin'], summary: 'Settle completed orders to their stores now' }),
    },
    async (req) => {
      const n = await settleOrders(req.server.db, 'manual');
      if (!n) throw fail('settlement.none');
      return { code: 200, msg: translate(req.lang, 'success'), data: [] };
    },
  );
}
