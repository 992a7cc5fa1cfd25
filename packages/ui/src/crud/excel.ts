import type { WorkBook } from 'xlsx';
import type { FieldOption } from '../fields/types.ts';
import { optionLabel } from '../fields/options.ts';
import type { CrudRow } from './types.ts';

/** SheetJS, fetched only when someone exports or imports (its chunk is about 100 KB gzipped). */
export type XlsxModule = typeof import('xlsx');
export const loadXlsx = (): Promise<XlsxModule> => import('xlsx');

/** The sheet name of every export. */
export const SHEET_NAME = 'Sheet1';

/**
 * A column as the spreadsheet sees it: the field, its header in the current language and, for dictionary
 * columns, the options whose labels replace the stored values (translated already).
 */
export interface SheetColumn {
  value: string;
  label: string;
  options?: readonly FieldOption[];
}

/** The export's file name: `<menu name>.xlsx`, or `table.xlsx`. */
export function exportFileName(menuName?: string | null): string {
  const name = menuName?.trim();
  return `${name || 'table'}.xlsx`;
}

function cell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item) => String(cell(item))).join(',');
  return JSON.stringify(value);
}

/**
 * The export as rows of cells: a header of column labels, then one line per row;
 * dictionary cells become their labels ('' when the value is not in the dictionary), empty cells ''.
 *
 * @example exportMatrix([{ value: 'status', label: 'Status', options: [{ value: 1, label: 'On' }] }], [{ status: 1 }])
 * // [['Status'], ['On']]
 */
export function exportMatrix(
  columns: readonly SheetColumn[],
  rows: readonly CrudRow[],
): (string | number | boolean)[][] {
  const header = columns.map((column) => column.label);
  const body = rows.map((row) =>
    columns.map((column) => {
      const value = row[column.value];
      if (column.options) return optionLabel(column.options, value) ?? '';
      return cell(value);
    }),
  );
  return [header, ...body];
}

/** A workbook with the matrix on its only sheet, `Sheet1`. */
export function buildWorkbook(XLSX: XlsxModule, matrix: readonly (readonly unknown[])[]): WorkBook {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(matrix as unknown[][]), SHEET_NAME);
  return workbook;
}

/** Builds the workbook and hands it to the browser as a download. */
export async function downloadXlsx(
  columns: readonly SheetColumn[],
  rows: readonly CrudRow[],
  fileName: string,
): Promise<void> {
  const XLSX = await loadXlsx();
  XLSX.writeFile(buildWorkbook(XLSX, exportMatrix(columns, rows)), fileName);
}

/**
 * The first sheet of a workbook as objects keyed by its header row (the first sheet only); empty
 * cells read as ''.
 */
export function firstSheetRows(XLSX: XlsxModule, data: ArrayBuffer | Uint8Array): Record<string, unknown>[] {
  const workbook = XLSX.read(data, { type: 'array' });
  const name = workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: '' });
}

/** Reads an uploaded .xls/.xlsx file's first sheet. */
export async function readSheetFile(file: Blob): Promise<Record<string, unknown>[]> {
  const [XLSX, buffer] = await Promise.all([loadXlsx(), file.arrayBuffer()]);
  return firstSheetRows(XLSX, buffer);
}

function findColumn(columns: readonly SheetColumn[], header: string): SheetColumn | undefined {
  const wanted = header.trim();
  return columns.find((column) => column.label === wanted) ?? columns.find((column) => column.value === wanted);
}

function optionValue(options: readonly FieldOption[], text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const stack = [...options];
  while (stack.length) {
    const option = stack.shift()!;
    if (option.label === text) return option.value;
    if (option.children) stack.push(...option.children);
  }
  return text;
}

/**
 * Sheet rows back to records: each header maps to the field whose label (current language) or name it
 * is; headers matching no column are dropped; dictionary labels turn back into their values, so a file
 * exported from the table imports unchanged. Rows left with nothing in them are skipped.
 *
 * @example importRecords([{ value: 'name', label: 'Name' }], [{ Name: 'Tea' }]) // [{ name: 'Tea' }]
 */
export function importRecords(
  columns: readonly SheetColumn[],
  sheetRows: readonly Record<string, unknown>[],
): CrudRow[] {
  const records: CrudRow[] = [];
  for (const sheetRow of sheetRows) {
    const record: CrudRow = {};
    for (const [header, raw] of Object.entries(sheetRow)) {
      const column = findColumn(columns, header);
      if (!column) continue;
      record[column.value] = column.options ? optionValue(column.options, raw) : raw;
    }
    if (Object.values(record).some((value) => value !== '' && value !== null && value !== undefined))
      records.push(record);
  }
  return records;
}
