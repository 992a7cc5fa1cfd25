/**
 * Stores, their allowed categories and freight templates.
 * Widened versus qwshop (PostgreSQL raises where MySQL non-strict truncated): image paths 255,
 * slide lists 2000, area_info 140, person/phone fields 20, store_refuse_info 150.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { dec, img, int, money, pk, str, timestamps, tiny, txt } from './_columns.ts';

export const stores = pgTable(
  'stores',
  {
    id: pk(),
    /** users.id of the owner; one live store per user. */
    user_id: int('user_id'),
    store_name: str('store_name', 30).default('神秘商户'),
    store_logo: img('store_logo'),
    store_face_image: img('store_face_image'),
    store_mobile: str('store_mobile', 20),
    store_description: str('store_description', 150).default('该商户很懒，什么也没留下'),
    /** Comma-separated image paths. */
    store_slide: str('store_slide', 2000),
    store_mobile_slide: str('store_mobile_slide', 2000),
    store_company_name: str('store_company_name', 60),
    /** areas.id (not code) of province / city / district. */
    province_id: int('province_id'),
    city_id: int('city_id'),
    region_id: int('region_id'),
    store_lat: str('store_lat', 20).default('39.92'),
    store_lng: str('store_lng', 20).default('116.46'),
    area_info: str('area_info', 140),
    store_address: str('store_address', 80),
    business_license: img('business_license'),
    business_license_no: str('business_license_no', 40),
    legal_person: str('legal_person', 20),
    store_phone: str('store_phone', 20),
    id_card_no: str('id_card_no', 30),
    id_card_t: img('id_card_t'),
    id_card_b: img('id_card_b'),
    emergency_contact: str('emergency_contact', 20),
    emergency_contact_phone: str('emergency_contact_phone', 20),
    store_money: money('store_money', 9),
    store_frozen_money: money('store_frozen_money', 9),
    /** 1 open, 0 closed. */
    store_status: tiny('store_status', 1),
    /** 1 filling in, 2 under review, 3 rejected, 4 approved. */
    store_verify: tiny('store_verify'),
    store_refuse_info: str('store_refuse_info', 150),
    /** Rich text. */
    after_sale_service: txt('after_sale_service'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('stores_user_id_live_unique')
      .on(t.user_id)
      .where(sql`${t.deleted_at} is null`),
    check('stores_store_money_check', sql`${t.store_money} >= 0`),
    check('stores_store_frozen_money_check', sql`${t.store_frozen_money} >= 0`),
  ],
);

export const storeClasses = pgTable(
  'store_classes',
  {
    id: pk(),
    store_id: int('store_id'),
    /** JSON text: category paths of string ids, e.g. [["2","8","26"]]. */
    class_id: txt('class_id'),
    class_name: txt('class_name'),
    ...timestamps(),
  },
  (t) => [index('store_classes_store_id_idx').on(t.store_id)],
);

export const freights = pgTable(
  'freights',
  {
    id: pk(),
    store_id: int('store_id'),
    name: str('name', 80).default('默认运费'),
    f_weight: dec('f_weight', 6),
    f_price: dec('f_price', 6),
    o_weight: dec('o_weight', 6),
    o_price: dec('o_price', 6),
    /** Comma-separated PROVINCE areas.id values. */
    area_id: txt('area_id'),
    area_name: txt('area_name'),
    /** 0 store default template, 1 area-specific. */
    is_type: tiny('is_type'),
    ...timestamps(),
  },
  (t) => [index('freights_store_id_idx').on(t.store_id)],
);
