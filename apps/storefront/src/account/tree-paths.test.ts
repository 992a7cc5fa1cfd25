import { describe, expect, it } from 'vitest';
import type { TreeOption } from '@shop/api/endpoints/system';
import {
  areaFields,
  areaValue,
  classPaths,
  classValues,
  isCompleteArea,
  level3Options,
  nodePath,
} from './tree-paths.ts';

const areas: TreeOption[] = [
  {
    id: 1,
    name: '北京市',
    children: [
      {
        id: 2,
        name: '北京市',
        children: [
          { id: 3, name: '东城区' },
          { id: 4, name: '西城区' },
        ],
      },
    ],
  },
  { id: 10, name: '广东省', children: [{ id: 11, name: '东莞市' }] },
];

const classes: TreeOption[] = [
  {
    id: 1,
    name: '数码',
    children: [
      {
        id: 2,
        name: '手机',
        children: [
          { id: 3, name: '智能手机' },
          { id: 4, name: '老人机' },
        ],
      },
      { id: 5, name: '配件' },
    ],
  },
  { id: 6, name: '图书' },
];

describe('area paths', () => {
  it('finds the path of a node', () => {
    expect(nodePath(areas, 4).map((n) => n.id)).toEqual([1, 2, 4]);
    expect(nodePath(areas, 99)).toEqual([]);
  });

  it('rebuilds the cascader value from the stored area or the three ids', () => {
    expect(areaValue(areas, { area: [1, 2, 3] })).toEqual([1, 2, 3]);
    expect(areaValue(areas, { province_id: 1, city_id: 2, region_id: 4 })).toEqual([1, 2, 4]);
    expect(areaValue(areas, { province_id: 10, city_id: 11, region_id: 0 })).toEqual([10, 11]);
    expect(areaValue(areas, { province_id: 0, city_id: 0, region_id: 0 })).toEqual([]);
    expect(areaValue(areas, { area: [77, 78] })).toEqual([]);
  });

  it('calls a choice complete only when it ends on a leaf', () => {
    expect(isCompleteArea(areas, [1, 2, 3])).toBe(true);
    expect(isCompleteArea(areas, [1, 2])).toBe(false);
    expect(isCompleteArea(areas, [10, 11])).toBe(true);
    expect(isCompleteArea(areas, [10, 3])).toBe(false);
    expect(isCompleteArea(areas, [])).toBe(false);
  });

  it('splits a path into the store fields', () => {
    expect(areaFields([1, 2, 3])).toEqual({ area: [1, 2, 3], province_id: 1, city_id: 2, region_id: 3 });
    expect(areaFields([10, 11])).toEqual({ area: [10, 11], province_id: 10, city_id: 11, region_id: 0 });
  });
});

describe('class paths', () => {
  const options = level3Options(classes);

  it('offers only level-3 classes, labelled with their path', () => {
    expect(options).toEqual([
      { value: '1,2,3', label: '数码 / 手机 / 智能手机', path: [1, 2, 3] },
      { value: '1,2,4', label: '数码 / 手机 / 老人机', path: [1, 2, 4] },
    ]);
  });

  it('maps stored paths to values by their level-3 id, dropping short and unknown ones', () => {
    expect(
      classValues(
        [
          [1, 2, 4],
          [1, 2],
          [9, 9, 9],
          [7, 8, 3],
        ],
        options,
      ),
    ).toEqual(['1,2,4', '1,2,3']);
  });

  it('turns values back into numeric paths', () => {
    expect(classPaths(['1,2,3', '1,2', 'x,1,2'])).toEqual([[1, 2, 3]]);
  });
});
