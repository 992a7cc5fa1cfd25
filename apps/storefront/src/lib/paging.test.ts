import { describe, expect, it } from 'vitest';
import { pageWindow } from './paging.ts';

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('elides the far pages of a long list', () => {
    expect(pageWindow(6, 10)).toEqual([1, 0, 4, 5, 6, 7, 8, 0, 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 0, 10]);
    expect(pageWindow(10, 10)).toEqual([1, 0, 8, 9, 10]);
  });
});
