import { z } from 'zod';
import { pageFields, text } from '../input.ts';

/** `GET /api/integral/goods`: points goods on the shelf. */
export const integralGoodsListRequestSchema = z.object({
  params: text().describe(
    'base64 of JSON {cid, keywords, sort_type (goods_price, goods_sale, created_at, id), sort_order}',
  ),
  ...pageFields,
});

/** `POST /api/integral/pay`: buy points goods with the caller's points. */
export const integralPayRequestSchema = z.object({
  id: text().describe('Required. The points goods id'),
  buy_num: text().describe('quantity, 1 to 9999 (1 when absent)'),
  address_id: text().describe('Required. One of the caller’s addresses'),
  remark: text().describe('a note for the platform, at most 150 characters'),
});

/** `PUT /api/Admin/integral_orders/{id}`: ship a paid points order. */
export const integralShipRequestSchema = z.object({
  delivery_code: text().describe('Required. A courier code of /api/expresses'),
  delivery_no: text().describe('Required. The tracking number (letters, digits, -; at most 20)'),
});
