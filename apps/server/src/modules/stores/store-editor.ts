import { and, eq, inArray, isNull } from 'drizzle-orm';
import { STORE_STATUS, STORE_VERIFY } from '@shop/contract/stores';
import type { Tx } from '../../db/client.ts';
import { areas, goodsClasses, storeClasses, stores } from '../../db/schema/index.ts';
import { fail, invalid } from '../../http/envelope.ts';
import { list, str, type Input } from '../../http/input.ts';
import { writableValues, type Row } from '../../http/resource.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { NO_REFUSE_REASON, parseClassPaths, type StoreRow } from './store-resource.ts';

/**
 * Who edits a store decides what may change:
 * - `apply`: the applicant's form on the storefront (`PUT /api/store`), which submits the application for review;
 * - `owner`: the Seller settings page (`PUT /api/Seller/stores/0`), only the public face of the store;
 * - `admin`: the Admin editor, everything including the review state and the categories.
 */
export type EditMode = 'apply' | 'owner' | 'admin';

/** What the store shows to shoppers: the owner keeps these up to date without a new review. */
const FACE_FIELDS = [
  'store_name',
  'store_logo',
  'store_face_image',
  'store_slide',
  'store_mobile_slide',
  'store_mobile',
  'store_description',
  'store_lat',
  'store_lng',
  'store_address',
  'after_sale_service',
] as const;

/** The identity data the platform reviews: changed through an application or by the platform only. */
const REVIEWED_FIELDS = [
  'store_company_name',
  'business_license',
  'business_license_no',
  'legal_person',
  'store_phone',
  'id_card_no',
  'id_card_t',
  'id_card_b',
  'emergency_contact',
  'emergency_contact_phone',
] as const;

const ADMIN_FIELDS = ['store_status', 'store_verify', 'store_refuse_info'] as const;

const FIELDS: Record<EditMode, readonly string[]> = {
  apply: [...FACE_FIELDS, ...REVIEWED_FIELDS],
  owner: FACE_FIELDS,
  admin: [...FACE_FIELDS, ...REVIEWED_FIELDS, ...ADMIN_FIELDS],
};

/** The application form's required fields (storefront step 2); `area` and `class_id` are checked apart. */
const APPLY_REQUIRED = [
  'store_logo',
  'store_name',
  'store_company_name',
  'store_address',
  'business_license',
  'business_license_no',
  'legal_person',
  'store_phone',
  'id_card_no',
  'id_card_t',
  'id_card_b',
  'emergency_contact',
  'emergency_contact_phone',
] as const;

const PHONE_FIELDS = ['store_mobile', 'store_phone', 'emergency_contact_phone'] as const;
/** A mainland mobile number, or a landline with its area code (a store's service line often is one). */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
const ID_CARD = /^(\d{15}|\d{17}[\dXx])$/;
/** Unified social credit code (18 characters, no I, O, S, V, Z). */
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
const MAX_CLASS_PATHS = 500;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Bounds of a coordinate; the distance sort reads them as numbers. */
function checkCoordinate(values: Row, field: 'store_lat' | 'store_lng', max: number): void {
  const v = values[field];
  if (v === undefined) return;
  const s = typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  if (!/^-?\d{1,3}(\.\d{1,15})?$/.test(s) || Math.abs(Number(s)) > max) throw invalid('badValue', { field });
}

/**
 * `area` (cascader path of area ids, or province_id/city_id/region_id) → the three ids and `area_info`, the names
 * joined by a space. The ids must be a real path down the area tree, so the stored names always match the ids.
 */
export async function resolveArea(tx: Tx, input: Input): Promise<Row | undefined> {
  let raw: string[];
  if ('area' in input) raw = list(input, 'area');
  else if (['province_id', 'city_id', 'region_id'].some((k) => k in input)) {
    raw = ['province_id', 'city_id', 'region_id'].map((k) => str(input, k));
  } else return undefined;
  const path = raw.map((s) => s.trim()).filter((s) => s !== '' && s !== '0');
  if (!path.length) return { province_id: 0, city_id: 0, region_id: 0, area_info: '' };
  if (path.length > 3 || !path.every((s) => /^\d{1,9}$/.test(s))) throw invalid('badValue', { field: 'area' });
  const ids = path.map(Number);
  const found = await tx
    .select({ id: areas.id, pid: areas.pid, code: areas.code, name: areas.name })
    .from(areas)
    .where(and(inArray(areas.id, ids), isNull(areas.deleted_at)));
  const nodes = ids.map((id) => found.find((a) => a.id === id));
  let parentCode = '0';
  for (const node of nodes) {
    if (!node || node.pid !== parentCode) throw invalid('badValue', { field: 'area' });
    parentCode = node.code;
  }
  return {
    province_id: ids[0] ?? 0,
    city_id: ids[1] ?? 0,
    region_id: ids[2] ?? 0,
    area_info: nodes.map((n) => n!.name).join(' '),
  };
}

/** `class_id` as sent: qs arrays of arrays (or objects with numeric keys), or the JSON text of them. */
function classPathsInput(value: unknown): string[][] {
  let v = value;
  if (typeof v === 'string') {
    if (v.trim() === '') return [];
    try {
      v = JSON.parse(v);
    } catch {
      throw invalid('badValue', { field: 'class_id' });
    }
  }
  const items = (x: unknown): unknown[] | undefined =>
    Array.isArray(x) ? x : x && typeof x === 'object' ? Object.values(x) : undefined;
  const paths = items(v);
  if (!paths) throw invalid('badValue', { field: 'class_id' });
  if (paths.length > MAX_CLASS_PATHS) throw invalid('badValue', { field: 'class_id' });
  return paths.map((p) => {
    const ids = items(p)?.map((id) => String(id).trim());
    if (!ids || !ids.every((id) => /^\d{1,9}$/.test(id))) throw invalid('badValue', { field: 'class_id' });
    return ids;
  });
}

/**
 * The categories a store applies for. Like the application form, only complete paths (a third-level category with
 * its parents) count and shorter ones are dropped; a complete path that is not one of the category tree is refused.
 */
async function resolveClassPaths(tx: Tx, value: unknown): Promise<string[][]> {
  const unique = new Map<string, string[]>();
  for (const p of classPathsInput(value)) if (p.length >= 3) unique.set(p.join(','), p);
  const paths = [...unique.values()];
  if (paths.some((p) => p.length !== 3)) throw invalid('badValue', { field: 'class_id' });
  const ids = [...new Set(paths.flat().map(Number))];
  if (!ids.length) return [];
  const found = await tx
    .select({ id: goodsClasses.id, pid: goodsClasses.pid })
    .from(goodsClasses)
    .where(and(inArray(goodsClasses.id, ids), isNull(goodsClasses.deleted_at)));
  const parentOf = new Map(found.map((c) => [c.id, c.pid]));
  for (const [a, b, c] of paths.map((p) => p.map(Number))) {
    const ok = parentOf.get(a!) === 0 && parentOf.get(b!) === a && parentOf.get(c!) === b;
    if (!ok) throw invalid('badValue', { field: 'class_id' });
  }
  return paths;
}

async function saveClassPaths(tx: Tx, storeId: number, paths: string[][]): Promise<void> {
  const now = shanghaiTime();
  const json = JSON.stringify(paths);
  const updated = await tx
    .update(storeClasses)
    .set({ class_id: json, updated_at: now })
    .where(and(eq(storeClasses.store_id, storeId), isNull(storeClasses.deleted_at)))
    .returning({ id: storeClasses.id });
  if (!updated.length) {
    await tx
      .insert(storeClasses)
      .values({ store_id: storeId, class_id: json, class_name: '', created_at: now, updated_at: now });
  }
}

async function hasClasses(tx: Tx, storeId: number): Promise<boolean> {
  const rows = await tx
    .select({ class_id: storeClasses.class_id })
    .from(storeClasses)
    .where(and(eq(storeClasses.store_id, storeId), isNull(storeClasses.deleted_at)));
  return rows.some((r) => parseClassPaths(r.class_id).length > 0);
}

/** A live store, locked until the transaction ends so two edits of one store apply one after the other. */
export async function lockStore(tx: Tx, storeId: number): Promise<StoreRow | undefined> {
  const [row] = await tx
    .select()
    .from(stores)
    .where(and(eq(stores.id, storeId), isNull(stores.deleted_at)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * Applies a store edit: only the fields present in the input change, and only those the
 * editor may change (others are ignored: the forms send back the whole record they read). Refuses the whole edit
 * on any bad value. The applicant's form moves the review state 1 → 2 and 3 → 2 and must leave the application
 * complete; the platform alone sets the state, and a refusal needs its reason.
 */
export async function editStore(tx: Tx, storeId: number, input: Input, mode: EditMode): Promise<void> {
  const row = await lockStore(tx, storeId);
  if (!row) throw fail('store.notFound');
  if (mode === 'apply' && row.store_verify === STORE_VERIFY.approved) throw fail('store.approved');

  const required = mode === 'apply' ? APPLY_REQUIRED : ['store_name'];
  for (const f of required) if (f in input && blank(input[f])) throw invalid('required', { field: f });
  const values = await writableValues(stores, FIELDS[mode], input, 'update', { richText: ['after_sale_service'] });
  if (values.store_refuse_info === NO_REFUSE_REASON) values.store_refuse_info = '';
  for (const f of PHONE_FIELDS) {
    const v = values[f];
    if (typeof v === 'string' && v !== '' && !PHONE.test(v)) throw invalid('store.badPhone', { field: f });
  }
  checkCoordinate(values, 'store_lat', 90);
  checkCoordinate(values, 'store_lng', 180);
  const area = await resolveArea(tx, input);
  if (area) Object.assign(values, area);

  let classPaths: string[][] | undefined;
  if (mode !== 'owner' && 'class_id' in input) {
    classPaths = await resolveClassPaths(tx, input.class_id);
    if (!classPaths.length) throw invalid('required', { field: 'class_id' });
  }

  const merged: Row = { ...row, ...values };
  if (mode === 'apply') {
    for (const f of APPLY_REQUIRED) if (blank(merged[f])) throw invalid('required', { field: f });
    if (!Number(merged.province_id)) throw invalid('required', { field: 'area' });
    if (!classPaths && !(await hasClasses(tx, storeId))) throw invalid('required', { field: 'class_id' });
    if (!ID_CARD.test(String(merged.id_card_no))) throw invalid('badValue', { field: 'id_card_no' });
    if (!CREDIT_CODE.test(String(merged.business_license_no).toUpperCase())) {
      throw invalid('badValue', { field: 'business_license_no' });
    }
    if (row.store_verify === STORE_VERIFY.filling || row.store_verify === STORE_VERIFY.refused)
      values.store_verify = STORE_VERIFY.reviewing;
  }
  if (mode === 'admin') {
    if (
      values.store_status !== undefined &&
      values.store_status !== STORE_STATUS.closed &&
      values.store_status !== STORE_STATUS.open
    ) {
      throw invalid('badValue', { field: 'store_status' });
    }
    if (values.store_verify !== undefined && ![1, 2, 3, 4].includes(Number(values.store_verify))) {
      throw invalid('badValue', { field: 'store_verify' });
    }
    if (Number(merged.store_verify) === STORE_VERIFY.refused && blank(merged.store_refuse_info)) {
      throw invalid('required', { field: 'store_refuse_info' });
    }
  }

  values.updated_at = shanghaiTime();
  await tx.update(stores).set(values).where(eq(stores.id, storeId));
  if (classPaths) await saveClassPaths(tx, storeId, classPaths);
}
