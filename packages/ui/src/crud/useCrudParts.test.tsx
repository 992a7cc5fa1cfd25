import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Translator } from '../fields/label.ts';
import type { DictDef } from '../fields/types.ts';
import type { CrudRow } from './types.ts';
import { staticDicts, translateDicts } from './useCrudDicts.ts';
import { readListAnswer } from './useCrudListData.ts';
import { useCrudSelection } from './useCrudSelection.ts';

const translator: Translator = {
  exists: (key) => key.startsWith('order.'),
  t: (key) => `«${key}»`,
};

describe('dictionaries', () => {
  const defs: DictDef[] = [
    { name: 'status', items: [{ label: 'order.waitPay', value: 1 }], addSelect: { label: 'order.all', value: '' } },
    { name: 'user_id', url: '/Admin/users', addSelect: { label: 'order.all', value: '' } },
  ];

  it('has the static ones at once, addSelect first, and no remote one before its call', () => {
    expect(staticDicts(defs)).toEqual({
      status: [
        { label: 'order.all', value: '' },
        { label: 'order.waitPay', value: 1 },
      ],
    });
  });

  it('translates the labels the page wrote, not those a server answered', () => {
    const loaded = {
      ...staticDicts(defs),
      user_id: [defs[1]!.addSelect, { label: 'order.fromServer', value: 3 }],
    };
    expect(translateDicts(loaded, defs, translator)).toEqual({
      status: [
        { label: '«order.all»', value: '' },
        { label: '«order.waitPay»', value: 1 },
      ],
      user_id: [
        { label: '«order.all»', value: '' },
        { label: 'order.fromServer', value: 3 },
      ],
    });
  });
});

describe('list answers', () => {
  it('reads nothing, a plain array and a page', () => {
    expect(readListAnswer(undefined)).toEqual({ rows: [], total: 0, count: undefined });
    expect(readListAnswer([{ id: 1 }, { id: 2 }])).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      total: 2,
      count: undefined,
    });
    expect(
      readListAnswer({ data: [{ id: 1 }], total: 41, per_page: 30, current_page: 2, last_page: 2, count: { a: 1 } }),
    ).toEqual({ rows: [{ id: 1 }], total: 41, count: { a: 1 } });
  });
});

describe('selection', () => {
  it('keeps only rows still on screen, stores them without the tree nesting, and clears', () => {
    const first: CrudRow[] = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const { result, rerender } = renderHook(({ rows }) => useCrudSelection(rows, 'id'), {
      initialProps: { rows: first },
    });
    act(() => result.current.setSelection([1, 3], [{ id: 1, __children: [] }, { id: 3 }]));
    expect(result.current.selection).toEqual({ keys: [1, 3], rows: [{ id: 1 }, { id: 3 }] });

    rerender({ rows: [{ id: 1 }, { id: 2 }] });
    expect(result.current.selection).toEqual({ keys: [1], rows: [{ id: 1 }] });

    act(() => result.current.clearSelection());
    expect(result.current.selection).toEqual({ keys: [], rows: [] });
  });
});
