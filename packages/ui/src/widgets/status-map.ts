/**
 * Status maps: a status code → its colour and label key, declared once with `satisfies` and
 * translated by code — never a switch over display text. Selects, dictionaries, cells and tags all read the
 * same map, so a new state is one line.
 */
import type { FieldOption } from '../fields/types.ts';
import { asText } from '../fields/values.ts';

/** Arco tag colours a status may take. */
export type StatusColor = 'gray' | 'arcoblue' | 'green' | 'orange' | 'red' | 'purple';

/** One state: its tag colour and the i18n key of its label. */
export interface StatusEntry {
  color: StatusColor;
  label: string;
}

/** Code → state. Keys are the codes as the server sends them (numbers become string keys). */
export type StatusMap<Code extends string | number = string | number> = Readonly<Record<Code, StatusEntry>>;

/**
 * The entry of a value, whether it arrives as 4, '4' or true (booleans map to 1/0, as the server's flags).
 *
 * @example statusEntry(STORE_VERIFY, '4') // { color: 'green', label: 'resources.shop_status.store_verify.4' }
 */
export function statusEntry(map: StatusMap, value: unknown): StatusEntry | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const key = typeof value === 'boolean' ? (value ? '1' : '0') : asText(value).trim();
  if (!key) return undefined;
  return Object.hasOwn(map, key) ? (map as Record<string, StatusEntry>)[key] : undefined;
}

/**
 * The map as select/dictionary options, in the map's order; labels stay i18n keys (the table translates
 * static dictionaries once). Numeric codes come back as numbers so they compare equal to the row values.
 *
 * @example statusItems(STORE_STATUS) // [{ label: 'resources.shop_status.store_status.1', value: 1 }, ...]
 */
export function statusItems(map: StatusMap): FieldOption[] {
  return Object.entries(map as Record<string, StatusEntry>).map(([code, entry]) => ({
    label: entry.label,
    value: /^-?\d+$/.test(code) ? Number(code) : code,
  }));
}
