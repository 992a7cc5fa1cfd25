import { requestEnvelope } from '@shop/api';
import { optionLabel, toOptions, type DictData } from '../fields/options.ts';
import type { DictDef, FieldOption } from '../fields/types.ts';
import type { CrudRow } from './types.ts';

/** Dictionary rows by name, as the field registry reads them (`dicts[def.dict ?? def.value]`). */
export type DictRows = Record<string, readonly unknown[]>;

/** Fetches one dictionary URL; resolves the payload, or undefined when the call failed. */
export type DictFetcher = (url: string, params: Record<string, unknown>) => Promise<unknown>;

/** The default fetcher: the shared http client, so the area token and the shared toasts apply. */
export const httpDictFetcher: DictFetcher = async (url, params) => {
  const result = await requestEnvelope({ url, method: 'GET', params });
  return result.ok ? result.data : undefined;
};

/**
 * Distinct non-empty, non-zero values of one field in the loaded rows — the ids a `byColumnIds`
 * dictionary asks for (its distinct non-zero values).
 */
export function distinctColumnValues(rows: readonly CrudRow[], field: string): (string | number)[] {
  const seen = new Set<string>();
  const out: (string | number)[] = [];
  for (const row of rows) {
    const value = row[field];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (value === '' || Number(value) === 0) continue;
    if (seen.has(String(value))) continue;
    seen.add(String(value));
    out.push(value);
  }
  return out;
}

function rowsOfAnswer(answer: unknown, isPage: boolean | undefined): unknown[] | undefined {
  const rows =
    isPage && answer && typeof answer === 'object' && !Array.isArray(answer)
      ? (answer as { data?: unknown }).data
      : answer;
  return Array.isArray(rows) ? rows : undefined;
}

/**
 * Rows of a dictionary that names its label and value keys also get `label`/`value` (children too), so
 * every reader — columns, the form, the search panel, the view — finds them without repeating the names.
 */
export function withNames(rows: readonly unknown[], labelName?: string, valueName?: string): readonly unknown[] {
  if (!labelName && !valueName) return rows;
  return rows.map((row) => {
    if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
    const record = row as Record<string, unknown>;
    const named: Record<string, unknown> = { ...record };
    if (labelName && record[labelName] !== undefined) named.label = record[labelName];
    if (valueName && record[valueName] !== undefined) named.value = record[valueName];
    if (Array.isArray(record.children)) named.children = withNames(record.children, labelName, valueName);
    return named;
  });
}

/**
 * Loads every dictionary of a table, in parallel: static `items` as given, remote ones
 * with `GET url` (`.data` of a paginated answer when `isPage`), `byColumnIds` ones filtered with
 * `<valueName|id>=<ids>|in` over the loaded rows — and skipped, empty, when no row has a value, rather than
 * fetching the whole table. `addSelect` goes first; `labelName`/`valueName` are applied (see `withNames`). A dictionary whose call fails keeps its previous rows.
 *
 * @example await loadDicts([{ name: 'user_id', url: '/Admin/users', isPage: true, byColumnIds: true }], rows)
 */
export async function loadDicts(
  defs: readonly DictDef[],
  rows: readonly CrudRow[],
  previous: DictData = {},
  fetch: DictFetcher = httpDictFetcher,
): Promise<DictRows> {
  const entries = await Promise.all(
    defs.map(async (def): Promise<[string, readonly unknown[] | undefined]> => {
      let loaded: readonly unknown[] | undefined;
      if (!def.url) loaded = def.items ?? [];
      else if (def.byColumnIds) {
        const ids = distinctColumnValues(rows, def.name);
        loaded = ids.length
          ? rowsOfAnswer(
              await fetch(def.url, { [def.valueName ?? 'id']: `${ids.join(',')}|in` }).catch(() => undefined),
              def.isPage,
            )
          : [];
      } else {
        loaded = rowsOfAnswer(await fetch(def.url, {}).catch(() => undefined), def.isPage);
      }
      if (!loaded) return [def.name, previous[def.name]];
      const named = withNames(loaded, def.labelName, def.valueName);
      return [def.name, def.addSelect ? [def.addSelect, ...named] : named];
    }),
  );
  const out: DictRows = {};
  for (const [name, value] of entries) if (value) out[name] = value;
  return out;
}

/** Names a dictionary's rows are read with: the column's own, else the dictionary definition's. */
export interface DictNames {
  labelName?: string | undefined;
  valueName?: string | undefined;
}

/** A dictionary's rows as options, with the given row keys (fields registry `toOptions`). */
export function dictToOptions(rows: readonly unknown[] | undefined, names: DictNames = {}): FieldOption[] {
  return toOptions(rows, names.labelName, names.valueName);
}

/**
 * The label of a value in a dictionary — nested `children` included (the reference searches three
 * levels) — or undefined when missing.
 *
 * @example dictLabel([{ id: 1, name: 'Root', children: [{ id: 2, name: 'Leaf' }] }], 2) // 'Leaf'
 */
export function dictLabel(
  rows: readonly unknown[] | undefined,
  value: unknown,
  names: DictNames = {},
): string | undefined {
  return optionLabel(dictToOptions(rows, names), value);
}
