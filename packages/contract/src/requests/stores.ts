import { z } from 'zod';
import { pageFields, raw, text } from '../input.ts';

/** `POST /api/Admin/users/money/handle`: the platform adjusts a user's or a store's balance, with its log row. */
export const moneyHandleRequestSchema = z.object({
  id: text().describe('Required. users.id, or stores.id when is_belong is 1'),
  money: text().describe('signed, at most 2 decimals, never 0 (1 when empty)'),
  is_type: text().describe('0 money (default), 1 frozen money, 2 points'),
  is_belong: text().describe("0 a user's balance (default), 1 a store's"),
});

/** A store column as sent: the column's own length and the editor's checks judge it (absent: left as it is). */
const column = (what: string) => raw(z.union([z.string(), z.number()])).describe(what);

/** What shoppers see of a store: its owner edits these without a new review. */
const storeFaceFields = {
  store_name: column('Required (not blanked). The shop name'),
  store_logo: column('picture path'),
  store_face_image: column('picture path'),
  store_slide: column('picture paths, comma-separated'),
  store_mobile_slide: column('picture paths, comma-separated'),
  store_mobile: column('service phone: a mobile or a landline (0xx-xxxxxxx)'),
  store_description: column('short description'),
  store_lat: column('latitude, -90 to 90'),
  store_lng: column('longitude, -180 to 180'),
  store_address: column('street address'),
  after_sale_service: column('after-sale text (rich text, sanitized)'),
  area: raw(z.array(z.union([z.number().int(), z.string()]))).describe(
    '[province, city, district] area ids, or their comma-separated text',
  ),
  province_id: column('with city_id and region_id instead of area'),
  city_id: column('with province_id and region_id instead of area'),
  region_id: column('with province_id and city_id instead of area'),
};

/** The identity data the platform reviews. */
const storeReviewedFields = {
  store_company_name: column('company name'),
  business_license: column('licence picture path'),
  business_license_no: column('unified social credit code (18 characters)'),
  legal_person: column('legal representative'),
  store_phone: column('a mobile or a landline (0xx-xxxxxxx)'),
  id_card_no: column('ID card number (15 or 18 characters)'),
  id_card_t: column('ID card front picture path'),
  id_card_b: column('ID card back picture path'),
  emergency_contact: column('emergency contact name'),
  emergency_contact_phone: column('a mobile or a landline (0xx-xxxxxxx)'),
  class_id: raw(z.union([z.array(z.array(z.union([z.number().int(), z.string()]))), z.string()])).describe(
    'the categories applied for: [[top, second, third] class ids], or its JSON text; only complete paths count',
  ),
};

/**
 * `PUT /api/store`: fills in or resubmits the own store application, which goes under review. Only the fields sent
 * change; once saved, every field of the form must be filled in.
 */
export const storeApplyRequestSchema = z.object({ ...storeFaceFields, ...storeReviewedFields });

/** `PUT|PATCH /api/Seller/stores/{id}`: the owner edits the public face of the own store (the id is ignored). */
export const storeSettingsRequestSchema = z.object(storeFaceFields);

/** `PUT|PATCH /api/Admin/stores/{id}`: the platform edits everything, review decision included. */
export const adminStoreEditRequestSchema = z.object({
  ...storeFaceFields,
  ...storeReviewedFields,
  store_status: column('0 closed, 1 open'),
  store_verify: column('1 filling in, 2 under review, 3 refused (needs store_refuse_info), 4 approved'),
  store_refuse_info: column('the reason of a refusal'),
});

/** `POST /api/Admin/stores`: a store for a main account that has none, filled in like an edit. */
export const adminStoreCreateRequestSchema = adminStoreEditRequestSchema.extend({
  user_id: text().describe('Required. users.id of a main account without a store'),
});

/** `GET /api/stores`: the store street. */
export const storeStreetRequestSchema = z.object({
  params: text().describe('base64 of JSON {keywords, sort_type: distance|id|created_at|comment_rate, sort_order}'),
  lat: text().describe('the caller latitude (39.56 when empty)'),
  lng: text().describe('the caller longitude (116.2 when empty)'),
  ...pageFields,
});

const favoriteType = () => text().describe('0 goods, 1 store');

/** `GET /api/user/favorites`. */
export const favoriteListRequestSchema = z.object({
  is_type: favoriteType().describe('0 goods (default), 1 followed stores'),
  ...pageFields,
});

/** `POST /api/user/favorites`: adds the favourite, or removes it when it is one already. */
export const favoriteToggleRequestSchema = z.object({
  is_type: favoriteType().describe('Required. 0 goods, 1 store'),
  out_id: text().describe('Required. goods.id or stores.id'),
});

/** `GET /api/is_fav`. */
export const isFavoriteRequestSchema = favoriteToggleRequestSchema;

const checkField = (what: string) => column(`Required. ${what}`);

/** `POST /api/user/check`: submits or replaces the own real-name and bank details. */
export const userCheckRequestSchema = z.object({
  name: checkField('real name'),
  card_no: checkField('ID card number (15 or 18 characters)'),
  card_t: checkField('ID card front picture path'),
  card_b: checkField('ID card back picture path'),
  bank_no: checkField('bank card number, 12 to 30 digits'),
  bank_name: checkField('bank name'),
});
