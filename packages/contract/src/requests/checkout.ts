import { z } from 'zod';
import { flag, pageFields, presentText, raw, text } from '../input.ts';
import { freightTemplateInputSchema } from '../orders.ts';

/** `params` of the checkout routes: the base64 of a JSON text, as qwshop's clients send it. */
const checkoutParams = () =>
  text().describe(
    'Required. Base64 of the JSON {"order": [{"goods_id", "sku_id", "buy_num", "cart_id"?, "collective_id"?}], "ifcart": 0|1}',
  );

/** `POST /api/user/order/before`: the checkout preview; with `address_id`, freight and the amount to pay too. */
export const checkoutPreviewRequestSchema = z.object({
  params: checkoutParams(),
  address_id: text().describe('an own address id'),
  coupon_id: presentText().describe(
    'comma-separated coupon log ids, one per store group in group order, 0 for none; absent: each group takes its best usable coupon',
  ),
});

/** `POST /api/user/order/create`: one order per store of the basket. */
export const checkoutCreateRequestSchema = z.object({
  params: checkoutParams(),
  address_id: text().describe('Required. An own address id'),
  coupon_id: presentText().describe('comma-separated coupon ids, one per store group; required, may be empty'),
  remark: raw(z.union([z.string(), z.array(z.string()), z.record(z.string(), z.string())])).describe(
    'one text for every order, one per store group, or {"<store_id>": text} (also as JSON text)',
  ),
});

/** `POST /api/user/order/after` and `GET /api/{Admin,Seller}/orders/find/all`: orders named by id or number. */
export const orderRefsRequestSchema = z.object({
  params: text().describe('Required. Base64 of the JSON {"order_id": [ids]} or {"order_no": [numbers]}'),
});

/** `GET /api/Seller/freights`. */
export const freightListRequestSchema = z.object({
  isAll: flag().describe('every template as an array, the default one first, instead of a page'),
  ...pageFields,
});

/** `PUT /api/Seller/freights/0`: every template of the store at once. */
export const freightSaveRequestSchema = z.object({
  info: raw(z.array(freightTemplateInputSchema)).describe('info[0] is the default template, the rest area templates'),
});
