import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { STORE_STATUS, STORE_VERIFY, type PublicStore, type StoreRate } from '@shop/contract/stores';
import type { Db } from '../../db/client.ts';
import { orderComments, stores } from '../../db/schema/index.ts';

/**
 * The columns anyone may see. qwshop drops the ID card, legal person, emergency contact, licence image
 * and money; the frozen money, the legal person's phone and the refusal reason are private for the same reason.
 */
export const publicColumns = {
  id: stores.id,
  user_id: stores.user_id,
  store_name: stores.store_name,
  store_logo: stores.store_logo,
  store_face_image: stores.store_face_image,
  store_mobile: stores.store_mobile,
  store_description: stores.store_description,
  store_slide: stores.store_slide,
  store_mobile_slide: stores.store_mobile_slide,
  store_company_name: stores.store_company_name,
  province_id: stores.province_id,
  city_id: stores.city_id,
  region_id: stores.region_id,
  store_lat: stores.store_lat,
  store_lng: stores.store_lng,
  area_info: stores.area_info,
  store_address: stores.store_address,
  business_license_no: stores.business_license_no,
  store_status: stores.store_status,
  store_verify: stores.store_verify,
  after_sale_service: stores.after_sale_service,
  created_at: stores.created_at,
  updated_at: stores.updated_at,
  deleted_at: stores.deleted_at,
};

const selectPublic = (db: Db, where: SQL | undefined) => db.select(publicColumns).from(stores).where(where).limit(1);

export type PublicStoreRow = Awaited<ReturnType<typeof selectPublic>>[number];

export type PublicStoreInfo = PublicStoreRow & { rate: StoreRate };

// The contract's PublicStore is what clients read: keep the two in step.
export type { PublicStore, StoreRate };

/** Average of one review column, truncated to an integer; 0 (no review) counts as 5 like qwshop. */
const avgOf = (value: string | null): number => {
  const n = Math.trunc(Number(value ?? 0));
  return n > 0 ? n : 5;
};

/** The store's review averages: integers, 5 when there is none (what the store card's stars show). */
export async function storeRate(db: Db, storeId: number): Promise<StoreRate> {
  const [row] = await db
    .select({
      score: sql<string | null>`avg(${orderComments.score})`,
      agree: sql<string | null>`avg(${orderComments.agree})`,
      service: sql<string | null>`avg(${orderComments.service})`,
      speed: sql<string | null>`avg(${orderComments.speed})`,
    })
    .from(orderComments)
    .where(and(eq(orderComments.store_id, storeId), isNull(orderComments.deleted_at)));
  return {
    scoreAll: avgOf(row?.score ?? null),
    agreeAll: avgOf(row?.agree ?? null),
    serviceAll: avgOf(row?.service ?? null),
    speedAll: avgOf(row?.speed ?? null),
  };
}

/**
 * A store as the public sees it (`/api/store/{id}` without `sale_list`, the goods detail's `store_info`):
 * public columns plus `rate`. null when the store does not exist. With `listedOnly` a store that is closed or
 * not approved counts as missing too (the store page); the goods detail shows any existing store.
 */
export async function publicStoreInfo(
  db: Db,
  storeId: number,
  opts: { listedOnly?: boolean } = {},
): Promise<PublicStoreInfo | null> {
  if (!Number.isSafeInteger(storeId) || storeId <= 0) return null;
  const conditions = [eq(stores.id, storeId), isNull(stores.deleted_at)];
  if (opts.listedOnly)
    conditions.push(eq(stores.store_status, STORE_STATUS.open), eq(stores.store_verify, STORE_VERIFY.approved));
  const [row] = await selectPublic(db, and(...conditions));
  if (!row) return null;
  return { ...row, rate: await storeRate(db, storeId) } satisfies PublicStore;
}
