import { describe, expect, it } from 'vitest';
import type { GoodsClassNode } from '@shop/api/endpoints/catalog';
import { decodeParams } from '@shop/api/params-segment';
import { moveHighlight, optionId, suggestOptions, suggestText } from './suggest.ts';

const tree: GoodsClassNode[] = [
  {
    id: 2,
    pid: 0,
    name: '手机数码',
    children: [{ id: 7, pid: 2, name: '手机通讯', children: [{ id: 14, pid: 7, name: '智能手机' }] }],
  },
];

describe('suggestText', () => {
  it('asks from two characters on, Chinese or Latin, spaces not counted', () => {
    expect(suggestText('')).toBeNull();
    expect(suggestText(' p ')).toBeNull();
    expect(suggestText('手')).toBeNull();
    expect(suggestText('a b')).toBe('a b');
    expect(suggestText('  手机  ')).toBe('手机');
    expect(suggestText('ph')).toBe('ph');
  });
});

describe('suggestOptions', () => {
  it('lists the goods, then the classes, each with where choosing it goes', () => {
    const options = suggestOptions(
      { goods: [{ id: 9, goods_name: 'Phone X' }], classes: [{ id: 14, name: '智能手机' }] },
      tree,
    );
    expect(options.map((o) => [o.kind, o.label])).toEqual([
      ['goods', 'Phone X'],
      ['class', '智能手机'],
    ]);
    expect(options[0]!.href).toBe('/goods/9');
    // The class opens its goods list as the category menu's link does.
    const [prefix, segment] = options[1]!.href.split('/').slice(1);
    expect(prefix).toBe('s');
    expect(decodeParams(segment)).toMatchObject({ class_id: [14], tid: 14 });
    expect(suggestOptions(undefined, tree)).toEqual([]);
  });

  it('gives every option its own element id', () => {
    const options = suggestOptions(
      { goods: [{ id: 14, goods_name: 'A' }], classes: [{ id: 14, name: 'B' }] },
      tree,
    );
    expect(new Set(options.map((o) => optionId('l', o))).size).toBe(2);
  });
});

describe('moveHighlight (the arrow keys)', () => {
  it('goes down from the text to the first option, and round from the last', () => {
    expect(moveHighlight(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(0, 3, 'ArrowDown')).toBe(1);
    expect(moveHighlight(2, 3, 'ArrowDown')).toBe(0);
  });

  it('goes up back to the text from the first option, and from the text to the last', () => {
    expect(moveHighlight(2, 3, 'ArrowUp')).toBe(1);
    expect(moveHighlight(0, 3, 'ArrowUp')).toBe(-1);
    expect(moveHighlight(-1, 3, 'ArrowUp')).toBe(2);
  });

  it('highlights nothing when there is nothing to choose', () => {
    expect(moveHighlight(-1, 0, 'ArrowDown')).toBe(-1);
    expect(moveHighlight(4, 0, 'ArrowUp')).toBe(-1);
  });
});
