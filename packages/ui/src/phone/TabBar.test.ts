import { describe, expect, it } from 'vitest';
import { currentTab } from './TabBar.tsx';

describe('currentTab', () => {
  const hrefs = ['/', '/category', '/carts', '/user', '/user/orders'];

  it('is the exact match first', () => {
    expect(currentTab(hrefs, '/')).toBe('/');
    expect(currentTab(hrefs, '/carts')).toBe('/carts');
  });

  it('is the longest href the path continues at a boundary', () => {
    expect(currentTab(hrefs, '/user/orders/12')).toBe('/user/orders');
    expect(currentTab(hrefs, '/user/address')).toBe('/user');
    expect(currentTab(hrefs, '/category?cat=3')).toBe('/category');
  });

  it('is nothing for other pages: "/" owns only the home page, "/user" not "/username"', () => {
    expect(currentTab(hrefs, '/goods/5')).toBeUndefined();
    expect(currentTab(hrefs, '/username')).toBeUndefined();
  });
});
