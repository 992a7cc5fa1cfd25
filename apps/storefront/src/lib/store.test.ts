import { describe, expect, it } from 'vitest';
import { isOpenStore, storeSlides } from './store.ts';

describe('store page helpers', () => {
  it('reads store_slide in every shape', () => {
    expect(storeSlides('/a.png, /b.png,')).toEqual([{ image: '/a.png' }, { image: '/b.png' }]);
    expect(storeSlides(['/a.png', { image: '/b.png', url: '/goods/1' }])).toEqual([
      { image: '/a.png' },
      { image: '/b.png', url: '/goods/1' },
    ]);
    expect(storeSlides(undefined)).toEqual([]);
    expect(storeSlides('')).toEqual([]);
  });

  it('shows only approved, open stores', () => {
    expect(isOpenStore({ store_verify: 4, store_status: 1 })).toBe(true);
    expect(isOpenStore({})).toBe(true);
    expect(isOpenStore({ store_verify: 2, store_status: 1 })).toBe(false);
    expect(isOpenStore({ store_verify: 4, store_status: 0 })).toBe(false);
  });
});
