import { describe, expect, it } from 'vitest';
import { specNames } from './specs.ts';

describe('specNames', () => {
  it('reads names and spec records alike', () => {
    expect(specNames(['Red', { id: 3, name: 'Blue' }, ' Green ', '', null, { id: 4 }, 42])).toEqual([
      'Red',
      'Blue',
      'Green',
      '42',
    ]);
  });

  it('is empty for anything but a list', () => {
    expect(specNames('Red,Blue')).toEqual([]);
    expect(specNames(undefined)).toEqual([]);
  });
});
