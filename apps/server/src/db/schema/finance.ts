/** Ledger, withdrawals, settlements and KYC. */
import { index, numeric, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { img, int, money, pk, str, timestamps, tiny, txt } from './_columns.ts';

export const moneyLogs = pgTable(
  'money_logs',
  {
    id: pk(),
    /** users.id when is_belong 0, stores.id when is_belong 1. */
    user_id: int('user_id'),
    name: str('name', 20).default('未知变动'),
    ename: str('ename', 20).default('money'),
    /** Signed change (negative = debit). */
    money: numeric('money', { precision: 9, scale: 2 }).notNull().default('0.00'),
    /** 0 money, 1 frozen money, 2 integral. */
    is_type: tiny('is_type'),
    /** 0 user account, 1 store account. */
    is_belong: tiny('is_belong'),
    currency_id: int('currency_id').default(1),
    info: txt('info'),
    ...timestamps(),
  },
  (t) => [index('money_logs_user_id_is_belong_idx').on(t.user_id, t.is_belong)],
);

export const cashes = pgTable(
  'cashes',
  {
    id: pk(),
    /** Shopper withdrawal (0 for store withdrawals). */
    user_id: int('user_id'),
    /** Store withdrawal (0 for user withdrawals). */
    store_id: int('store_id'),
    /** Net amount paid out = requested - commission. */
    money: money('money', 9),
    commission: money('commission', 9),
    /** 0 pending, 1 paid, 2 refused. */
    cash_status: tiny('cash_status'),
    refuse_info: txt('refuse_info'),
    name: str('name', 20),
    card_no: str('card_no', 50),
    /** 30 like the real-name record it is copied from (qwshop's 20 cut longer bank names). */
    bank_name: str('bank_name', 30),
    remark: str('remark', 30),
    ...timestamps(),
  },
  (t) => [index('cashes_user_id_idx').on(t.user_id), index('cashes_store_id_idx').on(t.store_id)],
);

export const orderSettlements = pgTable(
  'order_settlements',
  {
    id: pk(),
    order_id: int('order_id'),
    user_id: int('user_id'),
    store_id: int('store_id'),
    settlement_no: str('settlement_no', 30),
    total_price: money('total_price', 9),
    settlement_price: money('settlement_price', 9),
    status: tiny('status'),
    info: txt('info'),
    ...timestamps(),
  },
  (t) => [
    index('order_settlements_store_id_idx').on(t.store_id),
    // Settlement credits an order exactly once, however often (and on however many instances) it runs.
    uniqueIndex('order_settlements_order_live_unique')
      .on(t.order_id)
      .where(sql`${t.deleted_at} is null`),
  ],
);

export const userChecks = pgTable(
  'user_checks',
  {
    id: pk(),
    user_id: int('user_id'),
    name: str('name', 20),
    card_no: str('card_no', 30),
    card_t: img('card_t'),
    card_b: img('card_b'),
    bank_no: str('bank_no', 30),
    bank_name: str('bank_name', 30),
    ...timestamps(),
  },
  (t) => [index('user_checks_user_id_idx').on(t.user_id)],
);
