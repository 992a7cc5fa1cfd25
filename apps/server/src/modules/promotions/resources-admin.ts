/**
 * The platform's watch over every store's coupons, flash sales and group buys (Admin marketing pages): list, view,
 * and stop or resume a rule (`stopped`, the one writable field, 0 or 1 by its descriptor).
 */
import { adminCollectives, adminCoupons, adminSeckills } from '@shop/contract/resources/promotions';
import { collectives, coupons, seckills } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { goodsNameScope, promotionFormat } from './rows.ts';

const POLICE = ['index', 'show', 'update'] as const;

export const adminCouponsResource = defineResource({
  descriptor: adminCoupons,
  table: coupons,
  verbs: POLICE,
  format: promotionFormat({ store: true }),
});

export const adminSeckillsResource = defineResource({
  descriptor: adminSeckills,
  table: seckills,
  verbs: POLICE,
  ownParams: ['goods_name'],
  scope: goodsNameScope(seckills.goods_id),
  // Only `stopped` is written here: the view may show the percent a sale set by its price amounts to.
  format: promotionFormat({ goods: true, store: true, flashDiscount: true }),
});

export const adminCollectivesResource = defineResource({
  descriptor: adminCollectives,
  table: collectives,
  verbs: POLICE,
  ownParams: ['goods_name'],
  scope: goodsNameScope(collectives.goods_id),
  format: promotionFormat({ goods: true, store: true }),
});
