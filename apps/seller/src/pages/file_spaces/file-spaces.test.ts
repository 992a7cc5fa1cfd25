import { describe, expect, it } from 'vitest';
import { absoluteUrl, readDirs, spaceUpload, toggleId } from './file-spaces.ts';

describe('image space', () => {
  it('uploads into the folder as `spaces` with the goods picture sizes', () => {
    expect(spaceUpload(7)).toEqual({
      name: 'spaces',
      option: {
        width: 800,
        height: 800,
        thumb: [
          [400, 400],
          [300, 300],
          [150, 150],
        ],
      },
      dirId: 7,
      area: 'seller',
    });
  });

  it('reads folders from an array or a page, valid rows only', () => {
    expect(readDirs([{ id: 2, name: 'Banners' }, { id: 0, name: 'x' }, null])).toEqual([{ id: 2, name: 'Banners' }]);
    expect(readDirs({ data: [{ id: '3', name: 'Goods' }] })).toEqual([{ id: 3, name: 'Goods' }]);
    expect(readDirs('<html>')).toEqual([]);
  });

  it('copies absolute addresses', () => {
    expect(absoluteUrl('/uploads/spaces/a.png', 'http://shop.test/')).toBe('http://shop.test/uploads/spaces/a.png');
    expect(absoluteUrl('uploads/a.png', 'http://shop.test')).toBe('http://shop.test/uploads/a.png');
    expect(absoluteUrl('https://cdn.test/a.png', 'http://shop.test')).toBe('https://cdn.test/a.png');
    expect(absoluteUrl('//cdn.test/a.png', 'http://shop.test')).toBe('//cdn.test/a.png');
  });

  it('ticks and unticks ids', () => {
    expect(toggleId([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2], 1, false)).toEqual([2]);
    expect(toggleId([1, 2], 2, true)).toEqual([1, 2]);
  });
});
