import { eq } from 'drizzle-orm';
import { moneyLogs } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';

const SEARCH = ['id', 'name', 'money', 'is_type', 'is_belong', 'created_at'] as const;
const SORT = ['id', 'money', 'created_at'] as const;

/** The platform's ledger of every balance change, users' and stores' (A40). Read-only: balances move by services. */
export const adminMoneyLogs = defineResource({
  area: 'admin',
  path: 'money_logs',
  table: moneyLogs,
  verbs: ['index', 'show'],
  writable: [],
  search: ['user_id', ...SEARCH],
  sort: SORT,
});

/** The store's own money history (S08): store entries (is_belong 1) whose user_id is the store's id. */
export const sellerMoneyLogs = defineResource({
  area: 'seller',
  path: 'money_logs',
  table: moneyLogs,
  verbs: ['index', 'show'],
  owner: { column: 'user_id', value: (req) => req.seller!.storeId },
  scope: () => eq(moneyLogs.is_belong, 1),
  writable: [],
  search: SEARCH,
  sort: SORT,
});
