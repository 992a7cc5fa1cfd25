import { describe, expect, it } from 'vitest';
import { dictOptions, optionLabel, toOptions } from './options.ts';

describe('toOptions', () => {
  it('reads label/value, else name/id', () => {
    expect(toOptions([{ label: 'A', value: 1 }])).toEqual([{ label: 'A', value: 1 }]);
    expect(toOptions([{ name: 'Root', id: 7 }])).toEqual([{ label: 'Root', value: 7 }]);
  });

  it('uses the given labelName/valueName first', () => {
    expect(toOptions([{ title: 'T', code: 'c1', name: 'ignored', id: 1 }], 'title', 'code')).toEqual([{ label: 'T', value: 'c1' }]);
  });

  it('maps plain strings and numbers to themselves (oneArray lists)', () => {
    expect(toOptions(['android', 3])).toEqual([
      { label: 'android', value: 'android' },
      { label: '3', value: 3 },
    ]);
  });

  it('maps children recursively and skips rows without a value', () => {
    const rows = [{ name: 'A', id: 1, children: [{ name: 'A1', id: 11, children: [] }] }, { name: 'no id' }, null, [1]];
    expect(toOptions(rows)).toEqual([{ label: 'A', value: 1, children: [{ label: 'A1', value: 11 }] }]);
  });

  it('falls back to the value as label and turns booleans into 1/0', () => {
    expect(toOptions([{ value: true }, { id: 5 }])).toEqual([
      { label: '1', value: 1 },
      { label: '5', value: 5 },
    ]);
  });

  it('tolerates null and undefined', () => {
    expect(toOptions(null)).toEqual([]);
    expect(toOptions(undefined)).toEqual([]);
  });
});

describe('dictOptions', () => {
  const rows = [{ name: 'Admin', id: 1 }];

  it('looks the dictionary up by dict name, else by field name', () => {
    expect(dictOptions({ value: 'role_id', dict: 'roles' }, { roles: rows })).toEqual([{ label: 'Admin', value: 1 }]);
    expect(dictOptions({ value: 'roles' }, { roles: rows })).toEqual([{ label: 'Admin', value: 1 }]);
  });

  it('falls back to static items, then a search field’s data', () => {
    const items = [{ label: 'x', value: 'x' }];
    expect(dictOptions({ value: 'a', options: { items } }, {})).toBe(items);
    expect(dictOptions({ value: 'a', data: items }, undefined)).toEqual(items);
    expect(dictOptions({ value: 'a' }, undefined)).toEqual([]);
  });
});

describe('optionLabel', () => {
  const options = [{ label: 'Yes', value: 1 }, { label: 'Tree', value: 2, children: [{ label: 'Leaf', value: '21' }] }];

  it('compares values as strings and searches children', () => {
    expect(optionLabel(options, '1')).toBe('Yes');
    expect(optionLabel(options, 21)).toBe('Leaf');
  });

  it('answers undefined for blanks and unknown values', () => {
    expect(optionLabel(options, '')).toBeUndefined();
    expect(optionLabel(options, null)).toBeUndefined();
    expect(optionLabel(options, 9)).toBeUndefined();
  });
});
