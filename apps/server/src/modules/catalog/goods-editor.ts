import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { GOODS_VERIFY } from '@shop/contract/goods';
import type { Db, Tx } from '../../db/client.ts';
import { freights, goods, goodsAttrs, goodsBrands, goodsSkus, goodsSpecs } from '../../db/schema/index.ts';
import { fail, invalid } from '../../http/envelope.ts';
import type { Input } from '../../http/input.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { readConfigs } from '../system/configs.ts';
import { safeLinks } from '../system/checks.ts';
import { allowedClassIds, classRows, isLeafLevel, storePaths } from './classes.ts';
import { fromCents, toCents } from './money.ts';

/**
 * The goods editor of both back offices: create (Seller) and edit (Seller: own goods; Admin:
 * any goods, including the review). One transaction writes the goods row and its SKU matrix; every id the request
 * names (class, brand, freight template, specs, SKUs) is checked to be usable by the goods' store first, so a
 * refused request changes nothing.
 */

export type Editor = { kind: 'seller'; storeId: number } | { kind: 'admin' };

type GoodsValues = Partial<typeof goods.$inferInsert>;

interface SkuInput {
  id: number | undefined;
  specIds: number[];
  price: number;
  market: number;
  weight: number;
  stock: number;
  image: string;
}

const MAX_MONEY = 9_999_999_99;
const MAX_STOCK = 99_999_999;
const MAX_SKUS = 600;
const MAX_IMAGES = 30;

const present = (input: Input, key: string) => key in input && input[key] !== undefined;

function scalar(input: Input, key: string): string {
  const v = input[key];
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw invalid('badValue', { field: key });
}

function text(input: Input, key: string, max: number): string {
  const v = scalar(input, key);
  if ([...v].length > max) throw invalid('tooLong', { field: key, max });
  return v;
}

function cents(raw: string, field: string): number {
  let c: number;
  try {
    c = toCents(raw);
  } catch {
    throw invalid('badValue', { field });
  }
  if (c > MAX_MONEY) throw invalid('badValue', { field });
  return c;
}

function count(raw: string, field: string, min: number, max: number): number {
  if (!/^-?\d{1,10}$/.test(raw)) throw invalid('badValue', { field });
  const n = Number(raw);
  if (n < min || n > max) throw invalid('badValue', { field });
  return n;
}

function bit(raw: string, field: string): number {
  if (raw === '1' || raw === 'true') return 1;
  if (raw === '0' || raw === 'false') return 0;
  throw invalid('badValue', { field });
}

/** An array input (`k[]=a`, `k[0]=a`, or qs's object form past its array limit) or a comma list. */
function listOf(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (v && typeof v === 'object') return Object.values(v);
  if (typeof v === 'string') return v === '' ? [] : v.split(',');
  if (typeof v === 'number') return [v];
  return [];
}

function images(input: Input): string[] {
  const list = listOf(input.goods_images)
    .map((x) => (typeof x === 'string' ? x.trim() : ''))
    .filter(Boolean);
  if (list.length > MAX_IMAGES) throw invalid('badValue', { field: 'goods_images' });
  for (const url of list) safeLinks({ goods_images: url }, ['goods_images']);
  return list;
}

function parseSkus(input: Input): SkuInput[] | undefined {
  if (!present(input, 'skuList')) return undefined;
  const raw = listOf(input.skuList);
  if (raw.length > MAX_SKUS) throw invalid('badValue', { field: 'skuList' });
  return raw.map((item, i) => {
    const field = `skuList.${i}`;
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw invalid('badValue', { field });
    const s = item as Input;
    const idRaw = scalar(s, 'id');
    const specIds = listOf(s.spec_id).map((x) => count(String(x).trim(), `${field}.spec_id`, 1, 2_147_483_647));
    if (!specIds.length || new Set(specIds).size !== specIds.length)
      throw invalid('badValue', { field: `${field}.spec_id` });
    const image = text(s, 'goods_image', 255);
    safeLinks({ goods_image: image }, ['goods_image']);
    const money = (key: string) => (scalar(s, key) === '' ? 0 : cents(scalar(s, key), `${field}.${key}`));
    return {
      id: idRaw === '' || idRaw === '0' ? undefined : count(idRaw, `${field}.id`, 1, 2_147_483_647),
      specIds,
      price: money('goods_price'),
      market: money('goods_market_price'),
      weight: money('goods_weight'),
      stock:
        scalar(s, 'goods_stock') === '' ? 0 : count(scalar(s, 'goods_stock'), `${field}.goods_stock`, 0, MAX_STOCK),
      image,
    };
  });
}

/**
 * The goods columns the request sets. On update an absent field keeps its value, and so does an empty price,
 * stock, class or brand (qwshop only overwrites non-empty inputs); the name and the pictures may never
 * be emptied.
 */
function goodsValues(input: Input, editor: Editor, mode: 'create' | 'update'): GoodsValues {
  const v: GoodsValues = {};
  const given = (key: string) => present(input, key) && (mode === 'create' || scalar(input, key) !== '');
  if (mode === 'create' || present(input, 'goods_name')) {
    const name = text(input, 'goods_name', 120);
    if (!name) throw invalid('required', { field: 'goods_name' });
    v.goods_name = name;
  }
  if (present(input, 'goods_subname')) v.goods_subname = text(input, 'goods_subname', 120);
  if (present(input, 'goods_no')) v.goods_no = text(input, 'goods_no', 30);
  if (mode === 'create' || present(input, 'goods_images')) {
    const list = images(input);
    if (!list.length) throw invalid('required', { field: 'goods_images' });
    v.goods_images = list.join(',');
    const master = text(input, 'goods_master_image', 255);
    safeLinks({ goods_master_image: master }, ['goods_master_image']);
    v.goods_master_image = master || list[0];
  } else if (given('goods_master_image')) {
    const master = text(input, 'goods_master_image', 255);
    safeLinks({ goods_master_image: master }, ['goods_master_image']);
    v.goods_master_image = master;
  }
  for (const key of ['goods_price', 'goods_market_price', 'goods_weight'] as const) {
    if (given(key)) v[key] = fromCents(scalar(input, key) === '' ? 0 : cents(scalar(input, key), key));
  }
  if (given('goods_stock'))
    v.goods_stock =
      scalar(input, 'goods_stock') === '' ? 0 : count(scalar(input, 'goods_stock'), 'goods_stock', 0, MAX_STOCK);
  if (mode === 'create' || given('class_id')) {
    const raw = scalar(input, 'class_id');
    if (!raw || raw === '0') throw invalid('required', { field: 'class_id' });
    v.class_id = count(raw, 'class_id', 1, 2_147_483_647);
  }
  if (given('brand_id'))
    v.brand_id = scalar(input, 'brand_id') === '' ? 0 : count(scalar(input, 'brand_id'), 'brand_id', 0, 2_147_483_647);
  for (const key of ['goods_content', 'goods_content_mobile'] as const) {
    if (present(input, key)) v[key] = sanitizeRichText(scalar(input, key));
  }
  // Switches apply whenever present, 0 included.
  if (present(input, 'goods_status') && scalar(input, 'goods_status') !== '')
    v.goods_status = bit(scalar(input, 'goods_status'), 'goods_status');
  if (present(input, 'is_recommend') && scalar(input, 'is_recommend') !== '')
    v.is_recommend = bit(scalar(input, 'is_recommend'), 'is_recommend');
  if (present(input, 'freight_id') && scalar(input, 'freight_id') !== '')
    v.freight_id = count(scalar(input, 'freight_id'), 'freight_id', -1, 2_147_483_647);
  if (editor.kind === 'admin') {
    // The platform decides what the main site features and what passes review.
    if (present(input, 'is_master') && scalar(input, 'is_master') !== '')
      v.is_master = bit(scalar(input, 'is_master'), 'is_master');
    if (present(input, 'goods_verify') && scalar(input, 'goods_verify') !== '') {
      v.goods_verify = count(scalar(input, 'goods_verify'), 'goods_verify', 0, 2);
    }
    if (present(input, 'refuse_info') && scalar(input, 'refuse_info') !== '')
      v.refuse_info = text(input, 'refuse_info', 80);
  }
  return v;
}

/** Class, brand and freight template must exist, and the class must be a third-level one the store may use. */
async function checkReferences(tx: Tx, v: GoodsValues, storeId: number, editor: Editor): Promise<void> {
  if (v.class_id !== undefined) {
    const rows = await classRows(tx);
    if (!isLeafLevel(rows, v.class_id)) throw fail('catalog.classNotLeaf');
    if (editor.kind === 'seller') {
      const paths = (await storePaths(tx, storeId)) ?? [];
      if (!allowedClassIds(rows, paths).has(v.class_id)) throw fail('catalog.classNotAllowed');
    }
  }
  if (v.brand_id) {
    const [brand] = await tx
      .select({ id: goodsBrands.id })
      .from(goodsBrands)
      .where(and(eq(goodsBrands.id, v.brand_id), isNull(goodsBrands.deleted_at)))
      .limit(1);
    if (!brand) throw fail('catalog.brandNotFound');
  }
  if (v.freight_id !== undefined && v.freight_id > 0) {
    const [tpl] = await tx
      .select({ id: freights.id })
      .from(freights)
      .where(and(eq(freights.id, v.freight_id), eq(freights.store_id, storeId), isNull(freights.deleted_at)))
      .limit(1);
    if (!tpl) throw fail('catalog.freightNotFound');
  }
}

/**
 * Validates the SKU matrix against the store's own specs and returns each SKU's names. Every SKU combines one
 * value of the same attributes, no combination twice; a SKU id must be one of this goods' live SKUs.
 */
async function checkSkus(tx: Tx, skus: SkuInput[], storeId: number, goodsId: number | undefined): Promise<string[]> {
  const specIds = [...new Set(skus.flatMap((s) => s.specIds))];
  const specs = specIds.length
    ? await tx
        .select({ id: goodsSpecs.id, name: goodsSpecs.name, attr_id: goodsSpecs.attr_id })
        .from(goodsSpecs)
        .innerJoin(goodsAttrs, eq(goodsAttrs.id, goodsSpecs.attr_id))
        .where(
          and(
            inArray(goodsSpecs.id, specIds),
            isNull(goodsSpecs.deleted_at),
            isNull(goodsAttrs.deleted_at),
            eq(goodsAttrs.store_id, storeId),
          ),
        )
    : [];
  const byId = new Map(specs.map((s) => [s.id, s]));
  if (specs.length !== specIds.length) throw fail('catalog.specNotFound');
  const shape = (s: SkuInput) =>
    s.specIds
      .map((id) => byId.get(id)?.attr_id ?? 0)
      .sort((a, b) => a - b)
      .join(',');
  const first = skus[0] ? shape(skus[0]) : '';
  const combos = new Set<string>();
  for (const s of skus) {
    const attrs = shape(s);
    if (attrs !== first || new Set(attrs.split(',')).size !== s.specIds.length) throw fail('catalog.skuMatrix');
    const combo = [...s.specIds].sort((a, b) => a - b).join(',');
    if (combos.has(combo)) throw fail('catalog.skuMatrix');
    combos.add(combo);
  }
  const ids = skus.map((s) => s.id).filter((id): id is number => id !== undefined);
  if (new Set(ids).size !== ids.length) throw fail('catalog.skuNotFound');
  if (ids.length) {
    const own = goodsId
      ? await tx
          .select({ id: goodsSkus.id })
          .from(goodsSkus)
          .where(and(inArray(goodsSkus.id, ids), eq(goodsSkus.goods_id, goodsId), isNull(goodsSkus.deleted_at)))
      : [];
    if (own.length !== ids.length) throw fail('catalog.skuNotFound');
  }
  return skus.map((s) => {
    const name = s.specIds.map((id) => byId.get(id)?.name ?? '').join(',');
    if ([...name].length > 60) throw invalid('tooLong', { field: 'sku_name', max: 60 });
    return name;
  });
}

/** Writes the SKU list: listed ids updated, new ones inserted, the goods' other SKUs soft-deleted. */
async function syncSkus(tx: Tx, goodsId: number, skus: SkuInput[], names: string[]): Promise<void> {
  const now = shanghaiTime();
  const keep = skus.map((s) => s.id).filter((id): id is number => id !== undefined);
  await tx
    .update(goodsSkus)
    .set({ deleted_at: now })
    .where(
      and(
        eq(goodsSkus.goods_id, goodsId),
        isNull(goodsSkus.deleted_at),
        keep.length
          ? sql`${goodsSkus.id} not in (${sql.join(
              keep.map((k) => sql`${k}`),
              sql`, `,
            )})`
          : undefined,
      ),
    );
  for (const [i, s] of skus.entries()) {
    const values = {
      spec_id: s.specIds.join(','),
      sku_name: names[i] ?? '',
      goods_image: s.image,
      goods_price: fromCents(s.price),
      goods_market_price: fromCents(s.market),
      goods_weight: fromCents(s.weight),
      goods_stock: s.stock,
      updated_at: now,
    };
    if (s.id) await tx.update(goodsSkus).set(values).where(eq(goodsSkus.id, s.id));
    else await tx.insert(goodsSkus).values({ ...values, goods_id: goodsId, created_at: now });
  }
}

/** With SKUs, the goods' own price, market price and stock mirror them: cheapest SKU, stock summed. */
async function deriveFromSkus(tx: Tx, goodsId: number): Promise<void> {
  const rows = await tx
    .select({ price: goodsSkus.goods_price, market: goodsSkus.goods_market_price, stock: goodsSkus.goods_stock })
    .from(goodsSkus)
    .where(and(eq(goodsSkus.goods_id, goodsId), isNull(goodsSkus.deleted_at)));
  if (!rows.length) return;
  let cheapest = rows[0]!;
  let stock = 0;
  for (const r of rows) {
    if (toCents(r.price) < toCents(cheapest.price)) cheapest = r;
    stock += r.stock;
  }
  if (stock > 2_147_483_647) throw invalid('badValue', { field: 'goods_stock' });
  await tx
    .update(goods)
    .set({ goods_price: cheapest.price, goods_market_price: cheapest.market, goods_stock: stock })
    .where(eq(goods.id, goodsId));
}

/** True when the platform reviews sellers' goods (config `store.goods_verify`). */
async function reviewOn(db: Db): Promise<boolean> {
  const store = (await readConfigs(db, ['store'])).store;
  if (!store || typeof store !== 'object') return false;
  const v = store.goods_verify;
  return v === true || v === 1 || v === '1' || v === 'true';
}

/** Seller: creates a goods of the store with its SKUs. Returns the new id. */
export async function createGoods(db: Db, storeId: number, input: Input): Promise<number> {
  const editor: Editor = { kind: 'seller', storeId };
  const values = goodsValues(input, editor, 'create');
  const skus = parseSkus(input) ?? [];
  const review = await reviewOn(db);
  return db.transaction(async (tx) => {
    await checkReferences(tx, values, storeId, editor);
    const names = await checkSkus(tx, skus, storeId, undefined);
    const now = shanghaiTime();
    const [row] = await tx
      .insert(goods)
      .values({ ...values, store_id: storeId, goods_verify: review ? 2 : 1, created_at: now, updated_at: now })
      .returning({ id: goods.id });
    const id = row!.id;
    if (skus.length) {
      await syncSkus(tx, id, skus, names);
      await deriveFromSkus(tx, id);
    }
    return id;
  });
}

/**
 * Edits a goods: the Seller its own store's (anything else is "not found"), the Admin any. SKUs are only touched
 * when `skuList` is sent (an empty string clears them): the list page's on/off-shelf switch sends the status
 * alone and must not wipe the variants, which qwshop did. Returns false when there is no such goods.
 */
export async function updateGoods(db: Db, editor: Editor, id: number, input: Input): Promise<boolean> {
  const values = goodsValues(input, editor, 'update');
  const skus = parseSkus(input);
  const review = editor.kind === 'seller' ? await reviewOn(db) : false;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(goods)
      .where(
        and(
          eq(goods.id, id),
          isNull(goods.deleted_at),
          editor.kind === 'seller' ? eq(goods.store_id, editor.storeId) : undefined,
        ),
      )
      .for('update')
      .limit(1);
    if (!current) return false;
    await checkReferences(tx, values, current.store_id, editor);
    const names = skus ? await checkSkus(tx, skus, current.store_id, id) : [];
    if (editor.kind === 'seller') {
      const changed = (['goods_name', 'goods_subname', 'goods_content', 'goods_content_mobile'] as const).some(
        (k) => values[k] !== undefined && values[k] !== current[k],
      );
      if (!review) values.goods_verify = GOODS_VERIFY.approved;
      else if (changed) values.goods_verify = GOODS_VERIFY.pending;
    }
    await tx
      .update(goods)
      .set({ ...values, updated_at: shanghaiTime() })
      .where(eq(goods.id, id));
    if (skus) {
      await syncSkus(tx, id, skus, names);
      await deriveFromSkus(tx, id);
    }
    return true;
  });
}

/** Soft-deletes the SKUs of deleted goods (in the delete's transaction). */
export async function deleteSkusOf(tx: Tx, goodsIds: number[]): Promise<void> {
  if (!goodsIds.length) return;
  await tx
    .update(goodsSkus)
    .set({ deleted_at: shanghaiTime() })
    .where(and(inArray(goodsSkus.goods_id, goodsIds), isNull(goodsSkus.deleted_at)));
}
