import type { FastifyInstance } from 'fastify';
import {
  couponReceiveRequestSchema,
  seckillListRequestSchema,
  userCouponListRequestSchema,
} from '@shop/contract/requests/promotions';
import { translate } from '../../http/messages.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { bumpCounters } from '../catalog/cache.ts';
import { claimCoupon, couponIdOf, listUserCoupons, stateFilterOf } from './storefront-coupons.ts';
import { cachedSeckillGoods, seckillQuery } from './storefront-seckills.ts';

/** Public storefront promotions (under /api, no sign-in): the flash-sale sessions. */
export async function storefrontPromotionRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/seckills',
    documented({
      tags: ['storefront'],
      summary:
        'Flash-sale goods of one session: start_time 0 running now, N >= 1 starting in the hour slot N hours ahead; items add `seckill`',
      query: seckillListRequestSchema,
    }),
    async (req, reply) => {
      const q = seckillQuery(parseInput(seckillListRequestSchema, req));
      const body = await cachedSeckillGoods(req.server.db, req.server.kv, q);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}

/** The shopper's coupons (under /api, storefront token required): claim a copy, list the copies held. */
export async function shopperPromotionRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/user/coupon/receive',
    documented({ tags: ['storefront'], summary: 'Claim one copy of a coupon: id', body: couponReceiveRequestSchema }),
    async (req) => {
      const { id } = parseInput(couponReceiveRequestSchema, req);
      await req.server.db.transaction((tx) => claimCoupon(tx, req.userId!, couponIdOf(id)));
      // The goods pages show the copies left (`stock`): the next one reads the claim.
      await bumpCounters(req.server.kv);
      return { code: 200, msg: translate(req.lang, 'success'), data: [] };
    },
  );

  app.get(
    '/user/coupons',
    documented({
      tags: ['storefront'],
      summary:
        'Own coupons, newest first: state 0 usable, 1 used, 2 not started, 3 ended (absent: all), page, per_page',
      query: userCouponListRequestSchema,
    }),
    async (req) => {
      const input = parseInput(userCouponListRequestSchema, req);
      const data = await listUserCoupons(req.server.db, req.userId!, {
        state: stateFilterOf(input.state),
        page: input.page,
        perPage: input.per_page,
      });
      return { code: 200, msg: 'ok', data };
    },
  );
}
