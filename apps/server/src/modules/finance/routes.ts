import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { moneyLogs, orderSettlements } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import { defineResource } from '../../http/resource.ts';
import { byStore } from '../../http/scope.ts';
import { settleOrders } from './settlement.ts';

const SEARCH = ['id', 'order_id', 'settlement_no', 'status', 'created_at'] as const;

/** Every settlement (Admin settlements page). */
export const adminSettlements = defineResource({
  area: 'admin',
  path: 'order_settlements',
  table: orderSettlements,
  verbs: ['index', 'show'],
  writable: [],
  search: [...SEARCH, 'store_id', 'user_id'],
  sort: ['id', 'settlement_price', 'created_at'],
});

/** The store's settlements (Seller settlements page). */
export const sellerSettlements = defineResource({
  area: 'seller',
  path: 'order_settlements',
  table: orderSettlements,
  verbs: ['index', 'show'],
  owner: byStore('store_id'),
  writable: [],
  search: SEARCH,
  sort: ['id', 'settlement_price', 'created_at'],
});

/** The shopper's own balance, frozen money and points history (`is_type` filter). */
export const userMoneyLogs = defineResource({
  area: 'home',
  path: 'user/money_logs',
  table: moneyLogs,
  verbs: ['index'],
  owner: { column: 'user_id', value: (req) => req.userId! },
  scope: () => eq(moneyLogs.is_belong, 0),
  writable: [],
  search: ['is_type', 'name', 'created_at'],
  sort: ['id', 'money', 'created_at'],
});

/** `GET /api/Admin/order_settlement_handle`: settle now. */
export async function settlementHandleRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/order_settlement_handle',
    {
      config: { name: 'admin.order.settl.handle' },
      schema: { tags: ['admin'], summary: 'Settle completed orders to their stores now' },
    },
    async (req) => {
      const n = await settleOrders(req.server.db, 'manual');
      if (!n) throw fail('settlement.none');
      return { code: 200, msg: translate(req.lang, 'success'), data: [] };
    },
  );
}
