/**
 * The SKU matrix of the goods editor, as pure functions: the rows are the cartesian
 * product of the ticked spec values of the chosen attributes, and re-building them after a change keeps
 * what the seller already typed for every combination that still exists.
 */

/** One value of an attribute (`goods_specs` row), e.g. 红. */
export interface SpecValue {
  id: number;
  name: string;
}

/** A store attribute (`goods_attrs` row) with its values, e.g. 颜色 → 红, 蓝. */
export interface SpecAttr {
  id: number;
  name: string;
  specs: SpecValue[];
}

/** The numbers a SKU row carries; `undefined` = not filled in yet. */
export const SKU_NUMBERS = ['goods_price', 'goods_market_price', 'goods_stock', 'goods_weight'] as const;
export type SkuNumber = (typeof SKU_NUMBERS)[number];

/** One purchasable variant: a spec combination (ids and names in parallel) with its own price and stock. */
export interface SkuRow {
  /** The stored SKU's id (edit); absent for a row the server will insert. */
  id?: number;
  spec_id: number[];
  sku_name: string[];
  goods_image: string;
  goods_price: number | undefined;
  goods_market_price: number | undefined;
  goods_stock: number | undefined;
  goods_weight: number | undefined;
}

/**
 * The cartesian product of the lists, in order (the first list varies slowest). No lists → no
 * combinations; an empty list among them empties the product.
 *
 * @example cartesian([[1, 2], ['a', 'b']]) // [[1,'a'], [1,'b'], [2,'a'], [2,'b']]
 */
export function cartesian<T>(lists: readonly (readonly T[])[]): T[][] {
  if (!lists.length) return [];
  let product: T[][] = [[]];
  for (const list of lists) {
    const next: T[][] = [];
    for (const head of product) for (const item of list) next.push([...head, item]);
    product = next;
  }
  return product;
}

/** A combination's identity whatever the order of its spec ids: '1,4' for [4, 1]. */
export function skuKey(specIds: readonly (number | string)[]): string {
  return specIds
    .map(Number)
    .sort((a, b) => a - b)
    .join(',');
}

/**
 * The dimensions the matrix multiplies: each chosen attribute with the values ticked, in the attribute's
 * own order. Attributes with no value ticked are left out (they don't multiply the rows by zero).
 */
export function specDimensions(attrs: readonly SpecAttr[], checked: ReadonlySet<number>): SpecValue[][] {
  return attrs.map((attr) => attr.specs.filter((spec) => checked.has(spec.id))).filter((values) => values.length > 0);
}

/** A row with nothing filled in. */
export function blankSku(values: readonly SpecValue[]): SkuRow {
  return {
    spec_id: values.map((value) => value.id),
    sku_name: values.map((value) => value.name),
    goods_image: '',
    goods_price: undefined,
    goods_market_price: undefined,
    goods_stock: undefined,
    goods_weight: undefined,
  };
}

/**
 * Rebuilds the rows for the current dimensions. A combination that existed before keeps its row (id,
 * picture, prices, stock) with the names refreshed; a new one starts from the previous row it extends,
 * if any (adding a "size" to a priced "colour" starts every size of that colour at the colour's
 * price, but never takes its id: that SKU now stands for several rows); rows whose combination vanished
 * are dropped. No dimension → no rows.
 *
 * @example buildSkuMatrix([[red, blue]], []) // two blank rows
 * @example buildSkuMatrix([[red]], rowsOfRedAndBlue) // only the red row, as it was
 */
export function buildSkuMatrix(dimensions: readonly (readonly SpecValue[])[], previous: readonly SkuRow[]): SkuRow[] {
  const byKey = new Map(previous.map((row) => [skuKey(row.spec_id), row]));
  return cartesian(dimensions.filter((values) => values.length > 0)).map((combination) => {
    const ids = combination.map((value) => value.id);
    const names = combination.map((value) => value.name);
    const same = byKey.get(skuKey(ids));
    if (same) return { ...same, spec_id: ids, sku_name: names };
    const parent = closestParent(previous, ids);
    const row = blankSku(combination);
    if (!parent) return row;
    return {
      ...row,
      goods_image: parent.goods_image,
      goods_price: parent.goods_price,
      goods_market_price: parent.goods_market_price,
      goods_stock: parent.goods_stock,
      goods_weight: parent.goods_weight,
    };
  });
}

/** The previous row whose combination is the largest strict subset of `ids` (first one on a tie). */
function closestParent(previous: readonly SkuRow[], ids: readonly number[]): SkuRow | undefined {
  const wanted = new Set(ids);
  let best: SkuRow | undefined;
  for (const row of previous) {
    const size = row.spec_id.length;
    if (size === 0 || size >= wanted.size) continue;
    if (!row.spec_id.every((id) => wanted.has(Number(id)))) continue;
    if (!best || size > best.spec_id.length) best = row;
  }
  return best;
}

/** What the bulk-fill bar applies: the numbers given (undefined = leave that column alone). */
export type SkuFill = Partial<Record<SkuNumber, number | undefined>>;

/**
 * Applies the bulk-fill values to every row, or only to the cells still empty.
 *
 * @example fillSkus(rows, { goods_price: 99, goods_stock: 10 })
 */
export function fillSkus(rows: readonly SkuRow[], fill: SkuFill, onlyEmpty = false): SkuRow[] {
  return rows.map((row) => {
    const next = { ...row };
    for (const key of SKU_NUMBERS) {
      const value = fill[key];
      if (value === undefined) continue;
      if (onlyEmpty && next[key] !== undefined) continue;
      next[key] = value;
    }
    return next;
  });
}

/** The spec ids used by the rows (to tick them when an edited goods loads). */
export function usedSpecIds(rows: readonly SkuRow[]): Set<number> {
  return new Set(rows.flatMap((row) => row.spec_id.map(Number)));
}

/** A name as text: strings as they are, numbers written out, anything else empty. */
export function nameText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** A list field as the server may answer it: an array, or the stored comma-joined text. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value as unknown[];
  if (typeof value === 'string') return value === '' ? [] : value.split(',');
  if (typeof value === 'number') return [value];
  return [];
}

/** A number from a wire value ('12.50', 12.5); undefined for blanks and junk. */
export function wireNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** A SKU row from the goods detail (`skuList` items: `spec_id`/`sku_name` arrays, numbers as text). */
export function skuFromRecord(raw: unknown): SkuRow | undefined {
  if (!isRecord(raw)) return undefined;
  const spec_id = listOf(raw.spec_id)
    .map(Number)
    .filter((id) => Number.isFinite(id));
  const sku_name = listOf(raw.sku_name).map(nameText);
  const id = wireNumber(raw.id);
  return {
    ...(id !== undefined && id > 0 ? { id } : {}),
    spec_id,
    sku_name,
    goods_image: typeof raw.goods_image === 'string' ? raw.goods_image : '',
    goods_price: wireNumber(raw.goods_price),
    goods_market_price: wireNumber(raw.goods_market_price),
    goods_stock: wireNumber(raw.goods_stock),
    goods_weight: wireNumber(raw.goods_weight),
  };
}

/** An attribute with its values from `goods_attrs?isWith=specs` or the detail's `attrList`. */
export function attrFromRecord(raw: unknown): SpecAttr | undefined {
  if (!isRecord(raw)) return undefined;
  const id = wireNumber(raw.id);
  if (id === undefined) return undefined;
  const specs = (Array.isArray(raw.specs) ? (raw.specs as unknown[]) : []).flatMap((spec) => {
    if (!isRecord(spec)) return [];
    const specId = wireNumber(spec.id);
    return specId === undefined ? [] : [{ id: specId, name: nameText(spec.name) }];
  });
  return { id, name: nameText(raw.name), specs };
}

/**
 * The attributes the picker offers: the store's list, with any attribute or value the loaded goods uses
 * but the store has since removed appended, so an edited goods still shows what its SKUs are made of.
 */
export function mergeAttrs(store: readonly SpecAttr[], used: readonly SpecAttr[]): SpecAttr[] {
  const merged = store.map((attr) => ({ ...attr, specs: [...attr.specs] }));
  for (const attr of used) {
    const own = merged.find((candidate) => candidate.id === attr.id);
    if (!own) {
      merged.push({ ...attr, specs: [...attr.specs] });
      continue;
    }
    for (const spec of attr.specs) if (!own.specs.some((s) => s.id === spec.id)) own.specs.push(spec);
  }
  return merged;
}
