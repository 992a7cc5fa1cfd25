import { describe, expect, it } from 'vitest';
import { FA_ICONS } from './fa-icons.ts';
import { faClass, searchIcons } from './icons.ts';

describe('Font Awesome names', () => {
  it('lists the 4.7 icons the menus use', () => {
    expect(FA_ICONS.length).toBeGreaterThan(700);
    for (const icon of ['fa-desktop', 'fa-shopping-bag', 'fa-archive', 'fa-bar-chart-o', 'fa-cogs', 'fa-first-order', 'fa-user']) {
      expect(FA_ICONS).toContain(icon);
    }
  });

  it('renders stored names as classes', () => {
    expect(faClass('fa-user')).toBe('fa fa-user');
    expect(faClass('fa-shield fa-rotate-90')).toBe('fa fa-shield fa-rotate-90');
    expect(faClass('fa fa-user')).toBe('fa fa-user');
    expect(faClass('')).toBe('');
    expect(faClass(null)).toBe('');
  });

  it('searches with or without the prefix, prefix matches first', () => {
    const found = searchIcons('user');
    expect(found[0]).toBe('fa-user');
    expect(found).toContain('fa-user-circle');
    const cart = searchIcons('cart');
    expect(cart.slice(0, 2)).toEqual(['fa-cart-arrow-down', 'fa-cart-plus']);
    expect(cart).toContain('fa-shopping-cart');
    expect(searchIcons('fa-user')).toEqual(found);
    expect(searchIcons('')).toHaveLength(FA_ICONS.length);
    expect(searchIcons('zzzz')).toEqual([]);
  });
});
