import { z } from 'zod';
import { pageFields, text, textList } from '../input.ts';

/** What every dashboard reads: the date range and the period granularity (docs/dashboards.md). */
const periodFields = {
  created_at: textList().describe(
    '[start, end] dates YYYY-MM-DD, both days included; absent or empty: this week (day), this year (month), ' +
      'the last 5 years (year)',
  ),
  is_type: text().describe('granularity: 0 day (default), 1 month, 2 year'),
};

/** `GET /api/{Admin,Seller}/dashboard/{all,order}`. */
export const dashboardRequestSchema = z.object(periodFields);

/** `GET /api/Admin/dashboard/user`: new users, and the users who registered in the range. */
export const dashboardUserRequestSchema = z.object({
  ...periodFields,
  ...pageFields,
  nickname: text().describe('nickname prefix (the value before `|`)'),
});

/** `GET /api/Admin/dashboard/store`: new stores, and the stores created in the range. */
export const dashboardStoreRequestSchema = z.object({
  ...periodFields,
  ...pageFields,
  store_name: text().describe('store name prefix (the value before `|`)'),
});

/** `GET /api/Admin/dashboard/pay`: payments per period, and the payment rows of the range. */
export const dashboardPayRequestSchema = z.object({
  ...periodFields,
  ...pageFields,
  pay_no: text().describe('payment number prefix (the value before `|`)'),
  trade_no: text().describe('provider trade number prefix (the value before `|`)'),
  payment_name: text().describe('balance | wechat | alipay (the value before `|`)'),
  pay_status: text().describe('1 paid, 0 unpaid (the value before `|`)'),
});
