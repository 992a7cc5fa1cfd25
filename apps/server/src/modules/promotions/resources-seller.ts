/**
 * The store's promotions (Seller marketing pages): coupons and their claim log, full reductions, flash sales and
 * group buys, each limited to the caller's store by its descriptor's owner. `stopped` and `sold` are read-only
 * there: the platform stops a rule, checkout counts the units.
 */
import {
  sellerCollectives,
  sellerCouponLogs,
  sellerCoupons,
  sellerFullReductions,
  sellerSeckills,
} from '@shop/contract/resources/promotions';
import { collectives, couponLogs, coupons, fullReductions, seckills } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { forgetFlashCounter } from '../checkout/steps/flash-counter.ts';
import { collectiveRules, couponRules, fullReductionRules, seckillRules } from './hooks.ts';
import { couponLogRows, goodsNameScope, promotionFormat } from './rows.ts';

/** No spreadsheet import: every rule goes through its form and its checks. */
const CRUD = ['index', 'show', 'store', 'update', 'destroy'] as const;

export const sellerCouponsResource = defineResource({
  descriptor: sellerCoupons,
  table: coupons,
  verbs: CRUD,
  format: promotionFormat({}),
  hooks: { beforeWrite: couponRules },
});

/** Claims of the store's coupons only (qwshop listed every store's). */
export const sellerCouponLogsResource = defineResource({
  descriptor: sellerCouponLogs,
  table: couponLogs,
  verbs: ['index'],
  format: { list: (rows, ctx) => couponLogRows(ctx.req.server.db, rows) },
});

export const sellerFullReductionsResource = defineResource({
  descriptor: sellerFullReductions,
  table: fullReductions,
  verbs: CRUD,
  format: promotionFormat({}),
  hooks: { beforeWrite: fullReductionRules },
});

export const sellerSeckillsResource = defineResource({
  descriptor: sellerSeckills,
  table: seckills,
  verbs: CRUD,
  ownParams: ['goods_name'],
  scope: goodsNameScope(seckills.goods_id),
  format: {
    list: promotionFormat({ goods: true, flashDiscount: true }).list,
    // The edit forms' source (ours and qwshop's, which sends the record back whole): the stored percent, so an edit
    // of a sale set by its price keeps it set by its price.
    show: promotionFormat({ goods: true }).show,
  },
  hooks: {
    beforeWrite: seckillRules,
    // A changed quota or window: the hot counter is seeded again from the row at the next checkout.
    afterWrite: (_tx, id, ctx) => forgetFlashCounter(ctx.req.server.kv, id),
  },
});

export const sellerCollectivesResource = defineResource({
  descriptor: sellerCollectives,
  table: collectives,
  verbs: CRUD,
  ownParams: ['goods_name'],
  scope: goodsNameScope(collectives.goods_id),
  format: promotionFormat({ goods: true }),
  hooks: { beforeWrite: collectiveRules },
});
