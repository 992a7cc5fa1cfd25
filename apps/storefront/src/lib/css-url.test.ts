import { describe, expect, it } from 'vitest';
import { cssUrl } from './css-url.ts';

describe('cssUrl', () => {
  it('quotes the address and escapes what could end the string', () => {
    expect(cssUrl('/uploads/a.png')).toBe('url("/uploads/a.png")');
    expect(cssUrl('/a "b".png')).toBe('url("/a %22b%22.png")');
    expect(cssUrl('x\\")\nbody{')).toBe('url("x%5C%22)%0Abody{")');
  });
});
