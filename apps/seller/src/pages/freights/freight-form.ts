/**
 * The freight template editor's model: the rows the form edits, read from
 * `GET /Seller/freights?isAll=true`, checked the way the server checks them, and sent back as `info[]` of
 * `PUT /Seller/freights/0`, the default template first.
 */

/** The four amounts of a template: first weight (kg) and its fee, each additional weight (kg) and its fee. */
export const AMOUNT_FIELDS = ['f_weight', 'f_price', 'o_weight', 'o_price'] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];

/** The server's longest template title. */
export const NAME_MAX = 80;

/** One row of the form; row 0 is the store default (is_type 0), the others area templates. */
export interface FreightDraft {
  /** React key: stays with the row while rows before it are removed. */
  key: string;
  /** 0 for a row not saved yet. */
  id: number;
  name: string;
  f_weight: string;
  f_price: string;
  o_weight: string;
  o_price: string;
  /** Province ids (areas.id) as strings. */
  area_id: string[];
}

/** A province the area templates can name (`/load_areas?deep=1`). */
export interface Province {
  id: string;
  name: string;
}

/** What is wrong with a row: the fields to mark. */
export type RowErrors = Partial<Record<AmountField | 'name', true>>;

type Row = Record<string, unknown>;

const isRecord = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A new row with zeros and no areas (the "Add" button, and the default row of a store that has none). */
export function blankDraft(key: string, name: string): FreightDraft {
  return { key, id: 0, name, f_weight: '0.00', f_price: '0.00', o_weight: '0.00', o_price: '0.00', area_id: [] };
}

function draftOf(row: Row, key: string): FreightDraft {
  const areas = Array.isArray(row.area_id) ? row.area_id : textOf(row.area_id).split(',');
  return {
    key,
    id: Number(row.id) || 0,
    name: textOf(row.name),
    f_weight: textOf(row.f_weight) || '0.00',
    f_price: textOf(row.f_price) || '0.00',
    o_weight: textOf(row.o_weight) || '0.00',
    o_price: textOf(row.o_price) || '0.00',
    area_id: areas.map(textOf).filter(Boolean),
  };
}

/**
 * The rows of the list answer: the default template first (a local one when the store has none yet, which the
 * first save creates; its title is the server's), then the area templates in the server's order.
 */
export function draftsFrom(data: unknown, keyOf: () => string): FreightDraft[] {
  const rows = (Array.isArray(data) ? (data as unknown[]) : []).filter(isRecord);
  const fallback = rows.find((r) => Number(r.is_type) === 0);
  const others = rows.filter((r) => r !== fallback);
  return [fallback ? draftOf(fallback, keyOf()) : blankDraft(keyOf(), ''), ...others.map((r) => draftOf(r, keyOf()))];
}

/** The provinces of `/load_areas?deep=1` (the top level of the area tree). */
export function provincesFrom(data: unknown): Province[] {
  return (Array.isArray(data) ? (data as unknown[]) : []).filter(isRecord).flatMap((r) => {
    const id = textOf(r.id);
    const name = textOf(r.name);
    return id && name ? [{ id, name }] : [];
  });
}

/** What the server accepts for every amount: 0 to 9999.99 with at most two decimals (numeric(6,2)). */
export function isAmount(value: string): boolean {
  return /^\d{1,4}(\.\d{1,2})?$/.test(value.trim());
}

/** The fields to mark, by row index; empty when the form can be sent. */
export function draftErrors(drafts: readonly FreightDraft[]): Map<number, RowErrors> {
  const out = new Map<number, RowErrors>();
  drafts.forEach((d, index) => {
    const errors: RowErrors = {};
    for (const field of AMOUNT_FIELDS) if (!isAmount(d[field])) errors[field] = true;
    // The default row's title is fixed by the server; the others need one.
    const name = d.name.trim();
    if (index > 0 && (!name || name.length > NAME_MAX)) errors.name = true;
    if (Object.keys(errors).length) out.set(index, errors);
  });
  return out;
}

/** Provinces row `index` may pick: those no other row has taken, plus its own. */
export function provincesFor(
  provinces: readonly Province[],
  drafts: readonly FreightDraft[],
  index: number,
): Province[] {
  const taken = new Set(drafts.flatMap((d, i) => (i === index || i === 0 ? [] : d.area_id)));
  return provinces.filter((p) => !taken.has(p.id));
}

/** Names of the row's provinces, in the area tree's order. */
export function provinceNames(provinces: readonly Province[], ids: readonly string[]): string[] {
  const chosen = new Set(ids);
  return provinces.filter((p) => chosen.has(p.id)).map((p) => p.name);
}

/** One element of `info[]`: amounts with two decimals, the default row without areas. */
export interface FreightPayloadRow {
  id: number;
  name: string;
  f_weight: string;
  f_price: string;
  o_weight: string;
  o_price: string;
  area_id: string[];
}

/** `PUT /Seller/freights/0`'s body: every row, the default one first. */
export function savePayload(drafts: readonly FreightDraft[]): { info: FreightPayloadRow[] } {
  return {
    info: drafts.map((d, index) => ({
      id: d.id,
      name: d.name.trim(),
      f_weight: Number(d.f_weight.trim()).toFixed(2),
      f_price: Number(d.f_price.trim()).toFixed(2),
      o_weight: Number(d.o_weight.trim()).toFixed(2),
      o_price: Number(d.o_price.trim()).toFixed(2),
      area_id: index === 0 ? [] : [...new Set(d.area_id)],
    })),
  };
}
