import { describe, expect, it, vi } from 'vitest';
import { childPid, isLeafRow, lazyLevelUrl, loadTreeAlong, nodeAt, rowsOf, toLazyNodes, type LazyNode } from './lazy-tree.ts';

describe('lazy cascader helpers', () => {
  it('appends pid with & or ? as the URL needs', () => {
    expect(lazyLevelUrl('/Admin/areas?isChildren=true', 0)).toBe('/Admin/areas?isChildren=true&pid=0');
    expect(lazyLevelUrl('/Admin/areas', 110000)).toBe('/Admin/areas?pid=110000');
    expect(lazyLevelUrl('/Admin/areas?', 1)).toBe('/Admin/areas?pid=1');
  });

  it('reads rows from an array or a page', () => {
    expect(rowsOf([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(rowsOf({ data: [{ id: 2 }], total: 1 })).toEqual([{ id: 2 }]);
    expect(rowsOf({ code: 500 })).toEqual([]);
  });

  it('detects leaves from leaf, then has_children', () => {
    expect(isLeafRow({ leaf: true })).toBe(true);
    expect(isLeafRow({ leaf: 0, has_children: null })).toBe(false);
    expect(isLeafRow({ has_children: null })).toBe(true);
    expect(isLeafRow({ has_children: { id: 3 } })).toBe(false);
    expect(isLeafRow({ has_children: [] })).toBe(true);
    expect(isLeafRow({ id: 1 })).toBe(false);
  });

  it('asks children by the idName column (default code), else the value', () => {
    const [node] = toLazyNodes([{ id: 1, name: '北京', code: 110000 }]);
    expect(childPid(node!)).toBe(110000);
    expect(childPid(node!, 'id')).toBe(1);
    const [bare] = toLazyNodes([{ id: 9, name: 'x' }]);
    expect(childPid(bare!)).toBe(9);
  });

  it('walks a stored path so its labels are known', async () => {
    const levels: Record<string, Record<string, unknown>[]> = {
      '0': [{ id: 1, name: 'A', code: 'a', has_children: {} }],
      a: [{ id: 11, name: 'A1', code: 'a1', has_children: {} }],
      a1: [{ id: 111, name: 'A11', code: 'a11', has_children: null }],
    };
    const load = vi.fn(async (pid: string | number) => toLazyNodes(levels[String(pid)] ?? []));
    const roots: LazyNode[] = await loadTreeAlong(load, [1, 11, 111]);
    expect(load.mock.calls.map(([pid]) => pid)).toEqual([0, 'a', 'a1']);
    expect(nodeAt(roots, [1, 11, 111])?.label).toBe('A11');
    expect(nodeAt(roots, [1, 11, 111])?.isLeaf).toBe(true);
  });
});
