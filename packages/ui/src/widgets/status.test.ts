import { describe, expect, it } from 'vitest';
import { hashColor, hashText, statusTone, TAG_PALETTE, tagColor } from './status.ts';

describe('tagColor', () => {
  it.each([1, '1', true, 'Yes', 'yes', 'success', '成功', '是'])('%s is green', (value) => {
    expect(tagColor(value)).toBe('green');
  });

  it.each([0, '0', false, 'No', 'failure', '失败', '否'])('%s is red', (value) => {
    expect(tagColor(value)).toBe('red');
  });

  it('colours other values by a stable hash of their text', () => {
    expect(tagColor('Shipped')).toBe(tagColor('Shipped'));
    expect(TAG_PALETTE).toContain(tagColor('Shipped'));
    expect(tagColor(42)).toBe(hashColor('42'));
  });

  it('spreads values over the whole palette', () => {
    const seen = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((v) => hashColor(v)));
    expect(seen.size).toBeGreaterThan(2);
  });

  it('can ignore the fixed tones', () => {
    expect(tagColor(1, false)).toBe(hashColor(1));
    expect(statusTone('maybe')).toBeUndefined();
  });

  it('hashes deterministically to an unsigned integer', () => {
    expect(hashText('')).toBe(5381);
    expect(hashText('abc')).toBe(hashText('abc'));
    expect(hashText('abc')).toBeGreaterThanOrEqual(0);
  });
});
