import { useCallback, useEffect, useState } from 'react';
import { plainRow } from './tree.ts';
import type { CrudRow, RowKey } from './types.ts';

export interface CrudSelectionState {
  keys: RowKey[];
  rows: CrudRow[];
}

export interface CrudSelection {
  selection: CrudSelectionState;
  setSelection: (keys: RowKey[], rows: CrudRow[]) => void;
  clearSelection: () => void;
}

const NOTHING: CrudSelectionState = { keys: [], rows: [] };

/** The checked rows; rows that leave the screen (another page, a delete, a reload) leave the selection. */
export function useCrudSelection(rowsOnScreen: readonly CrudRow[], rowKey: string): CrudSelection {
  const [selection, setSelectionState] = useState<CrudSelectionState>(NOTHING);
  useEffect(() => {
    setSelectionState((current) => {
      if (!current.keys.length) return current;
      const present = new Set(rowsOnScreen.map((row) => String(row[rowKey])));
      const kept = current.rows.filter((row) => present.has(String(row[rowKey])));
      return kept.length === current.rows.length
        ? current
        : { keys: kept.map((row) => row[rowKey] as RowKey), rows: kept };
    });
  }, [rowsOnScreen, rowKey]);
  const setSelection = useCallback((keys: RowKey[], selected: CrudRow[]) => {
    setSelectionState({ keys, rows: selected.map(plainRow) });
  }, []);
  const clearSelection = useCallback(() => setSelectionState({ keys: [], rows: [] }), []);
  return { selection, setSelection, clearSelection };
}
