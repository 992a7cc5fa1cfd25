import { z } from 'zod';
import { integer, pageFields, text } from '../input.ts';

// Storefront promotion routes. (Seller and Admin promotion resources read their fields from their descriptors.)

/** `GET /api/seckills`: the listed goods of one flash-sale session. */
export const seckillListRequestSchema = z.object({
  start_time: integer(0).describe(
    'hour offset: 0 (default) flash sales running now; N >= 1 those starting in [this hour + N, this hour + N + 1), Asia/Shanghai',
  ),
  page: integer(1).describe('1-based page, at most 10000'),
  per_page: integer(15).describe('rows per page (15 when absent), at most 100'),
});

/** `POST /api/user/coupon/receive`: claims one copy of a coupon. */
export const couponReceiveRequestSchema = z.object({
  id: text().describe('Required. The coupon (coupons.id)'),
});

/** `GET /api/user/coupons`: the shopper's own coupons, newest first. */
export const userCouponListRequestSchema = z.object({
  state: text().describe('0 usable, 1 used, 2 not started, 3 ended; absent or empty: all'),
  ...pageFields,
});
