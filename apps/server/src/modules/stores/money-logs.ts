import { eq } from 'drizzle-orm';
import {
  adminMoneyLogs as adminDescriptor,
  sellerMoneyLogs as sellerDescriptor,
} from '@shop/contract/resources/stores';
import { moneyLogs } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { withLogOrders } from '../finance/log-orders.ts';

/** The platform's ledger of every balance change, users' and stores' (Admin). Read-only: balances move by services. */
export const adminMoneyLogs = withLogOrders(
  defineResource({
    descriptor: adminDescriptor,
    table: moneyLogs,
    verbs: ['index', 'show'],
  }),
);

/** The store's own money history (Seller money page): store entries (is_belong 1) whose user_id is the store's id. */
export const sellerMoneyLogs = withLogOrders(
  defineResource({
    descriptor: sellerDescriptor,
    table: moneyLogs,
    verbs: ['index', 'show'],
    scope: () => eq(moneyLogs.is_belong, 1),
  }),
);
