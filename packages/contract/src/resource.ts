import type { SearchOperator } from './list.ts';

/**
 * One declaration per resource: the facts the server's resource engine, the back-office `CrudTable` and the menu
 * sync all read. It holds no server code (no Drizzle, no Fastify), so clients import it freely.
 */

/** What a field holds; the engine coerces to it and the table picks a cell and a form widget from it. */
export type FieldKind =
  'string' | 'text' | 'int' | 'decimal' | 'flag' | 'datetime' | 'date' | 'image' | 'richText' | 'password' | 'json';

/** A label in both languages, for menus and for labels not found in the i18n bundles. */
export interface Labels {
  zh: string;
  en: string;
}

export interface FieldSpec {
  /** Default `string`. */
  kind?: FieldKind;
  /** The field's label, when the back-office i18n bundles have none (`resources.<path>.fields.<field>` wins). */
  label?: Labels;
  /** Must be non-empty on create, and can never be blanked on update. */
  required?: boolean;
  /**
   * With `required`: a create may leave the field out entirely, and the resource's write hook gives it a documented
   * default (a field qwshop's own pages do not know, so never send). Sent, it is checked as any required field.
   */
  defaultWhenAbsent?: boolean;
  /** Longest accepted string, in characters (the column's length when unset). */
  max?: number;
  /** Name of the back-office dictionary giving the options (select, dictionary cells). */
  dict?: string;
  /** The only values accepted on write. */
  enum?: readonly (string | number)[];
  /**
   * A list filter on this field. The server accepts every operator of the search grammar on it. Operators: the
   * back-office search panel shows the field with the first one (an empty list: with an exact match, or a date
   * range for a date); `true`: filterable by API clients only.
   */
  search?: true | readonly SearchOperator[];
  /** May be ordered by with `sort_type` / `sort_order`. */
  sortable?: boolean;
  /** Never taken from a request body (ids, timestamps, counters). */
  readOnly?: boolean;
  /** Never sent to a client. Password fields always are. */
  hidden?: boolean;
  /** A column of the back-office list. */
  column?: boolean;
  /** In the add/edit form; default: every writable, visible field. */
  form?: boolean;
}

export type Fields = Readonly<Record<string, FieldSpec>>;

/**
 * A resource's back-office menu entry. The menu sync finds its row by `view` (its `code`), and puts a new one
 * under the group whose `code` is `parent`, in the resource's area.
 */
export interface MenuSpec {
  parent: string;
  labels: Labels;
  /** Page registry key, e.g. `Admin/notices/index`. */
  view: string;
  /** Font Awesome 4 class; leaves usually have none. */
  icon?: string;
  /** Position among its siblings (ascending). */
  sort?: number;
}

/**
 * Whose rows a resource holds. `store`: the caller's store (in `column`, default `store_id`); `storeOwner`: the
 * store owner's user id in `belong_id` (seller accounts and roles); `adminOwner`: the creating admin's owner in
 * `belong_id`, and with `withOwner` the owner's own row too (its `id` is the owner: the administrators list shows
 * the super administrator, whose `belong_id` is 0); `user`: the signed-in shopper (`user_id`); `shared`: one set
 * of rows for every caller of the area.
 */
export type OwnerSpec =
  | { by: 'store'; column?: 'store_id' | 'belong_id' | 'user_id' }
  | { by: 'storeOwner' }
  | { by: 'adminOwner'; withOwner?: true }
  | { by: 'user' }
  | 'shared';

interface DescriptorBase<F extends Fields> {
  /** Path under the area prefix (`/api/Admin/<path>`), the route-name segment and the i18n resource name. */
  path: string;
  /** The SQL table, when its name is not the path. */
  table?: string;
  fields: F;
  /** Default list order; `id desc` when unset. */
  order?: readonly { field: keyof F & string; dir: 'asc' | 'desc' }[];
  /** Tree tables: children's `pid` holds the parent's `key`. */
  tree?: { key: 'id' | 'code' };
  menu?: MenuSpec;
}

/**
 * A Seller-area resource must say whose rows it holds: a store's back office that forgot would show every
 * store's rows, so leaving `owner` out is a type error rather than a default.
 */
export type ResourceDescriptor<F extends Fields = Fields> =
  | (DescriptorBase<F> & { area: 'seller'; owner: OwnerSpec })
  | (DescriptorBase<F> & { area: 'admin'; owner?: OwnerSpec })
  | (DescriptorBase<F> & { area: 'home'; owner: { by: 'user' } });

/** Declares a resource, keeping its literal field names for typed rows. */
export function defineDescriptor<const F extends Fields>(d: ResourceDescriptor<F>): ResourceDescriptor<F> {
  return d;
}

type ValueOf<S extends FieldSpec> = S['enum'] extends readonly (infer E)[]
  ? E
  : S['kind'] extends 'int' | 'flag'
    ? number
    : S['kind'] extends 'json'
      ? unknown
      : string;

/** A row as the list and show calls answer it: every visible field, plus the id. */
export type RowOf<D extends ResourceDescriptor> = { id: number } & {
  [K in keyof D['fields'] as D['fields'][K]['hidden'] extends true ? never : K]: ValueOf<D['fields'][K]> | null;
};

/** The `apis` value of a resource's menu row: the front-end path of its list. */
export function menuApis(d: ResourceDescriptor): string {
  return `/${d.area === 'admin' ? 'Admin' : d.area === 'seller' ? 'Seller' : 'Home'}/${d.path}`;
}

/** Fields the server takes from a body. */
export const writableFields = (d: ResourceDescriptor): string[] =>
  Object.entries(d.fields)
    .filter(([, f]) => !f.readOnly)
    .map(([k]) => k);

/** Fields with a list filter. */
export const searchableFields = (d: ResourceDescriptor): string[] =>
  Object.entries(d.fields)
    .filter(([, f]) => f.search)
    .map(([k]) => k);
