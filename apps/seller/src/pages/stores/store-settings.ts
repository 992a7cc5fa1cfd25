/**
 * The store settings form's rules, apart from the view: which fields each tab saves, how picture
 * lists are stored, and the classes the store may sell as readable paths.
 */
import { asText } from '@shop/ui/fields/values';

/** The settings tabs, in order. */
export const SETTINGS_TABS = ['basic', 'slides', 'address', 'service'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Fields each tab edits and saves (a save sends only its tab's fields, as the reference does). */
export const TAB_FIELDS = {
  basic: ['store_name', 'store_logo', 'store_face_image', 'store_description', 'store_mobile', 'store_phone'],
  slides: ['store_slide', 'store_mobile_slide'],
  address: ['area', 'store_address', 'store_lat', 'store_lng'],
  service: ['after_sale_service'],
} as const satisfies Record<SettingsTab, readonly string[]>;

/** Picture lists stored as one comma-joined column. */
const IMAGE_LISTS: ReadonlySet<string> = new Set(['store_slide', 'store_mobile_slide']);

/** Most slides a list keeps (the storefront's carousels show a handful). */
export const MAX_SLIDES = 5;

/**
 * A picture list as addresses: the show answers an array, the column holds a comma-joined string.
 *
 * @example splitImages('/a.png,,/b.png') // ['/a.png', '/b.png']
 */
export function splitImages(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A picture list as the column stores it. */
export function joinImages(value: unknown): string {
  return splitImages(value).join(',');
}

/** A store area path: the ids of province, city and district (zeros and blanks dropped). */
export function areaPath(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * What saving a tab sends to `PUT /Seller/stores/0`: that tab's fields only, picture lists comma-joined,
 * the area as its id path (left out when none is chosen, so saving never clears a stored address).
 *
 * @example tabPayload('slides', { store_slide: ['/a.png', '/b.png'], store_name: 'x' }) // { store_slide: '/a.png,/b.png', store_mobile_slide: '' }
 */
export function tabPayload(tab: SettingsTab, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of TAB_FIELDS[tab]) {
    const value = values[field];
    if (IMAGE_LISTS.has(field)) out[field] = joinImages(value);
    else if (field === 'area') {
      const path = areaPath(value);
      if (path.length) out.area = path;
    } else out[field] = typeof value === 'string' ? value.trim() : (value ?? '');
  }
  return out;
}

/** The form's starting values of a tab from the loaded store. */
export function tabValues(tab: SettingsTab, store: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of TAB_FIELDS[tab]) {
    const value = store[field];
    if (IMAGE_LISTS.has(field)) out[field] = splitImages(value);
    else if (field === 'area') out.area = areaPath(value);
    else out[field] = asText(value);
  }
  return out;
}

/** A coordinate within bounds (latitude 90, longitude 180), or blank. */
export function isCoordinate(value: unknown, limit: 90 | 180): boolean {
  if (value === undefined || value === null || value === '') return true;
  const text = asText(value).trim();
  if (!/^-?\d{1,3}(\.\d{1,8})?$/.test(text)) return false;
  return Math.abs(Number(text)) <= limit;
}

interface ClassNode {
  name?: unknown;
  children?: unknown;
}

/**
 * Every leaf of a class tree as its path of names ('Food / Tea / Green tea'): the classes the store may
 * sell, from `GET /Seller/store_classes`.
 */
export function leafPaths(tree: unknown, trail: readonly string[] = []): string[] {
  if (!Array.isArray(tree)) return [];
  const out: string[] = [];
  for (const node of tree as unknown[]) {
    if (!node || typeof node !== 'object') continue;
    const { name, children } = node as ClassNode;
    const path = [...trail, asText(name)];
    if (Array.isArray(children) && children.length) out.push(...leafPaths(children, path));
    else out.push(path.join(' / '));
  }
  return out;
}
