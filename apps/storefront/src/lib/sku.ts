import type { GoodsAttr, GoodsSku } from '@shop/api/endpoints/catalog';

/**
 * SKU selection on the goods page: one spec value per attribute row;
 * once every row has one, the SKU whose `spec_id` list holds all of them is the one bought. Values that no
 * SKU combines with the other rows' choices are disabled, so a choice never leads to a missing SKU.
 */

/** The chosen spec id per attribute row (by row index); a row without a choice is absent. */
export type SpecSelection = Readonly<Record<number, number>>;

function specIds(sku: GoodsSku): Set<number> {
  return new Set(sku.spec_id.map(Number));
}

function chosen(selection: SpecSelection, except?: number): number[] {
  return Object.entries(selection)
    .filter(([row]) => Number(row) !== except)
    .map(([, spec]) => spec);
}

/** SKUs whose specs include every given id. */
export function skusWith(skus: readonly GoodsSku[], ids: readonly number[]): GoodsSku[] {
  return skus.filter((sku) => {
    const own = specIds(sku);
    return ids.every((id) => own.has(id));
  });
}

/** The SKU of a complete selection, or undefined while a row is unchosen or the combination has none. */
export function resolveSku(
  attrs: readonly GoodsAttr[],
  skus: readonly GoodsSku[],
  selection: SpecSelection,
): GoodsSku | undefined {
  if (attrs.length === 0 || attrs.some((_attr, row) => selection[row] === undefined)) return undefined;
  return skusWith(skus, chosen(selection))[0];
}

/** Whether a spec value can be chosen in its row given the other rows' choices. */
export function isSpecAvailable(
  skus: readonly GoodsSku[],
  selection: SpecSelection,
  row: number,
  specId: number,
): boolean {
  return skusWith(skus, [...chosen(selection, row), specId]).length > 0;
}

/** The selection after clicking a value: it becomes the row's choice, or clears it when it already was. */
export function toggleSpec(selection: SpecSelection, row: number, specId: number): SpecSelection {
  const next: Record<number, number> = { ...selection };
  if (next[row] === specId) delete next[row];
  else next[row] = specId;
  return next;
}

/** Quantity messages (keys under `messages`). */
export type QuantityError = 'minBuyNum' | 'stockErr' | 'buyNumCheck';

/**
 * The − and + buttons: never below 1 ('The minimum purchase quantity is 1.') nor above the stock
 * ('Insufficient stock.').
 */
export function stepQuantity(current: number, delta: 1 | -1, stock: number): { value: number; error?: QuantityError } {
  const next = current + delta;
  if (next < 1) return { value: Math.max(1, current), error: 'minBuyNum' };
  if (next > stock) return { value: Math.min(current, Math.max(stock, 1)), error: 'stockErr' };
  return { value: next };
}

/**
 * A typed quantity: a whole number from 1 to the stock, else 'Please fill in the purchase quantity
 * carefully.' with the nearest valid value.
 */
export function typedQuantity(raw: string, stock: number): { value: number; error?: QuantityError } {
  const n = Number(raw);
  const max = Math.max(stock, 1);
  if (!Number.isInteger(n) || n < 1) return { value: 1, error: 'buyNumCheck' };
  if (n > max) return { value: max, error: 'buyNumCheck' };
  return { value: n };
}

/**
 * Why the goods cannot be bought as chosen, or undefined: a SKU must be resolved when the goods has
 * SKUs, and the quantity must be in stock.
 */
export function purchaseError(
  hasSkus: boolean,
  sku: GoodsSku | undefined,
  quantity: number,
  stock: number,
): QuantityError | 'selectSku' | undefined {
  if (hasSkus && !sku) return 'selectSku';
  if (quantity < 1) return 'minBuyNum';
  if (quantity > stock) return 'stockErr';
  return undefined;
}
