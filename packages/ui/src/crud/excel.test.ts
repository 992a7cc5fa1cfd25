import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildWorkbook, exportFileName, exportMatrix, firstSheetRows, importRecords, SHEET_NAME, type SheetColumn } from './excel.ts';

const columns: SheetColumn[] = [
  { value: 'id', label: 'ID' },
  { value: 'title', label: 'Title' },
  { value: 'status', label: 'Status', options: [{ value: 1, label: 'Open' }, { value: 0, label: 'Closed' }] },
  {
    value: 'class_id',
    label: 'Class',
    options: [{ value: 1, label: 'Root', children: [{ value: 2, label: 'Leaf', children: [{ value: 3, label: 'Deep' }] }] }],
  },
  { value: 'tags', label: 'Tags' },
];

const rows = [
  { id: 1, title: 'Tea', status: 1, class_id: 3, tags: ['a', 'b'] },
  { id: 2, title: null, status: '0', class_id: 9, tags: undefined },
];

describe('export', () => {
  it('names the file after the menu, else table', () => {
    expect(exportFileName('公告管理')).toBe('公告管理.xlsx');
    expect(exportFileName('')).toBe('table.xlsx');
    expect(exportFileName(undefined)).toBe('table.xlsx');
  });

  it('puts the column labels first and translates dictionary cells (nested levels too)', () => {
    expect(exportMatrix(columns, rows)).toEqual([
      ['ID', 'Title', 'Status', 'Class', 'Tags'],
      [1, 'Tea', 'Open', 'Deep', 'a,b'],
      [2, '', 'Closed', '', ''],
    ]);
  });

  it('writes one sheet named Sheet1 that reads back the same', () => {
    const workbook = buildWorkbook(XLSX, exportMatrix(columns, rows));
    expect(workbook.SheetNames).toEqual([SHEET_NAME]);
    expect(SHEET_NAME).toBe('Sheet1');
    const bytes = XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    expect(firstSheetRows(XLSX, bytes)).toEqual([
      { ID: 1, Title: 'Tea', Status: 'Open', Class: 'Deep', Tags: 'a,b' },
      { ID: 2, Title: '', Status: 'Closed', Class: '', Tags: '' },
    ]);
  });
});

describe('import', () => {
  it('maps header labels or field names back to fields, labels back to values, and drops unknown headers', () => {
    expect(
      importRecords(columns, [
        { ID: 1, Title: 'Tea', Status: 'Open', Class: 'Leaf', Unknown: 'x' },
        { id: '', title: 'Coffee', status: 'Closed' },
        { Title: '', Status: '' },
      ]),
    ).toEqual([
      { id: 1, title: 'Tea', status: 1, class_id: 2 },
      { id: '', title: 'Coffee', status: 0 },
    ]);
  });

  it('reads only the first sheet', () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['Title'], ['First']]), 'One');
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['Title'], ['Second']]), 'Two');
    const bytes = XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    expect(importRecords(columns, firstSheetRows(XLSX, bytes))).toEqual([{ title: 'First' }]);
  });
});
