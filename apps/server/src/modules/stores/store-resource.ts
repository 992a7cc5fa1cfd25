import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { StoreResource } from '@shop/contract/stores';
import { storeClasses, stores } from '../../db/schema/index.ts';

export type StoreRow = typeof stores.$inferSelect;

/** What `GET /api/store` shows while the applicant has not been given a reason (qwshop's wording). */
export const NO_REFUSE_REASON = '无原因';

/** `store_classes.class_id` as stored: JSON paths of string ids. Anything unreadable counts as no class. */
export function parseClassPaths(json: string): number[][] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((p): p is unknown[] => Array.isArray(p))
    .map((p) => p.map((id) => Number(id)).filter((id) => Number.isSafeInteger(id) && id > 0))
    .filter((p) => p.length > 0);
}

/** The category paths each store may sell in, by store id. */
export async function classPathsOf(db: Db | Tx, storeIds: readonly number[]): Promise<Map<number, number[][]>> {
  const out = new Map<number, number[][]>();
  if (!storeIds.length) return out;
  const rows = await db
    .select({ store_id: storeClasses.store_id, class_id: storeClasses.class_id })
    .from(storeClasses)
    .where(and(inArray(storeClasses.store_id, [...storeIds]), isNull(storeClasses.deleted_at)));
  for (const r of rows) out.set(r.store_id, [...(out.get(r.store_id) ?? []), ...parseClassPaths(r.class_id)]);
  return out;
}

const splitList = (joined: string) => (joined === '' ? [] : joined.split(','));

/**
 * qwshop's StoreResource (the application form, the Seller settings and the Admin editor read it):
 * `area` as the non-zero area ids, `class_id` as category paths of numbers, slides as arrays.
 */
export function storeResource(row: StoreRow, classPaths: number[][]): StoreResource {
  return {
    id: row.id,
    store_name: row.store_name,
    store_logo: row.store_logo,
    store_description: row.store_description,
    store_mobile: row.store_mobile,
    area_info: row.area_info,
    area: [row.province_id, row.city_id, row.region_id].filter((id) => id > 0),
    class_id: classPaths,
    store_slide: splitList(row.store_slide),
    store_mobile_slide: splitList(row.store_mobile_slide),
    store_address: row.store_address,
    store_lat: row.store_lat,
    store_lng: row.store_lng,
    store_face_image: row.store_face_image,
    business_license: row.business_license,
    business_license_no: row.business_license_no,
    legal_person: row.legal_person,
    store_phone: row.store_phone,
    id_card_no: row.id_card_no,
    id_card_t: row.id_card_t,
    id_card_b: row.id_card_b,
    emergency_contact: row.emergency_contact,
    emergency_contact_phone: row.emergency_contact_phone,
    store_money: row.store_money,
    store_frozen_money: row.store_frozen_money,
    store_status: row.store_status,
    store_verify: row.store_verify,
    store_refuse_info: row.store_refuse_info || NO_REFUSE_REASON,
    store_company_name: row.store_company_name,
    after_sale_service: row.after_sale_service,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A live store by id, as StoreResource; undefined when there is none. */
export async function loadStoreResource(db: Db, storeId: number): Promise<StoreResource | undefined> {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, storeId), isNull(stores.deleted_at)))
    .limit(1);
  if (!row) return undefined;
  return storeResource(row, (await classPathsOf(db, [row.id])).get(row.id) ?? []);
}
