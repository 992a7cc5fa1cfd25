import { useMemo } from 'react';
import { translateMaybe, useTranslator } from './label.ts';
import type { FieldDef, FieldOption, FieldTypeOptions } from './types.ts';

/**
 * Dictionary data as the table holds it (`dictData`): by dictionary name, the raw rows the
 * server answered (or plain strings for `oneArray` lists), or options already mapped.
 */
export type DictData = Readonly<Record<string, readonly unknown[] | undefined>>;

/** What `useDictOptions` needs of a form field or a search field (SearchDef's static `data` included). */
export type OptionSource = Pick<FieldDef, 'value' | 'dict'> & {
  options?: Pick<FieldTypeOptions, 'labelName' | 'valueName' | 'items'> | undefined;
  data?: readonly FieldOption[] | undefined;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function asValue(raw: unknown): string | number | undefined {
  if (typeof raw === 'number' || typeof raw === 'string') return raw;
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  return undefined;
}

/** The first key present in a row, in order (explicit name first, then the usual fallbacks). */
/** The first present, non-blank value among `keys` (a blank English name falls back to the Chinese one). */
function pick(row: Record<string, unknown>, keys: readonly (string | undefined)[]): unknown {
  for (const key of keys) {
    const v = key === undefined ? undefined : row[key];
    if (v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '')) return v;
  }
  return undefined;
}

/**
 * Maps dictionary rows to options. Without explicit names it reads `label`/`value`, else `name`/`id`
 * (the server's usual row shape); strings and numbers map to themselves (reference `oneArray`);
 * `children` are mapped recursively for cascaders; rows without a usable value are skipped.
 *
 * @example toOptions([{ id: 1, name: 'Root' }]) // [{ label: 'Root', value: 1 }]
 * @example toOptions(rows, 'title', 'code')
 */
export function toOptions(
  rows: readonly unknown[] | null | undefined,
  labelName?: string,
  valueName?: string,
): FieldOption[] {
  const out: FieldOption[] = [];
  for (const row of rows ?? []) {
    if (typeof row === 'string' || typeof row === 'number') {
      out.push({ label: String(row), value: row });
      continue;
    }
    if (!isRecord(row)) continue;
    const value = asValue(pick(row, [valueName, 'value', 'id']));
    if (value === undefined) continue;
    const label = pick(row, [labelName, 'label', 'name']);
    const text = typeof label === 'string' || typeof label === 'number' ? String(label) : String(value);
    const option: FieldOption = { label: text, value };
    if (Array.isArray(row.children) && row.children.length > 0)
      option.children = toOptions(row.children, labelName, valueName);
    if (row.disabled === true) option.disabled = true;
    out.push(option);
  }
  return out;
}

/**
 * The options of a field: its dictionary (`dicts[def.dict ?? def.value]`, as the reference looks up
 * `dictData[value]`), else static `options.items` or a search field's `data`.
 *
 * @example dictOptions({ value: 'role_id', options: { labelName: 'name', valueName: 'id' } }, { role_id: rows })
 */
export function dictOptions(def: OptionSource, dicts: DictData | undefined): FieldOption[] {
  const rows = dicts?.[def.dict ?? def.value];
  if (rows) return toOptions(rows, def.options?.labelName, def.options?.valueName);
  if (def.options?.items) return def.options.items;
  if (def.data) return [...def.data];
  return [];
}

/**
 * Memoised `dictOptions` for a field in a form or search panel.
 *
 * @example const options = useDictOptions(def, dictData); <FormField def={def} options={options} ... />
 */
export function useDictOptions(def: OptionSource, dicts: DictData | undefined): FieldOption[] {
  const rows = dicts?.[def.dict ?? def.value];
  const { labelName, valueName, items } = def.options ?? {};
  const data = def.data;
  // Keyed on the rows themselves, so a new `dicts` object holding the same rows keeps the options stable.
  const translator = useTranslator();
  return useMemo(() => {
    if (rows) return toOptions(rows, labelName, valueName);
    // Static option labels may be i18n keys (e.g. 'resources.advs.status.on'), as in table dictionaries.
    const fixed = items ?? data ?? [];
    return fixed.map((o) => ({ ...o, label: translateMaybe(o.label, translator) }));
  }, [rows, labelName, valueName, items, data, translator]);
}

/**
 * The label of a value in (nested) options, or undefined. Values compare as strings, because dictionaries
 * mix `1` and `'1'`.
 *
 * @example optionLabel(options, '1') // 'Yes'
 */
export function optionLabel(options: readonly FieldOption[], value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  if (value === '') return undefined;
  const wanted = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  for (const option of options) {
    if (String(option.value) === wanted) return option.label;
    if (option.children) {
      const found = optionLabel(option.children, value);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
