import { describe, expect, it } from 'vitest';
import { treeHasId } from './class-tree.ts';

describe('treeHasId', () => {
  const parents = [
    { label: 'Top', value: 0 },
    { id: 2, name: 'Food', children: [{ id: 8, name: 'Tea' }] },
    { id: 3, name: 'Home' },
  ];

  it('finds an id at any level', () => {
    expect(treeHasId(parents, 2)).toBe(true);
    expect(treeHasId(parents, '8')).toBe(true);
    expect(treeHasId(parents, 3)).toBe(true);
  });

  it('is false for ids outside the tree, the top option and blanks', () => {
    expect(treeHasId(parents, 26)).toBe(false);
    expect(treeHasId(parents, 0)).toBe(false);
    expect(treeHasId(parents, '')).toBe(false);
    expect(treeHasId(undefined, 2)).toBe(false);
  });
});
