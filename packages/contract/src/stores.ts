/**
 * Wire shapes of the store domain: stores and their
 * review, favourites, the real-name check and balances.
 */

/** `stores.store_verify`: the application's review state. */
export const STORE_VERIFY = { filling: 1, reviewing: 2, refused: 3, approved: 4 } as const;
export type StoreVerify = (typeof STORE_VERIFY)[keyof typeof STORE_VERIFY];

/** `stores.store_status`: 1 open, 0 closed. The public sees a store only when open AND approved. */
export const STORE_STATUS = { closed: 0, open: 1 } as const;

/** `favorites.is_type` (and `/api/is_fav`): 0 goods, 1 store. */
export const FAVORITE_TYPE = { goods: 0, store: 1 } as const;

/** `money_logs.is_type`: which balance changed (points only for users). */
export const BALANCE_TYPE = { money: 0, frozen: 1, points: 2 } as const;
/** `money_logs.is_belong`: 0 a user's balance (user_id = users.id), 1 a store's (user_id = stores.id). */
export const BALANCE_OWNER = { user: 0, store: 1 } as const;

/**
 * StoreResource: `GET /api/store`, `GET /api/Seller/stores/0`, `GET /api/Admin/stores/{id}`. `area` = the non-zero
 * area ids; `class_id` = the category paths the store may sell in ([top, middle, leaf] ids); a refusal without a
 * reason reads `无原因`.
 */
export interface StoreResource {
  id: number;
  store_name: string;
  store_logo: string;
  store_description: string;
  store_mobile: string;
  area_info: string;
  area: number[];
  class_id: number[][];
  store_slide: string[];
  store_mobile_slide: string[];
  store_address: string;
  store_lat: string;
  store_lng: string;
  store_face_image: string;
  business_license: string;
  business_license_no: string;
  legal_person: string;
  store_phone: string;
  id_card_no: string;
  id_card_t: string;
  id_card_b: string;
  emergency_contact: string;
  emergency_contact_phone: string;
  store_money: string;
  store_frozen_money: string;
  store_status: number;
  store_verify: number;
  store_refuse_info: string;
  store_company_name: string;
  after_sale_service: string;
  created_at: string | null;
  updated_at: string | null;
}

/** `GET /api/Admin/stores?isResource=Admin` items (StoreAdminCollection). */
export interface StoreAdminItem {
  id: number;
  store_name: string;
  store_logo: string;
  area_info: string;
  store_status: number;
  store_verify: number;
  created_at: string | null;
  updated_at: string | null;
}

/** The badges of the Admin review tabs: live stores per review state (4 / 2 / 3 / 1), whatever the filters. */
export interface StoreVerifyCount {
  pass: number;
  wait: number;
  error: number;
  create: number;
}

/** `GET /api/stores` items (store street). `distance` is "850m" / "12.3km"; `comment_rate` a whole percent. */
export interface StoreStreetItem {
  id: number;
  store_logo: string;
  comment_rate: number;
  store_name: string;
  area_info: string;
  store_address: string;
  store_company_name: string;
  distance: string;
  created_at: string | null;
}

/** Integer averages of a store's review marks (5 without reviews). */
export interface StoreRate {
  scoreAll: number;
  agreeAll: number;
  serviceAll: number;
  speedAll: number;
}

/**
 * The public columns of a store (`GET /api/store/{id}`, the goods detail's `store_info`): no ID card, legal person,
 * emergency contact, licence image, phone of the legal person, money or refusal reason. `store_slide` stays the
 * comma-joined text.
 */
export interface PublicStore {
  id: number;
  user_id: number;
  store_name: string;
  store_logo: string;
  store_face_image: string;
  store_mobile: string;
  store_description: string;
  store_slide: string;
  store_mobile_slide: string;
  store_company_name: string;
  province_id: number;
  city_id: number;
  region_id: number;
  store_lat: string;
  store_lng: string;
  area_info: string;
  store_address: string;
  business_license_no: string;
  store_status: number;
  store_verify: number;
  after_sale_service: string;
  created_at: string | null;
  updated_at: string | null;
  deleted_at: string | null;
  rate: StoreRate;
}

/** `GET /api/user/favorites?is_type=0` items; the image is the `_150` thumbnail. */
export interface FavoriteGoodsItem {
  id: number;
  out_id: number;
  is_type: 0;
  goods_name: string;
  goods_master_image: string;
  goods_price: string;
  created_at: string | null;
}

/** `GET /api/user/favorites?is_type=1` items. */
export interface FavoriteStoreItem {
  id: number;
  out_id: number;
  is_type: 1;
  store_name: string;
  store_logo: string;
  area_info: string;
  created_at: string | null;
}

/** The real-name check (`GET/POST /api/user/check`). */
export interface UserCheck {
  id: number;
  user_id: number;
  name: string;
  card_no: string;
  card_t: string;
  card_b: string;
  bank_no: string;
  bank_name: string;
  created_at: string | null;
  updated_at: string | null;
}
