import { describe, expect, it } from 'vitest';
import { permissionGroups, roleMenus } from './__fixtures__/roles.ts';
import {
  allLeaves,
  coverage,
  formIds,
  groupIds,
  idKeys,
  menuIds,
  restoreLeaves,
  toggleAll,
  toggleNode,
  treeState,
} from './role-tree.ts';

describe('role menu tree', () => {
  it('leaves are the nodes without children', () => {
    expect([...allLeaves(roleMenus)].sort()).toEqual(['17', '18', '20', '6', '7']);
  });

  it('restores leaves only: a saved parent carries no state of its own', () => {
    expect([...restoreLeaves(roleMenus, [1, 2, 19, 20, 99])]).toEqual(['20']);
  });

  it('derives checked and half-checked parents from the leaves', () => {
    const state = treeState(roleMenus, new Set(['20', '17']));
    expect(state.checked.sort()).toEqual(['17', '19', '20']);
    expect(state.half.sort()).toEqual(['1', '16']);
  });

  it('checking a node checks every leaf below it; unchecking clears them', () => {
    const on = toggleNode(roleMenus, new Set(), '1', true);
    expect([...on].sort()).toEqual(['17', '18', '20']);
    expect([...toggleNode(roleMenus, on, '16', false)]).toEqual(['20']);
    expect([...toggleNode(roleMenus, on, 'nope', false)].length).toBe(3);
  });

  it('sends checked and half-checked ids, sorted', () => {
    expect(menuIds(roleMenus, new Set(['20', '7']))).toEqual([1, 2, 4, 7, 19, 20]);
    expect(menuIds(roleMenus, new Set())).toEqual([]);
  });
});

describe('role permissions', () => {
  it('the toggles select all, or clear when all are selected', () => {
    const ids = groupIds(permissionGroups[0]!);
    expect(ids).toEqual(['1', '2', '3']);
    const all = toggleAll(ids, new Set(['2']));
    expect([...all].sort()).toEqual(['1', '2', '3']);
    expect([...toggleAll(ids, all)]).toEqual([]);
    expect(coverage(ids, new Set(['2']))).toEqual({ all: false, some: true });
    expect(coverage(ids, all)).toEqual({ all: true, some: false });
    expect(coverage([], new Set())).toEqual({ all: false, some: false });
  });
});

describe('id lists', () => {
  it('reads saved id lists in their usual shapes', () => {
    expect(idKeys([1, 2])).toEqual(['1', '2']);
    expect(idKeys('3, 4')).toEqual(['3', '4']);
    expect(idKeys(5)).toEqual(['5']);
    expect(idKeys(undefined)).toEqual([]);
  });

  it("sends an empty list as '' so the server clears the links", () => {
    expect(formIds([])).toBe('');
    expect(formIds(undefined)).toBe('');
    expect(formIds([3, 5])).toEqual([3, 5]);
  });
});
