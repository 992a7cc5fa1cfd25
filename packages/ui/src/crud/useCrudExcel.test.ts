import { describe, expect, it } from 'vitest';
import type { Translator } from '../fields/label.ts';
import { exportMatrix, importRecords } from './excel.ts';
import { fieldSheetColumns, rowsToExport, sheetColumns } from './useCrudExcel.ts';
import { TREE_CHILDREN } from './tree.ts';
import type { ColumnDef } from './types.ts';

const messages: Record<string, string> = {
  'resources.articles.fields.title': 'Title',
  'resources.articles.fields.status': 'Status',
  'fields.names.id': 'ID',
  'dict.on': 'Open',
  'dict.off': 'Closed',
};
const translator: Translator = { exists: (key) => key in messages, t: (key) => messages[key] ?? key };

const columns: ColumnDef[] = [
  { value: 'id' },
  { value: 'title' },
  { value: 'status', type: 'dict_tag' },
  { value: 'user_id', type: 'dict', labelName: 'nickname', valueName: 'id' },
  { value: 'thumb', type: 'image', export: false },
];
const dicts = {
  status: [
    { label: 'dict.on', value: 1 },
    { label: 'dict.off', value: 0 },
  ],
  user_id: [{ id: 3, nickname: 'Ann' }],
};

describe('export columns', () => {
  it('use the labels of the current language and translated dictionary labels', () => {
    const sheet = sheetColumns(columns, 'articles', dicts, translator);
    expect(sheet.map((c) => c.label)).toEqual(['ID', 'Title', 'Status', 'User id']);
    expect(exportMatrix(sheet, [{ id: 1, title: 'Tea', status: 0, user_id: 3, thumb: 'x.png' }])).toEqual([
      ['ID', 'Title', 'Status', 'User id'],
      [1, 'Tea', 'Closed', 'Ann'],
    ]);
  });

  it('map an exported sheet back, through the Add form labels too', () => {
    const sheet = [
      ...sheetColumns(columns, 'articles', dicts, translator),
      ...fieldSheetColumns([{ value: 'status', type: 'select', dict: 'status' }, { value: 'summary', label: 'Summary' }], 'articles', dicts, translator),
    ];
    expect(importRecords(sheet, [{ ID: 1, Title: 'Tea', Status: 'Open', 'User id': 'Ann', Summary: 'S' }])).toEqual([
      { id: 1, title: 'Tea', status: 1, user_id: 3, summary: 'S' },
    ]);
  });
});

describe('rowsToExport', () => {
  const data = [{ id: 1, [TREE_CHILDREN]: [{ id: 2 }] }, { id: 3 }];
  it('takes every loaded row (expanded tree levels included) when nothing is checked', () => {
    expect(rowsToExport({ selection: { keys: [], rows: [] }, tableProps: { data } })).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });
  it('takes only the checked rows when some are checked', () => {
    expect(rowsToExport({ selection: { keys: [3], rows: [{ id: 3 }] }, tableProps: { data } })).toEqual([{ id: 3 }]);
  });
});
