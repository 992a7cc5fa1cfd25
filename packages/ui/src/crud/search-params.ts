import type { SearchDef } from '../fields/types.ts';

/** Values a list request leaves out (empty keys are dropped). */
export function isEmptyValue(value: unknown): boolean {
  return value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

/**
 * What the search panel's Query sends: each non-empty input of a defined search
 * field, with `|<where>` appended when the field has an operator; empty inputs are dropped. A range with
 * an operator is joined with commas first (`a,b|between`); without one it goes as an array, which the
 * server reads as `>= a AND < b`.
 *
 * @example searchQuery([{ value: 'name', where: 'like' }, { value: 'status' }], { name: 'tea', status: '' })
 * // { name: 'tea|like' }
 */
export function searchQuery(
  defs: readonly SearchDef[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const def of defs) {
    const value = values[def.value];
    if (isEmptyValue(value)) continue;
    if (!def.where) {
      query[def.value] = value;
      continue;
    }
    const text = Array.isArray(value) ? value.join(',') : String(value);
    query[def.value] = `${text}|${def.where}`;
  }
  return query;
}

/** Fixed params merged with the search query (search wins), empty keys removed. */
export function mergeParams(
  ...parts: ReadonlyArray<Readonly<Record<string, unknown>> | undefined>
): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const part of parts) for (const [key, value] of Object.entries(part ?? {})) merged[key] = value;
  for (const key of Object.keys(merged)) if (isEmptyValue(merged[key])) delete merged[key];
  return merged;
}

/** The list state the address bar keeps, so a reload or Back shows the same page and filters. */
export interface UrlListState {
  page: number;
  pageSize: number;
  /** Raw search inputs (without operators), by field. */
  values: Record<string, unknown>;
}

export const PAGE_PARAM = 'page';
export const SIZE_PARAM = 'per_page';

/**
 * One search input as a query-string value: plain strings as written, anything else — and strings that
 * would read back as something else ('1', 'true', '[..]') — as JSON, so a select's number 1 and a text
 * input's '1' both survive a reload with their type.
 */
export function encodeUrlValue(value: unknown): string {
  if (typeof value === 'string') {
    try {
      JSON.parse(value);
      return JSON.stringify(value);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value);
}

export function decodeUrlValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Reads page, page size and the search inputs of the given fields from a query string. */
export function readUrlState(
  params: URLSearchParams,
  defs: readonly SearchDef[],
  defaults: { pageSize: number; pageSizes: readonly number[] },
): UrlListState {
  const size = positiveInt(params.get(SIZE_PARAM), defaults.pageSize);
  const values: Record<string, unknown> = {};
  for (const def of defs) {
    const raw = params.get(def.value);
    if (raw !== null) values[def.value] = decodeUrlValue(raw);
  }
  return {
    page: positiveInt(params.get(PAGE_PARAM), 1),
    pageSize: defaults.pageSizes.includes(size) ? size : defaults.pageSize,
    values,
  };
}

/**
 * Writes the list state into a copy of the query string, leaving the page's other parameters alone;
 * defaults (page 1, the default size, empty inputs) are left out to keep addresses short.
 */
export function writeUrlState(
  current: URLSearchParams,
  state: UrlListState,
  defs: readonly SearchDef[],
  defaultPageSize: number,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (state.page > 1) next.set(PAGE_PARAM, String(state.page));
  else next.delete(PAGE_PARAM);
  if (state.pageSize !== defaultPageSize) next.set(SIZE_PARAM, String(state.pageSize));
  else next.delete(SIZE_PARAM);
  for (const def of defs) {
    const value = state.values[def.value];
    if (isEmptyValue(value)) next.delete(def.value);
    else next.set(def.value, encodeUrlValue(value));
  }
  return next;
}
