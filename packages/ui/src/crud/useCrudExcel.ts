import { useCallback, useMemo } from 'react';
import { httpHooks } from '@shop/api/http';
import { useTranslation } from 'react-i18next';
import { dictOptions } from '../fields/options.ts';
import { resolveFieldLabel, translateMaybe, useTranslator, type Translator } from '../fields/label.ts';
import type { FieldDef, FieldOption } from '../fields/types.ts';
import { dictToOptions, type DictRows } from './dicts.ts';
import { downloadXlsx, exportFileName, importRecords, readSheetFile, type SheetColumn } from './excel.ts';
import { TREE_CHILDREN, plainRow } from './tree.ts';
import type { CrudController } from './useCrudList.ts';
import type { ColumnDef, CrudRow } from './types.ts';

const DICT_COLUMNS = new Set(['dict', 'dict_tag']);
const CHOICE_FIELDS = new Set(['select', 'radio', 'cascader', 'switch']);

function translated(options: FieldOption[], translator: Translator): FieldOption[] {
  return options.map((option) => ({
    ...option,
    label: translateMaybe(option.label, translator),
    ...(option.children ? { children: translated(option.children, translator) } : {}),
  }));
}

/** Export columns in the current language: header labels by convention, dictionary columns with their options. */
export function sheetColumns(
  columns: readonly ColumnDef[],
  resource: string | undefined,
  dicts: DictRows,
  translator: Translator,
): SheetColumn[] {
  return columns
    .filter((column) => column.export !== false)
    .map((column) => {
      const label = resolveFieldLabel(column, resource, translator);
      if (!DICT_COLUMNS.has(column.type ?? 'text')) return { value: column.value, label };
      const options = dictToOptions(dicts[column.dict ?? column.value], column);
      return { value: column.value, label, options: translated(options, translator) };
    });
}

/** Form fields as import columns: their labels, and option labels for choice fields. */
export function fieldSheetColumns(
  fields: readonly FieldDef[],
  resource: string | undefined,
  dicts: DictRows,
  translator: Translator,
): SheetColumn[] {
  return fields.map((def) => {
    const label = resolveFieldLabel(def, resource, translator);
    if (!CHOICE_FIELDS.has(def.type ?? 'text')) return { value: def.value, label };
    return { value: def.value, label, options: translated(dictOptions(def, dicts), translator) };
  });
}

/** Every loaded row, depth-first through expanded tree levels. */
function loadedRows(rows: readonly CrudRow[]): CrudRow[] {
  return rows.flatMap((row) => {
    const kids = row[TREE_CHILDREN];
    return [plainRow(row), ...(Array.isArray(kids) ? loadedRows(kids as CrudRow[]) : [])];
  });
}

/** The rows an export covers: the checked ones if any, else every row loaded on screen. */
export function rowsToExport(crud: Pick<CrudController, 'selection' | 'tableProps'>): CrudRow[] {
  if (crud.selection.rows.length) return crud.selection.rows;
  return loadedRows(crud.tableProps.data ?? []);
}

export interface UseCrudExcelOptions {
  columns: readonly ColumnDef[];
  /** Extra fields whose labels an import also understands (the Add form's). */
  importFields?: readonly FieldDef[];
  resource?: string;
  /** File name without extension (the menu name); 'table' when absent. */
  fileName?: string;
}

/**
 * Export and import of a CRUD screen, SheetJS loaded only when used: the export writes
 * the loaded (or checked) rows under the column labels, dictionary cells as labels, to `<menu>.xlsx`,
 * sheet `Sheet1`; the import reads the first sheet of one file, maps headers (labels of the current
 * language, or field names) back to fields and posts the rows to `path/import/excel`.
 *
 * @example const excel = useCrudExcel(crud, { columns, resource: 'articles', fileName: menuName });
 */
export function useCrudExcel(
  crud: CrudController,
  { columns, importFields = [], resource, fileName }: UseCrudExcelOptions,
) {
  const translator = useTranslator();
  const { t } = useTranslation();
  const exportColumns = useMemo(
    () => sheetColumns(columns, resource, crud.dicts, translator),
    [columns, resource, crud.dicts, translator],
  );
  const importColumns = useMemo(
    () => [...exportColumns, ...fieldSheetColumns(importFields, resource, crud.dicts, translator)],
    [exportColumns, importFields, resource, crud.dicts, translator],
  );

  const exportXlsx = useCallback(
    () => downloadXlsx(exportColumns, rowsToExport(crud), exportFileName(fileName)),
    [exportColumns, crud, fileName],
  );

  const importFile = useCallback(
    async (file: Blob) => {
      let sheetRows: Record<string, unknown>[];
      try {
        sheetRows = await readSheetFile(file);
      } catch {
        httpHooks().notify.error(t('messages.dataAbnormal'));
        return false;
      }
      return crud.importRows(importRecords(importColumns, sheetRows));
    },
    [crud, importColumns, t],
  );

  return { exportColumns, importColumns, exportXlsx, importFile };
}
