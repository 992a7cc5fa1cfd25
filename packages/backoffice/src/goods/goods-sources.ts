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

/** A generic list the editor reads whole (`isAll`): the resource and its query. */
export interface ListSource {
  path: string;
  search: Record<string, unknown>;
}

/** What the editor loads, by area. */
export interface GoodsSourcePlan {
  /** The goods resource: `GET {goods}/{id}` to edit, `POST` / `PUT` to save. */
  goods: string;
  /** The Seller picks among the classes granted to the store (`store_classes`); the platform among all. */
  classes: 'store' | 'platform';
  brands: ListSource;
  /** Templates and attributes belong to a store: only the Seller area lists its own. */
  freights: boolean;
  attrs: ListSource | undefined;
}

/** The sources of the editor of one area. */
export function goodsSourcePlan(apiBase: GoodsApiBase, mode: GoodsEditorMode): GoodsSourcePlan {
  const seller = mode === 'seller';
  return {
    goods: `${apiBase}/goods`,
    classes: seller ? 'store' : 'platform',
    brands: { path: `${apiBase}/goods_brands`, search: { isAll: true } },
    freights: seller,
    attrs: seller ? { path: '/Seller/goods_attrs', search: { isAll: true, isWith: 'specs' } } : undefined,
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
