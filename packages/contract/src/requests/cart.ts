import { z } from 'zod';
import { flag, pageFields, raw, text } from '../input.ts';

/** `buy_num` exactly as sent: 1 to 9999, as a JSON integer or plain digits (the route refuses anything else). */
const buyNum = () => raw(z.union([z.number().int(), z.string()])).describe('1 to 9999');

/** `GET /api/user/carts`: pages count store groups. */
export const cartListRequestSchema = z.object({ ...pageFields });

/** `POST /api/user/carts`: adds to the line of that goods and SKU, or starts one. */
export const cartAddRequestSchema = z.object({
  goods_id: text().describe('Required. Goods on sale'),
  sku_id: text().describe('the SKU, required when the goods has SKUs; 0 or empty when it has none'),
  buy_num: buyNum(),
});

/** `PUT /api/user/carts/{id}`: sets the quantity (buy_num > 1), or steps it by one (is_type 1 up, else down). */
export const cartUpdateRequestSchema = z.object({
  buy_num: buyNum(),
  is_type: text().describe('1: one more; otherwise one less (the line goes at 0)'),
});

const isResource = () => text().describe('Home: the storefront shape');

/** `GET /api/user/addresses`. */
export const addressListRequestSchema = z.object({ isResource: isResource(), ...pageFields });

/** `GET /api/user/addresses/{id}`. */
export const addressShowRequestSchema = z.object({ isResource: isResource() });

const areaId = () => text().describe('with the two others instead of area');

/** `POST /api/user/addresses`, `PUT /api/user/addresses/{id}`. */
export const addressWriteRequestSchema = z.object({
  receive_name: text().describe('Required. At most 30 characters'),
  receive_tel: text().describe('Required. A mobile (1 and 10 digits) or a landline (0xx-xxxxxxx)'),
  address: text().describe('Required. At most 150 characters'),
  area: raw(z.array(z.union([z.number().int(), z.string()]))).describe(
    'Required. [province, city, district] area ids, or their comma-separated text',
  ),
  province_id: areaId(),
  city_id: areaId(),
  region_id: areaId(),
  is_default: flag().describe('make it the default address (the first one always is)'),
});
