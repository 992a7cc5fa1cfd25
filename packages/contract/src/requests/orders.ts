import { z } from 'zod';
import { integer, optionalInteger, pageFields, presentText, text, textList } from '../input.ts';

const orderStatus = text().refine((s) => s === '' || s === '-1' || /^[0-6]$/.test(s), {
  message: 'an order status 0-6, or -1 for all',
});

/** `GET /api/user/orders`: the caller's orders, newest first. Statuses: docs/statuses.md. */
export const userOrderListRequestSchema = z.object({
  order_status: orderStatus.describe('0-6 (docs/statuses.md); -1 or empty for all'),
  order_no: text().describe('part of the order number'),
  store_id: optionalInteger(-1),
  collective_id: optionalInteger(-1),
  created_at: textList().describe(
    '[from, to]: YYYY-MM-DD or YYYY-MM-DD HH:mm[:ss]; a date alone ends at its last second',
  ),
  is_refund: presentText().describe('sent: only orders in a money-only after-sale'),
  is_return: presentText().describe('sent: only orders in a return after-sale'),
  isResource: text().describe('Home: the storefront shape'),
  ...pageFields,
});

/** `GET /api/user/order/{id}`. */
export const userOrderShowRequestSchema = z.object({
  isResource: text().describe('Home: the storefront shape, with tracking'),
});

/** `PUT /api/user/order/{id}`: the shopper cancels (0) or confirms receipt (4). */
export const userOrderStatusRequestSchema = z.object({
  order_status: text().describe('0 cancel, 4 confirm receipt'),
});

/** `POST /api/user/order/express`, `POST /api/{Admin,Seller}/orders/express/find`: tracking of one order. */
export const orderIdRequestSchema = z.object({
  id: text().describe('Required. The order id'),
});

/** `GET /api/user/default`: the user centre. */
export const userDashboardRequestSchema = z.object({
  per_page: integer(5).describe('recent orders and favourites shown (5 when absent)'),
  isResource: text().describe('Home: recent orders in the storefront shape'),
  is_type: text().describe('favourites shown: 0 goods (default), 1 stores'),
});

/** `PUT /api/{Admin,Seller}/orders/status/edit`: moves an order (a store may only ship it: status 3). */
export const orderStatusEditRequestSchema = z.object({
  id: text().describe('Required. The order id'),
  status: text().describe('target order status 0-6, 3 (shipped) when empty'),
  delivery_code: text().describe('courier code, when shipping'),
  delivery_no: text().describe('waybill number, when shipping'),
});
