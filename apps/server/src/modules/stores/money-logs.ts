import { eq } from 'drizzle-orm';
import { moneyLogs } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { byStore } from '../../http/scope.ts';

const SEARCH = ['id', 'name', 'money', 'is_type', 'is_belong', 'created_at'] as const;
const SORT = ['id', 'money', 'created_at'] as const;

/** The platform's ledger of every balance change, users' and stores' (Admin). Read-only: balances move by services. */
export const adminMoneyLogs = defineResource({
  area: 'admin',
  path: 'money_logs',
  table: moneyLogs,
  verbs: ['index', 'show'],
  writable: [],
  search: ['user_id', ...SEARCH],
  sort: SORT,
});

/** The store's own money history (Seller money page): store entries (is_belong 1) whose user_id is the store's id. */
export const sellerMoneyLogs = defineResource({
  area: 'seller',
  path: 'money_logs',
  table: moneyLogs,
  verbs: ['index', 'show'],
  owner: byStore('user_id'),
  scope: () => eq(moneyLogs.is_belong, 1),
  writable: [],
  search: SEARCH,
  sort: SORT,
});
