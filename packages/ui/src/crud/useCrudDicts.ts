import { useEffect, useMemo, useRef, useState } from 'react';
import { translateMaybe, useTranslator, type Translator } from '../fields/label.ts';
import type { DictDef } from '../fields/types.ts';
import { loadDicts, type DictRows } from './dicts.ts';
import type { CrudRow } from './types.ts';

export interface CrudDictsOptions {
  defs: readonly DictDef[];
  /** Every row on screen (root level and loaded children): column dictionaries read their values. */
  rows: readonly CrudRow[];
  /** Changes with each list answer; undefined until the first one. */
  loadedAt: unknown;
  /** The loaded tree levels; a new level reloads the dictionaries too. */
  levels: unknown;
}

/** The dictionaries a page declares with static `items`, available before any call. */
export function staticDicts(defs: readonly DictDef[]): DictRows {
  const out: DictRows = {};
  for (const def of defs)
    if (!def.url && def.items) out[def.name] = def.addSelect ? [def.addSelect, ...def.items] : def.items;
  return out;
}

/**
 * Labels the page wrote — static `items` and `addSelect` — may be i18n keys ('order.waitPay'); they are
 * translated here, once, so the select, the cells, the view and the export all show the same text.
 */
export function translateDicts(dicts: DictRows, defs: readonly DictDef[], translator: Translator): DictRows {
  const out: DictRows = { ...dicts };
  const translate = (row: unknown): unknown => {
    if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
    const record = row as Record<string, unknown>;
    if (typeof record.label !== 'string') return row;
    const label = translateMaybe(record.label, translator);
    const children = Array.isArray(record.children) ? record.children.map(translate) : undefined;
    return { ...record, label, ...(children ? { children } : {}) };
  };
  for (const def of defs) {
    const rows = dicts[def.name];
    if (!rows) continue;
    if (!def.url) out[def.name] = rows.map(translate);
    else if (def.addSelect && rows[0] === def.addSelect) out[def.name] = [translate(rows[0]), ...rows.slice(1)];
  }
  return out;
}

/** The dictionaries of a table, and whether those of the current list answer are still on their way. */
export interface CrudDicts {
  dicts: DictRows;
  pending: boolean;
}

/**
 * Dictionary rows by name for columns, forms, search and view: static ones at once, remote ones (and the
 * column lookups that depend on the rows shown) after every list answer and every loaded tree level.
 */
export function useCrudDicts({ defs, rows, loadedAt, levels }: CrudDictsOptions): CrudDicts {
  const [rawDicts, setDicts] = useState<DictRows>(() => staticDicts(defs));
  // The list answer (and tree levels) the last finished load was for; another one means the labels may be behind.
  const [loadedFor, setLoadedFor] = useState<{ loadedAt: unknown; levels: unknown } | undefined>(undefined);
  // Read at load time, not dependencies: the reload follows list answers, not every new rows array.
  const dictsRef = useRef(rawDicts);
  dictsRef.current = rawDicts;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const translator = useTranslator();

  useEffect(() => {
    if (!defs.length || loadedAt === undefined) return;
    let alive = true;
    void loadDicts(defs, rowsRef.current, dictsRef.current).then((loaded) => {
      if (!alive) return;
      setDicts(loaded);
      setLoadedFor({ loadedAt, levels });
    });
    return () => {
      alive = false;
    };
  }, [defs, loadedAt, levels]);

  const remote = defs.some((def) => def.url);
  const pending = remote && (!loadedFor || loadedFor.loadedAt !== loadedAt || loadedFor.levels !== levels);
  const dicts = useMemo(() => translateDicts(rawDicts, defs, translator), [rawDicts, defs, translator]);
  return { dicts, pending };
}
