/**
 * What the goods editor reads besides the goods itself, and where from:
 * the category tree, the brands, the freight templates and the store's attributes with their values.
 */
import type { GoodsEditorMode } from './goods-form.ts';
import { attrFromRecord, nameText, type SpecAttr } from './sku-matrix.ts';

/** `/Seller` or `/Admin`: the area's API base the editor talks to. */
export type GoodsApiBase = '/Seller' | '/Admin';

/** A category node with its children (a `getChildren` tree). */
export interface ClassTreeNode {
  id: number;
  name: string;
  children: ClassTreeNode[];
}

/** A choice of a select: brands, freight templates. */
export interface NamedRow {
  id: number;
  name: string;
}

/** The addresses the editor loads, by area. */
export function goodsSourceUrls(apiBase: GoodsApiBase, mode: GoodsEditorMode) {
  return {
    goods: `${apiBase}/goods`,
    // The Seller picks among the classes granted to the store; the platform among all of them.
    classes: mode === 'seller' ? '/Seller/store_classes' : '/load_goods_classes',
    brands: `${apiBase}/goods_brands?isAll=true`,
    // Templates and attributes belong to a store: only the Seller area lists its own.
    freights: mode === 'seller' ? '/Seller/freights?isAll=true' : undefined,
    attrs: mode === 'seller' ? '/Seller/goods_attrs?isAll=true&isWith=specs' : undefined,
  };
}

type Row = Record<string, unknown>;

function isRecord(value: unknown): value is Row {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The rows of a list answer: a plain array (`isAll`) or a page's `data`. */
export function listRows(data: unknown): Row[] {
  const rows = Array.isArray(data)
    ? (data as unknown[])
    : isRecord(data) && Array.isArray(data.data)
      ? (data.data as unknown[])
      : [];
  return rows.filter(isRecord);
}

function named(row: Row): NamedRow | undefined {
  const id = Number(row.id);
  if (!Number.isFinite(id)) return undefined;
  return { id, name: nameText(row.name) || String(id) };
}

/** The category tree of `/Seller/store_classes` or `/load_goods_classes`. */
export function classTree(data: unknown): ClassTreeNode[] {
  return listRows(data).flatMap((row) => {
    const node = named(row);
    return node ? [{ ...node, children: classTree(row.children) }] : [];
  });
}

/** Brands (`{area}/goods_brands?isAll=true`). */
export function brandRows(data: unknown): NamedRow[] {
  return listRows(data).flatMap((row) => {
    const brand = named(row);
    return brand ? [brand] : [];
  });
}

/**
 * The store's area templates (`/Seller/freights?isAll=true`): the default template (is_type 0) is already
 * the choice "default shipping" (freight_id 0), so only the others are offered by id.
 */
export function freightRows(data: unknown): NamedRow[] {
  return listRows(data).flatMap((row) => {
    if (Number(row.is_type) === 0) return [];
    const template = named(row);
    return template && template.id > 0 ? [template] : [];
  });
}

/** The store's attributes with their values (`/Seller/goods_attrs?isAll=true&isWith=specs`). */
export function attrRows(data: unknown): SpecAttr[] {
  return listRows(data).flatMap((row) => {
    const attr = attrFromRecord(row);
    return attr ? [attr] : [];
  });
}
