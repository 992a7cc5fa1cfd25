import { describe, expect, it } from 'vitest';
import { commentTabs, positiveRate } from './comments.ts';

describe('review tabs', () => {
  it('counts all, good, medium and bad from comment_statistics', () => {
    const tabs = commentTabs({ all: 7, good: 4, commonly: 2, bad: 1, rate: 57 });
    expect(tabs.map((tab) => [tab.type, tab.key, tab.count])).toEqual([
      [0, 'all', '7'],
      [1, 'good', '4'],
      [2, 'medium', '2'],
      [3, 'bad', '1'],
    ]);
  });

  it('keeps the server\'s "999+" and counts missing figures as 0', () => {
    expect(commentTabs({ all: '999+', good: '999+', commonly: 12, bad: 0 }).map((tab) => tab.count)).toEqual([
      '999+',
      '999+',
      '12',
      '0',
    ]);
    expect(commentTabs(undefined).map((tab) => tab.count)).toEqual(['0', '0', '0', '0']);
    expect(commentTabs({ all: Number.NaN, good: -1 }).map((tab) => tab.count)).toEqual(['0', '0', '0', '0']);
  });

  it('shows 100 % positive without reviews', () => {
    expect(positiveRate(undefined)).toBe(100);
    expect(positiveRate({ rate: '' })).toBe(100);
    expect(positiveRate({ rate: 66.67 })).toBe(67);
    expect(positiveRate({ rate: '50' })).toBe(50);
    expect(positiveRate({ rate: 0 })).toBe(0);
  });
});
