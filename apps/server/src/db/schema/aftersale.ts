/** After-sale requests. */
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { int, pk, str, timestamps, tiny, txt } from './_columns.ts';

export const refunds = pgTable(
  'refunds',
  {
    id: pk(),
    user_id: int('user_id'),
    store_id: int('store_id'),
    order_id: int('order_id'),
    /** 0 refund only, 1 return goods. */
    refund_type: tiny('refund_type'),
    /** 0 pending, 1 agreed, 2 refused. */
    refund_verify: tiny('refund_verify'),
    /** 0 waiting for buyer's tracking no, 1 waiting for seller, 2 seller handled, 3 finished. */
    refund_step: tiny('refund_step'),
    delivery_no: str('delivery_no', 20),
    delivery_code: str('delivery_code', 10),
    re_delivery_no: str('re_delivery_no', 20),
    re_delivery_code: str('re_delivery_code', 10),
    refund_remark: txt('refund_remark'),
    /** Comma-separated image paths. */
    images: txt('images'),
    refuse_remark: txt('refuse_remark'),
    ...timestamps(),
  },
  (t) => [
    index('refunds_order_id_idx').on(t.order_id),
    // At most one undecided request per order, even when two arrive at once.
    uniqueIndex('refunds_order_pending_unique')
      .on(t.order_id)
      .where(sql`${t.refund_verify} = 0 and ${t.deleted_at} is null`),
    index('refunds_store_id_idx').on(t.store_id),
    index('refunds_user_id_idx').on(t.user_id),
  ],
);
