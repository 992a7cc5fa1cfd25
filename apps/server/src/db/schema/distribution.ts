/** 3-level referral commissions. */
import { index, pgTable } from 'drizzle-orm/pg-core';
import { dec, int, money, pk, str, timestamps, tiny } from './_columns.ts';

export const distributions = pgTable(
  'distributions',
  {
    id: pk(),
    store_id: int('store_id'),
    goods_id: int('goods_id'),
    /** Rates; qwshop multiplies them directly (commission = lev x line total). */
    lev_1: dec('lev_1', 6),
    lev_2: dec('lev_2', 6),
    lev_3: dec('lev_3', 6),
    ...timestamps(),
  },
  (t) => [index('distributions_goods_id_idx').on(t.goods_id), index('distributions_store_id_idx').on(t.store_id)],
);

export const distributionLogs = pgTable(
  'distribution_logs',
  {
    id: pk(),
    /** 一级分销 / 二级分销 / 三级分销. */
    name: str('name', 30).default('分销'),
    /** Beneficiary users.id. */
    user_id: int('user_id'),
    store_id: int('store_id'),
    order_id: int('order_id'),
    distribution_id: int('distribution_id'),
    order_goods_id: int('order_goods_id'),
    money: money('money', 9),
    lev: dec('lev', 6),
    commission: money('commission', 9),
    /** 0 awaiting payout, 1 paid out. */
    status: tiny('status'),
    ...timestamps(),
  },
  (t) => [
    index('distribution_logs_order_id_idx').on(t.order_id),
    index('distribution_logs_store_id_idx').on(t.store_id),
    index('distribution_logs_user_id_idx').on(t.user_id),
  ],
);
